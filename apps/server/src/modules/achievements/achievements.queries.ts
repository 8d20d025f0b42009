import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { certificates } from '../../db/schema/index.ts';

export { analyticsQueries } from '../analytics/analytics.queries.ts';

/** Reads of other modules' tables that awards need. */
export const achievementsQueries = {
  /** The certificate the user holds for the plan (made by the certificates module's PlanCompleted subscriber, which runs first). */
  async certificateFor(db: DbOrTx, userId: number, planId: number): Promise<string | undefined> {
    const [row] = await db.select({ id: certificates.id }).from(certificates).where(and(eq(certificates.userId, userId), eq(certificates.planId, planId))).limit(1);
    return row?.id;
  },
};
