import type { Friend } from '@learnstack/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { friendKeys } from '../keys.ts';

/** GET /api/friends: the signed-in user's friends. */
export function fetchFriends(signal?: AbortSignal): Promise<Friend[]> {
  return api.get<Friend[]>('/api/friends', signal ? { signal } : {});
}

export function useFriends() {
  return useQuery({ queryKey: friendKeys.list(), queryFn: ({ signal }) => fetchFriends(signal) });
}
