import { Compass, ListVideo, ShieldOff } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button.tsx';

/** A missing plan, or a private plan of someone else (the server answers both with 404, so private plans do not leak). */
export function PlanNotAccessible() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-accent text-accent-foreground" aria-hidden="true">
        <ShieldOff className="size-7" />
      </span>
      <h1 className="mt-5 text-2xl font-bold tracking-tight text-foreground">Plan Not Accessible</h1>
      <p className="mt-2 text-muted-foreground">
        This learning plan is private or no longer exists. Public plans from the community are on the explore page.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/explore" className={buttonVariants()}>
          <Compass aria-hidden="true" />
          Explore Community Plans
        </Link>
        <Link to="/plans" className={buttonVariants({ variant: 'outline' })}>
          <ListVideo aria-hidden="true" />
          My Learning Plans
        </Link>
      </div>
    </div>
  );
}
