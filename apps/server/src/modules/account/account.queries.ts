import { asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { friendships, learningPlans, planVideos, users, videoLabels, videoProgress, videos } from '../../db/schema/index.ts';
import { labelColumns, ownLabel } from '../videos/video-labels.queries.ts';

/** Read models of the account area: viewing history and the export's joined sections. */
export const accountQueries = {
  /** The user's most recently watched videos, newest first (index video_progress_user_updated_idx). */
  async viewingHistory(db: DbOrTx, userId: number, limit: number) {
    return db
      .select({ video: videos, label: labelColumns, lastWatched: videoProgress.updatedAt, isCompleted: videoProgress.isCompleted, currentTime: videoProgress.currentTime })
      .from(videoProgress)
      .innerJoin(videos, eq(videos.id, videoProgress.videoId))
      .leftJoin(videoLabels, ownLabel(userId))
      .where(eq(videoProgress.userId, userId))
      .orderBy(desc(videoProgress.updatedAt), desc(videoProgress.videoId))
      .limit(limit);
  },

  /** The videos of each of the user's own plans, in plan order: the export's readable plan contents. */
  async ownPlanVideos(db: DbOrTx, userId: number) {
    const plans = await db.select({ id: learningPlans.id }).from(learningPlans).where(eq(learningPlans.ownerId, userId));
    if (plans.length === 0) return [];
    return db
      .select({ planId: planVideos.planId, orderIndex: planVideos.orderIndex, youtubeId: videos.youtubeId, title: videos.title, addedAt: planVideos.addedAt })
      .from(planVideos)
      .innerJoin(videos, eq(videos.id, planVideos.videoId))
      .where(inArray(planVideos.planId, plans.map((p) => p.id)))
      .orderBy(asc(planVideos.planId), asc(planVideos.orderIndex));
  },

  /** The user's friends by name only (the export never gives another person's e-mail). */
  async friendNames(db: DbOrTx, userId: number) {
    return db
      .select({ firstName: users.firstName, lastName: users.lastName, since: friendships.createdAt })
      .from(friendships)
      .innerJoin(users, sql`${users.id} = case when ${friendships.userA} = ${userId} then ${friendships.userB} else ${friendships.userA} end`)
      .where(or(eq(friendships.userA, userId), eq(friendships.userB, userId)))
      .orderBy(asc(friendships.createdAt));
  },
};
