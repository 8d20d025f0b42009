import type { CategoryId } from '@learnstack/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { recommendationKeys } from '../../recommendations/keys.ts';
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
  const queryClient = useQueryClient();
  // Recommendations are built from the interests (spec 1, section 7).
  return useMutation({ mutationFn: saveLearningInterests, onSuccess: () => queryClient.invalidateQueries({ queryKey: recommendationKeys.all }) });
}
