import { BarChart3 } from 'lucide-react';
import { useCurrentUser } from '../../features/auth/index.ts';
import { ContinueLearning, SignInRequired } from '../../features/plans/index.ts';
import { CertificatesList, MonthlySummary, RecentAchievements, TodayCards, WeeklyActivity, WeeklyGoalSection } from '../../features/progress/index.ts';

/** /progress: the week, today, what to continue, certificates, the month, achievements and the weekly goal. */
export default function ProgressPage() {
  const { user } = useCurrentUser();
  if (!user) return <SignInRequired what="your progress" />;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <header className="flex items-center gap-3">
        <span className="flex size-12 items-center justify-center rounded-2xl bg-accent text-accent-foreground" aria-hidden="true">
          <BarChart3 className="size-6" />
        </span>
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-foreground">Your Progress</h1>
          <p className="text-muted-foreground">Your learning time, streaks, achievements and certificates.</p>
        </div>
      </header>
      <TodayCards />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-6 lg:col-span-2">
          <WeeklyActivity />
          <ContinueLearning />
          <CertificatesList />
        </div>
        <div className="flex flex-col gap-6">
          <WeeklyGoalSection />
          <MonthlySummary />
          <RecentAchievements />
        </div>
      </div>
    </div>
  );
}
