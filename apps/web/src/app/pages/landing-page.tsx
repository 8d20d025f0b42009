import type { CategoryId } from '@learnstack/contracts';
import { CATEGORIES } from '@learnstack/contracts/category-list';
import { ArrowRight, BarChart3, Compass, ListChecks, type LucideIcon, PlaySquare, Sparkles, Users } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button.tsx';
import { CATEGORY_ICONS } from '../../components/category-icon.tsx';
import { cn } from '../../lib/cn.ts';

interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
  points: string[];
}

const FEATURES: Feature[] = [
  {
    icon: ListChecks,
    title: 'Custom learning plans',
    text: 'Turn scattered videos into a course of your own, with a clear goal and an order that makes sense.',
    points: ['Set a goal for every plan', 'Reorder videos with drag and drop', 'Celebrate milestones as you go'],
  },
  {
    icon: PlaySquare,
    title: 'The best of YouTube, organised',
    text: 'Search educational videos, add them in a click, or import a whole playlist, then watch in a focused player.',
    points: ['Search and embed videos', 'Import complete playlists', 'Resume where you stopped'],
  },
  {
    icon: BarChart3,
    title: 'Progress you can see',
    text: 'Every video you finish counts. Watch your streak grow and see where your learning time goes.',
    points: ['Daily learning streaks', 'Time analytics by week', 'Achievement badges'],
  },
  {
    icon: Sparkles,
    title: 'Recommendations that fit you',
    text: 'Suggestions adapt to what you watch, how you learn and how difficult you find it, and connect topics for you.',
    points: ['Personalised suggestions', 'Difficulty that progresses with you', "Cross-topic ideas: 'if you like X, try Y'"],
  },
  {
    icon: Users,
    title: 'Learn with others',
    text: 'Browse plans other learners have made public, and connect with friends who are learning alongside you.',
    points: ['Community library of public plans', 'Friends and invitations', 'Share a plan with one link'],
  },
];

const CATEGORY_BLURBS: Record<CategoryId, string> = {
  business: 'Leadership, strategy, finance and entrepreneurship',
  health: 'Fitness, nutrition, sleep and mental wellbeing',
  technology: 'Programming, web development, cloud and computer science',
  design: 'Graphic design, UI/UX, illustration and photography',
  personal: 'Productivity, communication, study skills and habits',
  languages: 'Grammar, vocabulary and conversation in a new language',
  marketing: 'Digital marketing, branding, SEO and selling',
  data: 'Statistics, SQL, machine learning and visualisation',
};

const STEPS = [
  { title: 'Find great videos', text: 'Search YouTube from inside Learnstack or paste a playlist link.' },
  { title: 'Build your plan', text: 'Collect the videos into a plan, put them in order and set your goal.' },
  { title: 'Learn and track', text: 'Watch in the focused player; progress, streaks and badges update as you go.' },
];

