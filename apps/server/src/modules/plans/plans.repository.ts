import { and, count, desc, eq, inArray, ne, or, type Placeholder, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { learningPlans, planGroups, planVideos, users, videoProgress, videos } from '../../db/schema/index.ts';
import type { PlanRow } from './plan-access.ts';

export type PlanAccessRow = Pick<PlanRow, 'id' | 'ownerId' | 'isPublic' | 'contentVersion'>;

/** A plan with what its detail shows apart from the counts: its group's name and its author. */
export type PlanHeadRow = Omit<PlanStatsRow, 'videoCount' | 'completedCount' | 'totalDurationSeconds'>;

export interface PlanStatsRow {
  plan: PlanRow;
  groupName: string | null;
  videoCount: number;
  completedCount: number;
  totalDurationSeconds: number;
  author: { id: number; firstName: string | null; lastName: string | null; email: string; profileImageUrl: string | null };
}

type Value<T> = T | Placeholder;

/**
 * Plans matching `filter` with their counts, total duration and the viewer's completed count, all
 * aggregated in SQL: one statement whatever the number of plans and videos.
 */
function withStats(db: DbOrTx, viewerId: Value<number>, filter: SQL, limit: Value<number>) {
  const stats = db
    .select({
      planId: planVideos.planId,
      videoCount: count().as('video_count'),
      completedCount: sql<number>`count(*) filter (where ${videoProgress.isCompleted})`.as('completed_count'),
      totalSeconds: sql<number>`coalesce(sum(${videos.durationSeconds}), 0)`.as('total_seconds'),
    })
    .from(planVideos)
    .innerJoin(videos, eq(videos.id, planVideos.videoId))
    .leftJoin(videoProgress, and(eq(videoProgress.userId, viewerId), eq(videoProgress.videoId, planVideos.videoId)))
    .where(inArray(planVideos.planId, db.select({ id: learningPlans.id }).from(learningPlans).where(filter)))
    .groupBy(planVideos.planId)
    .as('stats');
  return db
    .select({
      plan: learningPlans,
      groupName: planGroups.name,
      videoCount: sql<number>`coalesce(${stats.videoCount}, 0)`.mapWith(Number),
      completedCount: sql<number>`coalesce(${stats.completedCount}, 0)`.mapWith(Number),
      totalDurationSeconds: sql<number>`coalesce(${stats.totalSeconds}, 0)`.mapWith(Number),
      author: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, profileImageUrl: users.profileImageUrl },
    })
    .from(learningPlans)
    .innerJoin(users, eq(users.id, learningPlans.ownerId))
    .leftJoin(planGroups, eq(planGroups.id, learningPlans.groupId))
    .leftJoin(stats, eq(stats.planId, learningPlans.id))
    .where(filter)
    .orderBy(desc(learningPlans.createdAt), desc(learningPlans.id))
    .limit(limit);
}

const viewer = sql.placeholder('viewerId');
const listOwnWithStats = prepared((db) => withStats(db, viewer, eq(learningPlans.ownerId, viewer), sql.placeholder('limit')).prepare('plans_list_own'));
const bySlugWithStats = prepared((db) => withStats(db, viewer, eq(learningPlans.slug, sql.placeholder('slug')), 1).prepare('plans_by_slug_with_stats'));
const byIdWithStats = prepared((db) => withStats(db, viewer, eq(learningPlans.id, sql.placeholder('id')), 1).prepare('plans_by_id_with_stats'));
const findById = prepared((db) => db.select().from(learningPlans).where(eq(learningPlans.id, sql.placeholder('id'))).limit(1).prepare('plans_by_id'));
/** A plan by slug without its counts: a primary-key-like read whatever the number of its videos. */
const headBySlug = prepared((db) =>
  db
    .select({
      plan: learningPlans,
      groupName: planGroups.name,
      author: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, profileImageUrl: users.profileImageUrl },
    })
    .from(learningPlans)
    .innerJoin(users, eq(users.id, learningPlans.ownerId))
    .leftJoin(planGroups, eq(planGroups.id, learningPlans.groupId))
    .where(eq(learningPlans.slug, sql.placeholder('slug')))
    .limit(1)
    .prepare('plans_head_by_slug'),
);
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
  listOwnWithStats(db: DbOrTx, ownerId: number, limit: number): Promise<PlanStatsRow[]> {
    return listOwnWithStats(db).execute({ viewerId: ownerId, limit });
  },

  async bySlugWithStats(db: DbOrTx, viewerId: number, slug: string): Promise<PlanStatsRow | undefined> {
    const [row] = await bySlugWithStats(db).execute({ viewerId, slug });
    return row;
  },

  async headBySlug(db: DbOrTx, slug: string): Promise<PlanHeadRow | undefined> {
    const [row] = await headBySlug(db).execute({ slug });
    return row;
  },

  async byIdWithStats(db: DbOrTx, viewerId: number, id: number): Promise<PlanStatsRow | undefined> {
    const [row] = await byIdWithStats(db).execute({ viewerId, id });
    return row;
  },

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
   * the spec's "This playlist already exists publicly".
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
};
