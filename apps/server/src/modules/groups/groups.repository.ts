import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { learningPlans, planGroups } from '../../db/schema/index.ts';

export type GroupRow = typeof planGroups.$inferSelect;
export type GroupWithCount = GroupRow & { planCount: number };

export const groupsRepository = {
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

  async countOwn(db: DbOrTx, ownerId: number): Promise<number> {
    const [row] = await db.select({ n: count() }).from(planGroups).where(eq(planGroups.ownerId, ownerId));
    return row?.n ?? 0;
  },

  async findOwn(db: DbOrTx, ownerId: number, id: number): Promise<GroupRow | undefined> {
    const [row] = await db
      .select()
      .from(planGroups)
      .where(and(eq(planGroups.id, id), eq(planGroups.ownerId, ownerId)))
      .limit(1);
    return row;
  },

  async insert(db: DbOrTx, values: typeof planGroups.$inferInsert): Promise<GroupRow> {
    const [row] = await db.insert(planGroups).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  /** Its plans become ungrouped through the foreign key (on delete set null). */
  async deleteOwn(db: DbOrTx, ownerId: number, id: number): Promise<boolean> {
    const rows = await db
      .delete(planGroups)
      .where(and(eq(planGroups.id, id), eq(planGroups.ownerId, ownerId)))
      .returning({ id: planGroups.id });
    return rows.length > 0;
  },

  async setVisibility(db: DbOrTx, ownerId: number, id: number, isPublic: boolean): Promise<GroupRow | undefined> {
    const [row] = await db
      .update(planGroups)
      .set({ isPublic, updatedAt: sql`now()` })
      .where(and(eq(planGroups.id, id), eq(planGroups.ownerId, ownerId)))
      .returning();
    return row;
  },

  async planCount(db: DbOrTx, groupId: number): Promise<number> {
    const [row] = await db.select({ n: count() }).from(learningPlans).where(eq(learningPlans.groupId, groupId));
    return row?.n ?? 0;
  },
};
