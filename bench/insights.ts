/**
 * Skill insights under a long history: p50/p95/max of GET /api/user/skill-profile,
 * /api/learning/adaptive-insights and /api/learning/struggle-analysis for a learner with 100,000
 * watch events (2,000 videos in the eight subjects, 55% completed, 600 rated), and for a learner
 * with one video, on the benchmark's database (bench/seed.ts) and the app as in production.
 *
 *   node --import tsx bench/insights.ts [--requests 300] [--concurrency 4]
 *
 * PostgreSQL as for `npm run bench` (BENCH_DATABASE_URL, TEST_DATABASE_URL, DATABASE_URL or embedded).
 * The aim (issue 15): under 50 ms p95 each, whatever the history's size.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { connect } from '../apps/server/src/db/client.ts';
import { insightsQueries } from '../apps/server/src/modules/insights/insights.queries.ts';
import { toFacts } from '../apps/server/src/modules/insights/insights.service.ts';
import { adaptiveInsights, skillProfiles, struggleAnalysis } from '../apps/server/src/modules/insights/skill-formulas.ts';
import { openBenchDatabase, startApp } from './harness.ts';
import { type BenchUser, signedInUser } from './seed.ts';

const { values: args } = parseArgs({ options: { requests: { type: 'string', default: '300' }, concurrency: { type: 'string', default: '4' } } });
const requests = Math.max(20, Number(args.requests) || 300);
const concurrency = Math.max(1, Number(args.concurrency) || 4);

const WATCH_EVENTS = 100_000;
const VIDEOS = 2_000;
const PATHS = ['/api/user/skill-profile', '/api/learning/adaptive-insights', '/api/learning/struggle-analysis'];

const database = await openBenchDatabase();
const handle = connect(database.url, 2);
const { db } = handle;

/** The heavy learner: watch events in SQL (the same rows progress saves write), totals by the migration's backfill. */
async function seedHeavy(): Promise<BenchUser> {
  const started = Date.now();
  const user = await signedInUser(db, 'historian');
  // The benchmark's extra videos have no subject: give them one of the eight, so every touched video counts.
  await db.execute(sql`update videos set category = (array['business','health','technology','design','personal','languages','marketing','data'])[1 + id % 8] where category is null`);
  await db.execute(sql`
    create table heavy_videos as
    select id as video_id, row_number() over (order by id) as n from (select id from videos order by id limit ${VIDEOS}) v`);
  await db.execute(sql`
    insert into video_progress (user_id, video_id, "current_time", is_completed, completed_at, updated_at)
    select ${user.id}, video_id, 60 + (n * 37) % 1200, n % 20 < 11,
      case when n % 20 < 11 then now() - make_interval(days => (n % 400)::int) end,
      now() - make_interval(days => (n % 400)::int)
    from heavy_videos`);
  await db.execute(sql`
    insert into watch_events (user_id, video_id, seconds_credited, local_date, created_at)
    select ${user.id}, h.video_id, 10 + (g * 7) % 50, to_char(now() - make_interval(days => (g % 400)::int), 'YYYY-MM-DD'), now() - make_interval(days => (g % 400)::int)
    from generate_series(1, ${WATCH_EVENTS}) g join heavy_videos h on h.n = 1 + (g % ${VIDEOS})`);
  await db.execute(sql`
    insert into difficulty_feedback (user_id, video_id, rating, created_at, updated_at)
    select ${user.id}, video_id, (array[1,3,5])[1 + n % 3], now() - make_interval(days => (n % 60)::int), now() - make_interval(days => (n % 60)::int)
    from heavy_videos where n % 10 < 3`);
  await db.execute(sql`
    insert into video_watch_totals (user_id, video_id, seconds, last_watched_at)
    select user_id, video_id, sum(seconds_credited)::integer, max(created_at) from watch_events where user_id = ${user.id} group by user_id, video_id`);
  await db.execute(sql`insert into user_interests (user_id, category) values (${user.id}, 'data'), (${user.id}, 'design')`);
  await db.execute(sql`drop table heavy_videos`);
  await db.execute(sql`analyze`);
  const counts = await db.execute<{ events: string; totals: string; progress: string }>(sql`
    select (select count(*) from watch_events where user_id = ${user.id}) as events,
           (select count(*) from video_watch_totals where user_id = ${user.id}) as totals,
           (select count(*) from video_progress where user_id = ${user.id}) as progress`);
  const row = counts.rows[0];
  console.info(`historian: ${row?.events} watch events, ${row?.totals} per-video totals, ${row?.progress} progress rows (seeded in ${Date.now() - started} ms)`);
  return user;
}

async function seedLight(): Promise<BenchUser> {
  const user = await signedInUser(db, 'newcomer');
  await db.execute(sql`
    insert into video_progress (user_id, video_id, "current_time", is_completed, completed_at)
    select ${user.id}, id, 100, true, now() from videos where category = 'technology' order by id limit 1`);
  return user;
}

/** CPU time (user + system) a process has used so far, in ms (10 ms ticks); 0 where /proc is missing. */
function cpuMs(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}

const at = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

