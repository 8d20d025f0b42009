import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { TranscriptFetchStatus } from '../../db/schema/index.ts';

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
export const videoVisibleSql = (userId: number, videoId: unknown) => sql`(
  exists (select 1 from library_videos l where l.user_id = ${userId} and l.video_id = ${videoId})
  or exists (select 1 from plan_videos pv join learning_plans lp on lp.id = pv.plan_id where pv.video_id = ${videoId} and (lp.owner_id = ${userId} or lp.is_public))
)`;

/** Reads videos, plans and libraries (other modules' tables) to decide what a learner may see. */
export const transcriptsQueries = {
  /** The video, whether the caller may see it, their transcript and the fetch state: one statement. */
  async head(db: DbOrTx, userId: number, youtubeId: string): Promise<TranscriptHead | null> {
    const result = await db.execute<{ id: number; visible: boolean; transcript_id: number | null; language: string | null; user_id: number | null; status: TranscriptFetchStatus | null }>(sql`
      select v.id, (v.facts_source = 'catalog' or ${videoVisibleSql(userId, sql`v.id`)}) as visible,
             t.id as transcript_id, t.language, t.user_id, f.status
      from videos v
      left join lateral (
        select id, language, user_id from transcripts
        where video_id = v.id and (user_id = ${userId} or user_id is null)
        order by user_id nulls last, id limit 1
      ) t on true
      left join transcript_fetches f on f.video_id = v.id
      where v.youtube_id = ${youtubeId}`);
    const row = result.rows[0];
    if (!row) return null;
    return {
      videoId: row.id,
      visible: row.visible === true,
      transcriptId: row.transcript_id,
      language: row.language,
      isUpload: row.user_id !== null,
      fetchStatus: row.status,
    };
  },
};
