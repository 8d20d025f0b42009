import { z } from 'zod';
import { planDetail, planVideoEntry } from './plans.ts';
import { planProgressEntry } from './progress.ts';

/**
 * GET /api/learning-plans/slug/{slug}/page: what the plan page and the player's plan sidebar show,
 * in one answer: the plan (as GET /api/learning-plans/slug/{slug}), its entries in order (as GET
 * /api/learning-plans/{id}/videos) and the caller's progress on each (as GET /api/progress/plan/{id}).
 */
export const planPage = z.object({
  plan: planDetail,
  videos: z.array(planVideoEntry),
  progress: z.array(planProgressEntry),
});
export type PlanPage = z.infer<typeof planPage>;
