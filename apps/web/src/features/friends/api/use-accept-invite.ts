import type { Friend } from '@learnstack/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { invalidateFriendData } from './invalidate.ts';

/**
 * POST /api/friends/invite/accept. The public invite page sends the token from its URL; the
 * addressee's own lists (invites-for-me, the bell's friend_invite items) send the invite's id,
 * because the server keeps no raw token (decision 0006).
 */
export type AcceptInviteHandle = { inviteToken: string } | { inviteId: number };

export function acceptInvite(handle: AcceptInviteHandle): Promise<{ message: string; friend: Friend }> {
  return api.post<{ message: string; friend: Friend }>('/api/friends/invite/accept', handle);
}

export function useAcceptInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvite,
    retry: false,
    onSettled: () => invalidateFriendData(queryClient),
  });
}
