import type { QueryClient } from '@tanstack/react-query';
import { groupKeys } from '../../groups/keys.ts';
import { planKeys } from '../keys.ts';

/**
 * After any change to plans, their videos or the progress on them: every plan query (lists,
 * pages, videos, continue learning) and the groups, whose cards count their plans.
 */
export function invalidatePlanData(queryClient: QueryClient): Promise<void> {
  return Promise.all([queryClient.invalidateQueries({ queryKey: planKeys.all }), queryClient.invalidateQueries({ queryKey: groupKeys.all })]).then(() => undefined);
}
