import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { planGroups } from './groups.ts';
import { learningPlans } from './plans.ts';
import { users } from './users.ts';

/**
 * One row per plan or group shared by e-mail or to a friend (not for showing the link): the ledger
 * the per-user daily cap counts, shared by every app instance.
 */
export const shareEvents = pgTable(
  'share_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer().references(() => learningPlans.id, { onDelete: 'set null' }),
    groupId: integer().references(() => planGroups.id, { onDelete: 'set null' }),
    channel: text({ enum: ['email', 'friend'] }).notNull(),
    toUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    toEmail: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('share_events_user_idx').on(t.userId, t.createdAt),
    index('share_events_plan_idx').on(t.planId),
    index('share_events_group_idx').on(t.groupId),
    index('share_events_to_user_idx').on(t.toUserId),
    check('share_events_one_subject', sql`num_nonnulls(${t.planId}, ${t.groupId}) <= 1`),
  ],
);

/** One like per user and plan; the plan's like_count is kept beside it in the same transaction. */
export const planLikes = pgTable(
  'plan_likes',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer()
      .notNull()
      .references(() => learningPlans.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.planId] }), index('plan_likes_plan_idx').on(t.planId)],
);
