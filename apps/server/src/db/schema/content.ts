import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { VIDEO_FACTS_SOURCES } from '../../providers/youtube/types.ts';
import { users } from './users.ts';

export const videos = pgTable(
  'videos',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    youtubeId: text().notNull(),
    title: text().notNull(),
    description: text().notNull().default(''),
    channelTitle: text().notNull().default(''),
    thumbnailUrl: text().notNull().default(''),
    /** Seconds; null when YouTube has not told us (key-less lookups). */
    durationSeconds: integer(),
    viewCount: bigint({ mode: 'number' }).notNull().default(0),
    publishedAt: timestamp({ withTimezone: true }),
    category: text(),
    /** Who first saved it: the user's library is the set of videos they saved or hold in a plan. */
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    /**
     * Where the shared facts above came from. Null: nobody trusted has confirmed the video yet, and the
     * row holds only the neutral fallback (what a person typed is their own label in `video_labels`).
     */
    factsSource: text({ enum: VIDEO_FACTS_SOURCES }),
    /** When the periodic confirmation last asked YouTube about this unconfirmed video. */
    factsCheckedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    fetchedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('videos_youtube_id_key').on(t.youtubeId),
    // (category, view_count): related videos take the most viewed of a category.
    index('videos_category_views_idx').on(t.category, t.viewCount),
    // The periodic confirmation picks the unconfirmed videos asked about least recently.
    index('videos_unconfirmed_idx').on(t.factsCheckedAt.asc().nullsFirst(), t.id).where(sql`${t.factsSource} is null`),
    check('videos_facts_source_check', sql`${t.factsSource} in (${sql.raw(VIDEO_FACTS_SOURCES.map((s) => `'${s}'`).join(', '))})`),
  ],
);

/**
 * A person's own text for a video nobody trusted has confirmed yet: shown to that person alone, and
 * ignored once the video is confirmed.
 */
export const videoLabels = pgTable(
  'video_labels',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    videoId: integer()
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    title: text().notNull().default(''),
    description: text().notNull().default(''),
    channelTitle: text().notNull().default(''),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.videoId] }), index('video_labels_video_idx').on(t.videoId)],
);

/** A user's saved videos (the library), independent of plans. */
export const libraryVideos = pgTable(
  'library_videos',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    videoId: integer()
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.videoId] }), index('library_videos_video_idx').on(t.videoId)],
);

export const planGroups = pgTable(
  'plan_groups',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text().notNull().default(''),
    color: text().notNull().default('blue'),
    isPublic: boolean().notNull().default(false),
    shareToken: text(),
    shareCount: integer().notNull().default(0),
    sourceGroupId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('plan_groups_owner_idx').on(t.ownerId, t.createdAt),
    index('plan_groups_public_idx').on(t.isPublic, t.createdAt),
    uniqueIndex('plan_groups_share_token_key').on(t.shareToken),
    uniqueIndex('plan_groups_owner_source_key').on(t.ownerId, t.sourceGroupId),
    // Explore search (modules/sharing): ILIKE '%words%' on name and description.
    index('plan_groups_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('plan_groups_description_trgm_idx').using('gin', t.description.op('gin_trgm_ops')),
  ],
);

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
    // Explore search (modules/sharing): ILIKE '%words%' on title and description.
    index('learning_plans_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('learning_plans_description_trgm_idx').using('gin', t.description.op('gin_trgm_ops')),
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

export const videoProgress = pgTable(
  'video_progress',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    videoId: integer()
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    currentTime: integer().notNull().default(0),
    isCompleted: boolean().notNull().default(false),
    completedAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.videoId] }),
    index('video_progress_user_updated_idx').on(t.userId, t.updatedAt),
    index('video_progress_video_idx').on(t.videoId),
  ],
);

/** Seconds credited while playing, by day in the user's zone: the source for analytics and streaks. */
export const watchEvents = pgTable(
  'watch_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    videoId: integer()
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    secondsCredited: integer().notNull(),
    localDate: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('watch_events_user_date_idx').on(t.userId, t.localDate), index('watch_events_video_idx').on(t.videoId)],
);

export const favoriteVideos = pgTable(
  'favorite_videos',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    videoId: integer()
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('favorite_videos_user_video_key').on(t.userId, t.videoId), index('favorite_videos_video_idx').on(t.videoId)],
);

export const favoritePlans = pgTable(
  'favorite_plans',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer()
      .notNull()
      .references(() => learningPlans.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('favorite_plans_user_plan_key').on(t.userId, t.planId), index('favorite_plans_plan_idx').on(t.planId)],
);

export const planLikes = pgTable(
  'plan_likes',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer()
      .notNull()
      .references(() => learningPlans.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.planId] }), index('plan_likes_plan_idx').on(t.planId)],
);
