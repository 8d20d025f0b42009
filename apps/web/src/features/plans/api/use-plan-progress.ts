import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export interface PlanProgressEntry {
  videoId: number;
  isCompleted: boolean;
  currentTime: number;
}

export const planProgressQueryKey = (planId: number) => [`/api/progress/plan/${planId}`] as const;

/** GET /api/progress/plan/{planId}: the caller's progress on each video of the plan. */
export function fetchPlanProgress(planId: number, signal?: AbortSignal): Promise<PlanProgressEntry[]> {
  return api.get<PlanProgressEntry[]>(planProgressQueryKey(planId)[0], signal ? { signal } : {});
}

export function usePlanProgress(planId: number | undefined) {
  return useQuery({
    queryKey: planProgressQueryKey(planId ?? 0),
    queryFn: ({ signal }) => fetchPlanProgress(planId ?? 0, signal),
    enabled: planId !== undefined,
    staleTime: 0,
  });
}
