import type { User } from '@learnstack/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** POST /api/user/complete-onboarding → { user }. */
export function completeOnboarding(): Promise<{ user: User }> {
  return api.post<{ user: User }>('/api/user/complete-onboarding');
}

export function useCompleteOnboarding() {
  return useMutation({ mutationFn: completeOnboarding });
}
