import type { AcceptGroupReply, AcceptPlanReply } from '@learnstack/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { groupKeys } from '../../groups/keys.ts';
import { planKeys } from '../../plans/keys.ts';

/** POST /api/shared-plan/public/{id}/accept → { message, planId, planSlug }; 409 ALREADY_ADDED with existingPlanSlug. */
export function addPublicPlan(planId: number): Promise<AcceptPlanReply> {
  return api.post<AcceptPlanReply>(`/api/shared-plan/public/${planId}/accept`);
}

/** POST /api/public-groups/{id}/accept → { message, groupId, planCount }; 409 ALREADY_ADDED with existingGroupId. */
export function addPublicGroup(groupId: number): Promise<AcceptGroupReply> {
  return api.post<AcceptGroupReply>(`/api/public-groups/${groupId}/accept`);
}

/** The user's own lists gain a plan (and maybe a group). */
function invalidateLibrary(queryClient: QueryClient) {
  return Promise.all([planKeys.list(), groupKeys.list(), planKeys.continueLearning()].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useAddPublicPlan() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addPublicPlan, retry: false, onSettled: () => invalidateLibrary(queryClient) });
}

export function useAddPublicGroup() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addPublicGroup, retry: false, onSettled: () => invalidateLibrary(queryClient) });
}
