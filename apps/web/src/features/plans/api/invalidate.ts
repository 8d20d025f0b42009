import type { QueryClient } from '@tanstack/react-query';

/** Every query whose key (its API path) starts with one of these prefixes. */
function byPrefix(prefixes: string[]) {
  return (query: { queryKey: readonly unknown[] }) => {
    const path = query.queryKey[0];
    return typeof path === 'string' && prefixes.some((p) => path === p || path.startsWith(`${p}/`));
  };
}

/**
 * After any change to plans: the list, every plan detail and video list, the groups (their plan
 * counts) and the dashboard's continue-learning list.
 */
export function invalidatePlanQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: byPrefix(['/api/learning-plans', '/api/plan-groups', '/api/continue-learning']) });
}

/** After a change of progress or of the videos of a plan: the progress lists too. */
export function invalidatePlanAndProgressQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: byPrefix(['/api/learning-plans', '/api/plan-groups', '/api/continue-learning', '/api/progress/plan']),
  });
}
