import { and, desc, eq, } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { modificationRequests, users } from '../../db/schema/index.ts';
import type { RequestRow, RequestStatus } from './modification-requests.repository.ts';

export interface RequestWithRequester {
  request: RequestRow;
  requester: { id: number; firstName: string | null; lastName: string | null; profileImageUrl: string | null };
}

const requester = { id: users.id, firstName: users.firstName, lastName: users.lastName, profileImageUrl: users.profileImageUrl };

/** Requests with the person who made them. */
export const modificationRequestsQueries = {
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
