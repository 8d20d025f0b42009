import type { VideoLookupReply } from '@learnstack/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { videoKeys } from '../keys.ts';

/** GET /api/youtube/video/{youtubeId}: one video by id (404 'Video Not Found'). */
export function useVideoLookup(youtubeId: string | null) {
  return useQuery({
    queryKey: videoKeys.lookup(youtubeId ?? ''),
    queryFn: ({ signal }) => api.get<VideoLookupReply>(`/api/youtube/video/${encodeURIComponent(youtubeId ?? '')}`, { signal }),
    enabled: Boolean(youtubeId),
    retry: false,
    staleTime: 5 * 60 * 1000,
  });
}
