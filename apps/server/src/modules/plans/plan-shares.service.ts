import type { Db, DbOrTx } from '../../db/client.ts';
import { planNotFound, type PlanRow, writable } from './plan-access.ts';
import { plansRepository } from './plans.repository.ts';

/**
 * The share link and the share and like counters of a plan, kept on the plan's row: the sharing
 * module decides when they change, this module writes them. Each counter moves in one statement that
 * takes the plan row's lock, so concurrent shares and likes keep it exact.
 */
export class PlanSharesService {
  constructor(private readonly db: Db) {}

  /**
   * The owner's plan with its share token, set to `candidate` unless it has one. 404 for another
   * user's private plan, 403 PUBLIC_PLAN_READ_ONLY for another user's public plan.
   */
  async ensureToken(userId: number, planId: number, candidate: string): Promise<{ plan: PlanRow; token: string; shareCount: number }> {
    const plan = writable(await plansRepository.findById(this.db, planId), userId);
    const ensured = await plansRepository.ensureShareToken(this.db, plan.id, candidate);
    if (!ensured) throw planNotFound();
    return { plan, ...ensured };
  }

  /** Owner only; the old link stops working at once. */
  async revokeToken(userId: number, planId: number): Promise<void> {
    const plan = writable(await plansRepository.findById(this.db, planId), userId);
    await plansRepository.clearShareToken(this.db, plan.id);
  }

  /** One more share that reached someone; the new count. */
  countShare(planId: number, db: DbOrTx = this.db): Promise<number> {
    return plansRepository.countShare(db, planId);
  }

  /** The like counter moved by one (never below 0); the new count. */
  addLike(planId: number, delta: 1 | -1, db: DbOrTx = this.db): Promise<number> {
    return plansRepository.addToLikeCount(db, planId, delta);
  }

  likeCount(planId: number, db: DbOrTx = this.db): Promise<number> {
    return plansRepository.likeCount(db, planId);
  }

  /** A liker went away: each plan they liked counts one like fewer. */
  takeOneLikeEach(planIds: number[], db: DbOrTx = this.db): Promise<void> {
    return plansRepository.takeOneLikeEach(db, planIds);
  }
}
