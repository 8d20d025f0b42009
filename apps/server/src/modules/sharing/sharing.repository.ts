import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { learningPlans, planGroups, shareEvents, users } from '../../db/schema/index.ts';

export type Person = { id: number; email: string; firstName: string | null; lastName: string | null; profileImageUrl: string | null };
const person = { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, profileImageUrl: users.profileImageUrl };

/**
 * The sharing columns of plans and groups (share_token, share_count) and the share ledger. Tokens
 * are set with coalesce in one statement, so two concurrent "share" calls agree on one token.
 */
export const sharingRepository = {
  async ensurePlanToken(db: DbOrTx, planId: number, candidate: string): Promise<{ token: string; shareCount: number } | undefined> {
    const [row] = await db
      .update(learningPlans)
      .set({ shareToken: sql`coalesce(${learningPlans.shareToken}, ${candidate})` })
      .where(eq(learningPlans.id, planId))
      .returning({ token: sql<string>`${learningPlans.shareToken}`, shareCount: learningPlans.shareCount });
    return row;
  },

  async revokePlanToken(db: DbOrTx, planId: number): Promise<void> {
    await db.update(learningPlans).set({ shareToken: null }).where(eq(learningPlans.id, planId));
  },

  async countPlanShare(db: DbOrTx, planId: number): Promise<number> {
    const [row] = await db
      .update(learningPlans)
      .set({ shareCount: sql`${learningPlans.shareCount} + 1` })
      .where(eq(learningPlans.id, planId))
      .returning({ shareCount: learningPlans.shareCount });
    return row?.shareCount ?? 0;
  },

  async ensureGroupToken(db: DbOrTx, groupId: number, candidate: string): Promise<{ token: string; shareCount: number } | undefined> {
    const [row] = await db
      .update(planGroups)
      .set({ shareToken: sql`coalesce(${planGroups.shareToken}, ${candidate})` })
      .where(eq(planGroups.id, groupId))
      .returning({ token: sql<string>`${planGroups.shareToken}`, shareCount: planGroups.shareCount });
    return row;
  },

  async revokeGroupToken(db: DbOrTx, groupId: number): Promise<void> {
    await db.update(planGroups).set({ shareToken: null }).where(eq(planGroups.id, groupId));
  },

  async countGroupShare(db: DbOrTx, groupId: number): Promise<number> {
    const [row] = await db
      .update(planGroups)
      .set({ shareCount: sql`${planGroups.shareCount} + 1` })
      .where(eq(planGroups.id, groupId))
      .returning({ shareCount: planGroups.shareCount });
    return row?.shareCount ?? 0;
  },

  async countSharesSince(db: DbOrTx, userId: number, since: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(shareEvents)
      .where(and(eq(shareEvents.userId, userId), gte(shareEvents.createdAt, since)));
    return row?.n ?? 0;
  },

  async recordShare(db: DbOrTx, values: typeof shareEvents.$inferInsert): Promise<void> {
    await db.insert(shareEvents).values(values);
  },

  async findPerson(db: DbOrTx, id: number): Promise<Person | undefined> {
    const [row] = await db.select(person).from(users).where(eq(users.id, id)).limit(1);
    return row;
  },

  /** Addresses are stored lower-cased (unique index on users.email). */
  async findPersonByEmail(db: DbOrTx, email: string): Promise<Person | undefined> {
    const [row] = await db.select(person).from(users).where(eq(users.email, email)).limit(1);
    return row;
  },
};
