import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { invalidatePlanData } from './invalidate.ts';

/** DELETE /api/learning-plans/{id}. */
export function deletePlan(planId: number): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/api/learning-plans/${planId}`);
}

export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePlan, onSuccess: () => invalidatePlanData(queryClient) });
}
