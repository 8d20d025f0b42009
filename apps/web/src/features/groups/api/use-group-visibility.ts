import type { PlanGroup } from '@learnstack/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { invalidateGroupQueries } from './invalidate.ts';

/** PUT /api/plan-groups/{id}/visibility { isPublic }. */
export function setGroupVisibility(groupId: number, isPublic: boolean): Promise<PlanGroup> {
  return api.put<PlanGroup>(`/api/plan-groups/${groupId}/visibility`, { isPublic });
}

export function useGroupVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ groupId, isPublic }: { groupId: number; isPublic: boolean }) => setGroupVisibility(groupId, isPublic),
    onSuccess: () => invalidateGroupQueries(queryClient),
  });
}
