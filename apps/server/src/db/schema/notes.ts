import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, index, integer, pgTable, primaryKey, real, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { videos } from './videos.ts';

/** A learner's timestamped note on a video; private to its author. */
export const notes = pgTable(
  'notes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    videoId: integer()
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    /** Seconds into the video. */
    atSeconds: real().notNull(),
    text: text().notNull(),
    /** The review card's front the learner wrote; '' means the default (the video's title and the time). */
    question: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    // The player's list (by time) and the per-video cap.
    index('notes_user_video_at_idx').on(t.userId, t.videoId, t.atSeconds),
    // The notes tab: newest first.
    index('notes_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notes_video_idx').on(t.videoId),
  ],
);

/**
 * A note marked 'Review this', with its FSRS state (ts-fsrs's Card). One per note; the user id is
 * repeated from the note so the due list reads one index.
 */
export const reviewCards = pgTable(
  'review_cards',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    noteId: integer()
      .notNull()
      .references(() => notes.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    stability: doublePrecision().notNull().default(0),
    difficulty: doublePrecision().notNull().default(0),
    elapsedDays: integer().notNull().default(0),
    scheduledDays: integer().notNull().default(0),
    learningSteps: integer().notNull().default(0),
    reps: integer().notNull().default(0),
    lapses: integer().notNull().default(0),
    /** ts-fsrs State: 0 New, 1 Learning, 2 Review, 3 Relearning. */
    state: smallint().notNull().default(0),
    lastReviewAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('review_cards_note_key').on(t.noteId),
    // The due list (oldest due first), the due count and the forecast.
    index('review_cards_user_due_idx').on(t.userId, t.dueAt, t.id),
    check('review_cards_state_check', sql`${t.state} between 0 and 3`),
  ],
);

/** Every grade given to a card: the state before it (ts-fsrs's ReviewLog) and the due time it gave. */
export const reviewLogs = pgTable(
  'review_logs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    cardId: integer()
      .notNull()
      .references(() => reviewCards.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The client's id for this answer: a repeated request with it grades once. */
    reviewId: text().notNull(),
    rating: smallint().notNull(),
    state: smallint().notNull(),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    stability: doublePrecision().notNull(),
    difficulty: doublePrecision().notNull(),
    elapsedDays: integer().notNull(),
    lastElapsedDays: integer().notNull(),
    scheduledDays: integer().notNull(),
    learningSteps: integer().notNull(),
    reviewedAt: timestamp({ withTimezone: true }).notNull(),
    /** The card's due time after this grade (the answer a repeated request gets again). */
    nextDueAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('review_logs_user_review_key').on(t.userId, t.reviewId),
    // Stats: reviews today, retention over 30 days, the streak.
    index('review_logs_user_reviewed_idx').on(t.userId, t.reviewedAt),
    index('review_logs_card_idx').on(t.cardId),
    check('review_logs_rating_check', sql`${t.rating} between 1 and 4`),
  ],
);

/** The daily 'review' notification: one row per user and local day, so it is sent once. */
export const reviewReminders = pgTable(
  'review_reminders',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    localDate: date().notNull(),
    dueCount: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.localDate] })],
);
