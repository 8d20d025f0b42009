import type { PlanSummary } from '@learnstack/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { invalidatePlanData } from './invalidate.ts';

export interface PlanEdit {
  title?: string;
  description?: string;
}

/** PUT /api/learning-plans/{id} with only the changed fields. */
export function updatePlan(planId: number, changes: PlanEdit): Promise<PlanSummary> {
  return api.put<PlanSummary>(`/api/learning-plans/${planId}`, changes);
}

export function useUpdatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ planId, changes }: { planId: number; changes: PlanEdit }) => updatePlan(planId, changes),
    onSuccess: () => invalidatePlanData(queryClient),
  });
}
