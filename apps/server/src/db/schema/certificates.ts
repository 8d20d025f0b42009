import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { learningPlans } from './plans.ts';
import { users } from './users.ts';

/**
 * A completion certificate: the facts of the plan as they were when it was completed, so that
 * removing a video (or the plan) later changes nothing on it. The learner's name is read from the
 * user when shown. One per user and plan (the unique index makes a second award a no-op).
 */
export const certificates = pgTable(
  'certificates',
  {
    /** 128 random bits, url-safe base64: unguessable, so the public verification page cannot be walked. */
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null once the plan is deleted: the certificate stays valid. */
    planId: integer().references(() => learningPlans.id, { onDelete: 'set null' }),
    planName: text().notNull(),
    courseDurationSeconds: integer().notNull(),
    completedAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('certificates_user_plan_key').on(t.userId, t.planId), index('certificates_user_completed_idx').on(t.userId, t.completedAt), index('certificates_plan_idx').on(t.planId)],
);
