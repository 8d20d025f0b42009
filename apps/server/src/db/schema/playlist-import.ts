import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { learningPlans } from './plans.ts';
import { users } from './users.ts';

export const playlistImports = pgTable(
  'playlist_imports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    youtubePlaylistId: text().notNull(),
    planId: integer().references(() => learningPlans.id, { onDelete: 'set null' }),
    status: text({ enum: ['running', 'completed', 'failed'] })
      .notNull()
      .default('running'),
    title: text().notNull().default(''),
    total: integer().notNull().default(0),
    imported: integer().notNull().default(0),
    skipped: integer().notNull().default(0),
    error: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('playlist_imports_user_idx').on(t.userId, t.createdAt),
    index('playlist_imports_playlist_idx').on(t.youtubePlaylistId),
    index('playlist_imports_plan_idx').on(t.planId),
  ],
);
