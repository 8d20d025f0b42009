import type { Friend } from '@learnstack/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { FRIENDS_KEY } from './keys.ts';

/** GET /api/friends: the signed-in user's friends. */
export function fetchFriends(signal?: AbortSignal): Promise<Friend[]> {
  return api.get<Friend[]>(FRIENDS_KEY[0], signal ? { signal } : {});
}

export function useFriends() {
  return useQuery({ queryKey: FRIENDS_KEY, queryFn: ({ signal }) => fetchFriends(signal) });
}
