import type { CategoryId } from '@learnstack/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { authKeys } from '../keys.ts';

export interface LearningInterestsReply {
  interests: CategoryId[];
}

/** GET /api/user/learning-interests. */
export function useLearningInterests(enabled = true) {
  return useQuery({
    queryKey: authKeys.learningInterests(),
    queryFn: ({ signal }) => api.get<LearningInterestsReply>('/api/user/learning-interests', { signal }),
    enabled,
  });
}

/** POST /api/user/learning-interests { interests } (at least one). */
export function saveLearningInterests(interests: CategoryId[]): Promise<unknown> {
  return api.post('/api/user/learning-interests', { interests });
}

export function useSaveLearningInterests() {
  return useMutation({ mutationFn: saveLearningInterests });
}
