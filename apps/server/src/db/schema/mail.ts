import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Mail kept by the outbox transport when no SMTP server is configured. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    textBody: text().notNull(),
    htmlBody: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_emails_to_idx').on(t.toAddress, t.createdAt)],
);
