
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Stored lower-cased and trimmed; unique. */
    email: text().notNull(),
    passwordHash: text(),
    firstName: text(),
    lastName: text(),
    profileImageUrl: text(),
    role: text({ enum: ['user', 'admin'] }).notNull().default('user'),
    isSupporter: boolean().notNull().default(false),
    hasCompletedOnboarding: boolean().notNull().default(false),
    timeZone: text().notNull().default('UTC'),
    weeklyGoalHours: integer().notNull().default(10),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastActiveAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * Moved on by database triggers whenever the user's plan list or progress could answer
     * differently; cached answers are keyed by them (docs/decisions: hot read paths).
     */
    planListVersion: integer().notNull().default(0),
    progressVersion: integer().notNull().default(0),
    /** The due list's (GET /api/review/due) and the library's first page's (GET /api/videos) counters (decision 0058). */
    reviewVersion: integer().notNull().default(0),
    libraryVersion: integer().notNull().default(0),
    /** The achievements board's and the month's counter: achievements, certificates and watch days (decision 0062). */
    achievementsVersion: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_created_at_idx').on(t.createdAt)],
);

export const userInterests = pgTable(
  'user_interests',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.category] })],
);
