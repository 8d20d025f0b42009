import type { PlanSummary } from '@learnstack/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { invalidatePlanData } from './invalidate.ts';

/** PUT /api/learning-plans/{id}/visibility { isPublic }; 409 when the playlist is already public elsewhere. */
export function setPlanVisibility(planId: number, isPublic: boolean): Promise<PlanSummary> {
  return api.put<PlanSummary>(`/api/learning-plans/${planId}/visibility`, { isPublic });
}

export function usePlanVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ planId, isPublic }: { planId: number; isPublic: boolean }) => setPlanVisibility(planId, isPublic),
    onSuccess: () => invalidatePlanData(queryClient),
  });
}
