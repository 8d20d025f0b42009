import { z } from 'zod';
import { and, count, desc, eq, inArray, type Placeholder, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { executeNamed, prepared } from '../../db/prepared.ts';
import { learningPlans, planGroups, planVideos, users, videoProgress, videos } from '../../db/schema/index.ts';
import type { SessionCompanion } from '../../http/session.ts';
import type { PlanRow } from './plan-access.ts';

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
const byIdWithStats = prepared((db) => withStats(db, viewer, eq(learningPlans.id, sql.placeholder('id')), 1).prepare('plans_by_id_with_stats'));

/** Pending modification requests a plan's head carries for its owner (newest first). */
export const PENDING_REQUESTS_SHOWN = 100;

/**
 * A plan by its slug without its counts (a primary-key-like read whatever the number of its videos),
 * as one json value (null: no such plan): who may read it and its content version, a fingerprint of
 * what its detail shows that no version follows (the plan's row, its group's name, its author: an md5,
 * so the row does not travel and no JSON of it is parsed per request) and, for its owner only, the
 * pending modification requests with their requesters (decision 0054). The plan page runs it in the session's statement (`planHeadWithSession`,
 * decision 0063).
 */
export const planHeadSql = (viewerId: SQL, slug: SQL) => sql`select json_build_object(
    'id', lp.id, 'ownerId', lp.owner_id, 'isPublic', lp.is_public, 'contentVersion', lp.content_version,
    'fingerprint', md5(json_build_array(lp, g.name, u.first_name, u.last_name, u.email, u.profile_image_url)::text),
    'pending', case when lp.owner_id = ${viewerId} then coalesce((
      select json_agg(json_build_object('id', r.id, 'planId', r.plan_id, 'requestType', r.request_type, 'requestData', r.request_data, 'message', r.message,
        'status', r.status, 'createdAt', r.created_at, 'decidedAt', r.decided_at,
        'requester', json_build_object('id', ru.id, 'firstName', ru.first_name, 'lastName', ru.last_name, 'profileImageUrl', ru.profile_image_url))
        order by r.created_at desc, r.id desc)
      from (select * from modification_requests m where m.plan_id = lp.id and m.status = 'pending'
            order by m.created_at desc, m.id desc limit ${sql.raw(String(PENDING_REQUESTS_SHOWN))}) r
      join users ru on ru.id = r.requester_id), '[]'::json) else '[]'::json end)
  from learning_plans lp
  join users u on u.id = lp.owner_id
  left join plan_groups g on g.id = lp.group_id
  where lp.slug = ${slug}`;

/** The plan head read with the session (config `sessionWith`): the plan page's first read rides in it. */
export const planHeadWithSession: SessionCompanion = { name: 'plan_head', param: 'slug', select: planHeadSql };

/** A pending request as the plan's head carries it (timestamps as JSON text). */
export interface PendingRequestJson {
  id: number;
  planId: number;
  requestType: 'add_video' | 'remove_video' | 'reorder_videos' | 'edit_plan';
  requestData: unknown;
  message: string;
  status: 'pending' | 'approved' | 'declined';
  createdAt: string;
  decidedAt: string | null;
  requester: { id: number; firstName: string | null; lastName: string | null; profileImageUrl: string | null };
}

const planHeadShape = z.object({
  id: z.number().int(),
  ownerId: z.number().int(),
  isPublic: z.boolean(),
  contentVersion: z.number().int(),
  fingerprint: z.string(),
  pending: z.array(z.unknown()),
});

/** What the plan page needs of the head: who may read the plan, and what its answer's version is made of. */
export interface PlanHead {
  access: { id: number; ownerId: number; isPublic: boolean; contentVersion: number };
  /** An md5 of the plan's row, group name and author: any change of them changes the plan's cached answer. */
  fingerprint: string;
  pending: PendingRequestJson[];
}

/** The head's json as the statement answered it (null: no such plan). */
export function parsePlanHead(value: unknown): PlanHead | null {
  if (value === null || value === undefined) return null;
  const { id, ownerId, isPublic, contentVersion, fingerprint, pending } = planHeadShape.parse(value);
  return {
    access: { id, ownerId, isPublic, contentVersion },
    fingerprint,
    // Built by the statement above from modification_requests' own columns.
    pending: pending as PendingRequestJson[],
  };
}

export const plansQueries = {
  /** The plan by its slug, with its pending requests when `viewerId` owns it (see planHeadSql). */
  async headBySlug(db: DbOrTx, slug: string, viewerId: number): Promise<PlanHead | null> {
    const [row] = await executeNamed<{ head: unknown }>(db, 'plans_head_by_slug', sql`select (${planHeadSql(sql`${viewerId}::int`, sql`${slug}::text`)}) as head`);
    return parsePlanHead(row?.head);
  },

  listOwnWithStats(db: DbOrTx, ownerId: number, limit: number): Promise<PlanStatsRow[]> {
    return listOwnWithStats(db).execute({ viewerId: ownerId, limit });
  },


  async byIdWithStats(db: DbOrTx, viewerId: number, id: number): Promise<PlanStatsRow | undefined> {
    const [row] = await byIdWithStats(db).execute({ viewerId, id });
    return row;
  },
};
