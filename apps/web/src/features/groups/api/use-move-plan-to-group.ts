import type { PlanSummary } from '@learnstack/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { invalidateGroupQueries } from './invalidate.ts';

/** PUT /api/learning-plans/{id}/group { groupId } (null: ungrouped). */
export function movePlanToGroup(planId: number, groupId: number | null): Promise<PlanSummary> {
  return api.put<PlanSummary>(`/api/learning-plans/${planId}/group`, { groupId });
}

export function useMovePlanToGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ planId, groupId }: { planId: number; groupId: number | null }) => movePlanToGroup(planId, groupId),
    onSuccess: () => invalidateGroupQueries(queryClient),
  });
}
