import { check, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users.ts';
import { videos } from './videos.ts';

/** A learner's difficulty rating of a video: Too Easy (1), Perfect (3), Too Hard (5); one per user and video. */
export const difficultyFeedback = pgTable(
  'difficulty_feedback',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    videoId: integer()
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    rating: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.videoId] }),
    index('difficulty_feedback_video_idx').on(t.videoId),
    check('difficulty_feedback_rating_check', sql`${t.rating} in (1, 3, 5)`),
  ],
);

/**
 * Watch time per user and video, summed from the WatchTimeCredited events (the ledger is
 * `watch_events`): insights read one row per video instead of every credit (decision 0033).
 */
export const videoWatchTotals = pgTable(
  'video_watch_totals',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    videoId: integer()
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    seconds: integer().notNull().default(0),
    lastWatchedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.videoId] }), index('video_watch_totals_video_idx').on(t.videoId)],
);
