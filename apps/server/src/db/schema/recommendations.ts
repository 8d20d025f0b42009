import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The player's watch sessions, synced from the browser's local records (POST /api/sync-watch-history):
 * the source of the learner's topic weights and level. One row per (user, video, moment watched), so
 * a session sent twice is stored once.
 */
export const watchSessions = pgTable(
  'watch_sessions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The player's id of the video (our id, a YouTube id or 'temp_…'), as the browser recorded it. */
    videoKey: text().notNull(),
    title: text().notNull().default(''),
    /** Topic names (at most 10), from our catalog when the video is known, else the browser's. */
    topics: jsonb().$type<string[]>().notNull(),
    watchSeconds: integer().notNull(),
    completed: boolean().notNull().default(false),
    watchedAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('watch_sessions_user_video_at_key').on(t.userId, t.videoKey, t.watchedAt),
    // Topic weights read one user's last 7 days, newest first.
    index('watch_sessions_user_watched_idx').on(t.userId, t.watchedAt),
  ],
);
