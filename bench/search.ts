/**
 * Issue 14's performance targets, measured against the app as it runs in production (its own
 * process, built web app, no model configured):
 *   GET /api/universal-search/local   p95 under 50 ms
 *   GET /api/recommendations          p95 under 100 ms (the local recommender)
 * with 100,000 videos and 20,000 plans in the database (bench/search-seed.ts). Each endpoint is
 * warmed up, then asked `--requests` times by `--concurrency` clients in turn over a mix of search
 * texts (whole words, typos, phrases, channel names, a word found nowhere); the latency figures
 * are what the client saw, end to end over HTTP. A reference line first: a route reading one small
 * row set through the same stack, and the load average with each line (the machine may be shared).
 *
 * Usage: node --import tsx bench/search.ts [--requests 400 --concurrency 4]
 * PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else DATABASE_URL (a database of its own
 * is created there and dropped at the end).
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { connect } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { ensureWebBuild, startApp } from './harness.ts';
import { SEARCH_PLANS, SEARCH_VIDEOS, searchBenchData, seedSearchVolume } from './search-seed.ts';

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '400' },
    concurrency: { type: 'string', default: '4' },
    /** Leaves the seeded database in place (and reuses it on the next run with --keep). */
    keep: { type: 'boolean', default: false },
  },
});
const requests = Number(args.requests);
const concurrency = Number(args.concurrency);

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (!adminUrl) throw new Error('Set BENCH_DATABASE_URL (or TEST_DATABASE_URL / DATABASE_URL) to a PostgreSQL server');
const name = args.keep ? 'learnstack_search_bench_kept' : `learnstack_search_bench_${process.pid}`;
const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** A target of null: a reference line (the app's floor on this machine right now), not a target. */
async function measure(label: string, paths: string[], cookie: string, base: string, targetP95: number | null) {
  const get = async (path: string) => {
    const started = performance.now();
    const res = await fetch(base + path, { headers: { cookie, 'accept-encoding': 'gzip, deflate, br' } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    return performance.now() - started;
  };
  for (const path of paths) await get(path); // warm-up: connections, prepared plans, JIT
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
  const verdict = targetP95 === null ? 'reference' : `${p95 < targetP95 ? 'under' : 'OVER'} the ${targetP95} ms target`;
  console.info(
    `${label.padEnd(42)} n=${times.length} c=${concurrency}  p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  p99 ${percentile(times, 99).toFixed(1)} ms  max ${(times.at(-1) ?? 0).toFixed(1)} ms  load ${load()}  -> ${verdict}`,
  );
  return targetP95 === null || p95 < targetP95;
}

const exists = await (async () => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  } finally {
    await client.end();
  }
})();
if (!exists) await admin(`create database ${name}`);
let stop: (() => Promise<void>) | undefined;
let ok = false;
try {
  const database = connect(url, 4);
  await runMigrations(database.db);
  const seeding = performance.now();
  const data = exists ? await searchBenchData(database.db) : await seedSearchVolume(database.db);
  const counts = await database.pool.query<{ videos: number; plans: number; entries: number }>(
    'select (select count(*) from videos)::int as videos, (select count(*) from learning_plans)::int as plans, (select count(*) from plan_videos)::int as entries',
  );
  await database.close();
  const row = counts.rows[0];
  console.info(`seeded ${row?.videos} videos, ${row?.plans} plans, ${row?.entries} plan entries in ${Math.round(performance.now() - seeding)} ms (targets: ${SEARCH_VIDEOS} videos, ${SEARCH_PLANS} plans)`);

  ensureWebBuild();
  // The benchmark is one client asking hundreds of times a minute: the per-user limits would refuse it.
  process.env.RATE_LIMIT_FACTOR = '1000';
  const app = await startApp(url, []);
  stop = app.stop;
  // The same client, session and stack on a route that reads one small row set: what any request
  // costs on this machine at this moment (the machine may be shared; the load average says how much).
  await measure('GET /api/user/learning-interests (floor)', ['/api/user/learning-interests'], data.cookie, app.url, null);
  const searchOk = await measure(
    'GET /api/universal-search/local',
    data.queries.map((q) => `/api/universal-search/local?q=${encodeURIComponent(q)}`),
    data.cookie,
    app.url,
    50,
  );
  const recsOk = await measure('GET /api/recommendations (no model)', ['/api/recommendations'], data.cookie, app.url, 100);
  ok = searchOk && recsOk;
} finally {
  await stop?.();
  if (!args.keep) await admin(`drop database if exists ${name} with (force)`);
}
process.exitCode = ok ? 0 : 1;
