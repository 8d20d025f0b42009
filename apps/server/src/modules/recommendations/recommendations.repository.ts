import { and, count, desc, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { watchSessions } from '../../db/schema/recommendations.ts';

export interface NewWatchSession {
  userId: number;
  videoKey: string;
  title: string;
  topics: string[];
  watchSeconds: number;
  completed: boolean;
  watchedAt: Date;
}

/** Sessions read for the weights at most: 7 days of heavy watching. */
const WINDOW_ROWS_MAX = 500;

export const recommendationsRepository = {
  /** Stores the new ones; a session already stored (same user, video and moment) is skipped. Answers how many were new. */
  async insertSessions(db: DbOrTx, rows: NewWatchSession[]): Promise<number> {
    if (rows.length === 0) return 0;
    const inserted = await db.insert(watchSessions).values(rows).onConflictDoNothing().returning({ id: watchSessions.id });
    return inserted.length;
  },

  async sessionsSince(db: DbOrTx, userId: number, since: Date) {
    return db
      .select({ videoKey: watchSessions.videoKey, topics: watchSessions.topics, completed: watchSessions.completed, watchedAt: watchSessions.watchedAt })
      .from(watchSessions)
      .where(and(eq(watchSessions.userId, userId), gte(watchSessions.watchedAt, since)))
      .orderBy(desc(watchSessions.watchedAt))
      .limit(WINDOW_ROWS_MAX);
  },

  async sessionCount(db: DbOrTx, userId: number): Promise<number> {
    const [row] = await db.select({ n: count() }).from(watchSessions).where(eq(watchSessions.userId, userId));
    return row?.n ?? 0;
  },
};
