import type { InviteReply } from '@learnstack/contracts';
import { Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { FieldError, FieldHint, Label } from '../../../components/ui/label.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useSendInvite } from '../api/use-send-invite.ts';
import { EMAIL_ISSUE_DELAY_MS, FRIEND_TEXT, inviteFailedText } from '../lib/messages.ts';

/** The success or delivery-problem toasts for an invitation reply (decision 0006). */
export function announceInviteReply(reply: InviteReply, toEmail: string): void {
  if (reply.emailStatus === 'failed') {
    toast.warning(FRIEND_TEXT.inviteCreated, {
      description: reply.userExists
        ? `Your friend request to ${toEmail} was created, but the e-mail could not be delivered.`
        : `Your invitation to ${toEmail} was created, but the e-mail could not be delivered.`,
    });
    setTimeout(() => {
      toast.error(FRIEND_TEXT.emailDeliveryIssue, {
        description: reply.userExists
          ? `We could not e-mail ${toEmail}. They will still see your request in their notifications.`
          : `We could not e-mail ${toEmail}. If they sign up with this address they will find your invitation waiting; you can also cancel it and invite again later.`,
      });
    }, EMAIL_ISSUE_DELAY_MS);
    return;
  }
  const title = reply.friendRequest?.status === 'accepted' ? 'You are now friends' : reply.userExists ? 'Friend request sent' : 'Invitation sent';
  toast.success(title, { description: reply.message });
}

function failureMessage(err: unknown): string {
  if (err instanceof ApiError) return err.serverMessage ?? err.message;
  if (err instanceof TypeError) return 'Network error. Please try again.';
  return err instanceof Error ? err.message : String(err);
}

/** Invite Friends: one e-mail field (required, e-mail type, trimmed) → POST /api/friends/invite { toEmail }. */
export function InviteForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useSendInvite();
  const ids = { input: useId(), hint: useId(), error: useId() };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const toEmail = email.trim();
    if (!toEmail) {
      setError('Please enter an email address');
      return;
    }
    setError(null);
    try {
      const reply = await send.mutateAsync(toEmail);
      announceInviteReply(reply, toEmail);
      setEmail('');
    } catch (err) {
      toast.error('Error', { description: inviteFailedText(failureMessage(err)) });
    }
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-2" aria-label="Invite a friend by email">
      <Label htmlFor={ids.input}>Friend's email</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={ids.input}
          type="email"
          name="email"
          autoComplete="off"
          inputMode="email"
          required
          placeholder="friend@example.com"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            if (error) setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.error : ids.hint}
          className="sm:flex-1"
        />
        <Button type="submit" loading={send.isPending} className="sm:w-auto">
          {send.isPending ? null : <Send aria-hidden="true" />}
          Send Invite
        </Button>
      </div>
      {error ? (
        <FieldError id={ids.error}>{error}</FieldError>
      ) : (
        <FieldHint id={ids.hint}>
          People who already use Learnstack get a friend request; anyone else gets an e-mail with a link that stays valid for 7 days.
        </FieldHint>
      )}
    </form>
  );
}
