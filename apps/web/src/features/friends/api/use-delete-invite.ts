import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { invalidateFriendData } from './invalidate.ts';

export interface DeleteInviteReply {
  message: string;
  result: 'canceled' | 'deleted';
}

/** DELETE /api/friends/invite/{id}: a pending invite is canceled; a canceled or expired one is deleted. */
export function deleteInvite(inviteId: number): Promise<DeleteInviteReply> {
  return api.delete<DeleteInviteReply>(`/api/friends/invite/${inviteId}`);
}

export function useDeleteInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInvite,
    retry: false,
    onSettled: () => invalidateFriendData(queryClient),
  });
}
