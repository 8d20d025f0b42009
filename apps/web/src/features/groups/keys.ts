/**
 * The groups feature's query keys (see `features/plans/keys.ts` for the pattern): every key starts
 * with `groupKeys.all`. This file imports nothing, so any feature may import it.
 */
export const groupKeys = {
  all: ['groups'] as const,
  /** GET /api/plan-groups: the caller's groups with their plan counts. */
  list: () => [...groupKeys.all, 'list'] as const,
};
