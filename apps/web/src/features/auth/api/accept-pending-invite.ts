import type { QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../../../lib/api.ts';
import { storageGet, storageRemove } from '../../../lib/storage.ts';
import { friendKeys } from '../../friends/keys.ts';
import { notificationKeys } from '../../notifications/keys.ts';

/** localStorage key under which the invite page keeps a token until it is accepted (after the visitor signs up or logs in). */
export const PENDING_INVITE_TOKEN_KEY = 'pendingInviteToken';

/** POST /api/friends/invite/accept { inviteToken }. */
export function acceptInvite(inviteToken: string): Promise<unknown> {
  return api.post('/api/friends/invite/accept', { inviteToken }, { on401: 'ignore' });
}

/**
 * After login or signup: accepts the invite kept in localStorage, if any.
 * The stored token is cleared whatever happens; a failure is only noted on the console (info),
 * success shows the welcome toast. Never throws.
 */
export async function acceptPendingInvite(queryClient?: QueryClient): Promise<boolean> {
  const inviteToken = storageGet(PENDING_INVITE_TOKEN_KEY)?.trim();
  if (!inviteToken) {
    storageRemove(PENDING_INVITE_TOKEN_KEY);
    return false;
  }
  try {
    await acceptInvite(inviteToken);
    toast.success('Welcome to the network! 🎉', { description: "You've been connected with your friend" });
    if (queryClient) {
      void queryClient.invalidateQueries({ queryKey: friendKeys.all });
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    }
    return true;
  } catch (err) {
    console.info('Pending invitation could not be accepted', err instanceof Error ? err.message : err);
    return false;
  } finally {
    storageRemove(PENDING_INVITE_TOKEN_KEY);
  }
}
