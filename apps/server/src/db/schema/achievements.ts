import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { certificates } from './certificates.ts';
import { users } from './users.ts';

/**
 * Achievements earned. `key` names the rule (achievement-rules.ts) or, for a plan's certificate,
 * 'plan-{planId}'; the unique (user, key) index makes every award once-only under concurrency.
 */
export const achievements = pgTable(
  'achievements',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    type: text({ enum: ['streak', 'completion', 'milestone', 'certificate'] }).notNull(),
    title: text().notNull(),
    description: text().notNull(),
    /** The plan whose completion earned it (certificate achievements); kept as a number when the plan goes. */
    planId: integer(),
    certificateId: text().references(() => certificates.id, { onDelete: 'set null' }),
    earnedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('achievements_user_key').on(t.userId, t.key), index('achievements_user_earned_idx').on(t.userId, t.earnedAt), index('achievements_certificate_idx').on(t.certificateId)],
);
