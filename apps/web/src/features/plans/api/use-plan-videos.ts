import type { PlanVideoEntry } from '@learnstack/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const planVideosQueryKey = (planId: number) => [`/api/learning-plans/${planId}/videos`] as const;

/** GET /api/learning-plans/{id}/videos: the entries in order, each with its video. */
export function fetchPlanVideos(planId: number, signal?: AbortSignal): Promise<PlanVideoEntry[]> {
  return api.get<PlanVideoEntry[]>(planVideosQueryKey(planId)[0], signal ? { signal } : {});
}

export function usePlanVideos(planId: number | undefined) {
  return useQuery({
    queryKey: planVideosQueryKey(planId ?? 0),
    queryFn: ({ signal }) => fetchPlanVideos(planId ?? 0, signal),
    enabled: planId !== undefined,
    staleTime: 0,
  });
}
