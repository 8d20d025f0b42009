import type { PlaylistVideosReply } from '@learnstack/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const playlistVideosKey = (playlistId: string) => [`/api/youtube/playlist/${encodeURIComponent(playlistId)}/videos`] as const;

/** GET /api/youtube/playlist/{playlistId}/videos (public): the playlist and up to 200 of its videos. */
export function usePlaylistVideos(playlistId: string, enabled: boolean) {
  return useQuery({
    queryKey: playlistVideosKey(playlistId),
    queryFn: ({ signal }) => api.get<PlaylistVideosReply>(playlistVideosKey(playlistId)[0], { signal, on401: 'ignore' }),
    enabled,
  });
}
