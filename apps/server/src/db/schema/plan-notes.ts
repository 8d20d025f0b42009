import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { learningPlans } from './plans.ts';
import { users } from './users.ts';

/** A learner's own notes on a plan they may see (the path visualizer's notes panel). */
export const planNotes = pgTable(
  'plan_notes',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer()
      .notNull()
      .references(() => learningPlans.id, { onDelete: 'cascade' }),
    notes: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.planId] }), index('plan_notes_plan_idx').on(t.planId)],
);
