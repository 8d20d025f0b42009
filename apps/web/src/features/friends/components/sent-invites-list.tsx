import type { InviteStatus, SentInvite } from '@learnstack/contracts';
import { Mail, Trash2, XCircle } from 'lucide-react';
import { toast } from 'sonner';
import { Badge, type BadgeVariant } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useDeleteInvite } from '../api/use-delete-invite.ts';
import { useSentInvites } from '../api/use-sent-invites.ts';
import { FRIEND_TEXT } from '../lib/messages.ts';
import { formatDate } from '../lib/person.ts';
import { ListError, ListSkeleton } from './list-states.tsx';

const STATUS: Record<InviteStatus, { label: string; variant: BadgeVariant }> = {
  pending: { label: 'Pending', variant: 'warning' },
  accepted: { label: 'Accepted', variant: 'success' },
  canceled: { label: 'Canceled', variant: 'secondary' },
  expired: { label: 'Expired', variant: 'destructive' },
};

function when(invite: SentInvite): string {
  const sent = formatDate(invite.createdAt);
  const expires = formatDate(invite.expiresAt);
  if (invite.status === 'pending' && expires) return `Sent ${sent ?? ''} · expires ${expires}`;
  if (invite.status === 'expired' && expires) return `Expired ${expires}`;
  return sent ? `Sent ${sent}` : '';
}

/** The invitations I sent, with their status; pending ones can be canceled, canceled and expired ones deleted. */
export function SentInvitesList() {
  const invites = useSentInvites();
  const remove = useDeleteInvite();

  async function onRemove(invite: SentInvite) {
    const cancel = invite.status === 'pending';
    try {
      await remove.mutateAsync(invite.id);
      toast.success(cancel ? 'Invitation canceled' : 'Invitation deleted', { description: invite.toEmail });
    } catch {
      toast.error('Error', { description: cancel ? FRIEND_TEXT.cancelInviteFailed : FRIEND_TEXT.deleteInviteFailed });
    }
  }

  if (invites.isPending) return <ListSkeleton rows={2} label="Loading your invitations" />;
  if (invites.isError) return <ListError title="Your invitations could not be loaded" onRetry={() => void invites.refetch()} />;
  if (invites.data.length === 0) {
    return <p className="rounded-xl border border-dashed border-border p-4 text-center text-sm text-muted-foreground">You have not sent any invitations yet.</p>;
  }
  return (
    <ul className="flex flex-col gap-2" aria-label="Sent invitations">
      {invites.data.map((invite) => {
        const status = STATUS[invite.status] ?? STATUS.pending;
        const busy = remove.isPending && remove.variables === invite.id;
        return (
          <li key={invite.id} className="flex items-center gap-3 rounded-xl border border-border p-3">
            <span className="hidden size-9 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground sm:flex" aria-hidden="true">
              <Mail className="size-4" />
            </span>
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <p className="min-w-0 truncate font-medium text-foreground">{invite.toEmail}</p>
                <Badge variant={status.variant}>{status.label}</Badge>
              </div>
              <p className="mt-0.5 text-xs text-muted-foreground">{when(invite)}</p>
            </div>
            {invite.status === 'pending' ? (
              <Button
                size="sm"
                variant="outline"
                loading={busy}
                aria-label={`Cancel invitation to ${invite.toEmail}`}
                onClick={() => void onRemove(invite)}
              >
                {busy ? null : <XCircle aria-hidden="true" />}
                Cancel
              </Button>
            ) : invite.status === 'canceled' || invite.status === 'expired' ? (
              <Button
                size="sm"
                variant="outline"
                loading={busy}
                aria-label={`Delete invitation to ${invite.toEmail}`}
                onClick={() => void onRemove(invite)}
              >
                {busy ? null : <Trash2 aria-hidden="true" />}
                Delete
              </Button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
