/**
 * The insights feature's query keys (see `features/plans/keys.ts` for the pattern). A rating or a
 * change of progress refreshes everything under `insightKeys.all`. This file imports nothing.
 */
export const insightKeys = {
  all: ['insights'] as const,
  /** GET /api/user/skill-profile. */
  skillProfile: () => [...insightKeys.all, 'skill-profile'] as const,
  /** GET /api/learning/adaptive-insights. */
  adaptive: () => [...insightKeys.all, 'adaptive'] as const,
  /** GET /api/learning/struggle-analysis. */
  struggle: () => [...insightKeys.all, 'struggle'] as const,
};

export const planNoteKeys = {
  all: ['plan-notes'] as const,
  /** GET /api/learning-plans/{id}/notes. */
  plan: (planId: number) => [...planNoteKeys.all, planId] as const,
};
