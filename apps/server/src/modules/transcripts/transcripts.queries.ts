import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { executeNamed } from '../../db/prepared.ts';
import { TRANSCRIPT_FETCH_STATUSES, type TranscriptFetchStatus } from '../../db/schema/index.ts';
import type { SessionCompanion } from '../../http/session.ts';

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
 * The video, whether the caller may see it, their transcript and the fetch state, as one json value
 * (null: no such video): the first read of every transcript request. The transcript read runs it in
 * the session's statement (`transcriptHeadWithSession`); the upload and its deletion on its own.
 */
export const transcriptHeadSql = (userId: SQL, youtubeId: SQL) => sql`select json_build_object(
    'videoId', v.id,
    'visible', (v.facts_source = 'catalog' or ${videoVisibleSql(userId, sql`v.id`)}),
    'transcriptId', t.id,
    'language', t.language,
    'isUpload', t.user_id is not null,
    'fetchStatus', f.status)
  from videos v
  left join lateral (
    select tr.id, tr.language, tr.user_id from transcripts tr
    where tr.video_id = v.id and (tr.user_id = ${userId} or tr.user_id is null)
    order by tr.user_id nulls last, tr.id limit 1
  ) t on true
  left join transcript_fetches f on f.video_id = v.id
  where v.youtube_id = ${youtubeId}`;

/** The head, read with the session (config `sessionWith`): one round trip for a transcript read. */
export const transcriptHeadWithSession: SessionCompanion = { name: 'transcript_head', param: 'youtubeId', select: transcriptHeadSql };

const headShape = z.object({
  videoId: z.number().int(),
  visible: z.boolean(),
  transcriptId: z.number().int().nullable(),
  language: z.string().nullable(),
  isUpload: z.boolean(),
  fetchStatus: z.enum(TRANSCRIPT_FETCH_STATUSES).nullable(),
});

/** The head's json, as the statement answered it (null: no such video). */
export const parseTranscriptHead = (value: unknown): TranscriptHead | null => (value === null || value === undefined ? null : headShape.parse(value));

/** Reads videos, plans and libraries (other modules' tables) to decide what a learner may see. */
export const transcriptsQueries = {
  async head(db: DbOrTx, userId: number, youtubeId: string): Promise<TranscriptHead | null> {
    const [row] = await executeNamed<{ head: unknown }>(db, 'transcript_head', sql`select (${transcriptHeadSql(sql`${userId}::int`, sql`${youtubeId}::text`)}) as head`);
    return parseTranscriptHead(row?.head);
  },
};
