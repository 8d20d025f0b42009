import { WEEKLY_GOAL_INVALID, WEEKLY_GOAL_MAX, WEEKLY_GOAL_MIN } from '@learnstack/contracts/progress-constants';
import { RefreshCw, Target } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useWeeklyAnalytics } from '../api/analytics.ts';
import { useSetWeeklyGoal, useWeeklyGoal } from '../api/weekly-goal.ts';
import { formatHours, PROGRESS_MESSAGES } from '../lib/messages.ts';

/** Percent of the goal reached, 0..100. */
export function goalPercent(hours: number, goal: number): number {
  return goal > 0 ? Math.min(100, Math.round((hours / goal) * 100)) : 0;
}

function GoalProgress({ hours, goal }: { hours: number; goal: number }) {
  const percent = goalPercent(hours, goal);
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-muted-foreground">
        <span className="font-semibold text-foreground">{formatHours(hours)}</span> of {goal} h this week
        {percent >= 100 ? <span className="ml-2 font-semibold text-success-soft-foreground">Goal reached!</span> : null}
      </p>
      <Progress value={percent} label="Weekly goal progress" showValue />
    </div>
  );
}

/**
 * The weekly goal with this week's progress toward it, and its editor (1 to 50 hours). A refused
 * goal shows 'Invalid Goal' with the server's text and the input goes back to the saved goal.
 * Takes no props: the progress and profile pages place it as it is.
 */
export function WeeklyGoalSection() {
  const goal = useWeeklyGoal();
  const weekly = useWeeklyAnalytics();
  const save = useSetWeeklyGoal();
  const saved = goal.data?.weeklyGoalHours;
  const [draft, setDraft] = useState(saved === undefined ? '' : String(saved));
  const inputId = useId();
  const hintId = useId();

  useEffect(() => {
    if (saved !== undefined && !goal.isPlaceholderData) setDraft(String(saved));
  }, [saved, goal.isPlaceholderData]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The server is the one judge of the goal (its 400 carries the text shown); a blank input sends null.
    const value = draft.trim() === '' ? Number.NaN : Number(draft);
    const revert = () => setDraft(saved === undefined ? '' : String(saved));
    save.mutate(value, {
      onSuccess: (reply) => toast.success(PROGRESS_MESSAGES.goalSaved, { description: `${reply.weeklyGoalHours} hours a week` }),
      onError: (err) => {
        if (err instanceof ApiError && err.status === 400) toast.error(PROGRESS_MESSAGES.invalidGoalTitle, { description: err.serverMessage ?? WEEKLY_GOAL_INVALID });
        else toast.error(PROGRESS_MESSAGES.goalFailed, { description: err instanceof ApiError ? err.serverMessage : undefined });
        revert();
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Target className="size-5 text-primary" aria-hidden="true" />
          Weekly Goal
        </CardTitle>
        <CardDescription>How many hours you mean to learn each week.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {weekly.isError ? (
          <Alert variant="destructive" live="alert" title={PROGRESS_MESSAGES.progressLoadFailed} />
        ) : weekly.data && saved !== undefined ? (
          <GoalProgress hours={weekly.data.totalHours} goal={saved} />
        ) : (
          <Skeleton className="h-12 w-full" />
        )}
        <form onSubmit={submit} className="flex flex-wrap items-end gap-3" noValidate>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={inputId}>Weekly goal (hours)</Label>
            <Input
              id={inputId}
              type="number"
              inputMode="numeric"
              min={WEEKLY_GOAL_MIN}
              max={WEEKLY_GOAL_MAX}
              step={1}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              aria-describedby={hintId}
              className="w-32"
            />
          </div>
          <Button type="submit" loading={save.isPending} disabled={goal.isPending}>
            Save Goal
          </Button>
          <p id={hintId} className="basis-full text-xs text-muted-foreground">
            From {WEEKLY_GOAL_MIN} to {WEEKLY_GOAL_MAX} hours.
          </p>
        </form>
      </CardContent>
    </Card>
  );
}

/** The dashboard's card: this week's hours toward the goal, with a link to /progress. */
export function WeeklyGoalProgressCard() {
  const goal = useWeeklyGoal();
  const weekly = useWeeklyAnalytics();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Target className="size-5 text-primary" aria-hidden="true" />
          This Week's Goal
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {weekly.isError || goal.isError ? (
          <Alert variant="destructive" live="alert" title={PROGRESS_MESSAGES.progressLoadFailed}>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => void Promise.all([weekly.refetch(), goal.refetch()])}>
              <RefreshCw aria-hidden="true" />
              Try again
            </Button>
          </Alert>
        ) : weekly.data && goal.data ? (
          <GoalProgress hours={weekly.data.totalHours} goal={goal.data.weeklyGoalHours} />
        ) : (
          <Skeleton className="h-12 w-full" />
        )}
        <Link to="/progress" className={buttonVariants({ variant: 'outline', size: 'sm', className: 'self-start' })}>
          See your progress
        </Link>
      </CardContent>
    </Card>
  );
}
