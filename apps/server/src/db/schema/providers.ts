import { index, integer, jsonb, pgTable, primaryKey, real, text, timestamp } from 'drizzle-orm/pg-core';

/** Cached answers of outside services, keyed by request. */
export const youtubeCache = pgTable(
  'youtube_cache',
  {
    key: text().primaryKey(),
    payload: jsonb().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('youtube_cache_expires_idx').on(t.expiresAt)],
);

/** Per service and UTC day: calls, errors, quota units, tokens, time; read by the admin dashboard. */
export const apiUsage = pgTable(
  'api_usage',
  {
    service: text().notNull(),
    day: text().notNull(),
    calls: integer().notNull().default(0),
    errors: integer().notNull().default(0),
    units: integer().notNull().default(0),
    tokens: integer().notNull().default(0),
    cost: real().notNull().default(0),
    totalMs: integer().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.service, t.day] })],
);