export default function LandingPage() {
  return (
    <div>
      {/* Hero */}
      <section className="relative overflow-hidden border-b border-border bg-gradient-to-b from-hero-from to-hero-to">
        <div className="mx-auto flex max-w-5xl flex-col items-center gap-6 px-4 py-20 text-center sm:px-6 sm:py-28 lg:px-8">
          <p className="inline-flex items-center gap-2 rounded-full border border-border bg-card px-3 py-1 text-xs font-medium text-muted-foreground shadow-sm">
            <Compass className="size-3.5 text-primary" aria-hidden="true" />
            Structured learning from YouTube videos
          </p>
          <h1 className="text-4xl font-extrabold tracking-tight text-foreground sm:text-6xl">
            Learn Smarter, <span className="text-primary">Not Harder!</span>
          </h1>
          <p className="max-w-2xl text-base leading-relaxed text-muted-foreground sm:text-lg">
            Learnstack turns the educational videos you already love into learning plans with goals, progress tracking and
            recommendations, so you spend your time learning instead of searching.
          </p>
          <div className="flex w-full flex-col items-center justify-center gap-3 sm:w-auto sm:flex-row">
            <Link to="/signup" className={buttonVariants({ size: 'lg', className: 'w-full sm:w-auto' })}>
              Get Started for Free
              <ArrowRight aria-hidden="true" />
            </Link>
            <Link to="/login" className={buttonVariants({ variant: 'outline', size: 'lg', className: 'w-full sm:w-auto' })}>
              Sign In
            </Link>
          </div>
          <p className="text-sm text-muted-foreground">Free to use. No credit card needed.</p>
        </div>
      </section>

      {/* Features */}
      <section aria-labelledby="features-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <div className="mx-auto mb-12 max-w-2xl text-center">
          <h2 id="features-title" className="text-3xl font-bold tracking-tight text-foreground">
            Everything you need to learn on your own terms
          </h2>
          <p className="mt-3 text-muted-foreground">
            Video platforms are built to keep you watching. Learnstack is built to help you finish what you started.
          </p>
        </div>
        {/* Five cards: 3 + 2 centred on large screens, 2 + 2 + 1 (full width) on small ones. */}
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-6">
          {FEATURES.map(({ icon: Icon, title, text, points }, i) => (
            <li
              key={title}
              className={cn(
                'flex flex-col gap-3 rounded-2xl border border-border bg-card p-6 shadow-card transition-shadow hover:shadow-lg lg:col-span-2',
                i === 3 && 'lg:col-start-2',
                i === FEATURES.length - 1 && 'sm:col-span-2',
              )}
            >
              <span className="flex size-11 items-center justify-center rounded-xl bg-accent text-accent-foreground" aria-hidden="true">
                <Icon className="size-5" />
              </span>
              <h3 className="text-lg font-semibold text-foreground">{title}</h3>
              <p className="text-sm leading-relaxed text-muted-foreground">{text}</p>
              <ul className="mt-auto flex flex-col gap-1.5 pt-2 text-sm text-foreground">
                {points.map((p) => (
                  <li key={p} className="flex items-start gap-2">
                    <span className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" aria-hidden="true" />
                    {p}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>

      {/* How it works */}
      <section aria-labelledby="steps-title" className="border-y border-border bg-card">
        <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6 lg:px-8">
          <h2 id="steps-title" className="mb-10 text-center text-2xl font-bold tracking-tight text-foreground sm:text-3xl">
            From video to skill in three steps
          </h2>
          <ol className="grid gap-8 md:grid-cols-3">
            {STEPS.map((step, i) => (
              <li key={step.title} className="flex flex-col items-center gap-3 text-center">
                <span className="flex size-10 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground">
                  {i + 1}
                </span>
                <h3 className="font-semibold text-foreground">{step.title}</h3>
                <p className="text-sm leading-relaxed text-muted-foreground">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      {/* Categories */}
      <section aria-labelledby="categories-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <div className="mx-auto mb-12 max-w-2xl text-center">
          <h2 id="categories-title" className="text-3xl font-bold tracking-tight text-foreground">
            Explore eight skill categories
          </h2>
          <p className="mt-3 text-muted-foreground">Pick the areas you care about and Learnstack tailors its suggestions to them.</p>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {CATEGORIES.map(({ id, label }) => {
            const Icon = CATEGORY_ICONS[id];
            return (
              <li key={id} className="flex items-start gap-4 rounded-2xl border border-border bg-card p-5 shadow-card">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground" aria-hidden="true">
                  <Icon className="size-5" />
                </span>
                <div>
                  <h3 className="font-semibold leading-snug text-foreground">{label}</h3>
                  <p className="mt-1 text-sm text-muted-foreground">{CATEGORY_BLURBS[id]}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      {/* Closing call to action */}
      <section className="px-4 pb-20 sm:px-6 lg:px-8">
        <div className="mx-auto flex max-w-5xl flex-col items-center gap-5 rounded-3xl bg-primary px-6 py-14 text-center text-primary-foreground shadow-xl">
          <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">Your next skill is a plan away</h2>
          <p className="max-w-xl">Create a free account, choose your interests and build your first learning plan in minutes.</p>
          <Link
            to="/signup"
            className="inline-flex h-12 items-center gap-2 rounded-lg bg-card px-6 text-base font-semibold text-foreground shadow-sm transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-card focus-visible:ring-offset-2 focus-visible:ring-offset-primary"
          >
            Get Started for Free
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
      </section>
    </div>
  );
}
