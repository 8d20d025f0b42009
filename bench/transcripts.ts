/**
 * Issue 26's performance targets, measured against the app as it runs in production (its own
 * process, built web app):
 *   GET /api/transcripts/search                 p95 under 50 ms with 10,000 transcripts (~1.5 M segments)
 *   GET /api/videos/{id}/transcript (2,000 segments, from the answer cache)   p95 under 20 ms
 * on bench/search-seed.ts's 100,000 videos and 20,000 plans (half public), with transcripts written by
 * bench/transcripts-seed.ts. The learner has 50 of the transcribed videos in their library (their own
 * moments come first) and a two-hour video's transcript in a plan. Each endpoint is warmed up, then
 * asked `--requests` times by `--concurrency` clients; the figures are what the client saw over HTTP,
 * beside a floor (a route reading one small row set through the same stack) and the load average.
 *
 * Usage: npm run bench:transcripts [-- --requests 400 --concurrency 4 --keep]
 * PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else DATABASE_URL (a database of its own
 * is created there and dropped at the end unless --keep).
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { connect } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { ensureWebBuild, startApp } from './harness.ts';
import { searchBenchData, seedSearchVolume } from './search-seed.ts';
import { copyTranscripts } from './transcripts-seed.ts';

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '400' },
    concurrency: { type: 'string', default: '4' },
    transcripts: { type: 'string', default: '10000' },
    keep: { type: 'boolean', default: false },
  },
});
const requests = Number(args.requests);
const concurrency = Number(args.concurrency);
const transcriptCount = Number(args.transcripts);

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (!adminUrl) throw new Error('Set BENCH_DATABASE_URL (or TEST_DATABASE_URL / DATABASE_URL) to a PostgreSQL server');
const name = args.keep ? 'learnstack_transcripts_bench_kept' : `learnstack_transcripts_bench_${process.pid}`;
const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();

async function admin<T extends pg.QueryResultRow>(statement: string, values: unknown[] = []): Promise<pg.QueryResult<T>> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query<T>(statement, values);
  } finally {
    await client.end();
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function measure(label: string, paths: string[], cookie: string, base: string, targetP95: number | null) {
  const get = async (path: string) => {
    const started = performance.now();
    const res = await fetch(base + path, { headers: { cookie, 'accept-encoding': 'gzip, deflate, br' } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    return performance.now() - started;
  };
  for (const path of paths) await get(path); // warm-up: connections, prepared plans, the answer cache
  const times: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        const i = next++;
        times.push(await get(paths[i % paths.length] as string));
      }
    }),
  );
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  const verdict = targetP95 === null ? 'floor' : `${p95 < targetP95 ? 'under' : 'OVER'} the ${targetP95} ms target`;
  console.info(
    `${label.padEnd(46)} n=${times.length} c=${concurrency}  p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  p99 ${percentile(times, 99).toFixed(1)} ms  load ${load()}  -> ${verdict}`,
  );
  return { ok: targetP95 === null || p95 < targetP95, p95 };
}

const exists = (await admin('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
if (!exists) await admin(`create database ${name}`);
let stop: (() => Promise<void>) | undefined;
let ok = false;
try {
  const database = connect(url, 4);
  await runMigrations(database.db);
  const data = exists ? await searchBenchData(database.db) : await seedSearchVolume(database.db);
  const pool = database.pool;
  if (!exists) {
    const seeding = performance.now();
    // Transcripts for the videos in plans first (moments are searched there), then any others.
    const ids = (
      await pool.query<{ id: number }>(
        `select v.id from videos v left join (select distinct video_id from plan_videos) pv on pv.video_id = v.id
         order by (pv.video_id is null), v.id limit $1`,
        [transcriptCount],
      )
    ).rows.map((r) => r.id);
    const long = ids.pop();
    const seeded = await copyTranscripts(pool, ids, { seed: 26 });
    if (long === undefined) throw new Error('no videos to transcribe');
    const longSeeded = await copyTranscripts(pool, [long], { segmentsPerTranscript: 2000, seed: 2 });
    // The learner's own: 50 transcribed videos in the library, the long one in a plan of theirs.
    await pool.query('insert into library_videos (user_id, video_id) select $1, unnest($2::int[]) on conflict do nothing', [data.userId, ids.slice(0, 50)]);
    await pool.query(
      `insert into plan_videos (plan_id, video_id, order_index)
       select (select id from learning_plans where owner_id = $1 order by id limit 1), $2, 0 on conflict do nothing`,
      [data.userId, long],
    );
    await pool.query('analyze');
    console.info(
      `seeded ${seeded.transcripts + longSeeded.transcripts} transcripts, ${seeded.segments + longSeeded.segments} segments in ${Math.round(performance.now() - seeding)} ms`,
    );
  }
  const longVideo = (
    await pool.query<{ youtube_id: string }>(
      `select v.youtube_id from transcripts t join videos v on v.id = t.video_id where t.segment_count = 2000 and t.user_id is null limit 1`,
    )
  ).rows[0]?.youtube_id;
  const counts = (await pool.query<{ t: number; s: number }>('select (select count(*) from transcripts)::int as t, (select count(*) from transcript_segments)::int as s')).rows[0];
  console.info(`database: ${counts?.t} transcripts, ${counts?.s} segments`);
  await database.close();
  if (!longVideo) throw new Error('the two-hour transcript is missing');

  ensureWebBuild();
  process.env.RATE_LIMIT_FACTOR = '1000';
  const app = await startApp(url, []);
  stop = app.stop;
  await measure('GET /api/user/learning-interests (floor)', ['/api/user/learning-interests'], data.cookie, app.url, null);
  const queries = ['closures', 'recursion', 'kubernetes docker', 'promises', 'gradient tensor', 'closurs', 'javascrpt', 'the memory', 'kalomi', 'query index', 'zzqq', 'matrix'];
  const moments = await measure(
    'GET /api/transcripts/search',
    queries.map((q) => `/api/transcripts/search?q=${encodeURIComponent(q)}`),
    data.cookie,
    app.url,
    50,
  );
  const read = await measure(`GET /api/videos/{id}/transcript (2,000 segments)`, [`/api/videos/${longVideo}/transcript`], data.cookie, app.url, 20);
  ok = moments.ok && read.ok;
} finally {
  await stop?.();
  if (!args.keep) await admin(`drop database if exists ${name} with (force)`);
}
process.exitCode = ok ? 0 : 1;
