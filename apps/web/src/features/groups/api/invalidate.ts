import type { QueryClient } from '@tanstack/react-query';
import { planKeys } from '../../plans/keys.ts';
import { groupKeys } from '../keys.ts';

/** Groups and plans change together (plan counts, group badges, plans moved to ungrouped). */
export function invalidateGroupQueries(queryClient: QueryClient): Promise<void> {
  return Promise.all([queryClient.invalidateQueries({ queryKey: groupKeys.all }), queryClient.invalidateQueries({ queryKey: planKeys.all })]).then(() => undefined);
}
