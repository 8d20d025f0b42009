import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { modificationRequests, users } from '../../db/schema/index.ts';

export type RequestRow = typeof modificationRequests.$inferSelect;
export type RequestStatus = RequestRow['status'];
export interface RequestWithRequester {
  request: RequestRow;
  requester: { id: number; firstName: string | null; lastName: string | null; profileImageUrl: string | null };
}

const requester = { id: users.id, firstName: users.firstName, lastName: users.lastName, profileImageUrl: users.profileImageUrl };

/** A plan's pending requests, newest first: read with every view of a plan by its owner. */
const pendingForPlan = prepared((db) =>
  db
    .select({ request: modificationRequests, requester })
    .from(modificationRequests)
    .innerJoin(users, eq(users.id, modificationRequests.requesterId))
    .where(and(eq(modificationRequests.planId, sql.placeholder('planId')), eq(modificationRequests.status, 'pending')))
    .orderBy(desc(modificationRequests.createdAt), desc(modificationRequests.id))
    .limit(sql.placeholder('limit'))
    .prepare('modification_requests_pending_for_plan'),
);

export const modificationRequestsRepository = {
  pendingForPlan(db: DbOrTx, planId: number, limit: number): Promise<RequestWithRequester[]> {
    return pendingForPlan(db).execute({ planId, limit });
  },

  async listForPlan(db: DbOrTx, planId: number, status: RequestStatus | 'all', limit: number): Promise<RequestWithRequester[]> {
    return db
      .select({ request: modificationRequests, requester })
      .from(modificationRequests)
      .innerJoin(users, eq(users.id, modificationRequests.requesterId))
      .where(and(eq(modificationRequests.planId, planId), status === 'all' ? undefined : eq(modificationRequests.status, status)))
      .orderBy(desc(modificationRequests.createdAt), desc(modificationRequests.id))
      .limit(limit);
  },

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

  async requesterOf(db: DbOrTx, userId: number): Promise<RequestWithRequester['requester'] | undefined> {
    const [row] = await db.select(requester).from(users).where(eq(users.id, userId)).limit(1);
    return row;
  },
};
