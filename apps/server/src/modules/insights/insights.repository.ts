import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { difficultyFeedback, videoWatchTotals } from '../../db/schema/index.ts';

/** Difficulty ratings and the per-video watch totals. */
export const insightsRepository = {
  /** One rating per user and video: a new one replaces the old. */
  async rate(db: DbOrTx, values: { userId: number; videoId: number; rating: number; at: Date }): Promise<void> {
    const { at, ...fields } = values;
    await db
      .insert(difficultyFeedback)
      .values({ ...fields, createdAt: at, updatedAt: at })
      .onConflictDoUpdate({ target: [difficultyFeedback.userId, difficultyFeedback.videoId], set: { rating: fields.rating, updatedAt: at } });
  },

  /** Adds credited seconds to the video's total (inside the crediting save's transaction). */
  async addWatchTime(db: DbOrTx, values: { userId: number; videoId: number; seconds: number; at: Date }): Promise<void> {
    await db
      .insert(videoWatchTotals)
      .values({ userId: values.userId, videoId: values.videoId, seconds: values.seconds, lastWatchedAt: values.at })
      .onConflictDoUpdate({
        target: [videoWatchTotals.userId, videoWatchTotals.videoId],
        set: { seconds: sql`${videoWatchTotals.seconds} + excluded.seconds`, lastWatchedAt: sql`greatest(${videoWatchTotals.lastWatchedAt}, excluded.last_watched_at)` },
      });
  },
};
