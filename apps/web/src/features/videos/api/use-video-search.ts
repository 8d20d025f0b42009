import type { VideoSearchReply } from '@learnstack/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { videoKeys } from '../keys.ts';

export const VIDEO_SEARCH_PAGE = 6;

/** GET /api/youtube/search?q=&maxResults=6&pageToken= */
export function searchVideos(q: string, pageToken: string | null, signal?: AbortSignal): Promise<VideoSearchReply> {
  const params = new URLSearchParams({ q, maxResults: String(VIDEO_SEARCH_PAGE) });
  if (pageToken) params.set('pageToken', pageToken);
  return api.get<VideoSearchReply>(`/api/youtube/search?${params}`, signal ? { signal } : {});
}

/** Pages of results for one query, continued by nextPageToken ("Load more"). */
export function useVideoSearch(q: string | null) {
  return useInfiniteQuery({
    queryKey: videoKeys.search(q ?? ''),
    queryFn: ({ pageParam, signal }) => searchVideos(q ?? '', pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextPageToken ?? undefined,
    enabled: Boolean(q),
    retry: false,
    staleTime: 5 * 60 * 1000,
  });
}
