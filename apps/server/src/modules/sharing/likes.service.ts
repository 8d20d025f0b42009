import type { LikeReply } from '@learnstack/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest } from '../../http/errors.ts';
import { planNotFound } from '../plans/plan-access.ts';
import type { PlanSharesService } from '../plans/plan-shares.service.ts';
import type { PlansService } from '../plans/plans.service.ts';
import { likesRepository as repo } from './likes.repository.ts';

function isForeignKeyViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

/** Likes of public plans: one per user and plan, the plan's like_count kept exact. */
export class LikesService {
  constructor(
    private readonly db: Db,
    private readonly plans: PlansService,
    private readonly planShares: PlanSharesService,
  ) {}

  /** Idempotent. Another user's private plan answers 404; the owner's own private plan 400. */
  async like(userId: number, planId: number): Promise<LikeReply> {
    const plan = await this.plans.requireReadable(userId, planId);
    if (!plan.isPublic) throw badRequest('Only public plans can be liked');
    try {
      const likeCount = await this.db.transaction(async (tx) =>
        (await repo.insert(tx, userId, plan.id)) ? this.planShares.addLike(plan.id, 1, tx) : this.planShares.likeCount(plan.id, tx),
      );
      return { liked: true, likeCount };
    } catch (err) {
      // The plan was deleted between the check and the insert (foreign key violation).
      if (isForeignKeyViolation(err)) throw planNotFound();
      throw err;
    }
  }

  /** Idempotent; also allowed on the owner's plan after it became private. */
  async unlike(userId: number, planId: number): Promise<LikeReply> {
    const plan = await this.plans.requireReadable(userId, planId);
    const likeCount = await this.db.transaction(async (tx) =>
      (await repo.delete(tx, userId, plan.id)) ? this.planShares.addLike(plan.id, -1, tx) : this.planShares.likeCount(plan.id, tx),
    );
    return { liked: false, likeCount };
  }

  /** In the account deletion's transaction, before the user's likes go with their row: each plan they liked counts one like fewer. */
  async onUserDeleted(userId: number, tx: Tx): Promise<void> {
    await this.planShares.takeOneLikeEach(await repo.likedPlanIds(tx, userId), tx);
  }
}
