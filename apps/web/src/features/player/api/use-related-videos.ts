import type { RelatedVideo } from '@learnstack/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const relatedVideosKey = (videoId: number) => [`/api/videos/${videoId}/related`] as const;

/** GET /api/videos/{id}/related. */
export function useRelatedVideos(videoId: number | null) {
  return useQuery({
    queryKey: relatedVideosKey(videoId ?? 0),
    queryFn: ({ signal }) => api.get<RelatedVideo[]>(relatedVideosKey(videoId ?? 0)[0], { signal }),
    enabled: videoId !== null,
  });
}
