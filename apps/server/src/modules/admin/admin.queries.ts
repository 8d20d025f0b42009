import type { AdminStats, IntegrityReport } from '@learnstack/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * The admin dashboard's read models: figures across every module's tables, each in one statement,
 * and the data-integrity check (docs/decisions/0037).
 */

const DAY_MS = 86_400_000;
/** "Active" users: seen within this many days. */
export const ACTIVE_WITHIN_DAYS = 30;
/** An import still 'running' without a heartbeat for this long has no process left (the sweep fails it after 2 minutes when running). */
export const STUCK_IMPORT_AFTER_MS = 10 * 60_000;
/** Lists in the integrity report are capped; the counts are exact. */
export const INTEGRITY_LIST_MAX = 100;

/** IANA zone area -> the region shown on the dashboard. */
const REGION_OF_AREA: Record<string, string> = {
  America: 'Americas',
  US: 'Americas',
  Canada: 'Americas',
  Brazil: 'Americas',
  Chile: 'Americas',
  Mexico: 'Americas',
  Europe: 'Europe',
  Africa: 'Africa',
  Asia: 'Asia',
  Australia: 'Oceania',
  Pacific: 'Oceania',
  Atlantic: 'Europe',
  Indian: 'Asia',
  Antarctica: 'Antarctica',
};
export function regionOf(timeZone: string): string {
  const area = timeZone.split('/')[0] ?? '';
  return REGION_OF_AREA[area] ?? 'Unknown';
}

export type AdminCounts = Pick<AdminStats, 'totalUsers' | 'activeUsers' | 'totalVideos' | 'totalPlans' | 'publicPlans'>;

const iso = (v: Date | string | null): string => (v ? new Date(v).toISOString() : '');

