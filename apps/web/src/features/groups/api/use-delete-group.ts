import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { invalidateGroupQueries } from './invalidate.ts';

/** DELETE /api/plan-groups/{id}: the group's plans become ungrouped. */
export function deleteGroup(groupId: number): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/api/plan-groups/${groupId}`);
}

export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteGroup, onSuccess: () => invalidateGroupQueries(queryClient) });
}
