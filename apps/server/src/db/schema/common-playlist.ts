import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { videos } from './videos.ts';

/** The curated common playlist (seeded at every start from seed/common-playlist.ts, keyed by `key`). */
export const commonPlaylistItems = pgTable(
  'common_playlist_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    key: text().notNull(),
    category: text({ enum: ['creative', 'career', 'cognitive', 'practical', 'trending'] }).notNull(),
    difficulty: text({ enum: ['beginner', 'intermediate', 'advanced'] }).notNull(),
    title: text().notNull(),
    description: text().notNull(),
    /** Minutes. */
    estimatedDuration: integer().notNull(),
    tags: text().array().notNull(),
    videoId: integer()
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    /** Order within the category. */
    position: integer().notNull(),
  },
  (t) => [uniqueIndex('common_playlist_items_key').on(t.key), index('common_playlist_items_category_idx').on(t.category, t.position)],
);

/** A user's bookmark of a common-playlist item (a row only while bookmarked). */
export const userPlaylistSelections = pgTable(
  'user_playlist_selections',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    playlistItemId: integer()
      .notNull()
      .references(() => commonPlaylistItems.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.playlistItemId] }), index('user_playlist_selections_item_idx').on(t.playlistItemId)],
);
