import { Check } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { useInvitesForMe } from '../api/use-invites-for-me.ts';
import { useFriendActions } from '../hooks/use-friend-actions.ts';
import { formatDate } from '../lib/person.ts';
import { PersonAvatar } from './person-avatar.tsx';

/**
 * Invitations addressed to my e-mail (sent before I had an account): accepted by id
 * (POST /api/friends/invite/accept { inviteId }). Renders nothing when there are none.
 */
export function InvitesForMeList() {
  const invites = useInvitesForMe();
  const actions = useFriendActions();
  if (!invites.data || invites.data.length === 0) return null;
  return (
    <section aria-labelledby="invites-for-me-title" className="flex flex-col gap-2">
      <h4 id="invites-for-me-title" className="text-sm font-semibold text-foreground">
        Invitations for you
      </h4>
      <ul className="flex flex-col gap-2">
        {invites.data.map((invite) => {
          const busy = actions.pendingInviteId === invite.id;
          const expires = formatDate(invite.expiresAt);
          return (
            <li key={invite.id} className="flex flex-col gap-3 rounded-xl border border-primary/30 bg-accent/40 p-3 sm:flex-row sm:items-center">
              <div className="flex min-w-0 flex-1 items-center gap-3">
                <PersonAvatar person={{ name: invite.fromUserName, email: invite.fromUserEmail }} imageUrl={invite.fromUserProfileImageUrl} />
                <div className="min-w-0">
                  <p className="truncate font-medium text-foreground">{invite.fromUserName}</p>
                  <p className="truncate text-sm text-muted-foreground">
                    {invite.fromUserEmail}
                    {expires ? ` · expires ${expires}` : ''}
                  </p>
                </div>
              </div>
              <Button
                size="sm"
                loading={busy}
                disabled={busy}
                aria-label={`Accept invitation from ${invite.fromUserName}`}
                onClick={() => void actions.acceptInvite({ inviteId: invite.id })}
              >
                {busy ? null : <Check aria-hidden="true" />}
                Accept
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
