import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

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
