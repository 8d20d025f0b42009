import type { PlanGroup } from '@learnstack/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const PLAN_GROUPS_QUERY_KEY = ['/api/plan-groups'] as const;

/** GET /api/plan-groups: the caller's groups with their plan counts. */
export function usePlanGroups() {
  return useQuery({
    queryKey: PLAN_GROUPS_QUERY_KEY,
    queryFn: ({ signal }) => api.get<PlanGroup[]>('/api/plan-groups', { signal }),
  });
}
