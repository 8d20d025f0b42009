import { eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { users } from '../../db/schema/index.ts';
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

const user = sql.placeholder('userId');
const today = sql.placeholder('today');
const yesterday = sql.placeholder('yesterday');
const from = sql.placeholder('from');
const zone = sql.placeholder('zone');

/** A local day as the instant it starts in the zone (for timestamp ranges). */
const dayStart = (day: Placeholder<string>) => sql`(${day}::text::date::timestamp at time zone ${zone}::text)`;

/**
 * Consecutive days with watch time ending today, or yesterday when today has none yet: two probes of
 * watch_days, whose triggers keep each day's streak (migration 0019).
 */
const streak = sql`coalesce(
  (select streak from watch_days where user_id = ${user} and local_date = ${today}::text),
  (select streak from watch_days where user_id = ${user} and local_date = ${yesterday}::text),
  0)`;

/**
 * Each read is one row of figures about the user, built once and prepared (decision 0015): drizzle
 * does not build it again and PostgreSQL parses it once per connection. The figures are subselects
 * on the user's row (none when the user is gone: every figure reads 0).
 */
const figures = <T extends Record<string, SQL.Aliased | SQL>>(db: DbOrTx, fields: T) => db.select(fields).from(users).where(eq(users.id, user));

const weekQuery = prepared((db) =>
  figures(db, {
    days: sql<[string, number][]>`(select coalesce(json_agg(json_build_array(local_date, seconds)), '[]'::json) from (
      select local_date, seconds from watch_days where user_id = ${user} and local_date between ${from}::text and ${today}::text
    ) d)`,
    completed: sql<number>`(select count(*)::int from video_progress
      where user_id = ${user} and is_completed and completed_at >= ${dayStart(from)} and completed_at < ${dayStart(today)} + interval '1 day')`,
  }).prepare('analytics_week'),
);

const dayQuery = prepared((db) =>
  figures(db, {
    seconds: sql<string>`(select seconds from watch_days where user_id = ${user} and local_date = ${today}::text)`,
    videos: sql<number>`(select count(distinct video_id)::int from watch_events where user_id = ${user} and local_date = ${today}::text)`,
    streak: sql<number>`${streak}`,
  }).prepare('analytics_day'),
);

/** The month's sessions (a video on a day) once, for its totals, distinct videos and categories. */
const monthQuery = prepared((db) =>
  figures(db, {
    month: sql<{ seconds: number; videos: number; sessions: number; categories: [string, number][] | null }>`(
      with sessions as materialized (
        select video_id, sum(seconds_credited)::bigint as seconds from watch_events
        where user_id = ${user} and local_date between ${from}::text and ${today}::text group by video_id, local_date
      )
      select json_build_object(
        'seconds', (select coalesce(sum(seconds), 0) from sessions),
        'videos', (select count(distinct video_id) from sessions),
        'sessions', (select count(*) from sessions),
        'categories', (select json_agg(json_build_array(category, seconds)) from (
          select v.category, sum(s.seconds)::bigint as seconds from sessions s join videos v on v.id = s.video_id
          where v.category is not null and v.category <> '' group by v.category order by seconds desc, v.category limit ${sql.placeholder('topCategories')}::int
        ) c)))`,
    plans: sql<number>`(select count(*)::int from achievements
      where user_id = ${user} and plan_id is not null and earned_at >= ${dayStart(from)} and earned_at < ${dayStart(today)} + interval '1 day')`,
    streak: sql<number>`${streak}`,
  }).prepare('analytics_month'),
);

/** What the achievement rules measure, each a subselect on the user (shared by the awards' read and the board's). */
const measured = {
  videos: sql`(select count(*)::int from video_progress where user_id = ${user} and is_completed)`,
  plans: sql`(select count(*)::int from achievements where user_id = ${user} and plan_id is not null)`,
  certificates: sql`(select count(*)::int from certificates where user_id = ${user})`,
  seconds: sql`(select coalesce(sum(seconds), 0)::bigint from watch_days where user_id = ${user})`,
};

/** A measure not wanted is not computed: a CASE on a parameter runs its subselect only when true. */
const measuresQuery = prepared((db) =>
  figures(db, {
    videos: sql<number | null>`case when ${sql.placeholder('videos')}::boolean then ${measured.videos} end`,
    plans: sql<number | null>`case when ${sql.placeholder('plans')}::boolean then ${measured.plans} end`,
    certificates: sql<number | null>`${measured.certificates}`,
    seconds: sql<string | null>`case when ${sql.placeholder('hours')}::boolean then ${measured.seconds} end`,
    streak: sql<number | null>`case when ${sql.placeholder('streak')}::boolean then ${streak} end`,
  }).prepare('analytics_measures'),
);

/** An achievement as the board's statement reads it (JSON: the time as text). */
export interface EarnedRow {
  id: number;
  key: string;
  type: 'streak' | 'completion' | 'milestone' | 'certificate';
  title: string;
  description: string;
  earnedAt: string;
  certificateId: string | null;
}

/**
 * The achievements board in one statement: every measure and the user's achievements, newest first
 * (one round trip, not two, decision 0056; a miss of the board's cache, decision 0062).
 */
const overviewQuery = prepared((db) =>
  figures(db, {
    videos: sql<number>`${measured.videos}`,
    plans: sql<number>`${measured.plans}`,
    certificates: sql<number>`${measured.certificates}`,
    seconds: sql<string>`${measured.seconds}`,
    streak: sql<number>`${streak}`,
    earned: sql<EarnedRow[]>`(select coalesce(json_agg(json_build_object('id', a.id, 'key', a.key, 'type', a.type, 'title', a.title, 'description', a.description,
        'earnedAt', a.earned_at, 'certificateId', a.certificate_id) order by a.earned_at desc, a.id desc), '[]'::json)
      from (select * from achievements where user_id = ${user} order by earned_at desc, id desc limit ${sql.placeholder('limit')}::int) a)`,
  }).prepare('analytics_achievements_overview'),
);

export const analyticsQueries = {
  /** Seconds per day in [from, to] and the videos first completed then. */
  async week(db: DbOrTx, userId: number, zoneName: string, fromDay: string, toDay: string): Promise<{ days: Map<string, number>; completedVideos: number }> {
    const [row] = await weekQuery(db).execute({ userId, zone: zoneName, from: fromDay, today: toDay });
    return { days: new Map((row?.days ?? []).map(([d, s]) => [d, int(s)])), completedVideos: int(row?.completed) };
  },

  /** Today's seconds and distinct videos, and the streak. */
  async day(db: DbOrTx, userId: number, day: string): Promise<{ seconds: number; videos: number; streak: number }> {
    const [row] = await dayQuery(db).execute({ userId, today: day, yesterday: addDays(day, -1) });
    return { seconds: int(row?.seconds), videos: int(row?.videos), streak: int(row?.streak) };
  },

  /** The month from `from` to `today`: totals, sessions (a video on a day), top categories, plans completed, streak. */
  async month(db: DbOrTx, userId: number, zoneName: string, fromDay: string, day: string, topCategories: number) {
    const [row] = await monthQuery(db).execute({ userId, zone: zoneName, from: fromDay, today: day, yesterday: addDays(day, -1), topCategories });
    const month = row?.month;
    return {
      seconds: int(month?.seconds),
      videos: int(month?.videos),
      sessions: int(month?.sessions),
      categories: (month?.categories ?? []).map(([category, seconds]) => ({ category, seconds: int(seconds) })),
      completedPlans: int(row?.plans),
      streak: int(row?.streak),
    };
  },

  /** Every measure and the user's newest `limit` achievements, in one statement (the achievements board). */
  async overview(db: DbOrTx, userId: number, day: string, limit: number) {
    const [row] = await overviewQuery(db).execute({ userId, today: day, yesterday: addDays(day, -1), limit });
    return {
      completedVideos: int(row?.videos),
      completedPlans: int(row?.plans),
      certificates: int(row?.certificates),
      watchedSeconds: int(row?.seconds),
      streakDays: int(row?.streak),
      earned: (row?.earned ?? []).map((a) => ({ ...a, earnedAt: new Date(a.earnedAt).toISOString() })),
    };
  },
  /** What the achievement rules measure, in one statement; `want` leaves out the costly ones already settled. */
  async measures(db: DbOrTx, userId: number, day: string, want: { hours: boolean; streak: boolean; videos: boolean; plans: boolean }) {
    const [row] = await measuresQuery(db).execute({ userId, today: day, yesterday: addDays(day, -1), ...want });
    const opt = (v: unknown) => (v === null || v === undefined ? undefined : Number(v));
    return { completedVideos: opt(row?.videos), completedPlans: opt(row?.plans), certificates: opt(row?.certificates), watchedSeconds: opt(row?.seconds), streakDays: opt(row?.streak) };
  },
};
