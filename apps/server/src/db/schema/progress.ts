import { bigint, boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { videos } from './videos.ts';

export const videoProgress = pgTable(
  'video_progress',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    videoId: integer()
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    currentTime: integer().notNull().default(0),
    isCompleted: boolean().notNull().default(false),
    completedAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.videoId] }),
    index('video_progress_user_updated_idx').on(t.userId, t.updatedAt),
    index('video_progress_video_idx').on(t.videoId),
  ],
);

/** Seconds credited while playing, by day in the user's zone: the source for analytics and streaks. */
export const watchEvents = pgTable(
  'watch_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    videoId: integer()
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    secondsCredited: integer().notNull(),
    localDate: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('watch_events_user_date_idx').on(t.userId, t.localDate), index('watch_events_video_idx').on(t.videoId)],
);

/**
 * The ids of saves the web app made itself (crypto.randomUUID) that were applied, so a save the
 * offline queue sends again is applied once (decision 0043). Inserted in the save's transaction;
 * the primary key is what makes a replay lose. Kept 30 days (the app drops queued saves after 7).
 */
export const progressClientSaves = pgTable(
  'progress_client_saves',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: uuid().notNull(),
    appliedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.clientId] }), index('progress_client_saves_applied_idx').on(t.appliedAt)],
);

/**
 * The ledger rolled up per user and local day, kept by triggers on watch_events (custom migration
 * 0021_watch_days_triggers.sql) whoever writes or deletes events (a deleted video's cascade
 * included). `streak` is the number of consecutive days with watch time ending on this day, so the
 * current streak is one probe (decision 0024). Only the triggers write it.
 */
export const watchDays = pgTable(
  'watch_days',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    localDate: text().notNull(),
    seconds: bigint({ mode: 'number' }).notNull(),
    events: integer().notNull(),
    streak: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.localDate] })],
);
