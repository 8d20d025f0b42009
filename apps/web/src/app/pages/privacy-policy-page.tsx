import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { useAuthConfig } from '../../features/auth/index.ts';
import { ContentPage, POLICY_UPDATED, Section } from '../components/content-page.tsx';

export default function PrivacyPolicyPage() {
  const supportEmail = useAuthConfig().data?.supportEmail;
  const contact = supportEmail ? <a href={`mailto:${supportEmail}`}>{supportEmail}</a> : 'our support team';

  return (
    <ContentPage
      title="Privacy Policy"
      eyebrow="Legal"
      icon={<ShieldCheck />}
      updated={POLICY_UPDATED}
      intro="What we collect when you use Learnstack, why we collect it, who we share it with, and the choices you have."
    >
      <p>
        <strong>In short:</strong> we collect what we need to run your account and your learning plans, we use it only to provide
        and improve Learnstack, we never sell it, and you can delete it at any time.
      </p>

      <Section id="collect" title="1. Information we collect">
        <h3>Information you give us</h3>
        <ul>
          <li>
            <strong>Account details:</strong> your e-mail address, first and last name, and your password, which we store only as
            an irreversible argon2id hash.
          </li>
          <li>
            <strong>Google sign-in:</strong> if you sign in with Google, we receive your name, e-mail address, profile picture and a
            Google account identifier. We never see your Google password.
          </li>
          <li>
            <strong>Learning content:</strong> the plans, plan groups, notes and learning interests you create, the videos you add,
            favourites, likes, friend connections and invitations you send.
          </li>
          <li>
            <strong>Messages:</strong> what you write to us through the contact form or by e-mail.
          </li>
        </ul>
        <h3>Information collected as you use Learnstack</h3>
        <ul>
          <li>
            <strong>Learning activity:</strong> your position in each video, completed videos, learning time, streaks,
            achievements, certificates and difficulty feedback.
          </li>
          <li>
            <strong>Session and security data:</strong> a session identifier, your IP address, browser type and the time of your
            last activity, used to keep you signed in, sign you out after inactivity, and protect accounts against abuse.
          </li>
          <li>
            <strong>Searches:</strong> search terms are sent to YouTube to find videos and may be kept briefly in a cache to save
            quota.
          </li>
        </ul>
      </Section>

      <Section id="use" title="2. How we use it">
        <ul>
          <li>To create and secure your account and keep you signed in.</li>
          <li>To save your plans and progress and show your statistics, streaks, achievements and certificates.</li>
          <li>To personalise recommendations from your interests and activity.</li>
          <li>To send the e-mails you need (password resets, invitations) and the ones you opted into.</li>
          <li>To answer your questions, fix problems, and prevent fraud and abuse.</li>
        </ul>
        <p>We do not sell your personal data, and we do not use it for advertising profiles.</p>
      </Section>

      <Section id="share" title="3. Who we share it with">
        <ul>
          <li>
            <strong>YouTube (Google):</strong> videos are played through the YouTube embedded player and found through the YouTube
            API Services. YouTube receives the usual information a browser sends when it loads the player. See the{' '}
            <a href="https://policies.google.com/privacy" target="_blank" rel="noopener noreferrer">
              Google Privacy Policy
            </a>{' '}
            and the{' '}
            <a href="https://www.youtube.com/t/terms" target="_blank" rel="noopener noreferrer">
              YouTube Terms of Service
            </a>
            .
          </li>
          <li>
            <strong>AI services:</strong> when enabled, topic names and video titles (never your name or e-mail address) may be sent
            to an AI provider to suggest related topics and recommendations.
          </li>
          <li>
            <strong>Service providers:</strong> hosting and e-mail delivery providers that process data on our behalf under
            confidentiality obligations.
          </li>
          <li>
            <strong>Other learners:</strong> only what you choose to share, such as public plans, shared links, and your name and
            picture when you connect with friends.
          </li>
          <li>
            <strong>Legal reasons:</strong> when required by law or to protect the rights and safety of our users.
          </li>
        </ul>
      </Section>

      <Section id="storage" title="4. Cookies and local storage">
        <p>
          We use one essential session cookie and store a few preferences in your browser. The <Link to="/cookie-policy">Cookie
          Policy</Link> lists them all.
        </p>
      </Section>

      <Section id="retention" title="5. How long we keep it">
        <ul>
          <li>Your account data for as long as your account exists.</li>
          <li>Sessions expire after 30 minutes of inactivity; password reset links after one hour.</li>
          <li>When you delete your account, your data is removed from the live service at once and purged from backups within 90 days.</li>
          <li>Support messages for as long as needed to handle your request.</li>
        </ul>
      </Section>

      <Section id="security" title="6. Security">
        <p>
          Connections are encrypted with TLS, data is encrypted at rest, passwords are hashed with argon2id, and access to personal
          data is restricted by role. Read more on our <Link to="/security">Security</Link> page.
        </p>
      </Section>

      <Section id="rights" title="7. Your rights and choices">
        <ul>
          <li>See and correct your profile details at any time in Profile Settings.</li>
          <li>Ask for a copy of your data in a machine-readable format.</li>
          <li>Choose which e-mails you receive.</li>
          <li>Delete your account and its data.</li>
        </ul>
        <p>
          Where data protection laws such as India's Digital Personal Data Protection Act, 2023 or the EU General Data Protection
          Regulation apply to you, you have the rights they give you, including to object to processing and to complain to a
          supervisory authority. To exercise any right, contact {contact}.
        </p>
      </Section>

      <Section id="children" title="8. Children">
        <p>
          Learnstack is not intended for children under 13, and we do not knowingly collect their data. If you believe a child under
          13 has created an account, contact us and we will delete it.
        </p>
      </Section>

      <Section id="changes" title="9. Changes to this policy">
        <p>
          If we change this policy in a meaningful way, we will tell you by e-mail or in the app before the change takes effect.
          The date at the top shows the latest revision.
        </p>
      </Section>

      <Section id="contact" title="10. Contact">
        <p>Questions about privacy? Contact {contact}. We reply within 24 hours on working days.</p>
      </Section>
    </ContentPage>
  );
}
