import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { modificationRequests, users } from '../../db/schema/index.ts';
import type { RequestRow, RequestStatus } from './modification-requests.repository.ts';

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

/** Requests with the person who made them. */
export const modificationRequestsQueries = {
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

  async requesterOf(db: DbOrTx, userId: number): Promise<RequestWithRequester['requester'] | undefined> {
    const [row] = await db.select(requester).from(users).where(eq(users.id, userId)).limit(1);
    return row;
  },
};