async function measure(url: string, cookie: string): Promise<number[]> {
  const times: number[] = [];
  const one = async () => {
    const t = performance.now();
    const res = await fetch(url, { headers: { cookie, 'accept-encoding': 'gzip, deflate, br, zstd' } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    times.push(performance.now() - t);
  };
  for (let i = 0; i < 20; i++) await one();
  times.length = 0;
  let left = requests;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (left-- > 0) await one();
    }),
  );
  return times.sort((a, b) => a - b);
}

let stopApp: (() => Promise<void>) | undefined;
try {
  const heavy = await seedHeavy();
  const light = await seedLight();
  // In process: the read model's statement and the formulas apart (median of 30).
  const query: number[] = [];
  const formulas: number[] = [];
  for (let i = 0; i < 30; i++) {
    let t = performance.now();
    const rows = await insightsQueries.videoFacts(db, heavy.id);
    query.push(performance.now() - t);
    t = performance.now();
    const facts = rows.flatMap((r) => toFacts(r) ?? []);
    const now = new Date();
    skillProfiles(facts, now);
    adaptiveInsights(facts, ['data'], now);
    struggleAnalysis(facts, now);
    formulas.push(performance.now() - t);
  }
  const plan = await db.execute<{ 'QUERY PLAN': string }>(sql`explain (analyze, buffers) ${insightsQueries.videoFactsStatement(heavy.id)}`);
  console.info(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
  query.sort((a, b) => a - b);
  formulas.sort((a, b) => a - b);
  console.info(`in process, 100,000-event learner: read model ${at(query, 0.5).toFixed(1)} ms, all three formulas ${at(formulas, 0.5).toFixed(1)} ms (medians of 30)`);
  await handle.close();
  const app = await startApp(database.url);
  stopApp = app.stop;
  const lines: string[] = [];
  let worst = 0;
  for (const [who, user] of [
    ['100,000 events', heavy],
    ['1 video', light],
  ] as const) {
    for (const path of PATHS) {
      const sorted = await measure(`${app.url}${path}`, user.cookie);
      if (who !== '1 video') worst = Math.max(worst, at(sorted, 0.95));
      lines.push(`${path.padEnd(34)} ${who.padEnd(15)} p50 ${at(sorted, 0.5).toFixed(1).padStart(6)} ms  p95 ${at(sorted, 0.95).toFixed(1).padStart(6)} ms  max ${(sorted[sorted.length - 1] ?? 0).toFixed(1).padStart(6)} ms`);
    }
  }
  console.info(`insights endpoints, served (answer cache), ${requests} requests each, ${concurrency} at a time (after 20 warm-up):\n${lines.join('\n')}`);
  // Cold: the learner's progress version moves on before each request (as a save or a rating does), one at a time.
  const bump = connect(database.url, 1);
  const coldLines: string[] = [];
  const coldCpu: string[] = [];
  let worstCold = 0;
  // CPU per cold request (the app process and every PostgreSQL backend of this database): less
  // noisy than wall time on a machine shared with other work.
  const backends = async () => {
    const { rows } = await bump.db.execute<{ pid: number }>(sql`select pid from pg_stat_activity where datname = ${database.name}`);
    return rows.reduce((sum, r) => sum + cpuMs(r.pid), 0);
  };
  for (const path of PATHS) {
    const times: number[] = [];
    const cold = Math.min(requests, 100);
    const appBefore = cpuMs(app.process.pid);
    const pgBefore = await backends();
    for (let i = 0; i < cold; i++) {
      await bump.db.execute(sql`update users set progress_version = progress_version + 1 where id = ${heavy.id}`);
      const t = performance.now();
      const res = await fetch(`${app.url}${path}`, { headers: { cookie: heavy.cookie, 'accept-encoding': 'gzip, deflate, br, zstd' } });
      await res.arrayBuffer();
      times.push(performance.now() - t);
    }
    const appCpu = (cpuMs(app.process.pid) - appBefore) / cold;
    const pgCpu = ((await backends()) - pgBefore) / cold;
    times.sort((a, b) => a - b);
    coldCpu.push(`${path.padEnd(34)} CPU per request: app ${appCpu.toFixed(1)} ms + PostgreSQL ${pgCpu.toFixed(1)} ms (incl. the version bump)`);
    worstCold = Math.max(worstCold, at(times, 0.95));
    coldLines.push(`${path.padEnd(34)} 100,000 events  p50 ${at(times, 0.5).toFixed(1).padStart(6)} ms  p95 ${at(times, 0.95).toFixed(1).padStart(6)} ms  max ${(times[times.length - 1] ?? 0).toFixed(1).padStart(6)} ms`);
  }
  await bump.close();
  console.info(`insights endpoints, cold (after a change each time), one at a time:\n${coldLines.join('\n')}`);
  console.info(coldCpu.join('\n'));
  console.info(`worst cold p95: ${worstCold.toFixed(1)} ms`);
  const load = fs.existsSync('/proc/loadavg') ? fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ') : 'unknown';
  console.info(`machine load average (1, 5, 15 min): ${load} on ${(await import('node:os')).availableParallelism()} CPUs`);
  console.info(`worst p95 for the 100,000-event learner: ${worst.toFixed(1)} ms (aim: under 50 ms) ${worst < 50 ? 'OK' : 'OVER'}`);
} finally {
  await stopApp?.();
  await database.drop();
}
