import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { learningPlans, planVideos, users, videoLabels, videoProgress, videos } from '../../db/schema/index.ts';
import { labelColumns, ownLabel } from '../videos/video-labels.queries.ts';

// A progress save's statements are prepared (here and in progress.repository.ts): the player sends
// one every few seconds, and building and planning them anew cost more than running them.
const saveContext = prepared((db) =>
  db
    .select({ durationSeconds: videos.durationSeconds, timeZone: users.timeZone })
    .from(videos)
    .innerJoin(users, eq(users.id, sql.placeholder('userId')))
    .where(eq(videos.id, sql.placeholder('videoId')))
    .limit(1)
    .prepare('progress_save_context'),
);

const forPlan = prepared((db) =>
  db
    .select({
      videoId: planVideos.videoId,
      isCompleted: sql<boolean>`coalesce(${videoProgress.isCompleted}, false)`.mapWith(Boolean),
      currentTime: sql<number>`coalesce(${videoProgress.currentTime}, 0)`.mapWith(Number),
    })
    .from(planVideos)
    .leftJoin(videoProgress, and(eq(videoProgress.userId, sql.placeholder('userId')), eq(videoProgress.videoId, planVideos.videoId)))
    .where(eq(planVideos.planId, sql.placeholder('planId')))
    .orderBy(asc(planVideos.orderIndex))
    .limit(sql.placeholder('limit'))
    .prepare('progress_for_plan'),
);

/**
 * The progress read model: the user's progress joined with plans, videos and the user's time zone.
 * Continue learning, completed plans and plan progress read here; the coming analytics (days,
 * streaks, weekly windows) belong here too.
 */
export const progressQueries = {
  /** The video's duration and the user's time zone (undefined when the video does not exist). */
  async saveContext(db: DbOrTx, userId: number, videoId: number): Promise<{ durationSeconds: number | null; timeZone: string } | undefined> {
    const [row] = await saveContext(db).execute({ userId, videoId });
    return row;
  },

  /** One entry per video of the plan, in plan order, with the user's progress (zeros when none). */
  forPlan(db: DbOrTx, userId: number, planId: number, limit: number): Promise<{ videoId: number; isCompleted: boolean; currentTime: number }[]> {
    return forPlan(db).execute({ userId, planId, limit });
  },

  /** Counts for one plan, by the user's progress. */
  async planCounts(db: DbOrTx, userId: number, planId: number): Promise<{ videoCount: number; completedCount: number }> {
    const [row] = await db
      .select({ videoCount: count(), completedCount: sql<number>`count(*) filter (where ${videoProgress.isCompleted})` })
      .from(planVideos)
      .leftJoin(videoProgress, and(eq(videoProgress.userId, userId), eq(videoProgress.videoId, planVideos.videoId)))
      .where(eq(planVideos.planId, planId));
    return { videoCount: Number(row?.videoCount ?? 0), completedCount: Number(row?.completedCount ?? 0) };
  },

  /** The user's own plans holding the video whose every video is now complete, in one query. */
  async completedPlansHolding(db: DbOrTx, userId: number, videoId: number) {
    return db
      .select({ id: learningPlans.id, slug: learningPlans.slug, title: learningPlans.title })
      .from(learningPlans)
      .innerJoin(planVideos, eq(planVideos.planId, learningPlans.id))
      .leftJoin(
        videoProgress,
        and(eq(videoProgress.userId, userId), eq(videoProgress.videoId, planVideos.videoId), eq(videoProgress.isCompleted, true)),
      )
      .where(
        and(
          eq(learningPlans.ownerId, userId),
          inArray(learningPlans.id, db.select({ planId: planVideos.planId }).from(planVideos).where(eq(planVideos.videoId, videoId))),
        ),
      )
      .groupBy(learningPlans.id)
      .having(sql`count(*) = count(${videoProgress.videoId})`)
      .orderBy(learningPlans.id);
  },

  /** Most recently updated started-but-unfinished videos, each with one of the user's plans holding it. */
  async continueLearning(db: DbOrTx, userId: number, limit: number) {
    const holder = db
      .select({ slug: learningPlans.slug, title: learningPlans.title })
      .from(planVideos)
      .innerJoin(learningPlans, eq(learningPlans.id, planVideos.planId))
      .where(and(eq(planVideos.videoId, videoProgress.videoId), eq(learningPlans.ownerId, userId)))
      .orderBy(desc(learningPlans.updatedAt))
      .limit(1)
      .as('holder');
    return db
      .select({
        video: videos,
        label: labelColumns,
        currentTime: videoProgress.currentTime,
        updatedAt: videoProgress.updatedAt,
        planSlug: holder.slug,
        planTitle: holder.title,
      })
      .from(videoProgress)
      .innerJoin(videos, eq(videos.id, videoProgress.videoId))
      .leftJoin(videoLabels, ownLabel(userId))
      .leftJoinLateral(holder, sql`true`)
      .where(and(eq(videoProgress.userId, userId), eq(videoProgress.isCompleted, false), gt(videoProgress.currentTime, 0)))
      .orderBy(desc(videoProgress.updatedAt))
      .limit(limit);
  },
};
