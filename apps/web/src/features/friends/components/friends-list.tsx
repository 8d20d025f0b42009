import { UserPlus, Users } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useFriends } from '../api/use-friends.ts';
import { personName } from '../lib/person.ts';
import { ListError, ListSkeleton } from './list-states.tsx';
import { PersonAvatar } from './person-avatar.tsx';

/** The Friends tab: avatar (or initials), name and e-mail of each friend. */
export function FriendsList({ onInvite }: { onInvite: () => void }) {
  const friends = useFriends();
  if (friends.isPending) return <ListSkeleton label="Loading your friends" />;
  if (friends.isError) return <ListError title="Your friends could not be loaded" onRetry={() => void friends.refetch()} />;
  if (friends.data.length === 0) {
    return (
      <EmptyState
        icon={<Users />}
        title="No friends yet"
        description="Invite people you learn with. Once they accept, they show up here."
        action={
          <Button variant="outline" onClick={onInvite}>
            <UserPlus aria-hidden="true" />
            Invite Friends
          </Button>
        }
      />
    );
  }
  return (
    <ul className="flex flex-col gap-2" aria-label="Friends">
      {friends.data.map((friend) => {
        const name = personName(friend);
        return (
          <li key={friend.id} className="flex items-center gap-3 rounded-xl border border-border p-3">
            <PersonAvatar person={friend} imageUrl={friend.profileImageUrl} />
            <div className="min-w-0">
              <p className="truncate font-medium text-foreground">{name}</p>
              <p className="truncate text-sm text-muted-foreground">{friend.email}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
