/** The recommendations feature's query keys (see `features/plans/keys.ts` for the pattern). This file imports nothing. */
export const recommendationKeys = {
  /** Saving interests or syncing watch sessions refreshes everything under it. */
  all: ['recommendations'] as const,
  /** GET /api/recommendations. */
  list: () => [...recommendationKeys.all, 'list'] as const,
};
