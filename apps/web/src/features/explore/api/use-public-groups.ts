import type { PublicGroupsReply } from '@learnstack/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { EXPLORE_PAGE_SIZE } from '../lib/messages.ts';

export const PUBLIC_GROUPS_PATH = '/api/public-groups';
export const publicGroupsKey = (search: string) => [PUBLIC_GROUPS_PATH, { search }] as const;

/** GET /api/public-groups?search=&limit=&offset= (public), newest first. */
export function fetchPublicGroups(search: string, offset: number, signal?: AbortSignal): Promise<PublicGroupsReply> {
  const params = new URLSearchParams({ limit: String(EXPLORE_PAGE_SIZE), offset: String(offset) });
  if (search) params.set('search', search);
  return api.get<PublicGroupsReply>(`${PUBLIC_GROUPS_PATH}?${params}`, { on401: 'ignore', ...(signal ? { signal } : {}) });
}

export function usePublicGroups(search: string, enabled = true) {
  return useInfiniteQuery({
    queryKey: publicGroupsKey(search),
    queryFn: ({ pageParam, signal }) => fetchPublicGroups(search, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
    enabled,
    staleTime: 60_000,
  });
}
