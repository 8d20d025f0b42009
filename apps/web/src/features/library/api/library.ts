import type { CommonPlaylistItem, LibraryPage, PlanSummary, PlanVideoEntry } from '@learnstack/contracts';
import { LIBRARY_PAGE_SIZE } from '@learnstack/contracts/library-rules';
import { type InfiniteData, keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { invalidatePlanData } from '../../plans/index.ts';
import { libraryKeys } from '../keys.ts';

/** GET /api/videos?limit=&cursor=&search=: the saved videos, newest first, a page at a time (decision 0054). */
export function fetchLibraryPage(search: string, cursor: string | null, signal?: AbortSignal): Promise<LibraryPage> {
  const params = new URLSearchParams({ limit: String(LIBRARY_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  if (search) params.set('search', search);
  return api.get<LibraryPage>(`/api/videos?${params}`, signal ? { signal } : {});
}

/** Pages of the library for one search, continued by nextCursor (Load more). */
export function useLibraryVideos(search: string) {
  return useInfiniteQuery({
    queryKey: libraryKeys.videosFor(search),
    queryFn: ({ pageParam, signal }) => fetchLibraryPage(search, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/** DELETE /api/videos/{id}: out of this user's library only (plans and progress keep it). */
export function useRemoveFromLibrary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (videoId: number) => api.delete<{ message: string }>(`/api/videos/${videoId}`),
    onSuccess: (_reply, videoId) => {
      // Out of every cached page at once (and one fewer in all); then each search is read again.
      queryClient.setQueriesData<InfiniteData<LibraryPage>>({ queryKey: libraryKeys.videos() }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => (page.videos.some((v) => v.id === videoId) ? { ...page, videos: page.videos.filter((v) => v.id !== videoId), total: Math.max(0, page.total - 1) } : page)),
            }
          : data,
      );
      void queryClient.invalidateQueries({ queryKey: libraryKeys.videos() });
    },
  });
}

/** POST /api/learning-plans/{planId}/videos { videoId }. */
export function useAddLibraryVideoToPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ planId, videoId }: { planId: number; videoId: number }) => api.post<PlanVideoEntry>(`/api/learning-plans/${planId}/videos`, { videoId }),
    onSuccess: () => invalidatePlanData(queryClient),
  });
}

/** GET /api/common-playlist: every item with the caller's bookmarks. */
export function useCommonPlaylist() {
  return useQuery({ queryKey: libraryKeys.commonPlaylist(), queryFn: ({ signal }) => api.get<CommonPlaylistItem[]>('/api/common-playlist', { signal }), staleTime: 5 * 60_000 });
}

/** POST /api/plans/from-playlist { title, playlistItemIds }. */
export function useCreatePlanFromPlaylist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { title: string; playlistItemIds: number[] }) => api.post<PlanSummary & { message: string }>('/api/plans/from-playlist', body),
    onSuccess: () => invalidatePlanData(queryClient),
  });
}

/** POST /api/plans/{planId}/add-playlist-item { playlistItemId }. */
export function useAddPlaylistItemToPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ planId, playlistItemId }: { planId: number; playlistItemId: number }) => api.post<PlanVideoEntry>(`/api/plans/${planId}/add-playlist-item`, { playlistItemId }),
    onSuccess: () => invalidatePlanData(queryClient),
  });
}

/** POST /api/user-playlist-selections { playlistItemId, isBookmarked }, shown at once and undone on failure. */
export function useBookmarkPlaylistItem() {
  const queryClient = useQueryClient();
  const key = libraryKeys.commonPlaylist();
  return useMutation({
    mutationFn: (body: { playlistItemId: number; isBookmarked: boolean }) => api.post('/api/user-playlist-selections', body),
    onMutate: async ({ playlistItemId, isBookmarked }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<CommonPlaylistItem[]>(key);
      queryClient.setQueryData<CommonPlaylistItem[]>(key, (list) => list?.map((i) => (i.id === playlistItemId ? { ...i, isBookmarked } : i)));
      return { before };
    },
    onError: (_err, _vars, context) => queryClient.setQueryData(key, context?.before),
  });
}
