import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * The analytics read model over the watch-event ledger (progress), completed videos (progress), video
 * categories (videos) and plan-completion achievements (achievements). Each function is one SQL
 * statement whatever the history's size: days are read through watch_events (user_id, local_date),
 * and a streak walks back one index probe per day and stops at the first day without watch time.
 */

const int = (v: unknown): number => Number(v ?? 0);

/** A local day as the instant it starts in the zone (for timestamp ranges). */
const dayStart = (day: string, zone: string) => sql`(${day}::date::timestamp at time zone ${zone})`;

/** Consecutive days with watch time ending today, or yesterday when today has none yet. */
const streakSql = (userId: number, today: string) => sql`(
  with recursive streak(day) as (
    select start from (
      select case
        when exists (select 1 from watch_events where user_id = ${userId} and local_date = ${today}) then ${today}::date
        when exists (select 1 from watch_events where user_id = ${userId} and local_date = to_char(${today}::date - 1, 'YYYY-MM-DD')) then ${today}::date - 1
      end as start
    ) s where start is not null
    union all
    select day - 1 from streak
    where exists (select 1 from watch_events where user_id = ${userId} and local_date = to_char(day - 1, 'YYYY-MM-DD'))
  )
  select count(*)::int from streak
)`;

export const analyticsQueries = {
  /** The user's zone as stored (the web sends the browser's once after sign-in; UTC until then). */
  async zoneOf(db: DbOrTx, userId: number): Promise<string> {
    const { rows } = await db.execute<{ time_zone: string }>(sql`select time_zone from users where id = ${userId}`);
    return rows[0]?.time_zone ?? 'UTC';
  },

  /** Seconds per day in [from, to] and the videos first completed then. */
  async week(db: DbOrTx, userId: number, zone: string, from: string, to: string): Promise<{ days: Map<string, number>; completedVideos: number }> {
    const { rows } = await db.execute<{ days: [string, number][]; completed: number }>(sql`
      select
        (select coalesce(json_agg(json_build_array(local_date, seconds)), '[]'::json) from (
          select local_date, sum(seconds_credited)::bigint as seconds from watch_events
          where user_id = ${userId} and local_date between ${from} and ${to} group by local_date
        ) d) as days,
        (select count(*)::int from video_progress
          where user_id = ${userId} and is_completed and completed_at >= ${dayStart(from, zone)} and completed_at < ${dayStart(`${to}`, zone)} + interval '1 day') as completed`);
    const row = rows[0];
    return { days: new Map((row?.days ?? []).map(([d, s]) => [d, int(s)])), completedVideos: int(row?.completed) };
  },

  /** Today's seconds and distinct videos, and the streak. */
  async day(db: DbOrTx, userId: number, today: string): Promise<{ seconds: number; videos: number; streak: number }> {
    const { rows } = await db.execute<{ seconds: number; videos: number; streak: number }>(sql`
      select coalesce(sum(seconds_credited), 0)::bigint as seconds, count(distinct video_id)::int as videos, ${streakSql(userId, today)} as streak
      from watch_events where user_id = ${userId} and local_date = ${today}`);
    const row = rows[0];
    return { seconds: int(row?.seconds), videos: int(row?.videos), streak: int(row?.streak) };
  },

  /** The month from `from` to `today`: totals, sessions (a video on a day), top categories, plans completed, streak. */
  async month(db: DbOrTx, userId: number, zone: string, from: string, today: string, topCategories: number) {
    const { rows } = await db.execute<{ seconds: number; videos: number; sessions: number; categories: [string, number][]; plans: number; streak: number }>(sql`
      with events as (
        select video_id, local_date, seconds_credited from watch_events
        where user_id = ${userId} and local_date between ${from} and ${today}
      )
      select
        (select coalesce(sum(seconds_credited), 0)::bigint from events) as seconds,
        (select count(distinct video_id)::int from events) as videos,
        (select count(*)::int from (select distinct video_id, local_date from events) s) as sessions,
        (select coalesce(json_agg(json_build_array(category, seconds)), '[]'::json) from (
          select v.category, sum(e.seconds_credited)::bigint as seconds from events e join videos v on v.id = e.video_id
          where v.category is not null and v.category <> '' group by v.category order by seconds desc, v.category limit ${topCategories}
        ) c) as categories,
        (select count(*)::int from achievements
          where user_id = ${userId} and plan_id is not null and earned_at >= ${dayStart(from, zone)} and earned_at < ${dayStart(today, zone)} + interval '1 day') as plans,
        ${streakSql(userId, today)} as streak`);
    const row = rows[0];
    return {
      seconds: int(row?.seconds),
      videos: int(row?.videos),
      sessions: int(row?.sessions),
      categories: (row?.categories ?? []).map(([category, seconds]) => ({ category, seconds: int(seconds) })),
      completedPlans: int(row?.plans),
      streak: int(row?.streak),
    };
  },

  /** What the achievement rules measure, in one statement; `want` leaves out the costly ones already settled. */
  async measures(db: DbOrTx, userId: number, today: string, want: { hours: boolean; streak: boolean; videos: boolean; plans: boolean }) {
    const { rows } = await db.execute<{ videos: number | null; plans: number | null; certificates: number | null; seconds: number | null; streak: number | null }>(sql`
      select
        ${want.videos ? sql`(select count(*)::int from video_progress where user_id = ${userId} and is_completed)` : sql`null`} as videos,
        ${want.plans ? sql`(select count(*)::int from achievements where user_id = ${userId} and plan_id is not null)` : sql`null`} as plans,
        (select count(*)::int from certificates where user_id = ${userId}) as certificates,
        ${want.hours ? sql`(select coalesce(sum(seconds_credited), 0)::bigint from watch_events where user_id = ${userId})` : sql`null`} as seconds,
        ${want.streak ? streakSql(userId, today) : sql`null`} as streak`);
    const row = rows[0];
    const opt = (v: unknown) => (v === null || v === undefined ? undefined : Number(v));
    return { completedVideos: opt(row?.videos), completedPlans: opt(row?.plans), certificates: opt(row?.certificates), watchedSeconds: opt(row?.seconds), streakDays: opt(row?.streak) };
  },
};
