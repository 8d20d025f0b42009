import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Messages sent through /contact, kept so none is lost when mail fails. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The signed-in sender, if any (visitors may write too); their messages go with the account. */
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    email: text().notNull(),
    subject: text().notNull(),
    message: text().notNull(),
    category: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the mail to support was handed over; null while it was not. */
    deliveredAt: timestamp({ withTimezone: true }),
  },
  // (email, created_at): the per-address limit counts an address's recent messages.
  (t) => [index('contact_messages_email_created_idx').on(t.email, t.createdAt), index('contact_messages_user_idx').on(t.userId)],
);
