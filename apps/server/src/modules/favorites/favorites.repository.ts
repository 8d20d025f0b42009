import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { favoritePlans, favoriteVideos } from '../../db/schema/index.ts';

/** Favourite videos and plans: one row per user and item (unique keys), inserts and deletes are idempotent. */
export const favoritesRepository = {
  async hasVideo(db: DbOrTx, userId: number, videoId: number): Promise<boolean> {
    const rows = await db
      .select({ id: favoriteVideos.id })
      .from(favoriteVideos)
      .where(and(eq(favoriteVideos.userId, userId), eq(favoriteVideos.videoId, videoId)))
      .limit(1);
    return rows.length > 0;
  },

  async hasPlan(db: DbOrTx, userId: number, planId: number): Promise<boolean> {
    const rows = await db
      .select({ id: favoritePlans.id })
      .from(favoritePlans)
      .where(and(eq(favoritePlans.userId, userId), eq(favoritePlans.planId, planId)))
      .limit(1);
    return rows.length > 0;
  },

  async addVideo(db: DbOrTx, userId: number, videoId: number): Promise<void> {
    await db.insert(favoriteVideos).values({ userId, videoId }).onConflictDoNothing();
  },

  async removeVideo(db: DbOrTx, userId: number, videoId: number): Promise<void> {
    await db.delete(favoriteVideos).where(and(eq(favoriteVideos.userId, userId), eq(favoriteVideos.videoId, videoId)));
  },

  async addPlan(db: DbOrTx, userId: number, planId: number): Promise<void> {
    await db.insert(favoritePlans).values({ userId, planId }).onConflictDoNothing();
  },

  async removePlan(db: DbOrTx, userId: number, planId: number): Promise<void> {
    await db.delete(favoritePlans).where(and(eq(favoritePlans.userId, userId), eq(favoritePlans.planId, planId)));
  },
};
