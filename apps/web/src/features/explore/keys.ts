/** The explore feature's query keys (see `features/plans/keys.ts` for the pattern). This file imports nothing. */
export const exploreKeys = {
  all: ['explore'] as const,
  /** GET /api/explore/stats. */
  stats: () => [...exploreKeys.all, 'stats'] as const,
  /** Every page of public plans, whatever the search. */
  publicPlans: () => [...exploreKeys.all, 'public-plans'] as const,
  /** GET /api/public-plans?search= (infinite: its pages share the key). */
  publicPlansFor: (search: string) => [...exploreKeys.publicPlans(), search] as const,
  /** GET /api/public-groups?search= (infinite). */
  publicGroupsFor: (search: string) => [...exploreKeys.all, 'public-groups', search] as const,
};
