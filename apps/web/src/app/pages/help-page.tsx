import {
  ArrowLeft,
  BarChart3,
  BookOpen,
  HelpCircle,
  Library,
  Lightbulb,
  ListChecks,
  Lock,
  type LucideIcon,
  Mail,
  PlayCircle,
  Search,
  UserCog,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button.tsx';
import { useAuthConfig, useCurrentUser } from '../../features/auth/index.ts';
import { SUPPORT_HOURS } from '../components/content-page.tsx';

const QUICK_START = [
  {
    icon: Search,
    title: 'Search for videos',
    text: 'Use the search in the top bar to find educational videos on YouTube, or paste a video or playlist link.',
  },
  {
    icon: ListChecks,
    title: 'Create a learning plan',
    text: 'Give the plan a title and a goal, add the videos you found and drag them into the order you want to learn in.',
  },
  {
    icon: BarChart3,
    title: 'Track your progress',
    text: 'Watch from your plan. Learnstack saves your position, marks videos complete and keeps your streak going.',
  },
];

interface HelpSection {
  id: string;
  icon: LucideIcon;
  title: string;
  body: ReactNode;
}

const SECTIONS: HelpSection[] = [
  {
    id: 'search',
    icon: Search,
    title: 'Searching for videos',
    body: (
      <>
        <p>
          The search box in the top bar has two scopes. <strong>Learnstack</strong> searches videos already saved in Learnstack
          and the public plans of other learners; <strong>YouTube</strong> searches YouTube itself. Type at least two characters
          and results appear after a short pause.
        </p>
        <ul>
          <li>Plans in the results are labelled <em>Your Plan</em> or <em>Public Plan</em>.</li>
          <li>Add any video to one of your plans straight from the results.</li>
          <li>Learnstack is for learning: searches for content that isn't educational are blocked.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'plans',
    icon: ListChecks,
    title: 'Learning plans',
    body: (
      <>
        <p>
          A plan is an ordered list of videos with a goal. Create as many as you like, give each a colour, and group related plans
          together.
        </p>
        <ul>
          <li>Drag and drop videos to reorder them; remove a video without losing its progress.</li>
          <li>Import a whole YouTube playlist into a new plan; private and deleted videos are skipped automatically.</li>
          <li>Make a plan public to list it in Explore, or share a private link with specific people.</li>
          <li>Public plans can be copied by others; their suggestions reach you as modification requests you can accept or decline.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'player',
    icon: PlayCircle,
    title: 'The video player',
    body: (
      <>
        <p>Videos play in the embedded YouTube player, surrounded by the tools that help you learn.</p>
        <ul>
          <li>
            <strong>Resume:</strong> your position is saved as you watch, so every video continues where you stopped, on any
            device.
          </li>
          <li>
            <strong>Playback speed:</strong> choose any speed from 0.5x to 2x in the player's settings.
          </li>
          <li>
            <strong>Auto-play:</strong> when a video ends, the next one in your plan starts after a 5-second countdown that you
            can cancel. Turn auto-play off if you prefer to take notes between videos.
          </li>
          <li>
            <strong>Completion:</strong> a video counts as complete when you mark it, when it ends, or once you have watched 95% of
            it.
          </li>
          <li>
            <strong>Mini player:</strong> pop the video out into a small picture-in-picture window and keep browsing.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'library',
    icon: Library,
    title: 'Your library',
    body: (
      <ul>
        <li>Favourite videos and plans to find them again quickly.</li>
        <li>Your viewing history shows what you watched recently and lets you resume videos in progress.</li>
        <li>The common playlist is a curated collection of videos by category and difficulty, ready to add to your plans.</li>
      </ul>
    ),
  },
  {
    id: 'analytics',
    icon: BarChart3,
    title: 'Progress and analytics',
    body: (
      <ul>
        <li>See your learning hours for each day of the week, the videos you completed and your current streak.</li>
        <li>A streak counts consecutive days, in your own time zone, on which you watched at least one video.</li>
        <li>Set a weekly goal in hours and follow how close you are.</li>
        <li>Earn achievement badges for streaks and milestones, and a certificate for every plan you complete.</li>
      </ul>
    ),
  },
  {
    id: 'community',
    icon: Users,
    title: 'Community and friends',
    body: (
      <ul>
        <li>Explore lists public plans, plan groups and playlists from other learners; like the ones you find useful.</li>
        <li>Add friends by request, or invite them by e-mail with a link that connects you as soon as they join.</li>
        <li>Accept or decline friend requests straight from the notification bell.</li>
        <li>Share a plan or a group of plans with a friend, by e-mail or with a link.</li>
      </ul>
    ),
  },
  {
    id: 'profile',
    icon: UserCog,
    title: 'Profile, privacy and security',
    body: (
      <ul>
        <li>Update your name, learning interests, weekly goal, cookie preferences and which e-mails you receive in Profile Settings.</li>
        <li>
          <strong>Data export:</strong> you can ask for a copy of your account data, plans and progress at any time by writing to
          support; we send it as a machine-readable file.
        </li>
        <li>
          <strong>Two-factor protection:</strong> if you sign in with Google, your Google account's 2-Step Verification protects
          your Learnstack account too. We recommend turning it on.
        </li>
        <li>For your security you are signed out after 30 minutes without activity; a warning appears 5 minutes before.</li>
        <li>You can delete your account from Profile Settings under Account Actions.</li>
      </ul>
    ),
  },
  {
    id: 'tips',
    icon: Lightbulb,
    title: 'Tips for learning well',
    body: (
      <ul>
        <li>Keep plans focused: 8 to 15 videos around one goal are easier to finish than a plan of 60.</li>
        <li>Watch a little every day. Short, regular sessions beat long weekend marathons, and they build your streak.</li>
        <li>Slow down for dense material and speed up for reviews; playback speed is there for both.</li>
        <li>Pause and try things yourself. A video teaches best when you practise what it shows right after.</li>
        <li>Revisit completed plans after a week to check what stuck.</li>
      </ul>
    ),
  },
];

function SignedOutHelp() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center sm:py-28">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-accent text-accent-foreground" aria-hidden="true">
        <Lock className="size-7" />
      </span>
      <h1 className="text-3xl font-bold tracking-tight text-foreground">Help Center</h1>
      <p className="text-muted-foreground">
        Please sign in to access the help center and learn about all the amazing features the product has to offer.
      </p>
      <Link to="/login" className={buttonVariants({ size: 'lg', className: 'mt-2' })}>
        Sign In to Continue
      </Link>
      <p className="text-sm text-muted-foreground">
        Looking for quick answers?{' '}
        <Link to="/faq" className="font-medium text-primary underline underline-offset-2">
          Read the FAQ
        </Link>
      </p>
    </div>
  );
}

function SignedInHelp() {
  const config = useAuthConfig();
  const supportEmail = config.data?.supportEmail;

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <Link
        to="/dashboard"
        className="inline-flex items-center gap-2 rounded-md text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Dashboard
      </Link>

      <header className="mt-6 flex flex-col gap-3">
        <p className="inline-flex items-center gap-2 text-sm font-semibold text-primary">
          <HelpCircle className="size-4" aria-hidden="true" />
          Help Center
        </p>
        <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">How to get the most out of Learnstack</h1>
        <p className="max-w-2xl text-muted-foreground">
          A short guide to every part of the app. New here? Start with the three steps below.
        </p>
      </header>

      <section aria-labelledby="quick-start-title" className="mt-10">
        <h2 id="quick-start-title" className="text-xl font-semibold text-foreground">
          Quick start
        </h2>
        <ol className="mt-4 grid gap-4 md:grid-cols-3">
          {QUICK_START.map(({ icon: Icon, title, text }, i) => (
            <li key={title} className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-5 shadow-card">
              <div className="flex items-center gap-3">
                <span className="flex size-9 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground">
                  {i + 1}
                </span>
                <Icon className="size-5 text-primary" aria-hidden="true" />
              </div>
              <h3 className="font-semibold text-foreground">{title}</h3>
              <p className="text-sm leading-relaxed text-muted-foreground">{text}</p>
            </li>
          ))}
        </ol>
      </section>

      <div className="mt-12 grid gap-10 lg:grid-cols-[14rem_1fr]">
        <nav aria-label="Help topics" className="hidden lg:block">
          <ul className="sticky top-24 flex flex-col gap-1 text-sm">
            {SECTIONS.map(({ id, title, icon: Icon }) => (
              <li key={id}>
                <a
                  href={`#${id}`}
                  className="flex items-center gap-2 rounded-lg px-3 py-2 text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <Icon className="size-4" aria-hidden="true" />
                  {title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex flex-col gap-6">
          {SECTIONS.map(({ id, title, icon: Icon, body }) => (
            <section
              key={id}
              id={id}
              aria-labelledby={`${id}-title`}
              className="scroll-mt-24 rounded-2xl border border-border bg-card p-6 shadow-card"
            >
              <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold text-foreground">
                <Icon className="size-5 text-primary" aria-hidden="true" />
                {title}
              </h2>
              <div className="prose-page mt-3 text-sm [&>ul]:mb-0 [&>p:last-child]:mb-0">{body}</div>
            </section>
          ))}
        </div>
      </div>

      <section
        aria-labelledby="support-title"
        className="mt-12 flex flex-col gap-4 rounded-2xl border border-border bg-accent p-6 text-accent-foreground sm:flex-row sm:items-center sm:justify-between"
      >
        <div>
          <h2 id="support-title" className="text-lg font-semibold">
            Still need help?
          </h2>
          <p className="mt-1 text-sm">
            Our support team replies within 24 hours. Support hours: {SUPPORT_HOURS}.
            {supportEmail ? (
              <>
                {' '}
                Write to{' '}
                <a href={`mailto:${supportEmail}`} className="break-all font-medium underline underline-offset-2">
                  {supportEmail}
                </a>
                .
              </>
            ) : null}
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          {supportEmail ? (
            <a href={`mailto:${supportEmail}`} className={buttonVariants({ variant: 'primary' })}>
              <Mail aria-hidden="true" />
              Email support
            </a>
          ) : null}
          <Link to="/faq" className={buttonVariants({ variant: 'outline' })}>
            <BookOpen aria-hidden="true" />
            Read the FAQ
          </Link>
        </div>
      </section>
    </div>
  );
}

export default function HelpPage() {
  const { user } = useCurrentUser();
  return user ? <SignedInHelp /> : <SignedOutHelp />;
}
