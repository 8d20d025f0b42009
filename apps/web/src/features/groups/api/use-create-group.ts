import type { CreateGroupBody, PlanGroup } from '@learnstack/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { invalidateGroupQueries } from './invalidate.ts';

/** POST /api/plan-groups { name, description, color, isPublic } → the group (201). */
export function createGroup(body: CreateGroupBody): Promise<PlanGroup> {
  return api.post<PlanGroup>('/api/plan-groups', body);
}

export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createGroup, retry: false, onSuccess: () => invalidateGroupQueries(queryClient) });
}
