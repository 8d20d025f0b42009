import { count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { learningPlans, planGroups } from '../../db/schema/index.ts';
import type { GroupRow } from './groups.repository.ts';

export type GroupWithCount = GroupRow & { planCount: number };

/** Groups with the number of plans in them (plans are the plans module's). */
export const groupsQueries = {
  /** The owner's groups with their plan counts, in one query. */
  async listOwn(db: DbOrTx, ownerId: number, limit: number): Promise<GroupWithCount[]> {
    const counts = db
      .select({ groupId: learningPlans.groupId, planCount: count().as('plan_count') })
      .from(learningPlans)
      .where(eq(learningPlans.ownerId, ownerId))
      .groupBy(learningPlans.groupId)
      .as('counts');
    const rows = await db
      .select({ group: planGroups, planCount: sql<number>`coalesce(${counts.planCount}, 0)` })
      .from(planGroups)
      .leftJoin(counts, eq(counts.groupId, planGroups.id))
      .where(eq(planGroups.ownerId, ownerId))
      .orderBy(desc(planGroups.createdAt), desc(planGroups.id))
      .limit(limit);
    return rows.map((r) => ({ ...r.group, planCount: Number(r.planCount) }));
  },

  async planCount(db: DbOrTx, groupId: number): Promise<number> {
    const [row] = await db.select({ n: count() }).from(learningPlans).where(eq(learningPlans.groupId, groupId));
    return row?.n ?? 0;
  },
};
