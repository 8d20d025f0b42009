import type { ContinueLearningItem } from '@learnstack/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const CONTINUE_LEARNING_QUERY_KEY = ['/api/continue-learning'] as const;

/** GET /api/continue-learning: up to 3 videos the user started and has not finished, latest first. */
export function useContinueLearning() {
  return useQuery({
    queryKey: CONTINUE_LEARNING_QUERY_KEY,
    queryFn: ({ signal }) => api.get<ContinueLearningItem[]>('/api/continue-learning', { signal }),
    staleTime: 0,
  });
}
