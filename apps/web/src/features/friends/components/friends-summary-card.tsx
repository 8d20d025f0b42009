import { ArrowRight, Inbox, UserPlus, Users } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useFriendRequests } from '../api/use-friend-requests.ts';
import { useFriends } from '../api/use-friends.ts';
import { useInvitesForMe } from '../api/use-invites-for-me.ts';

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * Dashboard card: how many friends, and what waits for an answer (friend requests and invitations
 * addressed to me), with a way to the friends tab of the library. Shows nothing if the lists fail.
 */
export function FriendsSummaryCard() {
  const friends = useFriends();
  const requests = useFriendRequests();
  const invites = useInvitesForMe();
  if (friends.isError && requests.isError) return null;
  const loading = friends.isPending || requests.isPending || invites.isPending;
  const waiting = (requests.data?.length ?? 0) + (invites.data?.length ?? 0);
  const friendCount = friends.data?.length ?? 0;

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Users className="size-5 text-primary" aria-hidden="true" />
          Friends
        </CardTitle>
        <CardDescription>Learn alongside the people you know.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        {loading ? (
          <div className="flex gap-3" aria-busy="true">
            <span className="sr-only" role="status">
              Loading your friends
            </span>
            <Skeleton className="h-6 w-28" />
            <Skeleton className="h-6 w-40" />
          </div>
        ) : (
          <p className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
            <span className="font-medium text-foreground">{plural(friendCount, 'friend', 'friends')}</span>
            {waiting > 0 ? (
              <span className="inline-flex items-center gap-1.5 rounded-full bg-accent px-3 py-1 font-medium text-accent-foreground">
                <Inbox className="size-4" aria-hidden="true" />
                {plural(waiting, 'request waits', 'requests wait')} for your answer
              </span>
            ) : friendCount === 0 ? (
              <span>Invite someone to start your network.</span>
            ) : null}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {waiting > 0 ? (
            <Link to="/library?tab=friends&view=requests" className={buttonVariants({ size: 'sm' })}>
              Review requests
              <ArrowRight aria-hidden="true" />
            </Link>
          ) : (
            <Link to="/library?tab=friends&view=invite" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              <UserPlus aria-hidden="true" />
              Invite Friends
            </Link>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
