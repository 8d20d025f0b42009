import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { planLikes } from '../../db/schema/index.ts';

/** One like per user and plan (primary key); the plan's counter is moved by the plans module in the same transaction. */
export const likesRepository = {
  /** True when this call made the like. */
  async insert(db: DbOrTx, userId: number, planId: number): Promise<boolean> {
    const inserted = await db.insert(planLikes).values({ userId, planId }).onConflictDoNothing().returning({ planId: planLikes.planId });
    return inserted.length > 0;
  },

  /** True when there was a like to remove. */
  async delete(db: DbOrTx, userId: number, planId: number): Promise<boolean> {
    const deleted = await db
      .delete(planLikes)
      .where(and(eq(planLikes.userId, userId), eq(planLikes.planId, planId)))
      .returning({ planId: planLikes.planId });
    return deleted.length > 0;
  },

  async likedPlanIds(db: DbOrTx, userId: number): Promise<number[]> {
    const rows = await db.select({ planId: planLikes.planId }).from(planLikes).where(eq(planLikes.userId, userId));
    return rows.map((r) => r.planId);
  },
};
