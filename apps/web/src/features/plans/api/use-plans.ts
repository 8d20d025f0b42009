import type { PlanSummary } from '@learnstack/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { planKeys } from '../keys.ts';

/** GET /api/learning-plans: the caller's own plans with counts and progress. */
export function fetchPlans(signal?: AbortSignal): Promise<PlanSummary[]> {
  return api.get<PlanSummary[]>('/api/learning-plans', signal ? { signal } : {});
}

export function usePlans() {
  return useQuery({ queryKey: planKeys.list(), queryFn: ({ signal }) => fetchPlans(signal) });
}
