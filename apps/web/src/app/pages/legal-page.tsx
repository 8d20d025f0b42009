import { Scale } from 'lucide-react';
import { Link } from 'react-router';
import { ContentPage, POLICY_UPDATED, Section } from '../components/content-page.tsx';

export default function LegalPage() {
  return (
    <ContentPage
      title="Legal Disclaimer"
      eyebrow="Legal"
      icon={<Scale />}
      updated={POLICY_UPDATED}
      intro="Please read this disclaimer together with our Terms of Service and Privacy Policy."
    >
      <Section id="educational" title="Educational purposes only">
        <p>
          Learnstack is a tool for organising and following educational videos. The videos themselves are created by independent
          publishers on YouTube. Their content is provided for general educational purposes and does not constitute professional
          advice. In particular, videos about health, fitness, finance, law or similar subjects are no substitute for advice from a
          qualified professional who knows your situation.
        </p>
      </Section>

      <Section id="third-party" title="Third-party content">
        <p>
          Videos, thumbnails, titles and descriptions are provided by YouTube and remain the property of their creators. Learnstack
          does not create, review or endorse this content and is not responsible for its accuracy, completeness or availability. A
          video can be removed or made private by its owner at any time, in which case it can no longer be played in Learnstack.
        </p>
        <p>
          Plans, descriptions and notes published by other learners are their own. If you believe content on Learnstack infringes
          your rights, contact us and we will review it promptly.
        </p>
      </Section>

      <Section id="affiliation" title="No affiliation">
        <p>
          Learnstack is an independent service. It is not affiliated with, sponsored or endorsed by YouTube, Google or any video
          creator. YouTube and Google are trademarks of Google LLC. Videos are displayed through YouTube's official embedded player
          and use of the player is subject to the{' '}
          <a href="https://www.youtube.com/t/terms" target="_blank" rel="noopener noreferrer">
            YouTube Terms of Service
          </a>
          .
        </p>
      </Section>

      <Section id="recommendations" title="Recommendations and statistics">
        <p>
          Recommendations, difficulty suggestions and learning insights are generated automatically from your activity and may not
          always suit you. Statistics such as learning time, streaks and completion are estimates based on the data your browser
          reports while you watch.
        </p>
        <p>
          Certificates confirm that an account completed every video in a learning plan on Learnstack. They are not accredited
          qualifications.
        </p>
      </Section>

      <Section id="availability" title="Availability">
        <p>
          We work hard to keep Learnstack available and your data safe, but the service is provided "as is" and "as available",
          without warranties of any kind, to the extent permitted by law. The full terms, including the limitation of liability,
          are in our <Link to="/terms-of-service">Terms of Service</Link>.
        </p>
      </Section>

      <Section id="links" title="External links">
        <p>
          Learnstack links to websites we do not control, such as YouTube and creators' own sites. We are not responsible for their
          content or their privacy practices.
        </p>
      </Section>
    </ContentPage>
  );
}
