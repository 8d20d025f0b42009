import { and, desc, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { favoritePlans, favoriteVideos, learningPlans, videoLabels, videos } from '../../db/schema/index.ts';
import { labelColumns, ownLabel } from '../videos/video-labels.ts';

/** A plan the user may see: their own, or a public one (the same rule as plans/plan-access). */
const visibleTo = (userId: number) => or(eq(learningPlans.ownerId, userId), eq(learningPlans.isPublic, true));

/** Favourite videos and plans: one row per user and item (unique keys), inserts and deletes are idempotent. */
export const favoritesRepository = {
  async listVideos(db: DbOrTx, userId: number, limit: number) {
    return db
      .select({ id: favoriteVideos.id, videoId: favoriteVideos.videoId, createdAt: favoriteVideos.createdAt, video: videos, label: labelColumns })
      .from(favoriteVideos)
      .innerJoin(videos, eq(videos.id, favoriteVideos.videoId))
      .leftJoin(videoLabels, ownLabel(userId))
      .where(eq(favoriteVideos.userId, userId))
      .orderBy(desc(favoriteVideos.createdAt), desc(favoriteVideos.id))
      .limit(limit);
  },

  /** Plans that became private to this user drop out here, before the limit. */
  async listPlans(db: DbOrTx, userId: number, limit: number) {
    return db
      .select({
        id: favoritePlans.id,
        planId: favoritePlans.planId,
        createdAt: favoritePlans.createdAt,
        plan: {
          id: learningPlans.id,
          title: learningPlans.title,
          description: learningPlans.description,
          slug: learningPlans.slug,
          isPublic: learningPlans.isPublic,
          ownerId: learningPlans.ownerId,
        },
      })
      .from(favoritePlans)
      .innerJoin(learningPlans, eq(learningPlans.id, favoritePlans.planId))
      .where(and(eq(favoritePlans.userId, userId), visibleTo(userId)))
      .orderBy(desc(favoritePlans.createdAt), desc(favoritePlans.id))
      .limit(limit);
  },

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
