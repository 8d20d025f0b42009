import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { learningPlans } from '../../db/schema/index.ts';

/** What a group copy copies. */
export const copiesQueries = {
  /** The group's plans to copy, oldest first (so the copies list in the same order as the source). */
  async groupPlanIds(db: DbOrTx, groupId: number, includePrivate: boolean, limit: number): Promise<number[]> {
    const rows = await db
      .select({ id: learningPlans.id })
      .from(learningPlans)
      .where(and(eq(learningPlans.groupId, groupId), includePrivate ? undefined : eq(learningPlans.isPublic, true)))
      .orderBy(asc(learningPlans.createdAt), asc(learningPlans.id))
      .limit(limit);
    return rows.map((r) => r.id);
  },
};
