import type { PlanDetail } from '@learnstack/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const planQueryKey = (slug: string) => [`/api/learning-plans/slug/${encodeURIComponent(slug)}`] as const;

/** GET /api/learning-plans/slug/{slug}: the plan with author, permissions and (owner) pending requests. */
export function fetchPlan(slug: string, signal?: AbortSignal): Promise<PlanDetail> {
  return api.get<PlanDetail>(planQueryKey(slug)[0], signal ? { signal } : {});
}

export function usePlan(slug: string) {
  return useQuery({ queryKey: planQueryKey(slug), queryFn: ({ signal }) => fetchPlan(slug, signal), staleTime: 0 });
}