export const adminQueries = {
  async counts(db: DbOrTx, now: Date): Promise<AdminCounts> {
    const activeSince = new Date(now.getTime() - ACTIVE_WITHIN_DAYS * DAY_MS).toISOString();
    const r = await db.execute<{ total_users: number; active_users: number; total_videos: number; total_plans: number; public_plans: number }>(sql`
      select (select count(*) from users)::int as total_users,
             (select count(*) from users where last_active_at >= ${activeSince}::timestamptz)::int as active_users,
             (select count(*) from videos)::int as total_videos,
             (select count(*) from learning_plans)::int as total_plans,
             (select count(*) from learning_plans where is_public)::int as public_plans`);
    const row = r.rows[0];
    return {
      totalUsers: row?.total_users ?? 0,
      activeUsers: row?.active_users ?? 0,
      totalVideos: row?.total_videos ?? 0,
      totalPlans: row?.total_plans ?? 0,
      publicPlans: row?.public_plans ?? 0,
    };
  },

  /** Users by the area of their time zone, merged into regions, largest first. */
  async viewersByRegion(db: DbOrTx): Promise<AdminStats['viewersByRegion']> {
    const r = await db.execute<{ area: string; n: number }>(sql`
      select split_part(time_zone, '/', 1) as area, count(*)::int as n from users group by 1`);
    const regions = new Map<string, number>();
    for (const { area, n } of r.rows) regions.set(regionOf(area), (regions.get(regionOf(area)) ?? 0) + n);
    return [...regions].map(([region, count]) => ({ region, count })).sort((a, b) => b.count - a.count || a.region.localeCompare(b.region));
  },

  /** The 5 plans with the most other users who copied, liked or watched a video of them. */
  async topPlans(db: DbOrTx, limit = 5): Promise<AdminStats['topPlans']> {
    const r = await db.execute<{ id: number; title: string; video_count: number; user_count: number }>(sql`
      with engaged as (
        select source_plan_id as plan_id, owner_id as user_id from learning_plans where source_plan_id is not null
        union
        select plan_id, user_id from plan_likes
        union
        select pv.plan_id, vp.user_id from plan_videos pv join video_progress vp on vp.video_id = pv.video_id
      ), ranked as (
        select e.plan_id, count(distinct e.user_id)::int as user_count
        from engaged e join learning_plans p on p.id = e.plan_id
        where e.user_id <> p.owner_id
        group by e.plan_id
        order by user_count desc, e.plan_id
        limit ${limit}
      )
      select p.id, p.title, (select count(*) from plan_videos pv where pv.plan_id = p.id)::int as video_count, r.user_count
      from ranked r join learning_plans p on p.id = r.plan_id
      order by r.user_count desc, p.id`);
    return r.rows.map((row) => ({ id: row.id, title: row.title, videoCount: row.video_count, userCount: row.user_count }));
  },

  async recentUsers(db: DbOrTx, limit = 5): Promise<AdminStats['recentUsers']> {
    const r = await db.execute<{ id: number; first_name: string | null; last_name: string | null; email: string; created_at: Date | string; last_active_at: Date | string }>(sql`
      select id, first_name, last_name, email, created_at, last_active_at from users order by created_at desc, id desc limit ${limit}`);
    return r.rows.map((u) => ({ id: u.id, firstName: u.first_name, lastName: u.last_name, email: u.email, createdAt: iso(u.created_at), lastActive: iso(u.last_active_at) }));
  },

  /**
   * The whole integrity report in one statement. Kinds the schema's constraints rule out are proven
   * from the catalog (a validated foreign key, a valid unique index); only if a proof fails does the
   * scan for them run (a CASE runs its sub-select only when reached).
   */
  async integrity(db: DbOrTx, now: Date): Promise<IntegrityReport> {
    const stuckBefore = new Date(now.getTime() - STUCK_IMPORT_AFTER_MS).toISOString();
    const cap = INTEGRITY_LIST_MAX;
    const r = await db.execute<Record<string, unknown>>(sql`
      with proof as (
        select
          (select count(*) = 2 from pg_constraint where conrelid = 'plan_videos'::regclass and contype = 'f' and convalidated
             and confrelid in ('learning_plans'::regclass, 'videos'::regclass)) as pv_fk,
          exists (select 1 from pg_index i join pg_class c on c.oid = i.indexrelid
                   where c.relname = 'plan_videos_plan_video_key' and i.indisunique and i.indisvalid) as pv_unique,
          (select count(*) = 2 from pg_constraint where conrelid = 'video_progress'::regclass and contype = 'f' and convalidated
             and confrelid in ('users'::regclass, 'videos'::regclass)) as vp_fk
      ),
      gaps as (
        select pv.plan_id, count(*)::int as video_count, min(pv.order_index) as min_index, max(pv.order_index) as max_index
        from plan_videos pv group by pv.plan_id
        having min(pv.order_index) <> 0 or max(pv.order_index) <> count(*) - 1
      ),
      drift as (
        select p.id as plan_id, p.title as plan_title, p.like_count as stored, coalesce(l.n, 0)::int as actual
        from learning_plans p left join (select plan_id, count(*) as n from plan_likes group by plan_id) l on l.plan_id = p.id
        where p.like_count <> coalesce(l.n, 0)
      ),
      stuck as (
        select id as import_id, youtube_playlist_id, user_id, updated_at as last_update
        from playlist_imports where status = 'running' and updated_at < ${stuckBefore}::timestamptz
      )
      select
        (select count(*) from learning_plans)::int as active_plans,
        (select count(*) from videos)::int as total_videos,
        (select count(*) from plan_videos)::int as plan_video_relationships,
        (select count(*) from video_progress)::int as progress_records,
        case when proof.pv_fk then '[]'::json else (
          select coalesce(json_agg(x), '[]'::json) from (
            select pv.plan_id, coalesce(p.title, '(missing plan)') as plan_title, pv.video_id
            from plan_videos pv left join learning_plans p on p.id = pv.plan_id left join videos v on v.id = pv.video_id
            where p.id is null or v.id is null limit ${cap}) x) end as orphaned_plan_videos,
        case when proof.pv_fk then 0 else (
          select count(*) from plan_videos pv left join learning_plans p on p.id = pv.plan_id left join videos v on v.id = pv.video_id
          where p.id is null or v.id is null) end::int as orphaned_plan_videos_count,
        case when proof.pv_unique then '[]'::json else (
          select coalesce(json_agg(x), '[]'::json) from (
            select pv.plan_id, coalesce(max(p.title), '(missing plan)') as plan_title, pv.video_id, count(*)::int as count
            from plan_videos pv left join learning_plans p on p.id = pv.plan_id
            group by pv.plan_id, pv.video_id having count(*) > 1 limit ${cap}) x) end as duplicate_plan_videos,
        case when proof.pv_unique then 0 else (
          select count(*) from (select 1 from plan_videos group by plan_id, video_id having count(*) > 1) d) end::int as duplicate_plan_videos_count,
        case when proof.vp_fk then '[]'::json else (
          select coalesce(json_agg(x), '[]'::json) from (
            select vp.user_id, vp.video_id from video_progress vp left join videos v on v.id = vp.video_id left join users u on u.id = vp.user_id
            where v.id is null or u.id is null limit ${cap}) x) end as orphaned_progress,
        case when proof.vp_fk then 0 else (
          select count(*) from video_progress vp left join videos v on v.id = vp.video_id left join users u on u.id = vp.user_id
          where v.id is null or u.id is null) end::int as orphaned_progress_count,
        (select coalesce(json_agg(x), '[]'::json) from (
          select g.plan_id, p.title as plan_title, g.video_count, g.min_index, g.max_index
          from gaps g join learning_plans p on p.id = g.plan_id order by g.plan_id limit ${cap}) x) as plan_order_gaps,
        (select count(*) from gaps)::int as plan_order_gaps_count,
        (select coalesce(json_agg(x), '[]'::json) from (select * from stuck order by import_id limit ${cap}) x) as stuck_imports,
        (select count(*) from stuck)::int as stuck_imports_count,
        (select coalesce(json_agg(x), '[]'::json) from (select * from drift order by plan_id limit ${cap}) x) as like_count_drift,
        (select count(*) from drift)::int as like_count_drift_count,
        (select count(*) from sessions where expires_at < now())::int as expired_sessions,
        (select count(*) from auth_challenges where expires_at < now())::int as expired_challenges,
        (select count(*) from password_reset_tokens where expires_at < now() - interval '1 day')::int as expired_reset_tokens,
        proof.pv_fk, proof.pv_unique, proof.vp_fk
      from proof`);
    const row = r.rows[0] ?? {};
    const n = (k: string) => Number(row[k] ?? 0);
    const list = <T>(k: string): T[] => (Array.isArray(row[k]) ? (row[k] as T[]) : []);
    const counts = {
      orphanedPlanVideos: n('orphaned_plan_videos_count'),
      duplicatePlanVideos: n('duplicate_plan_videos_count'),
      orphanedProgress: n('orphaned_progress_count'),
      planOrderGaps: n('plan_order_gaps_count'),
      stuckImports: n('stuck_imports_count'),
      likeCountDrift: n('like_count_drift_count'),
      expiredSessions: n('expired_sessions'),
      expiredChallenges: n('expired_challenges'),
      expiredResetTokens: n('expired_reset_tokens'),
    };
    const totalIssues = Object.values(counts).reduce((a, b) => a + b, 0);
    const guaranteed = [
      ...(row.pv_fk ? ['orphanedPlanVideos'] : []),
      ...(row.pv_unique ? ['duplicatePlanVideos'] : []),
      ...(row.vp_fk ? ['orphanedProgress'] : []),
    ];
    return {
      overview: {
        active_plans: n('active_plans'),
        total_videos: n('total_videos'),
        plan_video_relationships: n('plan_video_relationships'),
        progress_records: n('progress_records'),
      },
      summary: { hasIssues: totalIssues > 0, totalIssues, counts },
      issues: {
        orphanedPlanVideos: list('orphaned_plan_videos'),
        duplicatePlanVideos: list('duplicate_plan_videos'),
        orphanedProgress: list('orphaned_progress'),
        planOrderGaps: list('plan_order_gaps'),
        stuckImports: list<{ import_id: number; youtube_playlist_id: string; user_id: number; last_update: string }>('stuck_imports').map((s) => ({ ...s, last_update: iso(s.last_update) })),
        likeCountDrift: list('like_count_drift'),
      },
      housekeeping: { expiredSessions: counts.expiredSessions, expiredChallenges: counts.expiredChallenges, expiredResetTokens: counts.expiredResetTokens },
      guaranteedByConstraints: guaranteed,
      timestamp: now.toISOString(),
    };
  },

  /**
   * Plans that look inactive by every module's tables (docs/decisions/0036): no videos, created and
   * last changed before `cutoff`, never copied, shared, favourited or liked, not the target of an
   * import still running. The plans module re-checks its own conditions as it deletes.
   */
  async inactivePlanCandidates(db: DbOrTx, cutoff: Date, max: number): Promise<number[]> {
    const at = cutoff.toISOString();
    const r = await db.execute<{ id: number }>(sql`
      select p.id from learning_plans p
      where p.created_at < ${at}::timestamptz and p.updated_at < ${at}::timestamptz
        and p.share_count = 0 and p.share_token is null and p.like_count = 0
        and not exists (select 1 from plan_videos pv where pv.plan_id = p.id)
        and not exists (select 1 from learning_plans c where c.source_plan_id = p.id)
        and not exists (select 1 from favorite_plans f where f.plan_id = p.id)
        and not exists (select 1 from plan_likes l where l.plan_id = p.id)
        and not exists (select 1 from share_events s where s.plan_id = p.id)
        and not exists (select 1 from playlist_imports i where i.plan_id = p.id and i.status = 'running')
      order by p.id
      limit ${max}`);
    return r.rows.map((row) => row.id);
  },
};
