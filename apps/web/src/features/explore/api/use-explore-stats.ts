import type { ExploreStats } from '@learnstack/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const EXPLORE_STATS_KEY = ['/api/explore/stats'] as const;

/** GET /api/explore/stats (public): every public plan and group, whatever the search. */
export function useExploreStats() {
  return useQuery({
    queryKey: EXPLORE_STATS_KEY,
    queryFn: ({ signal }) => api.get<ExploreStats>(EXPLORE_STATS_KEY[0], { signal, on401: 'ignore' }),
    staleTime: 60_000,
  });
}
