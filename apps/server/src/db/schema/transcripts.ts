import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, real, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { videos } from './videos.ts';

/**
 * A video's transcript (decision 0049): YouTube's caption track, one per video and language and shared
 * by every learner (YouTube's facts, decision 0011), or a learner's own upload (user_id set), which
 * only they see. Its lines are in transcript_segments.
 */
export const transcripts = pgTable(
  'transcripts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    videoId: integer()
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    /** Null for YouTube's track; the uploader for an upload. */
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    /** A BCP 47 tag; 'und' for an upload (the file does not say). */
    language: text().notNull(),
    segmentCount: integer().notNull(),
    /** An upload's file as the learner sent it ('vtt' or 'srt' and its text): what their data export gives back. Null for YouTube's. */
    format: text({ enum: ['vtt', 'srt'] }),
    content: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('transcripts_youtube_video_language_key').on(t.videoId, t.language).where(sql`${t.userId} is null`),
    uniqueIndex('transcripts_upload_user_video_key').on(t.userId, t.videoId).where(sql`${t.userId} is not null`),
    index('transcripts_video_idx').on(t.videoId),
  ],
);

/**
 * A transcript's lines in order. The search document (`tsv`, 'simple' text search of `text`) is a
 * generated column with a GIN index on (transcript_id, tsv) (btree_gin), written in the migration: the
 * Drizzle schema does not hold it, only the search's SQL reads it.
 */
export const transcriptSegments = pgTable(
  'transcript_segments',
  {
    transcriptId: integer()
      .notNull()
      .references(() => transcripts.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    /** Seconds from the start of the video. */
    start: real().notNull(),
    duration: real().notNull(),
    text: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.transcriptId, t.position] }), index('transcript_segments_start_idx').on(t.transcriptId, t.start)],
);

export const TRANSCRIPT_FETCH_STATUSES = ['pending', 'ready', 'none', 'failed'] as const;
export type TranscriptFetchStatus = (typeof TRANSCRIPT_FETCH_STATUSES)[number];

/**
 * Where the fetch of a video's YouTube transcript stands: running ('pending'), stored ('ready'), YouTube
 * has none or sent data we could not read ('none'), or YouTube did not answer ('failed'). 'none' and
 * 'failed' are asked again from next_attempt_at on, never on every page view.
 */
export const transcriptFetches = pgTable(
  'transcript_fetches',
  {
    videoId: integer()
      .primaryKey()
      .references(() => videos.id, { onDelete: 'cascade' }),
    status: text({ enum: TRANSCRIPT_FETCH_STATUSES }).notNull(),
    attempts: smallint().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [check('transcript_fetches_status_check', sql`${t.status} in ('pending', 'ready', 'none', 'failed')`)],
);

/**
 * Every word of the stored transcripts as text search splits them: the vocabulary a misspelt moments
 * search word is corrected against (trigram GIN index), as search_words is for titles (decision 0041).
 */
export const transcriptWords = pgTable('transcript_words', { word: text().primaryKey() }, (t) => [index('transcript_words_word_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))]);
