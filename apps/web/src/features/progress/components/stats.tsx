import type { WeeklyAnalytics } from '@learnstack/contracts';
import { CalendarDays, Clock, Flame, PlayCircle, RefreshCw, TrendingUp } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useDailyAnalytics, useMonthlyAnalytics, useWeeklyAnalytics } from '../api/analytics.ts';
import { useWeeklyGoal } from '../api/weekly-goal.ts';
import { CATEGORIES, formatHours, PROGRESS_MESSAGES } from '../lib/messages.ts';

/** The chart (and its library) load with the card, never with the first page. */
const WeeklyChart = lazy(() => import('./weekly-chart.tsx'));

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert variant="destructive" title={PROGRESS_MESSAGES.progressLoadFailed} live="alert">
      <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        Try again
      </Button>
    </Alert>
  );
}

export function todayIndex(weekly: Pick<WeeklyAnalytics, 'weekStart' | 'today'>): number {
  const days = Math.round((Date.parse(`${weekly.today}T00:00:00Z`) - Date.parse(`${weekly.weekStart}T00:00:00Z`)) / 86_400_000);
  return Math.min(6, Math.max(0, days));
}

/** This week's hours per day, Monday to Sunday. */
export function WeeklyActivity() {
  const weekly = useWeeklyAnalytics();
  // The bars are scaled against the goal too: wait for the saved one rather than redraw them when it
  // replaces the default. A goal that fails to load leaves the scale to the week's best day.
  const goal = useWeeklyGoal();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <TrendingUp className="size-5 text-primary" aria-hidden="true" />
          This Week
        </CardTitle>
        <CardDescription>
          {weekly.data ? `${formatHours(weekly.data.totalHours)} watched, ${weekly.data.completedVideos} ${weekly.data.completedVideos === 1 ? 'video' : 'videos'} completed` : 'Hours watched each day'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {weekly.isPending || goal.isPlaceholderData ? (
          <Skeleton className="h-56 w-full rounded-xl" />
        ) : weekly.isError ? (
          <LoadFailed onRetry={() => void weekly.refetch()} />
        ) : (
          <Suspense fallback={<Skeleton className="h-56 w-full rounded-xl" />}>
            <WeeklyChart dailyHours={weekly.data.dailyHours} todayIndex={todayIndex(weekly.data)} weeklyGoalHours={goal.data?.weeklyGoalHours} />
          </Suspense>
        )}
      </CardContent>
    </Card>
  );
}

function Stat({ icon, label, value, hint }: { icon: ReactNode; label: string; value: string; hint?: string }) {
  return (
    <Card className="p-5">
      <div className="flex items-start gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground [&_svg]:size-5" aria-hidden="true">
          {icon}
        </span>
        <div className="min-w-0">
          <p className="text-sm text-muted-foreground">{label}</p>
          <p className="text-2xl font-bold tracking-tight text-foreground">{value}</p>
          {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
        </div>
      </div>
    </Card>
  );
}

/** Today: minutes watched, videos watched, the current streak. */
export function TodayCards() {
  const daily = useDailyAnalytics();
  if (daily.isError) return <LoadFailed onRetry={() => void daily.refetch()} />;
  if (daily.isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-3" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-24 rounded-xl" />
        ))}
      </div>
    );
  }
  const minutes = Math.floor(daily.data.timeSpent / 60);
  return (
    <section aria-label="Today" className="grid gap-4 sm:grid-cols-3">
      <Stat icon={<Clock />} label="Minutes today" value={`${minutes} min`} />
      <Stat icon={<PlayCircle />} label="Videos today" value={String(daily.data.videosWatched)} />
      <Stat icon={<Flame />} label="Current streak" value={`${daily.data.streakDays} ${daily.data.streakDays === 1 ? 'day' : 'days'}`} hint={daily.data.streakDays > 0 ? 'Keep it going tomorrow' : 'Watch a video to start one'} />
    </section>
  );
}

const CATEGORY_LABELS = new Map<string, string>(CATEGORIES.map((c) => [c.id, c.label]));

/** This month: hours, videos, completed plans, top categories, streak and average session. */
export function MonthlySummary() {
  const monthly = useMonthlyAnalytics();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <CalendarDays className="size-5 text-primary" aria-hidden="true" />
          This Month
        </CardTitle>
      </CardHeader>
      <CardContent>
        {monthly.isPending ? (
          <Skeleton className="h-40 w-full rounded-xl" />
        ) : monthly.isError ? (
          <LoadFailed onRetry={() => void monthly.refetch()} />
        ) : (
          <dl className="grid grid-cols-2 gap-x-6 gap-y-4 text-sm">
            <div>
              <dt className="text-muted-foreground">Total hours</dt>
              <dd className="text-xl font-semibold text-foreground">{formatHours(monthly.data.totalHours)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Videos</dt>
              <dd className="text-xl font-semibold text-foreground">{monthly.data.totalVideos}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Completed plans</dt>
              <dd className="text-xl font-semibold text-foreground">{monthly.data.completedPlans}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Learning streak</dt>
              <dd className="text-xl font-semibold text-foreground">
                {monthly.data.learningStreak} {monthly.data.learningStreak === 1 ? 'day' : 'days'}
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Average session</dt>
              <dd className="text-xl font-semibold text-foreground">{monthly.data.averageSessionTime} min</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Top categories</dt>
              <dd className="font-semibold text-foreground">
                {monthly.data.topCategories.length === 0 ? 'None yet' : monthly.data.topCategories.map((c) => CATEGORY_LABELS.get(c.category) ?? c.category).join(', ')}
              </dd>
            </div>
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
