import type { AuthReply } from '@learnstack/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { setCsrfToken } from '../../../lib/api.ts';
import { claimOfflineReads } from '../../../lib/offline-reads-owner.ts';
import { acceptPendingInvite } from '../api/accept-pending-invite.ts';
import { authKeys } from '../keys.ts';

/** Where a successful login or signup lands. */
export const AFTER_SIGN_IN_PATH = '/dashboard';

/**
 * The steps after a successful login or signup: keep the new CSRF token, move
 * the address bar to /dashboard and store the user (the app then switches to the signed-in route
 * table, which opens there; see finishSignOut for the mirror image), refresh the user from the
 * server, and accept a pending invite.
 */
export async function finishSignIn(queryClient: QueryClient, reply: AuthReply): Promise<void> {
  setCsrfToken(reply.csrfToken);
  // Reads kept for offline by another user are deleted (decision 0047).
  claimOfflineReads(reply.user.id);
  if (typeof window !== 'undefined' && window.location.pathname !== AFTER_SIGN_IN_PATH) {
    window.history.replaceState(null, '', AFTER_SIGN_IN_PATH);
  }
  queryClient.setQueryData(authKeys.user(), reply.user);
  // Confirm the session with the server (the cookie came with the reply).
  void queryClient.invalidateQueries({ queryKey: authKeys.user() });
  await acceptPendingInvite(queryClient);
}

export function useFinishSignIn(): (reply: AuthReply) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback((reply: AuthReply) => finishSignIn(queryClient, reply), [queryClient]);
}
