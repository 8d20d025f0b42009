import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { VIDEO_FACTS_SOURCES } from '../../providers/youtube/types.ts';
import { users } from './users.ts';

/**
 * Where a video's subject (`category`) came from, worst first: a better source is never overwritten by
 * a worse one (decision 0033, amended).
 */
export const SUBJECT_SOURCES = ['fallback', 'guess', 'rules', 'model', 'catalog'] as const;
export type SubjectSource = (typeof SUBJECT_SOURCES)[number];

export const videos = pgTable(
  'videos',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    youtubeId: text().notNull(),
    title: text().notNull(),
    description: text().notNull().default(''),
    channelTitle: text().notNull().default(''),
    thumbnailUrl: text().notNull().default(''),
    /** Seconds; null when YouTube has not told us (key-less lookups). */
    durationSeconds: integer(),
    viewCount: bigint({ mode: 'number' }).notNull().default(0),
    publishedAt: timestamp({ withTimezone: true }),
    /** The video's subject: one of the eight interest categories. */
    category: text(),
    /** Where `category` came from (SUBJECT_SOURCES); null only while the category is null. */
    categorySource: text({ enum: SUBJECT_SOURCES }),
    /**
     * Where the shared facts above came from. Null: nobody trusted has confirmed the video yet, and the
     * row holds only the neutral fallback (what a person typed is their own label in `video_labels`).
     */
    factsSource: text({ enum: VIDEO_FACTS_SOURCES }),
    /** When the periodic confirmation last asked YouTube about this unconfirmed video. */
    factsCheckedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    fetchedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('videos_youtube_id_key').on(t.youtubeId),
    // (category, view_count): related videos take the most viewed of a category.
    index('videos_category_views_idx').on(t.category, t.viewCount),
    // The periodic confirmation picks the unconfirmed videos asked about least recently.
    index('videos_unconfirmed_idx').on(t.factsCheckedAt.asc().nullsFirst(), t.id).where(sql`${t.factsSource} is null`),
    check('videos_category_source_check', sql`${t.categorySource} in (${sql.raw(SUBJECT_SOURCES.map((s) => `'${s}'`).join(', '))})`),
    check('videos_facts_source_check', sql`${t.factsSource} in (${sql.raw(VIDEO_FACTS_SOURCES.map((s) => `'${s}'`).join(', '))})`),
  ],
);

/**
 * A person's own text for a video nobody trusted has confirmed yet: shown to that person alone, and
 * ignored once the video is confirmed.
 */
export const videoLabels = pgTable(
  'video_labels',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    videoId: integer()
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    title: text().notNull().default(''),
    description: text().notNull().default(''),
    channelTitle: text().notNull().default(''),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.videoId] }), index('video_labels_video_idx').on(t.videoId)],
);

/** A user's saved videos (the library), independent of plans. */
export const libraryVideos = pgTable(
  'library_videos',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    videoId: integer()
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.videoId] }),
    index('library_videos_video_idx').on(t.videoId),
    // The library's pages: a keyset walk, newest first (decision 0054).
    index('library_videos_user_added_idx').on(t.userId, t.addedAt, t.videoId),
  ],
);
