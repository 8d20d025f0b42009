import type { PlanSummary } from '@learnstack/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const PLANS_QUERY_KEY = ['/api/learning-plans'] as const;

/** GET /api/learning-plans: the caller's own plans with counts and progress. */
export function fetchPlans(signal?: AbortSignal): Promise<PlanSummary[]> {
  return api.get<PlanSummary[]>('/api/learning-plans', signal ? { signal } : {});
}

export function usePlans() {
  return useQuery({ queryKey: PLANS_QUERY_KEY, queryFn: ({ signal }) => fetchPlans(signal) });
}
