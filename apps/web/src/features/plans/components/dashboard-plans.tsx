import type { PlanSummary } from '@learnstack/contracts';
import { ArrowRight, ListVideo, PlayCircle, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { VideoThumbnail } from '../../../components/video-thumbnail.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { plural } from '../../../lib/video-format.ts';
import { useContinueLearning } from '../api/use-continue-learning.ts';
import { usePlans } from '../api/use-plans.ts';
import { swatchClass } from '../lib/colors.ts';
import { QuickCreatePlan } from './quick-create-plan.tsx';

/** How many plans the dashboard shows (most recently changed first); the rest are on /plans. */
export const DASHBOARD_PLANS = 6;

function byRecent(a: PlanSummary, b: PlanSummary): number {
  return b.updatedAt.localeCompare(a.updatedAt);
}

function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Alert variant="destructive" title={`${what} could not be loaded`} live="alert">
      <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        Try again
      </Button>
    </Alert>
  );
}

/** The dashboard's plans: quick-create and compact cards with progress. */
export function DashboardPlans() {
  const plans = usePlans();
  const shown = [...(plans.data ?? [])].sort(byRecent).slice(0, DASHBOARD_PLANS);
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle as="h2" className="flex items-center gap-2">
          <ListVideo className="size-5 text-primary" aria-hidden="true" />
          Your learning plans
        </CardTitle>
        {plans.data && plans.data.length > 0 ? (
          <Link to="/plans" className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline">
            View all plans ({plans.data.length})
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        ) : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <QuickCreatePlan />
        {plans.isPending ? (
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
            <span className="sr-only" role="status">
              Loading your plans
            </span>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-28 rounded-xl" />
            ))}
          </div>
        ) : plans.isError ? (
          <LoadError what="Your plans" onRetry={() => void plans.refetch()} />
        ) : shown.length === 0 ? (
          <p className="rounded-xl border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground">
            No Learning Plans Yet. Name your first plan above, or{' '}
            <Link to="/plans" className="font-medium text-primary underline-offset-4 hover:underline">
              import a YouTube playlist
            </Link>
            .
          </p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((plan) => (
              <li key={plan.id} className="flex overflow-hidden rounded-xl border border-border bg-card">
                <span className={cn('w-1.5 shrink-0', swatchClass(plan.color))} aria-hidden="true" />
                <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
                  <Link to={`/plan/${plan.slug}`} className="truncate font-semibold text-foreground hover:text-primary">
                    {plan.title}
                  </Link>
                  <p className="text-xs text-muted-foreground">
                    {plan.videoCount === 0 ? 'No videos yet' : `${plan.completedCount} of ${plural(plan.videoCount, 'video')} completed`}
                  </p>
                  <Progress value={plan.progress} label={`Progress of ${plan.title}`} showValue />
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** Continue Learning: up to 3 videos started and not finished, into the player (GET /api/continue-learning). */
export function ContinueLearning() {
  const items = useContinueLearning();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <PlayCircle className="size-5 text-primary" aria-hidden="true" />
          Continue Learning
        </CardTitle>
      </CardHeader>
      <CardContent>
        {items.isPending ? (
          <div className="grid gap-3 sm:grid-cols-3" aria-busy="true">
            <span className="sr-only" role="status">
              Loading the videos you were watching
            </span>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-48 rounded-xl" />
            ))}
          </div>
        ) : items.isError ? (
          <LoadError what="The videos you were watching" onRetry={() => void items.refetch()} />
        ) : items.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Videos you start watching appear here, so you can pick up where you left off.{' '}
            <Link to="/explore" className="font-medium text-primary underline-offset-2 hover:underline">
              Explore videos and plans
            </Link>
          </p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-3">
            {items.data.map((item) => {
              const href = item.planSlug ? `/video/${encodeURIComponent(item.youtubeId)}?plan=${encodeURIComponent(item.planSlug)}` : `/video/${encodeURIComponent(item.youtubeId)}`;
              return (
                <li key={item.id}>
                  <Link
                    to={href}
                    className="group flex h-full flex-col gap-2 rounded-xl border border-border bg-card p-3 transition-colors hover:border-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    <VideoThumbnail src={item.thumbnailUrl} />
                    <span className="line-clamp-2 text-sm font-semibold text-foreground group-hover:text-primary">{item.title}</span>
                    {item.planTitle ? <span className="truncate text-xs text-muted-foreground">in {item.planTitle}</span> : null}
                    <Progress value={item.progress.progressPercentage} label={`Progress of ${item.title}`} showValue className="mt-auto" />
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
