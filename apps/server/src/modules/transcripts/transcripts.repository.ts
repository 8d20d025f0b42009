import type { TranscriptSegment } from '@learnstack/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type TranscriptFetchStatus, transcriptFetches, transcriptSegments, transcripts } from '../../db/schema/index.ts';

/** Rows per insert of segments: well under PostgreSQL's 65,535 parameters (4 a row). */
const SEGMENT_BATCH = 5_000;

export type FetchRow = typeof transcriptFetches.$inferSelect;

/** The transcripts module's tables: transcripts, their segments, the fetch state, the word list. */
export const transcriptsRepository = {
  /**
   * Claims the first fetch of a video's YouTube transcript, or a later one once its time has come:
   * returns true for the one caller that must run it (concurrent page views and instances start it once).
   */
  async claimFetch(db: DbOrTx, videoId: number, now: Date, staleBefore: Date): Promise<boolean> {
    const claimed = await db
      .insert(transcriptFetches)
      .values({ videoId, status: 'pending', updatedAt: now })
      .onConflictDoUpdate({
        target: transcriptFetches.videoId,
        set: { status: 'pending', updatedAt: now },
        // Retried when its time has come, or when a fetch stopped without saying how it ended (an instance went away).
        setWhere: sql`(${transcriptFetches.status} in ('none', 'failed') and ${transcriptFetches.nextAttemptAt} <= ${now})
          or (${transcriptFetches.status} = 'pending' and ${transcriptFetches.updatedAt} < ${staleBefore})`,
      })
      .returning({ videoId: transcriptFetches.videoId });
    return claimed.length > 0;
  },

  async finishFetch(db: DbOrTx, videoId: number, status: Exclude<TranscriptFetchStatus, 'pending'>, now: Date, nextAttemptAt: Date | null): Promise<void> {
    await db
      .update(transcriptFetches)
      .set({
        status,
        nextAttemptAt,
        updatedAt: now,
        // Attempts count the failures in a row; the backoff grows with them.
        attempts: status === 'failed' ? sql`least(${transcriptFetches.attempts} + 1, 30)` : 0,
      })
      .where(eq(transcriptFetches.videoId, videoId));
  },

  async fetchOf(db: DbOrTx, videoId: number): Promise<FetchRow | undefined> {
    const [row] = await db.select().from(transcriptFetches).where(eq(transcriptFetches.videoId, videoId)).limit(1);
    return row;
  },

  /**
   * Stores a transcript with its segments and adds its words to the vocabulary: called inside one
   * transaction, so a failure part way leaves nothing. An existing transcript for the same owner,
   * video (and language, for YouTube's) is replaced.
   */
  async store(
    tx: DbOrTx,
    input: { videoId: number; userId: number | null; language: string; format: 'vtt' | 'srt' | null; content: string | null; segments: TranscriptSegment[]; now: Date },
  ): Promise<number> {
    const { videoId, userId, language, segments } = input;
    await tx
      .delete(transcripts)
      .where(userId === null ? and(eq(transcripts.videoId, videoId), sql`${transcripts.userId} is null`, eq(transcripts.language, language)) : and(eq(transcripts.videoId, videoId), eq(transcripts.userId, userId)));
    const [row] = await tx
      .insert(transcripts)
      .values({ videoId, userId, language, segmentCount: segments.length, format: input.format, content: input.content, createdAt: input.now })
      .returning({ id: transcripts.id });
    if (!row) throw new Error('transcript insert returned no row');
    for (let i = 0; i < segments.length; i += SEGMENT_BATCH) {
      await tx.insert(transcriptSegments).values(
        segments.slice(i, i + SEGMENT_BATCH).map((s, j) => ({ transcriptId: row.id, position: i + j, start: s.start, duration: s.duration, text: s.text })),
      );
    }
    // The words as the search splits them, for typo correction (decision 0041's vocabulary, for transcripts).
    await tx.execute(sql`
      insert into transcript_words (word)
      select distinct w.lexeme from transcript_segments s, unnest(s.tsv) w
      where s.transcript_id = ${row.id} and length(w.lexeme) between 2 and 40
      on conflict do nothing`);
    return row.id;
  },

  /** Removes the user's own transcript of a video; false when they had none. */
  async deleteUpload(db: DbOrTx, userId: number, videoId: number): Promise<boolean> {
    const deleted = await db
      .delete(transcripts)
      .where(and(eq(transcripts.videoId, videoId), eq(transcripts.userId, userId)))
      .returning({ id: transcripts.id });
    return deleted.length > 0;
  },

  /** A transcript's segments in order: the player's list. */
  async segments(db: DbOrTx, transcriptId: number): Promise<TranscriptSegment[]> {
    return db
      .select({ start: transcriptSegments.start, duration: transcriptSegments.duration, text: transcriptSegments.text })
      .from(transcriptSegments)
      .where(eq(transcriptSegments.transcriptId, transcriptId))
      .orderBy(asc(transcriptSegments.position));
  },
};
