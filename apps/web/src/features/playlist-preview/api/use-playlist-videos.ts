import type { PlaylistVideosReply } from '@learnstack/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { playlistPreviewKeys } from '../keys.ts';

/** GET /api/youtube/playlist/{playlistId}/videos (public): the playlist and up to 200 of its videos. */
export function usePlaylistVideos(playlistId: string, enabled: boolean) {
  return useQuery({
    queryKey: playlistPreviewKeys.videos(playlistId),
    queryFn: ({ signal }) => api.get<PlaylistVideosReply>(`/api/youtube/playlist/${encodeURIComponent(playlistId)}/videos`, { signal, on401: 'ignore' }),
    enabled,
  });
}
