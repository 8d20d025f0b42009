/** The donations feature's query keys (see `features/plans/keys.ts` for the pattern). This file imports nothing. */
export const donationKeys = {
  all: ['donations'] as const,
  /** The public plan the promotion slot shows this week. */
  planOfTheWeek: () => [...donationKeys.all, 'plan-of-the-week'] as const,
};
