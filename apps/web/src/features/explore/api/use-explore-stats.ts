import type { ExploreStats } from '@learnstack/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { exploreKeys } from '../keys.ts';

/** GET /api/explore/stats (public): every public plan and group, whatever the search. */
export function useExploreStats() {
  return useQuery({
    queryKey: exploreKeys.stats(),
    queryFn: ({ signal }) => api.get<ExploreStats>('/api/explore/stats', { signal, on401: 'ignore' }),
    staleTime: 60_000,
  });
}
