import { boolean, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const emailPreferences = pgTable('email_preferences', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  friendInvites: boolean().notNull().default(true),
  planSharing: boolean().notNull().default(true),
  serviceUpdates: boolean().notNull().default(true),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
