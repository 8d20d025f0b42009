import type { PlanPage } from '@learnstack/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, EARLY_READ_MS, takeEarlyData } from '../../../lib/api.ts';
import { planKeys } from '../keys.ts';

const planPagePath = (slug: string) => `/api/learning-plans/slug/${encodeURIComponent(slug)}/page`;

/** GET /api/learning-plans/slug/{slug}/page: the plan, its videos in order and the caller's progress on each, in one request. */
export function fetchPlanPage(slug: string, signal?: AbortSignal): Promise<PlanPage> {
  return api.get<PlanPage>(planPagePath(slug), signal ? { signal } : {});
}


/** The plan page and the player's plan sidebar; `null` asks nothing (the player without a plan). */
export function usePlanPage(slug: string | null) {
  return useQuery({
    queryKey: planKeys.page(slug ?? ''),
    queryFn: ({ signal }) => fetchPlanPage(slug ?? '', signal),
    enabled: Boolean(slug),
    // The boot script's read of this page when the app opened on it (build/boot.js), so that the
    // first render shows the plan.
    initialData: () => (slug ? takeEarlyData<PlanPage>(planPagePath(slug)) : undefined),
    // Progress moves while the learner watches elsewhere: always ask again when a page opens, except
    // for the boot script's reply (dataUpdateCount 0), read with this very page a moment ago.
    staleTime: (query) => (query.state.dataUpdateCount === 0 && query.state.data !== undefined ? EARLY_READ_MS : 0),
  });
}
