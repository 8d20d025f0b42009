import type { PlanGroup } from '@learnstack/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { groupKeys } from '../keys.ts';

/** GET /api/plan-groups: the caller's groups with their plan counts. */
export function usePlanGroups() {
  return useQuery({
    queryKey: groupKeys.list(),
    queryFn: ({ signal }) => api.get<PlanGroup[]>('/api/plan-groups', { signal }),
  });
}
