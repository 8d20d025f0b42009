import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import { useAuthConfig } from '../../features/auth/index.ts';
import { ContentPage, POLICY_UPDATED, Section } from '../components/content-page.tsx';

export default function TermsOfServicePage() {
  const supportEmail = useAuthConfig().data?.supportEmail;

  return (
    <ContentPage
      title="Terms of Service"
      eyebrow="Legal"
      icon={<FileText />}
      updated={POLICY_UPDATED}
      intro="These terms are the agreement between you and Learnstack when you use the service. Please read them carefully."
    >
      <Section id="acceptance" title="1. Acceptance">
        <p>
          By creating an account or using Learnstack you agree to these Terms and to our{' '}
          <Link to="/privacy-policy">Privacy Policy</Link>. If you do not agree, please do not use the service.
        </p>
      </Section>

      <Section id="eligibility" title="2. Eligibility and accounts">
        <ul>
          <li>
            You must be <strong>at least 13 years old</strong> to use Learnstack. If you are under the age of majority where you
            live, you confirm that a parent or guardian has agreed to these Terms.
          </li>
          <li>
            <strong>One account per person.</strong> Accounts are personal and may not be shared, sold or transferred, and you may
            not create accounts for others or in bulk.
          </li>
          <li>Keep your information accurate and your password secret. You are responsible for what happens under your account.</li>
          <li>Tell us straight away if you believe someone else has accessed your account.</li>
        </ul>
      </Section>

      <Section id="service" title="3. The service">
        <p>
          Learnstack lets you organise YouTube videos into learning plans, track your progress and share plans with others. Videos
          are played through the YouTube embedded player; by watching them you also agree to the{' '}
          <a href="https://www.youtube.com/t/terms" target="_blank" rel="noopener noreferrer">
            YouTube Terms of Service
          </a>
          . We may improve, change or discontinue features, and will give reasonable notice of changes that materially reduce what
          you can do.
        </p>
      </Section>

      <Section id="content" title="4. Your content">
        <p>
          You keep ownership of the plans, descriptions and notes you create. When you make a plan public or share it, you allow
          Learnstack to display it to the people you share it with, and other learners to view and copy it within Learnstack. You
          can make it private again at any time, although copies already made by others remain theirs.
        </p>
        <p>You are responsible for what you publish and confirm that you have the right to share it.</p>
      </Section>

      <Section id="acceptable-use" title="5. Acceptable use">
        <p>Learnstack is a place for learning. You agree not to:</p>
        <ul>
          <li>publish or search for content that is illegal, hateful, sexually explicit, violent or harassing;</li>
          <li>infringe anyone's intellectual property or privacy;</li>
          <li>send spam or unsolicited invitations;</li>
          <li>
            scrape the service, overload it, probe it for vulnerabilities without permission, or get around its security or rate
            limits;
          </li>
          <li>impersonate another person or misrepresent your connection with anyone.</li>
        </ul>
      </Section>

      <Section id="termination" title="6. Suspension and termination">
        <p>
          You may delete your account at any time from Profile Settings. We may suspend or close accounts that break these Terms,
          after a warning where that is reasonable. Sections that by their nature should survive termination will do so.
        </p>
      </Section>

      <Section id="disclaimer" title="7. Disclaimers">
        <p>
          Learnstack is provided "as is" and "as available". Video content belongs to third parties and is provided for general
          educational purposes; we do not guarantee its accuracy or availability. See our <Link to="/legal">Legal Disclaimer</Link>.
        </p>
      </Section>

      <Section id="liability" title="8. Limitation of liability">
        <p>
          To the extent permitted by law, Learnstack is not liable for indirect, incidental or consequential damages, or for loss of
          data, profits or opportunities arising from your use of the service. Nothing in these Terms limits liability that cannot
          be limited by law.
        </p>
      </Section>

      <Section id="law" title="9. Governing law">
        <p>
          These Terms are governed by the laws of <strong>India</strong>. Any dispute arising from them or from your use of
          Learnstack is subject to the jurisdiction of the courts of India, without prejudice to any mandatory consumer protection
          rights you have where you live.
        </p>
      </Section>

      <Section id="changes" title="10. Changes to these Terms">
        <p>
          We may update these Terms. If a change is significant, we will notify you by e-mail or in the app at least 14 days before
          it takes effect. Continuing to use Learnstack after that means you accept the new Terms.
        </p>
      </Section>

      <Section id="contact" title="11. Contact">
        <p>
          Questions about these Terms?{' '}
          {supportEmail ? (
            <>
              Write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
            </>
          ) : (
            'Contact our support team.'
          )}
        </p>
      </Section>
    </ContentPage>
  );
}
