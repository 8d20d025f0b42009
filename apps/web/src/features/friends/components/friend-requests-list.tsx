import { Check, Inbox, X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useFriendRequests } from '../api/use-friend-requests.ts';
import { useFriendActions } from '../hooks/use-friend-actions.ts';
import { formatDate, personName } from '../lib/person.ts';
import { ListError, ListSkeleton } from './list-states.tsx';
import { PersonAvatar } from './person-avatar.tsx';

/** The Requests tab: incoming friend requests with Accept and Reject. */
export function FriendRequestsList({ hideEmpty = false }: { hideEmpty?: boolean }) {
  const requests = useFriendRequests();
  const actions = useFriendActions();
  if (requests.isPending) return <ListSkeleton rows={2} label="Loading friend requests" />;
  if (requests.isError) return <ListError title="Friend requests could not be loaded" onRetry={() => void requests.refetch()} />;
  if (requests.data.length === 0) {
    if (hideEmpty) return null;
    return <EmptyState icon={<Inbox />} title="No pending requests" description="When someone asks to connect with you, you can answer here." />;
  }
  return (
    <ul className="flex flex-col gap-2" aria-label="Friend requests">
      {requests.data.map((request) => {
        const name = personName(request.requester);
        const busy = actions.pendingRequestId === request.id;
        const since = formatDate(request.createdAt);
        return (
          <li key={request.id} className="flex flex-col gap-3 rounded-xl border border-border p-3 sm:flex-row sm:items-center">
            <div className="flex min-w-0 flex-1 items-center gap-3">
              <PersonAvatar person={request.requester} imageUrl={request.requester.profileImageUrl} />
              <div className="min-w-0">
                <p className="truncate font-medium text-foreground">{name}</p>
                <p className="truncate text-sm text-muted-foreground">
                  {request.requester.email}
                  {since ? <span className="hidden sm:inline"> · {since}</span> : null}
                </p>
              </div>
            </div>
            <div className="flex gap-2 sm:shrink-0">
              <Button
                size="sm"
                className="flex-1 sm:flex-none"
                loading={busy && actions.acceptingRequest}
                disabled={busy}
                aria-label={`Accept friend request from ${name}`}
                onClick={() => void actions.accept(request.id)}
              >
                <Check aria-hidden="true" />
                Accept
              </Button>
              <Button
                size="sm"
                variant="outline"
                className="flex-1 sm:flex-none"
                loading={busy && actions.rejectingRequest}
                disabled={busy}
                aria-label={`Reject friend request from ${name}`}
                onClick={() => void actions.reject(request.id)}
              >
                <X aria-hidden="true" />
                Reject
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
