import type { PlanDetail } from '@learnstack/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export type { PlanProgressEntry } from '../../plans/api/use-plan-progress.ts';

export const planBySlugKey = (slug: string) => [`/api/learning-plans/slug/${encodeURIComponent(slug)}`] as const;

/**
 * GET /api/learning-plans/slug/{slug} for the player's sidebar: the same query as the plans
 * feature's usePlan (same key), but only asked when the address names a plan.
 */
export function usePlanBySlug(slug: string | null) {
  return useQuery({
    queryKey: planBySlugKey(slug ?? ''),
    queryFn: ({ signal }) => api.get<PlanDetail>(planBySlugKey(slug ?? '')[0], { signal }),
    enabled: Boolean(slug),
  });
}
