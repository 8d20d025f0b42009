import type { ContinueLearningItem } from '@learnstack/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { planKeys } from '../keys.ts';

/** GET /api/continue-learning: up to 3 videos the user started and has not finished, latest first. */
export function useContinueLearning() {
  return useQuery({
    queryKey: planKeys.continueLearning(),
    queryFn: ({ signal }) => api.get<ContinueLearningItem[]>('/api/continue-learning', { signal }),
    // Progress moves while the learner watches elsewhere: asked again on each visit, except within
    // moments of a read (the dashboard's one read, decision 0061, may answer it before the card mounts).
    staleTime: 5_000,
  });
}
