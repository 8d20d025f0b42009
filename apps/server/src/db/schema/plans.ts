import { type AnyPgColumn, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { planGroups } from './groups.ts';
import { users } from './users.ts';
import { videos } from './videos.ts';

export const learningPlans = pgTable(
  'learning_plans',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: text().notNull(),
    title: text().notNull(),
    description: text().notNull().default(''),
    isPublic: boolean().notNull().default(false),
    color: text().notNull().default('blue'),
    groupId: integer().references(() => planGroups.id, { onDelete: 'set null' }),
    /** The public plan this one was copied from (explore 'Add'), for credit and idempotent copies. */
    sourcePlanId: integer().references((): AnyPgColumn => learningPlans.id, { onDelete: 'set null' }),
    /** The YouTube playlist this plan was imported from. */
    youtubePlaylistId: text(),
    shareToken: text(),
    shareCount: integer().notNull().default(0),
    likeCount: integer().notNull().default(0),
    /** Moved on by database triggers whenever the plan's entries or their videos change (cache key of its video list). */
    contentVersion: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('learning_plans_slug_key').on(t.slug),
    uniqueIndex('learning_plans_share_token_key').on(t.shareToken),
    index('learning_plans_owner_idx').on(t.ownerId, t.createdAt),
    index('learning_plans_group_idx').on(t.groupId),
    index('learning_plans_public_idx').on(t.isPublic, t.createdAt),
    index('learning_plans_source_idx').on(t.sourcePlanId),
    // One copy per user and source plan (explore add, shared links, group copies): asking twice cannot make two.
    uniqueIndex('learning_plans_owner_source_key').on(t.ownerId, t.sourcePlanId),
    // Explore's search reads the partial GIN index learning_plans_public_search_idx on the hand-written
    // search_tsv column (migration 0027, decision 0054); the trigram indexes it replaced are dropped there.
    index('learning_plans_playlist_idx').on(t.youtubePlaylistId),
  ],
);

export const planVideos = pgTable(
  'plan_videos',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    planId: integer()
      .notNull()
      .references(() => learningPlans.id, { onDelete: 'cascade' }),
    videoId: integer()
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    orderIndex: integer().notNull(),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('plan_videos_plan_video_key').on(t.planId, t.videoId),
    uniqueIndex('plan_videos_plan_order_key').on(t.planId, t.orderIndex),
    index('plan_videos_video_idx').on(t.videoId),
  ],
);

export const modificationRequests = pgTable(
  'modification_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    planId: integer()
      .notNull()
      .references(() => learningPlans.id, { onDelete: 'cascade' }),
    requesterId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestType: text({ enum: ['add_video', 'remove_video', 'reorder_videos', 'edit_plan'] }).notNull(),
    requestData: jsonb().notNull(),
    message: text().notNull().default(''),
    status: text({ enum: ['pending', 'approved', 'declined'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('modification_requests_plan_idx').on(t.planId, t.status, t.createdAt),
    index('modification_requests_requester_idx').on(t.requesterId),
  ],
);
