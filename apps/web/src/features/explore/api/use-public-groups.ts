import type { PublicGroupsReply } from '@learnstack/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { exploreKeys } from '../keys.ts';
import { EXPLORE_PAGE_SIZE } from '../lib/messages.ts';

/** GET /api/public-groups?search=&limit=&offset= (public), newest first. */
export function fetchPublicGroups(search: string, offset: number, signal?: AbortSignal): Promise<PublicGroupsReply> {
  const params = new URLSearchParams({ limit: String(EXPLORE_PAGE_SIZE), offset: String(offset) });
  if (search) params.set('search', search);
  return api.get<PublicGroupsReply>(`/api/public-groups?${params}`, { on401: 'ignore', ...(signal ? { signal } : {}) });
}

export function usePublicGroups(search: string, enabled = true) {
  return useInfiniteQuery({
    queryKey: exploreKeys.publicGroupsFor(search),
    queryFn: ({ pageParam, signal }) => fetchPublicGroups(search, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
    enabled,
    staleTime: 60_000,
  });
}
