import type { CommonPlaylistItem, LibraryVideo, PlanSummary, PlanVideoEntry } from '@learnstack/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { invalidatePlanData } from '../../plans/index.ts';
import { libraryKeys } from '../keys.ts';

/** GET /api/videos: saved videos and the videos of the user's plans, newest first (the server bounds it). */
export function useLibraryVideos() {
  return useQuery({ queryKey: libraryKeys.videos(), queryFn: ({ signal }) => api.get<LibraryVideo[]>('/api/videos', { signal }) });
}

/** DELETE /api/videos/{id}: out of this user's library only (plans and progress keep it). */
export function useRemoveFromLibrary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (videoId: number) => api.delete<{ message: string }>(`/api/videos/${videoId}`),
    onSuccess: (_reply, videoId) => {
      queryClient.setQueryData<LibraryVideo[]>(libraryKeys.videos(), (list) => list?.filter((v) => v.id !== videoId));
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
