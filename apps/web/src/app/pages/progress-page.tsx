import { BarChart3 } from 'lucide-react';
import { PageHeading } from '../../components/page-heading.tsx';
import { useCurrentUser } from '../../features/auth/index.ts';
import { ContinueLearning, SignInRequired } from '../../features/plans/index.ts';
import { CertificatesList, MonthlySummary, RecentAchievements, TodayCards, WeeklyActivity, WeeklyGoalSection } from '../../features/progress/index.ts';

/** /progress: the week, today, what to continue, certificates, the month, achievements and the weekly goal. */
export default function ProgressPage() {
  const { user } = useCurrentUser();
  if (!user) return <SignInRequired what="your progress" />;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <PageHeading icon={BarChart3} title="Your Progress" description="Your learning time, streaks, achievements and certificates." />
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
