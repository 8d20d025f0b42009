import { and, asc, count, eq, gte, inArray, lt, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { planVideos } from '../../db/schema/index.ts';

export type PlanVideoRow = typeof planVideos.$inferSelect;
/**
 * The entries of one plan. Writers hold the plan row's lock (plansRepository.lock), so order
 * indexes are computed from a stable state. (plan_id, order_index) is unique and checked row by
 * row, so shifts go through the negative range in two statements instead of colliding midway.
 */
export const planVideosRepository = {
  /** The plan's entries without videos, in order (for writers holding the lock). */
  async entries(db: DbOrTx, planId: number): Promise<PlanVideoRow[]> {
    return db.select().from(planVideos).where(eq(planVideos.planId, planId)).orderBy(asc(planVideos.orderIndex));
  },

  async stats(db: DbOrTx, planId: number): Promise<{ count: number; nextIndex: number }> {
    const [row] = await db
      .select({ n: count(), last: max(planVideos.orderIndex) })
      .from(planVideos)
      .where(eq(planVideos.planId, planId));
    return { count: row?.n ?? 0, nextIndex: row?.last == null ? 0 : row.last + 1 };
  },

  /** Which of `videoIds` the plan already holds. */
  async presentVideoIds(db: DbOrTx, planId: number, videoIds: number[]): Promise<Set<number>> {
    if (videoIds.length === 0) return new Set();
    const rows = await db
      .select({ videoId: planVideos.videoId })
      .from(planVideos)
      .where(and(eq(planVideos.planId, planId), inArray(planVideos.videoId, videoIds)));
    return new Set(rows.map((r) => r.videoId));
  },

  async find(db: DbOrTx, planId: number, videoId: number): Promise<PlanVideoRow | undefined> {
    const [row] = await db
      .select()
      .from(planVideos)
      .where(and(eq(planVideos.planId, planId), eq(planVideos.videoId, videoId)))
      .limit(1);
    return row;
  },

  async insert(db: DbOrTx, rows: { planId: number; videoId: number; orderIndex: number }[]): Promise<PlanVideoRow[]> {
    if (rows.length === 0) return [];
    return db.insert(planVideos).values(rows).returning();
  },

  async delete(db: DbOrTx, id: number): Promise<void> {
    await db.delete(planVideos).where(eq(planVideos.id, id));
  },

  /** Adds `delta` to the order index of every entry at or after `fromIndex`, in two statements. */
  async shift(db: DbOrTx, planId: number, fromIndex: number, delta: number): Promise<void> {
    await db
      .update(planVideos)
      .set({ orderIndex: sql`-(${planVideos.orderIndex} + ${delta}) - 1` })
      .where(and(eq(planVideos.planId, planId), gte(planVideos.orderIndex, fromIndex)));
    await db
      .update(planVideos)
      .set({ orderIndex: sql`-${planVideos.orderIndex} - 1` })
      .where(and(eq(planVideos.planId, planId), lt(planVideos.orderIndex, 0)));
  },

  /**
   * Renumbers the entries of the given plans to 0..n-1, keeping their order: first every index goes
   * negative (reversed), then each takes its rank, so the unique (plan, index) never collides. Returns the entries moved.
   */
  async renumber(db: DbOrTx, planIds: number[]): Promise<number> {
    if (planIds.length === 0) return 0;
    await db
      .update(planVideos)
      .set({ orderIndex: sql`-${planVideos.orderIndex} - 1` })
      .where(inArray(planVideos.planId, planIds));
    const moved = await db.execute<{ id: number }>(sql`
      update plan_videos pv set order_index = r.rank
      from (select id, (row_number() over (partition by plan_id order by order_index desc))::int - 1 as rank
            from plan_videos where plan_id = any(${sql.param(planIds)}::int[])) r
      where pv.id = r.id and pv.order_index <> -r.rank - 1
      returning pv.id`);
    return moved.rows.length;
  },

  /** Gives each listed entry its new index (all entries of the plan, a permutation), in two statements. */
  async applyOrder(db: DbOrTx, planId: number, orderedIds: number[]): Promise<void> {
    if (orderedIds.length === 0) return;
    await db
      .update(planVideos)
      .set({ orderIndex: sql`-${planVideos.orderIndex} - 1` })
      .where(eq(planVideos.planId, planId));
    const pairs = sql.join(
      orderedIds.map((id, index) => sql`(${id}::int, ${index}::int)`),
      sql`, `,
    );
    await db.execute(sql`
      update ${planVideos} set order_index = v.idx
      from (values ${pairs}) as v(id, idx)
      where ${planVideos.id} = v.id and ${planVideos.planId} = ${planId}`);
  },
};
