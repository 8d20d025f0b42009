import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { type TranscriptFetchStatus, transcriptFetches, transcripts, videos } from '../../db/schema/index.ts';

export interface TranscriptHead {
  videoId: number;
  /** Whether the caller may see the video: in a plan of theirs or a public plan, in their library, or the catalog's. */
  visible: boolean;
  /** The transcript the caller gets (their upload, else YouTube's), or null. */
  transcriptId: number | null;
  language: string | null;
  isUpload: boolean;
  fetchStatus: TranscriptFetchStatus | null;
}

/**
 * Whether a user may see a video (decision 0049): it is in one of their plans or a public plan, in
 * their library, or in the catalog everyone browses. Never another user's private plan alone.
 */
export const videoVisibleSql = (userId: unknown, videoId: unknown) => sql`(
  exists (select 1 from library_videos l where l.user_id = ${userId} and l.video_id = ${videoId})
  or exists (select 1 from plan_videos pv join learning_plans lp on lp.id = pv.plan_id where pv.video_id = ${videoId} and (lp.owner_id = ${userId} or lp.is_public))
)`;

/**
 * The video, whether the caller may see it, their transcript and the fetch state: one statement, the
 * first of every transcript read. A named prepared statement: planning it took ten times as long as
 * running it (1.1 ms against 0.09 ms at a community's volume, decision 0049).
 */
const headQuery = prepared((db) => {
  const userId = sql.placeholder('userId');
  const chosen = db
    .select({ id: transcripts.id, language: transcripts.language, userId: transcripts.userId })
    .from(transcripts)
    .where(and(eq(transcripts.videoId, videos.id), or(eq(transcripts.userId, userId), isNull(transcripts.userId))))
    .orderBy(sql`${transcripts.userId} nulls last`, transcripts.id)
    .limit(1)
    .as('t');
  return db
    .select({
      id: videos.id,
      visible: sql<boolean>`(${videos.factsSource} = 'catalog' or ${videoVisibleSql(userId, videos.id)})`,
      transcriptId: chosen.id,
      language: chosen.language,
      uploadedBy: chosen.userId,
      status: transcriptFetches.status,
    })
    .from(videos)
    .leftJoinLateral(chosen, sql`true`)
    .leftJoin(transcriptFetches, eq(transcriptFetches.videoId, videos.id))
    .where(eq(videos.youtubeId, sql.placeholder('youtubeId')))
    .prepare('transcript_head');
});

/** Reads videos, plans and libraries (other modules' tables) to decide what a learner may see. */
export const transcriptsQueries = {
  async head(db: DbOrTx, userId: number, youtubeId: string): Promise<TranscriptHead | null> {
    const [row] = await headQuery(db).execute({ userId, youtubeId });
    if (!row) return null;
    return {
      videoId: row.id,
      visible: row.visible === true,
      transcriptId: row.transcriptId,
      language: row.language,
      isUpload: row.uploadedBy !== null,
      fetchStatus: row.status,
    };
  },
};
