import { toast } from 'sonner';
import { ApiError } from '../../../lib/api.ts';
import { type AcceptInviteHandle, useAcceptInvite } from '../api/use-accept-invite.ts';
import { useAcceptFriendRequest } from '../api/use-accept-friend-request.ts';
import { useRejectFriendRequest } from '../api/use-reject-friend-request.ts';
import { FRIEND_TEXT } from '../lib/messages.ts';

function isAlreadyAnswered(err: unknown): boolean {
  return err instanceof ApiError && err.status === 409;
}

function serverText(err: unknown): string | undefined {
  return err instanceof ApiError ? err.serverMessage : undefined;
}

/**
 * Accept or decline a friend request, and accept an invitation by id, each with its toast.
 * Used by the friends card and the notification bell. Every call refreshes the friend lists and
 * the bell (see invalidateFriendData), so a 409 "already answered" also brings the lists up to date.
 */
export function useFriendActions() {
  const acceptRequest = useAcceptFriendRequest();
  const rejectRequest = useRejectFriendRequest();
  const acceptInviteMutation = useAcceptInvite();

  async function accept(requestId: number): Promise<boolean> {
    try {
      const reply = await acceptRequest.mutateAsync(requestId);
      toast.success('Friend request accepted', { description: `You and ${reply.friend.name} are now friends.` });
      return true;
    } catch (err) {
      if (isAlreadyAnswered(err)) toast.info(FRIEND_TEXT.alreadyAnswered);
      else toast.error('Error', { description: FRIEND_TEXT.acceptRequestFailed });
      return false;
    }
  }

  async function reject(requestId: number): Promise<boolean> {
    try {
      await rejectRequest.mutateAsync(requestId);
      toast.success('Friend request declined');
      return true;
    } catch (err) {
      if (isAlreadyAnswered(err)) toast.info(FRIEND_TEXT.alreadyAnswered);
      else toast.error('Error', { description: FRIEND_TEXT.rejectRequestFailed });
      return false;
    }
  }

  async function acceptInvite(handle: AcceptInviteHandle, failureText: string = FRIEND_TEXT.acceptInviteFailed): Promise<boolean> {
    try {
      await acceptInviteMutation.mutateAsync(handle);
      toast.success(FRIEND_TEXT.welcomeTitle, { description: FRIEND_TEXT.welcomeDescription });
      return true;
    } catch (err) {
      // 404/410 name the dead end (Invalid Invitation, Invitation Expired, Invitation Already Used).
      const dead = err instanceof ApiError && (err.status === 404 || err.status === 410 || err.status === 400);
      toast.error(dead ? (serverText(err) ?? 'Error') : 'Error', { description: failureText });
      return false;
    }
  }

  const pendingRequestId =
    acceptRequest.isPending ? acceptRequest.variables : rejectRequest.isPending ? rejectRequest.variables : undefined;
  const pendingInvite = acceptInviteMutation.isPending ? acceptInviteMutation.variables : undefined;

  return {
    accept,
    reject,
    acceptInvite,
    /** The request being answered, if any (its buttons show a spinner; the others stay usable). */
    pendingRequestId,
    acceptingRequest: acceptRequest.isPending,
    rejectingRequest: rejectRequest.isPending,
    /** The invite id being accepted, if any. */
    pendingInviteId: pendingInvite && 'inviteId' in pendingInvite ? pendingInvite.inviteId : undefined,
    acceptingInvite: acceptInviteMutation.isPending,
  };
}
