import { BarChart3, Compass, Heart, ListChecks, Sparkles, Users } from 'lucide-react';
import { Link } from 'react-router';
import { ContentPage, SUPPORT_HOURS } from '../components/content-page.tsx';

const VALUES = [
  {
    icon: ListChecks,
    title: 'Structure over scrolling',
    text: 'An endless feed is good at keeping you watching, not at helping you learn. A plan with a goal and an order turns watching into progress.',
  },
  {
    icon: BarChart3,
    title: 'Honest progress',
    text: 'Time counts only when you actually watch, and a video is complete only when you have seen it. Your statistics mean something because we do not inflate them.',
  },
  {
    icon: Sparkles,
    title: 'Guidance, not noise',
    text: 'Recommendations build on what you have learned and how hard you found it, so the next step is the right size.',
  },
  {
    icon: Users,
    title: 'Learning is social',
    text: 'Good plans deserve to be shared. Public plans, friends and invitations let learners help each other.',
  },
];

export default function AboutPage() {
  return (
    <ContentPage
      title="About Learnstack"
      eyebrow="Our mission"
      icon={<Heart />}
      intro="Some of the best teachers in the world publish their lessons on YouTube for free. Learnstack exists to help you turn those lessons into real skills."
    >
      <h2>Why we built Learnstack</h2>
      <p>
        Learning from videos is easy to start and hard to finish. Tabs pile up, the algorithm suggests something else, and a week
        later you cannot remember which lecture you stopped at. Learnstack gives self-learners the structure that a course
        provides, built from the videos they choose themselves.
      </p>
      <p>
        You collect videos into learning plans, put them in the order that makes sense, and watch them in a player that remembers
        where you stopped. Your streaks, learning time and achievements show how far you have come, and recommendations suggest
        where to go next.
      </p>

      <h2>What we believe</h2>
      <ul className="!list-none !pl-0 grid gap-4 sm:grid-cols-2">
        {VALUES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="!mb-0 rounded-2xl border border-border bg-card p-5 shadow-card">
            <Icon className="mb-3 size-5 text-primary" aria-hidden="true" />
            <h3 className="!mt-0 text-foreground">{title}</h3>
            <p className="!mb-0 text-sm">{text}</p>
          </li>
        ))}
      </ul>

      <h2>Where the content comes from</h2>
      <p>
        Every video in Learnstack is played from YouTube through its official embedded player, and the creators keep all rights to
        their work. Views in Learnstack are views on YouTube, so the people who teach you are credited for it. Learnstack is an
        independent project and is not affiliated with or endorsed by YouTube or Google.
      </p>

      <h2>Get in touch</h2>
      <p>
        We would love to hear what you are learning and how Learnstack could help more. Read the <Link to="/faq">FAQ</Link>, browse
        the <Link to="/help">Help Center</Link>, or contact our support team, who reply within 24 hours ({SUPPORT_HOURS}).
      </p>
      <p className="inline-flex items-center gap-2">
        <Compass className="size-4 text-primary" aria-hidden="true" />
        <Link to="/">Start learning with Learnstack</Link>
      </p>
    </ContentPage>
  );
}
