import { and, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { planGroups } from '../../db/schema/index.ts';

export type GroupRow = typeof planGroups.$inferSelect;

export const groupsRepository = {
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

  /** Sets the share token unless there is one (coalesce, one statement): two concurrent shares agree on one token. */
  async ensureShareToken(db: DbOrTx, groupId: number, candidate: string): Promise<{ token: string; shareCount: number } | undefined> {
    const [row] = await db
      .update(planGroups)
      .set({ shareToken: sql`coalesce(${planGroups.shareToken}, ${candidate})` })
      .where(eq(planGroups.id, groupId))
      .returning({ token: sql<string>`${planGroups.shareToken}`, shareCount: planGroups.shareCount });
    return row;
  },

  async clearShareToken(db: DbOrTx, groupId: number): Promise<void> {
    await db.update(planGroups).set({ shareToken: null }).where(eq(planGroups.id, groupId));
  },

  async countShare(db: DbOrTx, groupId: number): Promise<number> {
    const [row] = await db
      .update(planGroups)
      .set({ shareCount: sql`${planGroups.shareCount} + 1` })
      .where(eq(planGroups.id, groupId))
      .returning({ shareCount: planGroups.shareCount });
    return row?.shareCount ?? 0;
  },

  /** The owner's copy of a group (one per user and source, plan_groups_owner_source_key). */
  async findCopy(db: DbOrTx, ownerId: number, sourceGroupId: number): Promise<{ id: number } | undefined> {
    const [row] = await db
      .select({ id: planGroups.id })
      .from(planGroups)
      .where(and(eq(planGroups.ownerId, ownerId), eq(planGroups.sourceGroupId, sourceGroupId)))
      .limit(1);
    return row;
  },

  /** Undefined when the user already holds a copy of this group (the unique key decides). */
  async insertCopy(
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
};
