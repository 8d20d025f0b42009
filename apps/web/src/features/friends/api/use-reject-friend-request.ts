import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { invalidateFriendData } from './invalidate.ts';

/** DELETE /api/friends/reject/{requestId}. A 409 means the request was already answered. */
export function rejectFriendRequest(requestId: number): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/api/friends/reject/${requestId}`);
}

export function useRejectFriendRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectFriendRequest,
    retry: false,
    onSettled: () => invalidateFriendData(queryClient),
  });
}
