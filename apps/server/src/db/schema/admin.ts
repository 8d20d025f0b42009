import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Every admin action (sign-ins, failed ones too, quota changes, clean-ups, role changes): who, what, when, outcome. */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Null for a failed sign-in of an unknown address, the command line, or once the admin's account is deleted. */
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** As typed or as known at the time: stays readable after the account goes. */
    actorEmail: text(),
    action: text().notNull(),
    outcome: text({ enum: ['success', 'failure'] }).notNull(),
    detail: text().notNull().default(''),
    ip: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_audit_actor_idx').on(t.actorId)],
);

/** One row per start of the server process: the dashboard's restart count. */
export const serverStarts = pgTable('server_starts', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  pid: integer().notNull(),
  host: text().notNull(),
});
