import { HelpCircle, Mail, MessageSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../../components/ui/accordion.tsx';
import { buttonVariants } from '../../components/ui/button.tsx';
import { useAuthConfig } from '../../features/auth/index.ts';
import { ContentPage, SUPPORT_HOURS } from '../components/content-page.tsx';

interface Faq {
  q: string;
  a: ReactNode;
}

interface FaqCategory {
  id: string;
  title: string;
  items: Faq[];
}

export const FAQ_CATEGORIES: FaqCategory[] = [
  {
    id: 'getting-started',
    title: 'Getting Started',
    items: [
      {
        q: 'What is Learnstack?',
        a: 'Learnstack helps you learn from YouTube videos in a structured way. You collect videos into learning plans, watch them in a focused player that remembers where you stopped, and follow your progress, streaks and achievements as you go.',
      },
      {
        q: 'Is Learnstack free?',
        a: 'Yes. Creating an account, building plans, tracking progress and using the community features are free. Learners who want to support the project can choose to donate, but nothing in the app is locked behind it.',
      },
      {
        q: 'How do I create my first learning plan?',
        a: 'After signing in, create a plan with a title and a goal, then add videos to it: search from the top bar, paste a video link, or import a whole YouTube playlist. Drag the videos into the order you want to learn them in, and start watching.',
      },
      {
        q: 'Do I need a YouTube or Google account?',
        a: 'No. You can sign up with any e-mail address and a password. If you prefer, you can also sign in with your Google account; either way you do not need a YouTube channel.',
      },
      {
        q: 'Why does Learnstack ask about my interests?',
        a: 'Your interests, chosen from eight skill categories, help us suggest videos and plans that are relevant to you from your first day. You can skip the question and change your interests later in Profile Settings.',
      },
    ],
  },
  {
    id: 'features',
    title: 'Features',
    items: [
      {
        q: 'Can I import a YouTube playlist?',
        a: 'Yes. Paste the playlist link and Learnstack creates a plan with its videos in the same order, showing the progress of the import as it runs. Private and deleted videos in the playlist are skipped.',
      },
      {
        q: 'How is my progress tracked?',
        a: 'The player saves your position while you watch, so every video resumes where you left off. A video counts as complete when you mark it, when it ends, or once you have watched 95% of it. Time is credited only for what you actually watch, so skipping ahead does not inflate your statistics.',
      },
      {
        q: 'How do streaks work?',
        a: 'Your streak is the number of consecutive days, in your own time zone, on which you watched at least one video. Watch something today to keep it alive.',
      },
      {
        q: 'How are recommendations made?',
        a: 'Recommendations look at your interests, the topics you watch and complete, and how difficult you find them. They suggest what to watch next, adjust the difficulty as you progress and point out related topics you might enjoy.',
      },
      {
        q: 'Can I share my plans?',
        a: 'Yes. Make a plan public so anyone can find it in Explore, or share a link or e-mail invitation with specific people. Others can copy a public plan into their own library and suggest changes, which you can accept or decline.',
      },
      {
        q: 'Do I get a certificate when I finish a plan?',
        a: 'Yes. Completing every video in a plan earns a certificate with your name, the plan and the completion date. Each certificate has its own id so anyone can verify it.',
      },
    ],
  },
  {
    id: 'account-privacy',
    title: 'Account & Privacy',
    items: [
      {
        q: 'What data do you store about me?',
        a: (
          <>
            Your name, e-mail address and password (stored only as a secure hash), your plans, the videos you saved and your watch
            progress. We use this to run the service and personalise it; we do not sell it. The{' '}
            <Link to="/privacy-policy" className="font-medium text-primary underline underline-offset-2">
              Privacy Policy
            </Link>{' '}
            explains the details.
          </>
        ),
      },
      {
        q: 'Who can see my plans and progress?',
        a: 'Plans are private unless you make them public or share them. Your progress, watch history and statistics are visible only to you.',
      },
      {
        q: 'Why was I signed out?',
        a: 'For your security, Learnstack signs you out after 30 minutes without activity. You will see a warning 5 minutes before it happens; any click or key press keeps you signed in.',
      },
      {
        q: 'I forgot my password. What do I do?',
        a: (
          <>
            Use{' '}
            <Link to="/forgot-password" className="font-medium text-primary underline underline-offset-2">
              Forgot your password
            </Link>{' '}
            on the sign-in page. We will e-mail you a link to choose a new password; the link works once and expires after one
            hour.
          </>
        ),
      },
      {
        q: 'How do I delete my account?',
        a: 'Go to Profile Settings, open Account Actions and choose Delete Account. Type your e-mail address to confirm and select Permanently Delete Account. Your data is removed immediately from the live service and purged from backups within 90 days.',
      },
    ],
  },
  {
    id: 'technical-support',
    title: 'Technical Support',
    items: [
      {
        q: 'A video will not play. What can I do?',
        a: 'Some creators do not allow their videos to be embedded on other sites, and videos can be made private or removed from YouTube. In those cases the player tells you what happened and you can open the video on YouTube instead. If every video fails, check that your browser or network is not blocking youtube.com.',
      },
      {
        q: 'Which browsers are supported?',
        a: 'Learnstack works in current versions of Chrome, Edge, Firefox and Safari on desktop and mobile. Cookies and local storage must be enabled for sign-in and for your theme and player settings.',
      },
      {
        q: 'The page looks broken or will not load.',
        a: 'Refresh the page first. If that does not help, clear this site’s data in your browser settings and sign in again; your plans and progress are stored on our servers, so nothing is lost.',
      },
      {
        q: 'How do I report a bug or request a feature?',
        a: `Send us a message through the contact page with the steps that led to the problem and your browser. We read every message and reply within 24 hours during support hours (${SUPPORT_HOURS}).`,
      },
    ],
  },
];

export default function FaqPage() {
  const config = useAuthConfig();
  const supportEmail = config.data?.supportEmail;

  return (
    <ContentPage
      title="Frequently Asked Questions"
      eyebrow="FAQ"
      icon={<HelpCircle />}
      intro="Quick answers about getting started, features, your account and privacy, and fixing technical problems."
      prose={false}
    >
      <nav aria-label="FAQ categories" className="mb-8">
        <ul className="flex flex-wrap gap-2">
          {FAQ_CATEGORIES.map((c) => (
            <li key={c.id}>
              <a
                href={`#${c.id}`}
                className="inline-flex h-9 items-center rounded-full border border-border bg-card px-4 text-sm font-medium text-foreground transition-colors hover:border-primary hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {c.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div className="flex flex-col gap-8">
        {FAQ_CATEGORIES.map((category) => (
          <section key={category.id} id={category.id} aria-labelledby={`${category.id}-title`} className="scroll-mt-24">
            <h2 id={`${category.id}-title`} className="mb-3 text-xl font-semibold text-foreground">
              {category.title}
            </h2>
            <div className="rounded-2xl border border-border bg-card px-5 shadow-card">
              <Accordion type="single" collapsible>
                {category.items.map((item, i) => (
                  <AccordionItem key={item.q} value={`${category.id}-${i}`}>
                    <AccordionTrigger>{item.q}</AccordionTrigger>
                    <AccordionContent>{item.a}</AccordionContent>
                  </AccordionItem>
                ))}
              </Accordion>
            </div>
          </section>
        ))}
      </div>

      <section
        aria-labelledby="faq-contact-title"
        className="mt-12 flex flex-col gap-4 rounded-2xl border border-border bg-accent p-6 text-accent-foreground sm:flex-row sm:items-center sm:justify-between"
      >
        <div>
          <h2 id="faq-contact-title" className="text-lg font-semibold">
            Didn't find your answer?
          </h2>
          <p className="mt-1 text-sm">We reply within 24 hours. Support hours: {SUPPORT_HOURS}.</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to="/contact" className={buttonVariants()}>
            <MessageSquare aria-hidden="true" />
            Contact us
          </Link>
          {supportEmail ? (
            <a href={`mailto:${supportEmail}`} className={buttonVariants({ variant: 'outline' })}>
              <Mail aria-hidden="true" />
              Email support
            </a>
          ) : null}
        </div>
      </section>
    </ContentPage>
  );
}
