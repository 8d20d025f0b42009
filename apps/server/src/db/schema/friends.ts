import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** One row per pair, stored with userA < userB so a friendship exists once. */
export const friendships = pgTable(
  'friendships',
  {
    userA: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userB: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userA, t.userB] }),
    index('friendships_user_b_idx').on(t.userB),
    check('friendships_ordered', sql`${t.userA} < ${t.userB}`),
  ],
);

export const friendRequests = pgTable(
  'friend_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    requesterId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addresseeId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text({ enum: ['pending', 'accepted', 'rejected'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('friend_requests_addressee_idx').on(t.addresseeId, t.status),
    index('friend_requests_requester_idx').on(t.requesterId, t.status),
    uniqueIndex('friend_requests_one_pending_key')
      .on(t.requesterId, t.addresseeId)
      .where(sql`${t.status} = 'pending'`),
    check('friend_requests_not_self', sql`${t.requesterId} <> ${t.addresseeId}`),
  ],
);

export const friendInvites = pgTable(
  'friend_invites',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    fromUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toEmail: text().notNull(),
    tokenHash: text().notNull(),
    status: text({ enum: ['pending', 'accepted', 'canceled'] })
      .notNull()
      .default('pending'),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    acceptedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('friend_invites_token_key').on(t.tokenHash),
    index('friend_invites_from_idx').on(t.fromUserId, t.createdAt),
    index('friend_invites_to_email_idx').on(t.toEmail, t.status),
  ],
);
