import { and, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { modificationRequests } from '../../db/schema/index.ts';

export type RequestRow = typeof modificationRequests.$inferSelect;
export type RequestStatus = RequestRow['status'];
export const modificationRequestsRepository = {
  async countPending(db: DbOrTx, planId: number, requesterId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(modificationRequests)
      .where(and(eq(modificationRequests.planId, planId), eq(modificationRequests.requesterId, requesterId), eq(modificationRequests.status, 'pending')));
    return row?.n ?? 0;
  },

  async insert(db: DbOrTx, values: typeof modificationRequests.$inferInsert): Promise<RequestRow> {
    const [row] = await db.insert(modificationRequests).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  /** The request locked until the transaction ends, so two decisions on it cannot both apply. */
  async lock(db: DbOrTx, id: number): Promise<RequestRow | undefined> {
    const [row] = await db.select().from(modificationRequests).where(eq(modificationRequests.id, id)).limit(1).for('update');
    return row;
  },

  async decide(db: DbOrTx, id: number, status: 'approved' | 'declined'): Promise<RequestRow> {
    const [row] = await db.update(modificationRequests).set({ status, decidedAt: sql`now()` }).where(eq(modificationRequests.id, id)).returning();
    if (!row) throw new Error('update returned no row');
    return row;
  },
};
