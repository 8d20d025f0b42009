import type { RelatedVideo } from '@learnstack/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { playerKeys } from '../keys.ts';

/** GET /api/videos/{id}/related. */
export function useRelatedVideos(videoId: number | null) {
  return useQuery({
    queryKey: playerKeys.related(videoId ?? 0),
    queryFn: ({ signal }) => api.get<RelatedVideo[]>(`/api/videos/${videoId ?? 0}/related`, { signal }),
    enabled: videoId !== null,
  });
}
