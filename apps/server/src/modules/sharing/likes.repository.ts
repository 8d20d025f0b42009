import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { learningPlans, planLikes } from '../../db/schema/index.ts';

/**
 * One like per user and plan (primary key). The counter moves only when the insert or delete
 * happened, in the same transaction, and the update takes the plan row's lock: many users liking
 * at once queue on that row and the count stays exact.
 */
export const likesRepository = {
  async like(db: DbOrTx, userId: number, planId: number): Promise<number> {
    const inserted = await db.insert(planLikes).values({ userId, planId }).onConflictDoNothing().returning({ planId: planLikes.planId });
    return inserted.length > 0 ? this.addToCount(db, planId, 1) : this.count(db, planId);
  },

  async unlike(db: DbOrTx, userId: number, planId: number): Promise<number> {
    const deleted = await db
      .delete(planLikes)
      .where(and(eq(planLikes.userId, userId), eq(planLikes.planId, planId)))
      .returning({ planId: planLikes.planId });
    return deleted.length > 0 ? this.addToCount(db, planId, -1) : this.count(db, planId);
  },

  async addToCount(db: DbOrTx, planId: number, delta: 1 | -1): Promise<number> {
    const [row] = await db
      .update(learningPlans)
      .set({ likeCount: sql`greatest(${learningPlans.likeCount} + ${delta}, 0)` })
      .where(eq(learningPlans.id, planId))
      .returning({ likeCount: learningPlans.likeCount });
    return row?.likeCount ?? 0;
  },

  async count(db: DbOrTx, planId: number): Promise<number> {
    const [row] = await db.select({ likeCount: learningPlans.likeCount }).from(learningPlans).where(eq(learningPlans.id, planId)).limit(1);
    return row?.likeCount ?? 0;
  },
};
