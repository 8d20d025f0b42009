import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { addDays } from './calendar.ts';

/**
 * The analytics read model over the watch-event ledger (progress) and its per-day rollup watch_days
 * (progress; kept by triggers), completed videos (progress), video categories (videos) and
 * plan-completion achievements (achievements). Each function is one SQL statement whatever the
 * history's size: seconds per day, totals and streaks come from watch_days (one row a day, the
 * streak in one probe); what needs the videos of a day or month reads watch_events through
 * (user_id, local_date).
 */

const int = (v: unknown): number => Number(v ?? 0);

/** A local day as the instant it starts in the zone (for timestamp ranges). */
const dayStart = (day: string, zone: string) => sql`(${day}::date::timestamp at time zone ${zone})`;

/**
 * Consecutive days with watch time ending today, or yesterday when today has none yet: two probes of
 * watch_days, whose triggers keep each day's streak (migration 0019).
 */
const streakSql = (userId: number, today: string) => sql`coalesce(
  (select streak from watch_days where user_id = ${userId} and local_date = ${today}),
  (select streak from watch_days where user_id = ${userId} and local_date = ${addDays(today, -1)}),
  0)`;

export const analyticsQueries = {
  /** Seconds per day in [from, to] and the videos first completed then. */
  async week(db: DbOrTx, userId: number, zone: string, from: string, to: string): Promise<{ days: Map<string, number>; completedVideos: number }> {
    const { rows } = await db.execute<{ days: [string, number][]; completed: number }>(sql`
      select
        (select coalesce(json_agg(json_build_array(local_date, seconds)), '[]'::json) from (
          select local_date, seconds from watch_days where user_id = ${userId} and local_date between ${from} and ${to}
        ) d) as days,
        (select count(*)::int from video_progress
          where user_id = ${userId} and is_completed and completed_at >= ${dayStart(from, zone)} and completed_at < ${dayStart(`${to}`, zone)} + interval '1 day') as completed`);
    const row = rows[0];
    return { days: new Map((row?.days ?? []).map(([d, s]) => [d, int(s)])), completedVideos: int(row?.completed) };
  },

  /** Today's seconds and distinct videos, and the streak. */
  async day(db: DbOrTx, userId: number, today: string): Promise<{ seconds: number; videos: number; streak: number }> {
    const { rows } = await db.execute<{ seconds: number; videos: number; streak: number }>(sql`
      select
        (select coalesce(sum(seconds), 0)::bigint from watch_days where user_id = ${userId} and local_date = ${today}) as seconds,
        (select count(distinct video_id)::int from watch_events where user_id = ${userId} and local_date = ${today}) as videos,
        ${streakSql(userId, today)} as streak`);
    const row = rows[0];
    return { seconds: int(row?.seconds), videos: int(row?.videos), streak: int(row?.streak) };
  },

  /** The month from `from` to `today`: totals, sessions (a video on a day), top categories, plans completed, streak. */
  async month(db: DbOrTx, userId: number, zone: string, from: string, today: string, topCategories: number) {
    const { rows } = await db.execute<{ seconds: number; videos: number; sessions: number; categories: [string, number][]; plans: number; streak: number }>(sql`
      with sessions as materialized (
        select video_id, sum(seconds_credited)::bigint as seconds from watch_events
        where user_id = ${userId} and local_date between ${from} and ${today} group by video_id, local_date
      )
      select
        (select coalesce(sum(seconds), 0)::bigint from sessions) as seconds,
        (select count(distinct video_id)::int from sessions) as videos,
        (select count(*)::int from sessions) as sessions,
        (select coalesce(json_agg(json_build_array(category, seconds)), '[]'::json) from (
          select v.category, sum(s.seconds)::bigint as seconds from sessions s join videos v on v.id = s.video_id
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
        ${want.hours ? sql`(select coalesce(sum(seconds), 0)::bigint from watch_days where user_id = ${userId})` : sql`null`} as seconds,
        ${want.streak ? streakSql(userId, today) : sql`null`} as streak`);
    const row = rows[0];
    const opt = (v: unknown) => (v === null || v === undefined ? undefined : Number(v));
    return { completedVideos: opt(row?.videos), completedPlans: opt(row?.plans), certificates: opt(row?.certificates), watchedSeconds: opt(row?.seconds), streakDays: opt(row?.streak) };
  },
};
