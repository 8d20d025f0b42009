import { index, integer, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { learningPlans } from './plans.ts';
import { users } from './users.ts';
import { videos } from './videos.ts';

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
