import type { PlanVideoEntry } from '@learnstack/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { planKeys } from '../keys.ts';

/** GET /api/learning-plans/{id}/videos: the entries in order, each with its video. */
export function fetchPlanVideos(planId: number, signal?: AbortSignal): Promise<PlanVideoEntry[]> {
  return api.get<PlanVideoEntry[]>(`/api/learning-plans/${planId}/videos`, signal ? { signal } : {});
}

/** The videos of any plan by id (the add-video dialog marks those already in it). */
export function usePlanVideos(planId: number, options: { staleTime?: number } = {}) {
  return useQuery({ queryKey: planKeys.videos(planId), queryFn: ({ signal }) => fetchPlanVideos(planId, signal), ...options });
}
