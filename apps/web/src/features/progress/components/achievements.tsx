import type { Achievement, AchievementType } from '@learnstack/contracts';
import { RECENT_ACHIEVEMENTS } from '@learnstack/contracts/progress-constants';
import { Award, CheckCircle2, Flame, Lock, RefreshCw, Star, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useAchievements, useAchievementsOverview } from '../api/achievements.ts';
import { formatDate } from '../lib/messages.ts';

const ICONS: Record<AchievementType, ReactNode> = {
  streak: <Flame />,
  completion: <CheckCircle2 />,
  milestone: <Star />,
  certificate: <Award />,
};

function Medal({ type, locked = false }: { type: AchievementType; locked?: boolean }) {
  return (
    <span
      className={
        locked
          ? 'flex size-11 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground [&_svg]:size-5'
          : 'flex size-11 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground [&_svg]:size-5'
      }
      aria-hidden="true"
    >
      {locked ? <Lock /> : ICONS[type]}
    </span>
  );
}

function EarnedItem({ achievement }: { achievement: Achievement }) {
  return (
    <li className="flex items-center gap-3 rounded-xl border border-border bg-card p-3">
      <Medal type={achievement.type} />
      <div className="min-w-0">
        <p className="font-semibold text-foreground">{achievement.title}</p>
        <p className="text-sm text-muted-foreground">{achievement.description}</p>
        <p className="text-xs text-muted-foreground">Earned {formatDate(achievement.earnedAt)}</p>
      </div>
    </li>
  );
}

function Failed({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert variant="destructive" title="Your achievements could not be loaded" live="alert">
      <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        Try again
      </Button>
    </Alert>
  );
}

/** The 3 most recent achievements, with a link to all of them. Takes no props. */
export function RecentAchievements() {
  const achievements = useAchievements();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Trophy className="size-5 text-primary" aria-hidden="true" />
          Recent Achievements
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {achievements.isPending ? (
          <Skeleton className="h-32 w-full rounded-xl" />
        ) : achievements.isError ? (
          <Failed onRetry={() => void achievements.refetch()} />
        ) : achievements.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">Complete a video or learn two days in a row to earn your first achievement.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {achievements.data.slice(0, RECENT_ACHIEVEMENTS).map((a) => (
              <EarnedItem key={a.id} achievement={a} />
            ))}
          </ul>
        )}
        <Link to="/achievements" className={buttonVariants({ variant: 'outline', size: 'sm', className: 'self-start' })}>
          View all achievements
        </Link>
      </CardContent>
    </Card>
  );
}

/** /achievements: every achievement earned, and the locked ones with how far the user is from each. */
export function AchievementsBoard() {
  const overview = useAchievementsOverview();
  if (overview.isPending) return <Skeleton className="h-64 w-full rounded-xl" />;
  if (overview.isError) return <Failed onRetry={() => void overview.refetch()} />;
  const { earned, locked } = overview.data;
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="earned-title" className="flex flex-col gap-3">
        <h2 id="earned-title" className="text-xl font-semibold text-foreground">
          Earned ({earned.length})
        </h2>
        {earned.length === 0 ? (
          <EmptyState icon={<Trophy />} title="No achievements yet" description="Watch, complete videos and finish plans to earn them." />
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {earned.map((a) => (
              <EarnedItem key={a.id} achievement={a} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="locked-title" className="flex flex-col gap-3">
        <h2 id="locked-title" className="text-xl font-semibold text-foreground">
          Locked ({locked.length})
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {locked.map((a) => (
            <li key={a.key} className="flex items-start gap-3 rounded-xl border border-border bg-card p-3">
              <Medal type={a.type} locked />
              <div className="flex min-w-0 flex-1 flex-col gap-1.5">
                <p className="font-semibold text-foreground">{a.title}</p>
                <p className="text-sm text-muted-foreground">{a.description}</p>
                <p className="text-xs text-muted-foreground">
                  {a.current} of {a.target} {a.target === 1 ? a.unit.replace(/s$/, "") : a.unit}
                </p>
                <Progress value={Math.round((a.current / a.target) * 100)} label={`${a.title} progress`} />
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
