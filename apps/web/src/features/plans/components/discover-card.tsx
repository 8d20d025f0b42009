import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button.tsx';

/** The footer card of My Learning Plans: community plans on /explore. */
export function DiscoverCard() {
  return (
    <section
      aria-labelledby="discover-title"
      className="flex flex-col items-start gap-4 rounded-2xl border border-border bg-gradient-to-br from-hero-from to-card p-6 shadow-card sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground" aria-hidden="true">
          <Compass className="size-5" />
        </span>
        <div>
          <h2 id="discover-title" className="text-lg font-semibold text-foreground">
            Discover more learning plans
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">Browse public plans and groups other learners have built, and add them to your own.</p>
        </div>
      </div>
      <Link to="/explore" className={buttonVariants({ variant: 'outline' })}>
        <Compass aria-hidden="true" />
        Explore Community Plans
      </Link>
    </section>
  );
}
