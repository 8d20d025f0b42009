import { and, asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { learningPlans, planGroups } from '../../db/schema/index.ts';

/** Group copies: the copy row (one per user and source, plan_groups_owner_source_key) and the plans to copy. */
export const copiesRepository = {
  async findGroupCopy(db: DbOrTx, ownerId: number, sourceGroupId: number): Promise<{ id: number } | undefined> {
    const [row] = await db
      .select({ id: planGroups.id })
      .from(planGroups)
      .where(and(eq(planGroups.ownerId, ownerId), eq(planGroups.sourceGroupId, sourceGroupId)))
      .limit(1);
    return row;
  },

  async countOwnGroups(db: DbOrTx, ownerId: number): Promise<number> {
    const [row] = await db.select({ n: count() }).from(planGroups).where(eq(planGroups.ownerId, ownerId));
    return row?.n ?? 0;
  },

  /** Undefined when the user already holds a copy of this group (the unique key decides). */
  async insertGroupCopy(
    db: DbOrTx,
    values: { ownerId: number; name: string; description: string; color: string; sourceGroupId: number },
  ): Promise<{ id: number } | undefined> {
    const [row] = await db
      .insert(planGroups)
      .values({ ...values, isPublic: false })
      .onConflictDoNothing({ target: [planGroups.ownerId, planGroups.sourceGroupId] })
      .returning({ id: planGroups.id });
    return row;
  },

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
