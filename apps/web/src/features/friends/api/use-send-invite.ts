import type { InviteReply } from '@learnstack/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { invalidateFriendData } from './invalidate.ts';

/** POST /api/friends/invite { toEmail }: an invitation, or a friend request when the address has an account. */
export function sendInvite(toEmail: string): Promise<InviteReply> {
  return api.post<InviteReply>('/api/friends/invite', { toEmail });
}

export function useSendInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInvite,
    // Sending twice would be refused (409) or make a second mail: never retry.
    retry: false,
    onSettled: () => invalidateFriendData(queryClient),
  });
}
