import { Trophy } from 'lucide-react';
import { useCurrentUser } from '../../features/auth/index.ts';
import { SignInRequired } from '../../features/plans/index.ts';
import { AchievementsBoard } from '../../features/progress/index.ts';

/** /achievements: earned achievements, and the locked ones with how far the user is. */
export default function AchievementsPage() {
  const { user } = useCurrentUser();
  if (!user) return <SignInRequired what="your achievements" />;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <header className="flex items-center gap-3">
        <span className="flex size-12 items-center justify-center rounded-2xl bg-accent text-accent-foreground" aria-hidden="true">
          <Trophy className="size-6" />
        </span>
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-foreground">Achievements</h1>
          <p className="text-muted-foreground">Milestones you reached, and those still ahead.</p>
        </div>
      </header>
      <AchievementsBoard />
    </div>
  );
}
