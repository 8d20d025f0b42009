import { and, count, desc, eq, gt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { friendInvites, friendRequests, friendships } from '../../db/schema/index.ts';

export type InviteRow = typeof friendInvites.$inferSelect;
export type RequestRow = typeof friendRequests.$inferSelect;

const ordered = (a: number, b: number) => (a < b ? { userA: a, userB: b } : { userA: b, userB: a });

export const friendsRepository = {
  // --- friendships ---
  /**
   * Serialises every change between two people (requests, accepts, invites accepted) for the rest of the
   * transaction. Taken before any request row is locked, so crossing accepts queue instead of deadlocking.
   */
  async lockPair(db: DbOrTx, a: number, b: number): Promise<void> {
    const { userA, userB } = ordered(a, b);
    await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`friend-pair:${userA}:${userB}`}, 0))`);
  },
  async areFriends(db: DbOrTx, a: number, b: number): Promise<boolean> {
    const { userA, userB } = ordered(a, b);
    const rows = await db.select({ a: friendships.userA }).from(friendships).where(and(eq(friendships.userA, userA), eq(friendships.userB, userB))).limit(1);
    return rows.length > 0;
  },
  /** True when this call made the friendship; the primary key keeps a pair at one row under concurrency. */
  async insertFriendship(db: DbOrTx, a: number, b: number): Promise<boolean> {
    const rows = await db.insert(friendships).values(ordered(a, b)).onConflictDoNothing().returning({ a: friendships.userA });
    return rows.length > 0;
  },
  // --- friend requests ---
  async findRequest(db: DbOrTx, id: number, options: { lock?: boolean } = {}): Promise<RequestRow | undefined> {
    const query = db.select().from(friendRequests).where(eq(friendRequests.id, id)).limit(1);
    const [row] = options.lock ? await query.for('update') : await query;
    return row;
  },
  async findPendingRequest(db: DbOrTx, requesterId: number, addresseeId: number): Promise<RequestRow | undefined> {
    const [row] = await db
      .select()
      .from(friendRequests)
      .where(and(eq(friendRequests.requesterId, requesterId), eq(friendRequests.addresseeId, addresseeId), eq(friendRequests.status, 'pending')))
      .limit(1);
    return row;
  },
  /** Undefined when a pending request from requester to addressee already exists (partial unique index). */
  async insertRequest(db: DbOrTx, requesterId: number, addresseeId: number): Promise<RequestRow | undefined> {
    const [row] = await db.insert(friendRequests).values({ requesterId, addresseeId }).onConflictDoNothing().returning();
    return row;
  },
  /** Answers a pending request; undefined when it was not pending any more. */
  async decideRequest(db: DbOrTx, id: number, status: 'accepted' | 'rejected'): Promise<RequestRow | undefined> {
    const [row] = await db
      .update(friendRequests)
      .set({ status, decidedAt: sql`now()` })
      .where(and(eq(friendRequests.id, id), eq(friendRequests.status, 'pending')))
      .returning();
    return row;
  },
  /** Once two people are friends, every pending request between them (either direction) is settled as accepted. */
  async acceptPendingBetween(db: DbOrTx, a: number, b: number): Promise<RequestRow[]> {
    return db
      .update(friendRequests)
      .set({ status: 'accepted', decidedAt: sql`now()` })
      .where(
        and(
          eq(friendRequests.status, 'pending'),
          or(and(eq(friendRequests.requesterId, a), eq(friendRequests.addresseeId, b)), and(eq(friendRequests.requesterId, b), eq(friendRequests.addresseeId, a))),
        ),
      )
      .returning();
  },
  // --- invites ---
  /** Serialises invites from one user to one address, so two quick clicks make one invite. */
  async lockInviteSlot(db: DbOrTx, fromUserId: number, toEmail: string): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`friend-invite:${fromUserId}:${toEmail}`}, 0))`);
  },
  async findLiveInvite(db: DbOrTx, fromUserId: number, toEmail: string): Promise<InviteRow | undefined> {
    const [row] = await db
      .select()
      .from(friendInvites)
      .where(
        and(
          eq(friendInvites.toEmail, toEmail),
          eq(friendInvites.status, 'pending'),
          eq(friendInvites.fromUserId, fromUserId),
          gt(friendInvites.expiresAt, sql`now()`),
        ),
      )
      .limit(1);
    return row;
  },
  async insertInvite(db: DbOrTx, values: { fromUserId: number; toEmail: string; tokenHash: string; expiresAt: Date }): Promise<InviteRow> {
    const [row] = await db.insert(friendInvites).values(values).returning();
    if (!row) throw new Error('invite insert returned no row');
    return row;
  },
  /** Invites and friend requests a user made since the given time: the daily cap counts both. */
  async countSentSince(db: DbOrTx, userId: number, since: Date): Promise<number> {
    const [invites] = await db
      .select({ n: count() })
      .from(friendInvites)
      .where(and(eq(friendInvites.fromUserId, userId), gt(friendInvites.createdAt, since)));
    const [requests] = await db
      .select({ n: count() })
      .from(friendRequests)
      .where(and(eq(friendRequests.requesterId, userId), gt(friendRequests.createdAt, since)));
    return (invites?.n ?? 0) + (requests?.n ?? 0);
  },
  async findInvite(db: DbOrTx, id: number, options: { lock?: boolean } = {}): Promise<InviteRow | undefined> {
    const query = db.select().from(friendInvites).where(eq(friendInvites.id, id)).limit(1);
    const [row] = options.lock ? await query.for('update') : await query;
    return row;
  },
  async findInviteByTokenHash(db: DbOrTx, tokenHash: string, options: { lock?: boolean } = {}): Promise<InviteRow | undefined> {
    const query = db.select().from(friendInvites).where(eq(friendInvites.tokenHash, tokenHash)).limit(1);
    const [row] = options.lock ? await query.for('update') : await query;
    return row;
  },
  async listSent(db: DbOrTx, userId: number, limit: number): Promise<InviteRow[]> {
    return db
      .select()
      .from(friendInvites)
      .where(eq(friendInvites.fromUserId, userId))
      .orderBy(desc(friendInvites.createdAt), desc(friendInvites.id))
      .limit(limit);
  },
  async setInviteStatus(db: DbOrTx, id: number, values: { status: 'accepted' | 'canceled'; acceptedBy?: number }): Promise<void> {
    await db
      .update(friendInvites)
      .set({ ...values, decidedAt: sql`now()` })
      .where(eq(friendInvites.id, id));
  },
  async deleteInvite(db: DbOrTx, id: number): Promise<void> {
    await db.delete(friendInvites).where(eq(friendInvites.id, id));
  },
};
