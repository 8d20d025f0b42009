import type { AcceptPlanReply, SharedPlanReply } from '@learnstack/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api.ts';
import { planKeys } from '../../plans/keys.ts';
import { sharingKeys } from '../keys.ts';

const sharedPlanPath = (token: string) => `/api/shared-plan/${encodeURIComponent(token)}`;

/** GET /api/shared-plan/{token} (public): the plan, its videos in order, and the viewer's earlier copy. */
export function fetchSharedPlan(token: string, signal?: AbortSignal): Promise<SharedPlanReply> {
  return api.get<SharedPlanReply>(sharedPlanPath(token), { on401: 'ignore', ...(signal ? { signal } : {}) });
}

export function useSharedPlan(token: string) {
  return useQuery({
    queryKey: sharingKeys.plan(token),
    queryFn: ({ signal }) => fetchSharedPlan(token, signal),
    staleTime: 0,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

/** POST /api/shared-plan/{token}/accept → { message, planId, planSlug }; 409 ALREADY_ADDED carries existingPlanSlug. */
export function acceptSharedPlan(token: string): Promise<AcceptPlanReply> {
  return api.post<AcceptPlanReply>(`${sharedPlanPath(token)}/accept`);
}

export function useAcceptSharedPlan(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => acceptSharedPlan(token),
    retry: false,
    onSettled: () => Promise.all([planKeys.list(), planKeys.continueLearning(), sharingKeys.plan(token)].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
