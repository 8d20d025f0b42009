import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { difficultyFeedback, userInterests, videoProgress, videos, videoWatchTotals } from '../../db/schema/index.ts';

/** The most recently active videos an insight reads; a learner past this many is judged on their latest ones. */
export const INSIGHT_VIDEOS_MAX = 10_000;

export interface VideoFactsRow {
  videoId: number;
  youtubeId: string;
  title: string;
  category: string;
  currentTime: number | null;
  isCompleted: boolean | null;
  completedAt: Date | null;
  progressUpdatedAt: Date | null;
  watchSeconds: number | null;
  lastWatchedAt: Date | null;
  rating: number | null;
  ratedAt: Date | null;
}

/**
 * The insights read model: one row per video the learner has progress on, watch time on or a rating
 * of, with the video's subject (its category). One statement whatever the history's size: the watch
 * ledger is read through its per-video totals (decision 0033).
 */
export const insightsQueries = {
  async videoFacts(db: DbOrTx, userId: number): Promise<VideoFactsRow[]> {
    const touched = db
      .select({ videoId: videoProgress.videoId })
      .from(videoProgress)
      .where(eq(videoProgress.userId, userId))
      .union(db.select({ videoId: videoWatchTotals.videoId }).from(videoWatchTotals).where(eq(videoWatchTotals.userId, userId)))
      .union(db.select({ videoId: difficultyFeedback.videoId }).from(difficultyFeedback).where(eq(difficultyFeedback.userId, userId)))
      .as('touched');
    const activity = sql`greatest(${videoProgress.updatedAt}, ${videoWatchTotals.lastWatchedAt}, ${difficultyFeedback.updatedAt})`;
    const rows = await db
      .select({
        videoId: videos.id,
        youtubeId: videos.youtubeId,
        title: videos.title,
        category: videos.category,
        currentTime: videoProgress.currentTime,
        isCompleted: videoProgress.isCompleted,
        completedAt: videoProgress.completedAt,
        progressUpdatedAt: videoProgress.updatedAt,
        watchSeconds: videoWatchTotals.seconds,
        lastWatchedAt: videoWatchTotals.lastWatchedAt,
        rating: difficultyFeedback.rating,
        ratedAt: difficultyFeedback.updatedAt,
      })
      .from(touched)
      .innerJoin(videos, eq(videos.id, touched.videoId))
      .leftJoin(videoProgress, and(eq(videoProgress.userId, userId), eq(videoProgress.videoId, touched.videoId)))
      .leftJoin(videoWatchTotals, and(eq(videoWatchTotals.userId, userId), eq(videoWatchTotals.videoId, touched.videoId)))
      .leftJoin(difficultyFeedback, and(eq(difficultyFeedback.userId, userId), eq(difficultyFeedback.videoId, touched.videoId)))
      .where(isNotNull(videos.category))
      .orderBy(desc(activity))
      .limit(INSIGHT_VIDEOS_MAX);
    return rows.flatMap((r) => (r.category === null ? [] : [{ ...r, category: r.category }]));
  },

  /** The learner's chosen interests (subject ids). */
  async interests(db: DbOrTx, userId: number): Promise<string[]> {
    const rows = await db.select({ category: userInterests.category }).from(userInterests).where(eq(userInterests.userId, userId));
    return rows.map((r) => r.category);
  },

  /** The video's subject, or undefined when the video does not exist (null: it has none). */
  async videoSubject(db: DbOrTx, videoId: number): Promise<{ category: string | null } | undefined> {
    const [row] = await db.select({ category: videos.category }).from(videos).where(eq(videos.id, videoId)).limit(1);
    return row;
  },
};
