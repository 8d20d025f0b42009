import { Trophy } from 'lucide-react';
import { PageHeading } from '../../components/page-heading.tsx';
import { useCurrentUser } from '../../features/auth/index.ts';
import { SignInRequired } from '../../features/plans/index.ts';
import { AchievementsBoard } from '../../features/progress/index.ts';

/** /achievements: earned achievements, and the locked ones with how far the user is. */
export default function AchievementsPage() {
  const { user } = useCurrentUser();
  if (!user) return <SignInRequired what="your achievements" />;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <PageHeading icon={Trophy} title="Achievements" description="Milestones you reached, and those still ahead." />
      <AchievementsBoard />
    </div>
  );
}
