import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { difficultyFeedback, userInterests, videoProgress, videos, videoWatchTotals } from '../../db/schema/index.ts';

/** The most recently active videos an insight reads; a learner past this many is judged on their latest ones. */
export const INSIGHT_VIDEOS_MAX = 10_000;

/** One video the learner touched; times are epoch milliseconds (no Date per cell: the rows are many). */
export interface VideoFactsRow {
  videoId: number;
  youtubeId: string;
  title: string;
  category: string;
  currentTime: number | null;
  isCompleted: boolean | null;
  completedAt: number | null;
  progressUpdatedAt: number | null;
  watchSeconds: number | null;
  lastWatchedAt: number | null;
  rating: number | null;
  ratedAt: number | null;
}

const ms = (column: unknown) => sql`(extract(epoch from ${column}) * 1000)::float8`;

/**
 * Every video with a progress row (a save made it; watch time is only ever credited by a save, so
 * a watch total always has one), with its watch total and rating, newest first through
 * (user_id, updated_at); then the videos only rated. Every video has a subject (decision 0033,
 * amended); a row without one could only come from a direct write and is skipped.
 */
function factsStatement(userId: number) {
  return sql`
    (select ${videoProgress.videoId} as "videoId", ${videos.youtubeId} as "youtubeId", ${videos.title} as "title", ${videos.category} as "category",
            ${videoProgress.currentTime} as "currentTime", ${videoProgress.isCompleted} as "isCompleted",
            ${ms(videoProgress.completedAt)} as "completedAt", ${ms(videoProgress.updatedAt)} as "progressUpdatedAt",
            ${videoWatchTotals.seconds} as "watchSeconds", ${ms(videoWatchTotals.lastWatchedAt)} as "lastWatchedAt",
            ${difficultyFeedback.rating} as "rating", ${ms(difficultyFeedback.updatedAt)} as "ratedAt"
       from ${videoProgress}
       join ${videos} on ${videos.id} = ${videoProgress.videoId}
       left join ${videoWatchTotals} on ${videoWatchTotals.userId} = ${videoProgress.userId} and ${videoWatchTotals.videoId} = ${videoProgress.videoId}
       left join ${difficultyFeedback} on ${difficultyFeedback.userId} = ${videoProgress.userId} and ${difficultyFeedback.videoId} = ${videoProgress.videoId}
      where ${videoProgress.userId} = ${userId} and ${videos.category} is not null
      order by ${videoProgress.updatedAt} desc
      limit ${INSIGHT_VIDEOS_MAX})
    union all
    (select ${difficultyFeedback.videoId}, ${videos.youtubeId}, ${videos.title}, ${videos.category}, null, null, null, null, null, null,
            ${difficultyFeedback.rating}, ${ms(difficultyFeedback.updatedAt)}
       from ${difficultyFeedback}
       join ${videos} on ${videos.id} = ${difficultyFeedback.videoId}
      where ${difficultyFeedback.userId} = ${userId} and ${videos.category} is not null
        and not exists (select 1 from ${videoProgress} where ${videoProgress.userId} = ${userId} and ${videoProgress.videoId} = ${difficultyFeedback.videoId})
      order by ${difficultyFeedback.updatedAt} desc
      limit ${INSIGHT_VIDEOS_MAX})`;
}

/**
 * The insights read model: one row per video the learner has progress on or a rating of, with its
 * subject (the video's category) and watch total. One statement whatever the history's size: the
 * watch ledger is read through its per-video totals (decision 0033).
 */
export const insightsQueries = {
  /** The statement (the benchmark explains it). */
  videoFactsStatement: factsStatement,

  async videoFacts(db: DbOrTx, userId: number): Promise<VideoFactsRow[]> {
    const result = await db.execute<Record<string, unknown>>(factsStatement(userId));
    return result.rows as unknown as VideoFactsRow[];
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
