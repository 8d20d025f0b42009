import type { CreatePlanBody, PlanSummary } from '@learnstack/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { invalidatePlanData } from './invalidate.ts';

/** POST /api/learning-plans → the new plan (201). */
export function createPlan(body: CreatePlanBody): Promise<PlanSummary> {
  return api.post<PlanSummary>('/api/learning-plans', body);
}

export function useCreatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlan,
    // A create is not idempotent: a retry after a lost answer would make a second plan.
    retry: false,
    onSuccess: () => invalidatePlanData(queryClient),
  });
}
