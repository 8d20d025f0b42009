/**
 * The plans feature's query keys: every key starts with `planKeys.all`, so
 * `invalidateQueries({ queryKey: planKeys.all })` refreshes all that a change of plans, their
 * videos or progress can alter. Other features import this file (it imports nothing, so it can
 * sit in no import cycle) to refresh plans after writes of their own.
 */
export const planKeys = {
  all: ['plans'] as const,
  /** GET /api/learning-plans: the caller's plans. */
  list: () => [...planKeys.all, 'list'] as const,
  /** GET /api/learning-plans/slug/{slug}/page: a plan with its videos and the caller's progress. */
  page: (slug: string) => [...planKeys.all, 'page', slug] as const,
  /** GET /api/learning-plans/{id}/videos. */
  videos: (planId: number) => [...planKeys.all, 'videos', planId] as const,
  /** GET /api/continue-learning. */
  continueLearning: () => [...planKeys.all, 'continue-learning'] as const,
};
