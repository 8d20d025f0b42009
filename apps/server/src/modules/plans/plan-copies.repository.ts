import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { learningPlans, planVideos } from '../../db/schema/index.ts';

export interface PlanCopyRow {
  id: number;
  slug: string;
  title: string;
  sourcePlanId: number;
  groupId: number | null;
}

const copyColumns = {
  id: learningPlans.id,
  slug: learningPlans.slug,
  title: learningPlans.title,
  sourcePlanId: sql<number>`${learningPlans.sourcePlanId}`,
  groupId: learningPlans.groupId,
};

/** Queries behind plan copies (explore add, shared links, group copies). */
export const planCopiesRepository = {
  /** The owner's copies of these source plans: at most one each (learning_plans_owner_source_key). */
  async findCopies(db: DbOrTx, ownerId: number, sourceIds: number[]): Promise<PlanCopyRow[]> {
    if (sourceIds.length === 0) return [];
    return db
      .select(copyColumns)
      .from(learningPlans)
      .where(and(eq(learningPlans.ownerId, ownerId), inArray(learningPlans.sourcePlanId, sourceIds)));
  },

  async sources(db: DbOrTx, ids: number[]) {
    if (ids.length === 0) return [];
    return db
      .select({
        id: learningPlans.id,
        title: learningPlans.title,
        description: learningPlans.description,
        color: learningPlans.color,
        youtubePlaylistId: learningPlans.youtubePlaylistId,
      })
      .from(learningPlans)
      .where(inArray(learningPlans.id, ids));
  },

  /** Inserts the rows whose slug is free (one statement); rows whose slug was taken are not returned. */
  async insertPlans(db: DbOrTx, rows: (typeof learningPlans.$inferInsert)[]): Promise<PlanCopyRow[]> {
    if (rows.length === 0) return [];
    return db.insert(learningPlans).values(rows).onConflictDoNothing({ target: learningPlans.slug }).returning(copyColumns);
  },

  /**
   * Gives each copy its source's videos in the source's order (indexes renumbered 0..n-1), in one
   * statement whatever the number of plans and videos.
   */
  async copyVideos(db: DbOrTx, pairs: { sourceId: number; copyId: number }[]): Promise<void> {
    if (pairs.length === 0) return;
    const mapping = sql.join(
      pairs.map((p) => sql`(${p.sourceId}::int, ${p.copyId}::int)`),
      sql`, `,
    );
    await db.execute(sql`
      insert into ${planVideos} (plan_id, video_id, order_index)
      select m.copy_id, pv.video_id, (row_number() over (partition by pv.plan_id order by pv.order_index) - 1)::int
      from ${planVideos} pv
      join (values ${mapping}) as m(source_id, copy_id) on pv.plan_id = m.source_id`);
  },

  /** Puts the owner's ungrouped plans among `ids` into the group. */
  async groupUngrouped(db: DbOrTx, ownerId: number, ids: number[], groupId: number): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .update(learningPlans)
      .set({ groupId, updatedAt: sql`now()` })
      .where(and(eq(learningPlans.ownerId, ownerId), inArray(learningPlans.id, ids), isNull(learningPlans.groupId)))
      .returning({ id: learningPlans.id });
    return rows.map((r) => r.id);
  },
};
