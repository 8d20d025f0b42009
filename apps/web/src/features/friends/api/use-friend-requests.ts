import type { FriendRequest } from '@learnstack/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { friendKeys } from '../keys.ts';

/** GET /api/friends/requests: pending requests addressed to the signed-in user. */
export function fetchFriendRequests(signal?: AbortSignal): Promise<FriendRequest[]> {
  return api.get<FriendRequest[]>('/api/friends/requests', signal ? { signal } : {});
}

/** `refetchOnMount: 'always'` for views that must not act on a cached list (the bell decides which items still need an answer). */
export function useFriendRequests(options: { refetchOnMount?: boolean | 'always'; enabled?: boolean } = {}) {
  return useQuery({ queryKey: friendKeys.requests(), queryFn: ({ signal }) => fetchFriendRequests(signal), ...options });
}
