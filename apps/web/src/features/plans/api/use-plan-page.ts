import type { PlanPage } from '@learnstack/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { planKeys } from '../keys.ts';

/** GET /api/learning-plans/slug/{slug}/page: the plan, its videos in order and the caller's progress on each, in one request. */
export function fetchPlanPage(slug: string, signal?: AbortSignal): Promise<PlanPage> {
  return api.get<PlanPage>(`/api/learning-plans/slug/${encodeURIComponent(slug)}/page`, signal ? { signal } : {});
}

/** The plan page and the player's plan sidebar; `null` asks nothing (the player without a plan). */
export function usePlanPage(slug: string | null) {
  return useQuery({
    queryKey: planKeys.page(slug ?? ''),
    queryFn: ({ signal }) => fetchPlanPage(slug ?? '', signal),
    enabled: Boolean(slug),
    // Progress moves while the learner watches elsewhere: always ask again when a page opens.
    staleTime: 0,
  });
}
