import type { LikeReply, PublicPlansReply } from '@learnstack/contracts';
import { type InfiniteData, type QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { exploreKeys } from '../keys.ts';
import { EXPLORE_PAGE_SIZE } from '../lib/messages.ts';

/** GET /api/public-plans?search=&limit=&offset= (public), newest first. */
export function fetchPublicPlans(search: string, offset: number, signal?: AbortSignal): Promise<PublicPlansReply> {
  const params = new URLSearchParams({ limit: String(EXPLORE_PAGE_SIZE), offset: String(offset) });
  if (search) params.set('search', search);
  return api.get<PublicPlansReply>(`/api/public-plans?${params}`, { on401: 'ignore', ...(signal ? { signal } : {}) });
}

/** Pages of public plans for one search, continued by nextOffset (Load More). */
export function usePublicPlans(search: string, enabled = true) {
  return useInfiniteQuery({
    queryKey: exploreKeys.publicPlansFor(search),
    queryFn: ({ pageParam, signal }) => fetchPublicPlans(search, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
    enabled,
    staleTime: 60_000,
  });
}

/** Puts a like's answer into every cached page of public plans. */
export function applyLike(queryClient: QueryClient, planId: number, reply: LikeReply): void {
  queryClient.setQueriesData<InfiniteData<PublicPlansReply>>({ queryKey: exploreKeys.publicPlans() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            plans: page.plans.map((p) => (p.id === planId ? { ...p, likedByMe: reply.liked, likeCount: reply.likeCount } : p)),
          })),
        }
      : data,
  );
}
