import { sql } from 'drizzle-orm';
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

/**
 * Mail waiting to be handed to the mailer. A worker in every app instance claims due rows (FOR UPDATE
 * SKIP LOCKED, so two instances never take the same row), deletes a row once sent, and otherwise
 * retries later; after the last attempt the row stays with `failedAt` set, for a while, as a record.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    textBody: text().notNull(),
    htmlBody: text().notNull(),
    attempts: integer().notNull().default(0),
    /** When the row may be claimed: now for new mail, later after a failure or while a worker holds it. */
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    failedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_queue_due_idx').on(t.nextAttemptAt).where(sql`${t.failedAt} is null`), index('mail_queue_failed_idx').on(t.failedAt)],
);
