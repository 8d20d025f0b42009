import type { QueryClient } from '@tanstack/react-query';

/** Groups and plans change together (plan counts, group badges, plans moved to ungrouped). */
export function invalidateGroupQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const path = query.queryKey[0];
      return typeof path === 'string' && (path.startsWith('/api/plan-groups') || path.startsWith('/api/learning-plans'));
    },
  });
}
