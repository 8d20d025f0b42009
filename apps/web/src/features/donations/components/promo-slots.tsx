import type { PublicPlansReply } from '@learnstack/contracts';
import { useQuery } from '@tanstack/react-query';
import { Compass, Heart, Sparkles, Star } from 'lucide-react';
import { Link } from 'react-router';
import { api } from '../../../lib/api.ts';
import { cn } from '../../../lib/cn.ts';
import { useNearViewport } from '../../../lib/use-near-viewport.ts';
import { donationKeys } from '../keys.ts';
import { useDonations } from '../lib/donations-enabled.ts';

/** Every slot has this fixed height whatever it shows (loading, a plan, an invitation): the page never shifts. */
const SLOT = 'h-28 overflow-hidden rounded-2xl border border-border bg-card p-4';

const WEEK_MS = 7 * 86_400_000;

/** This week's pick among the most liked recent public plans: the same for everyone all week. */
export function pickPlanOfTheWeek<T extends { likeCount: number; id: number }>(plans: T[], now: Date): T | undefined {
  const ranked = [...plans].sort((a, b) => b.likeCount - a.likeCount || a.id - b.id).slice(0, 5);
  if (ranked.length === 0) return undefined;
  return ranked[Math.floor(now.getTime() / WEEK_MS) % ranked.length];
}

function usePlanOfTheWeek(enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: donationKeys.planOfTheWeek(),
    queryFn: ({ signal }) => api.get<PublicPlansReply>('/api/public-plans?limit=24&offset=0', { on401: 'ignore', background: true, signal }),
    select: (reply) => pickPlanOfTheWeek(reply.plans, new Date()),
    staleTime: 60 * 60_000,
    retry: false,
  });
}

/**
 * The ad slots: the product's own promotions only (a public plan of the week, an invitation to
 * donate), never a third-party network or tracker. Supporters see a thank-you note instead.
 */
export function PromoSlots({ isSupporter }: { isSupporter: boolean }) {
  if (isSupporter) {
    return (
      <aside aria-label="Thank you" className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8" data-testid="supporter-note">
        <p className="flex items-center gap-2 rounded-2xl border border-border bg-card px-4 py-3 text-sm text-muted-foreground">
          <Heart className="size-4 shrink-0 text-primary" aria-hidden="true" />
          Thank you for supporting Learnstack: you see no promotions.
        </p>
      </aside>
    );
  }
  return <Slots />;
}

function Slots() {
  // Below every page's content: the plan of the week is fetched when the slots come near the screen.
  const [ref, near] = useNearViewport<HTMLElement>();
  const plan = usePlanOfTheWeek(near);
  const { enabled: donations } = useDonations();
  const p = plan.data;
  return (
    <aside ref={ref} aria-label="Promotions" className="mx-auto grid w-full max-w-7xl gap-4 px-4 sm:px-6 md:grid-cols-2 lg:px-8" data-testid="promo-slots">
      <div className={cn(SLOT, 'flex items-center gap-4')}>
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground" aria-hidden="true">
          {p ? <Star className="size-6" /> : <Compass className="size-6" />}
        </span>
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{p ? 'Plan of the week' : 'From the community'}</p>
          {p ? (
            <>
              <Link to={`/plan/${p.slug}`} className="line-clamp-1 font-semibold hover:underline">
                {p.title}
              </Link>
              <p className="line-clamp-1 text-sm text-muted-foreground">
                {p.videoCount} videos · {p.likeCount} likes
              </p>
            </>
          ) : (
            <>
              <Link to="/explore" className="line-clamp-1 font-semibold hover:underline">
                Explore public learning plans
              </Link>
              <p className="line-clamp-1 text-sm text-muted-foreground">Plans other learners built and shared.</p>
            </>
          )}
        </div>
      </div>
      <div className={cn(SLOT, 'hidden items-center gap-4 md:flex')}>
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground" aria-hidden="true">
          {donations ? <Heart className="size-6" /> : <Sparkles className="size-6" />}
        </span>
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{donations ? 'Support Learnstack' : 'Did you know?'}</p>
          {donations ? (
            <>
              <Link to="/donate" className="line-clamp-1 font-semibold hover:underline">
                Become a supporter
              </Link>
              <p className="line-clamp-1 text-sm text-muted-foreground">Keep Learnstack free, and see no promotions.</p>
            </>
          ) : (
            <>
              <Link to="/plans" className="line-clamp-1 font-semibold hover:underline">
                Import a whole YouTube playlist
              </Link>
              <p className="line-clamp-1 text-sm text-muted-foreground">It becomes a plan with your progress tracked.</p>
            </>
          )}
        </div>
      </div>
    </aside>
  );
}
