import { and, desc, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { favoritePlans, favoriteVideos, learningPlans, videoLabels, videos } from '../../db/schema/index.ts';
import { labelColumns, ownLabel } from '../videos/video-labels.queries.ts';

/** A plan the user may see: their own, or a public one (the same rule as plans/plan-access). */
const visibleTo = (userId: number) => or(eq(learningPlans.ownerId, userId), eq(learningPlans.isPublic, true));

/** The favourites lists: each favourite with the video or plan it points at. */
export const favoritesQueries = {
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
};
