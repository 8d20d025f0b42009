/**
 * The progress feature's query keys (see `features/plans/keys.ts` for the pattern). This file imports
 * nothing. `progressKeys.all` refreshes everything a progress save can change here (analytics,
 * achievements, certificates); the player invalidates it after saves.
 */
export const progressKeys = {
  all: ['progress'] as const,
  /** GET /api/analytics/{weekly|daily|monthly}. */
  analytics: (period: 'weekly' | 'daily' | 'monthly') => [...progressKeys.all, 'analytics', period] as const,
  /** GET /api/user/weekly-goal. */
  weeklyGoal: () => [...progressKeys.all, 'weekly-goal'] as const,
  /** GET /api/achievements. */
  achievements: () => [...progressKeys.all, 'achievements'] as const,
  /** GET /api/achievements/overview. */
  achievementsOverview: () => [...progressKeys.all, 'achievements', 'overview'] as const,
  /** GET /api/certificates/user. */
  certificates: () => [...progressKeys.all, 'certificates'] as const,
  /** GET /api/certificates/verify/{id}: public, kept apart from the user's own data. */
  verification: (certificateId: string) => ['certificate-verification', certificateId] as const,
};
