import { and, count, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { shareEvents } from '../../db/schema/index.ts';

/** The share ledger: one row per plan or group shared by e-mail or to a friend, which the daily cap counts. */
export const sharingRepository = {
  async countSharesSince(db: DbOrTx, userId: number, since: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(shareEvents)
      .where(and(eq(shareEvents.userId, userId), gte(shareEvents.createdAt, since)));
    return row?.n ?? 0;
  },

  async recordShare(db: DbOrTx, values: typeof shareEvents.$inferInsert): Promise<void> {
    await db.insert(shareEvents).values(values);
  },
};
