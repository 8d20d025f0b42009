import type { Friend } from '@learnstack/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { invalidateFriendData } from './invalidate.ts';

/** POST /api/friends/accept/{requestId}. A 409 means the request was already answered. */
export function acceptFriendRequest(requestId: number): Promise<{ message: string; friend: Friend }> {
  return api.post<{ message: string; friend: Friend }>(`/api/friends/accept/${requestId}`);
}

export function useAcceptFriendRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptFriendRequest,
    retry: false,
    onSettled: () => invalidateFriendData(queryClient),
  });
}
