import { and, count, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { learningPlans } from '../../db/schema/index.ts';
import type { PlanRow } from './plan-access.ts';

export type PlanAccessRow = Pick<PlanRow, 'id' | 'ownerId' | 'isPublic' | 'contentVersion'>;

const findById = prepared((db) => db.select().from(learningPlans).where(eq(learningPlans.id, sql.placeholder('id'))).limit(1).prepare('plans_by_id'));
/** What a read of a plan's entries needs: who may see it and the version of its content. */
const accessById = prepared((db) =>
  db
    .select({ id: learningPlans.id, ownerId: learningPlans.ownerId, isPublic: learningPlans.isPublic, contentVersion: learningPlans.contentVersion })
    .from(learningPlans)
    .where(eq(learningPlans.id, sql.placeholder('id')))
    .limit(1)
    .prepare('plans_access_by_id'),
);

export const plansRepository = {
  async findById(db: DbOrTx, id: number): Promise<PlanRow | undefined> {
    const [row] = await findById(db).execute({ id });
    return row;
  },

  async accessById(db: DbOrTx, id: number): Promise<PlanAccessRow | undefined> {
    const [row] = await accessById(db).execute({ id });
    return row;
  },

  /** Reads the plan and locks its row until the transaction ends: every change of a plan's videos goes through here. */
  async lock(db: DbOrTx, id: number): Promise<PlanRow | undefined> {
    const [row] = await db.select().from(learningPlans).where(eq(learningPlans.id, id)).limit(1).for('update');
    return row;
  },

  /** Locks several plans in id order, so two moves in opposite directions cannot deadlock. */
  async lockMany(db: DbOrTx, ids: number[]): Promise<PlanRow[]> {
    if (ids.length === 0) return [];
    return db.select().from(learningPlans).where(inArray(learningPlans.id, ids)).orderBy(learningPlans.id).for('update');
  },

  async countOwn(db: DbOrTx, ownerId: number): Promise<number> {
    const [row] = await db.select({ n: count() }).from(learningPlans).where(eq(learningPlans.ownerId, ownerId));
    return row?.n ?? 0;
  },

  /** Inserts unless the slug is taken (then undefined): the unique index decides. */
  async insert(db: DbOrTx, values: typeof learningPlans.$inferInsert): Promise<PlanRow | undefined> {
    const [row] = await db.insert(learningPlans).values(values).onConflictDoNothing({ target: learningPlans.slug }).returning();
    return row;
  },

  async update(db: DbOrTx, id: number, values: Partial<typeof learningPlans.$inferInsert>): Promise<PlanRow | undefined> {
    const [row] = await db
      .update(learningPlans)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(learningPlans.id, id))
      .returning();
    return row;
  },

  async delete(db: DbOrTx, id: number): Promise<void> {
    await db.delete(learningPlans).where(eq(learningPlans.id, id));
  },

  /**
   * Another public plan of the same YouTube playlist, or the public plan this one was copied from:
   * then the copy may not be made public too ("This playlist already exists publicly").
   */
  async publicTwinExists(db: DbOrTx, plan: PlanRow): Promise<boolean> {
    const twins: SQL[] = [];
    if (plan.youtubePlaylistId) twins.push(eq(learningPlans.youtubePlaylistId, plan.youtubePlaylistId));
    if (plan.sourcePlanId) twins.push(eq(learningPlans.id, plan.sourcePlanId));
    if (twins.length === 0) return false;
    const rows = await db
      .select({ id: learningPlans.id })
      .from(learningPlans)
      .where(and(or(...twins), eq(learningPlans.isPublic, true), ne(learningPlans.id, plan.id)))
      .limit(1);
    return rows.length > 0;
  },

  /** Sets the share token unless there is one (coalesce, one statement): two concurrent shares agree on one token. */
  async ensureShareToken(db: DbOrTx, planId: number, candidate: string): Promise<{ token: string; shareCount: number } | undefined> {
    const [row] = await db
      .update(learningPlans)
      .set({ shareToken: sql`coalesce(${learningPlans.shareToken}, ${candidate})` })
      .where(eq(learningPlans.id, planId))
      .returning({ token: sql<string>`${learningPlans.shareToken}`, shareCount: learningPlans.shareCount });
    return row;
  },

  async clearShareToken(db: DbOrTx, planId: number): Promise<void> {
    await db.update(learningPlans).set({ shareToken: null }).where(eq(learningPlans.id, planId));
  },

  async countShare(db: DbOrTx, planId: number): Promise<number> {
    const [row] = await db
      .update(learningPlans)
      .set({ shareCount: sql`${learningPlans.shareCount} + 1` })
      .where(eq(learningPlans.id, planId))
      .returning({ shareCount: learningPlans.shareCount });
    return row?.shareCount ?? 0;
  },

  /** The update takes the plan row's lock: likes arriving at once queue on it and the count stays exact. */
  async addToLikeCount(db: DbOrTx, planId: number, delta: 1 | -1): Promise<number> {
    const [row] = await db
      .update(learningPlans)
      .set({ likeCount: sql`greatest(${learningPlans.likeCount} + ${delta}, 0)` })
      .where(eq(learningPlans.id, planId))
      .returning({ likeCount: learningPlans.likeCount });
    return row?.likeCount ?? 0;
  },

  /** One like fewer on each plan; the rows are locked in id order first, so two such calls cannot deadlock. */
  async takeOneLikeEach(db: DbOrTx, planIds: number[]): Promise<void> {
    if (planIds.length === 0) return;
    const locked = db.select({ id: learningPlans.id }).from(learningPlans).where(inArray(learningPlans.id, planIds)).orderBy(learningPlans.id).for('update');
    await db
      .update(learningPlans)
      .set({ likeCount: sql`greatest(${learningPlans.likeCount} - 1, 0)` })
      .where(inArray(learningPlans.id, locked));
  },

  /**
   * Deletes the given plans that are still inactive by their own row: untouched since `cutoff` and
   * holding no video (plan_videos is this module's table too). Returns the ids deleted.
   */
  async deleteInactive(db: DbOrTx, ids: number[], cutoff: Date): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await db.execute<{ id: number }>(sql`
      delete from learning_plans p
      where p.id = any(${sql.param(ids)}::int[])
        and p.created_at < ${cutoff.toISOString()}::timestamptz and p.updated_at < ${cutoff.toISOString()}::timestamptz
        and not exists (select 1 from plan_videos pv where pv.plan_id = p.id)
      returning p.id`);
    return rows.rows.map((r) => r.id);
  },

  /** Sets each plan's like counter to the number given (the integrity fix for a drifted counter). */
  async setLikeCounts(db: DbOrTx, counts: { planId: number; likeCount: number }[]): Promise<number> {
    if (counts.length === 0) return 0;
    const rows = await db.execute<{ id: number }>(sql`
      update learning_plans p set like_count = c.n
      from unnest(${sql.param(counts.map((c) => c.planId))}::int[], ${sql.param(counts.map((c) => c.likeCount))}::int[]) as c(id, n)
      where p.id = c.id and p.like_count <> c.n
      returning p.id`);
    return rows.rows.length;
  },

  async likeCount(db: DbOrTx, planId: number): Promise<number> {
    const [row] = await db.select({ likeCount: learningPlans.likeCount }).from(learningPlans).where(eq(learningPlans.id, planId)).limit(1);
    return row?.likeCount ?? 0;
  },
};
