import { ErrorCode } from '@learnstack/contracts';
import type { learningPlans } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/errors.ts';

export type PlanRow = typeof learningPlans.$inferSelect;

export const planNotFound = () => notFound('Plan not found');

/** Another user's public plan is read-only: the 403 carries what the web needs to offer a modification request. */
export function readOnly(plan: PlanRow): AppError {
  return new AppError(403, ErrorCode.PUBLIC_PLAN_READ_ONLY, 'This public plan is read-only. You can request a modification from its owner.', {
    canRequestModification: true,
    planId: plan.id,
    planTitle: plan.title,
  });
}

/** Own plans and public plans are visible; anything else is "not found" so private ids do not leak. */
export function readable<Plan extends Pick<PlanRow, 'ownerId' | 'isPublic'>>(plan: Plan | undefined, userId: number): Plan {
  if (!plan || (plan.ownerId !== userId && !plan.isPublic)) throw planNotFound();
  return plan;
}

/** Only the owner changes a plan: 404 for a private plan of someone else, 403 read-only for a public one. */
export function writable(plan: PlanRow | undefined, userId: number): PlanRow {
  const visible = readable(plan, userId);
  if (visible.ownerId !== userId) throw readOnly(visible);
  return visible;
}
