import { ArrowLeft, Compass, Home, Library, ListVideo, SearchX } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button, buttonVariants } from '../../components/ui/button.tsx';

export const POPULAR_TOPICS = [
  'JavaScript',
  'Python',
  'React',
  'Data Science',
  'Machine Learning',
  'Web Development',
  'UI/UX Design',
  'DevOps',
] as const;

export function exploreSearchHref(topic: string): string {
  return `/explore?search=${encodeURIComponent(topic)}`;
}

const SHORTCUTS = [
  { to: '/explore', label: 'Explore Plans', icon: Compass, text: 'Browse public learning plans from the community.' },
  { to: '/plans', label: 'My Learning Plans', icon: ListVideo, text: 'Open the plans you are building.' },
  { to: '/library', label: 'Community Library', icon: Library, text: 'Curated videos, favourites and your history.' },
];

export default function NotFoundPage() {
  const navigate = useNavigate();
  const location = useLocation();
  // The first page of the visit has the key 'default': there is nothing in the app to go back to.
  const goBack = () => (location.key === 'default' ? navigate('/') : navigate(-1));

  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-16 text-center sm:px-6 sm:py-24">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-accent text-accent-foreground" aria-hidden="true">
        <SearchX className="size-8" />
      </span>
      <p className="mt-6 text-sm font-semibold uppercase tracking-widest text-primary">Error 404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-foreground sm:text-4xl">Page Not Found</h1>
      <p className="mt-3 max-w-xl text-muted-foreground">
        The page you were looking for doesn't exist or has moved. Check the address, or pick up your learning from one of these
        places.
      </p>

      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to="/" className={buttonVariants({ size: 'lg' })}>
          <Home aria-hidden="true" />
          Go Home
        </Link>
        <Button variant="outline" size="lg" onClick={goBack}>
          <ArrowLeft aria-hidden="true" />
          Go Back
        </Button>
      </div>

      <nav aria-label="Helpful links" className="mt-12 w-full">
        <ul className="grid gap-3 sm:grid-cols-3">
          {SHORTCUTS.map(({ to, label, icon: Icon, text }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex h-full flex-col items-start gap-2 rounded-2xl border border-border bg-card p-5 text-left shadow-card transition-colors hover:border-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <Icon className="size-5 text-primary" aria-hidden="true" />
                <span className="font-semibold text-foreground">{label}</span>
                <span className="text-sm text-muted-foreground">{text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <section aria-labelledby="topics-title" className="mt-12 w-full">
        <h2 id="topics-title" className="text-sm font-semibold text-foreground">
          Popular topics
        </h2>
        <ul className="mt-4 flex flex-wrap justify-center gap-2">
          {POPULAR_TOPICS.map((topic) => (
            <li key={topic}>
              <Link
                to={exploreSearchHref(topic)}
                className="inline-flex h-9 items-center rounded-full border border-border bg-card px-4 text-sm font-medium text-foreground transition-colors hover:border-primary hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {topic}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
