/**
 * The progress area's reads against a long history: a learner with 100,000 watch events (two
 * years, about 137 a day, on 400 videos of 8 categories), 2,000 completed videos, 40 certificates
 * and their achievements. Each endpoint is called in-process through the real app (routes,
 * session, serialisation, SQL) and its p50/p95/p99 printed. Issue 12 asks for p95 under 20 ms.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/progress-analytics.ts [--runs 200] [--events 100000]
 *
 * Without a database URL it uses the embedded server (.tmp/bench-pg), as the load benchmark does.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { connect } from '../apps/server/src/db/client.ts';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { TestClient } from '../apps/server/test/test-client.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '200' }, events: { type: 'string', default: '100000' } } });
const runs = Math.max(10, Number(values.runs) || 200);
const events = Math.max(1, Number(values.events) || 100_000);
const root = path.resolve(import.meta.dirname, '..');

async function run(url: string, statement: string, params: unknown[] = []): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement, params);
  } finally {
    await client.end();
  }
}

let adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
let stopEmbedded: (() => Promise<void>) | undefined;
if (!adminUrl) {
  const server = await startEmbeddedPostgres(path.join(root, '.tmp/bench-pg'), pino({ level: 'warn' }));
  adminUrl = server.url('postgres');
  stopEmbedded = server.stop;
}
const name = `learnstack_bench_progress_${process.pid}`;
const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
await run(adminUrl, `create database ${name}`);

const database = connect(url, 4);
try {
  await runMigrations(database.db);
  const config = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'silent', RATE_LIMIT_FACTOR: '1000', WEB_DIST_DIR: '/nonexistent', DATABASE_URL: url });
  const mailer = { kind: 'smtp' as const, send: async () => undefined };
  const { app } = await buildApp({ config, db: database.db, log: pino({ level: 'silent' }), mailer });
  await app.ready();
  const client = new TestClient(app);
  await client.signup({ firstName: 'Bench', lastName: 'Learner' });
  const userId = client.user?.id;
  if (!userId) throw new Error('signup failed');

  // ── The seeder: one statement per table, in the database ─────────────────────────────────────
  const seedStarted = performance.now();
  const categories = ['technology', 'design', 'business', 'health', 'languages', 'marketing', 'data', 'personal'];
  await run(
    url,
    `insert into videos (youtube_id, title, duration_seconds, category, facts_source)
     select 'bench' || lpad(i::text, 6, '0'), 'Bench video ' || i, 600 + (i % 50) * 30, ($1::text[])[1 + i % 8], 'catalog' from generate_series(1, 400) i`,
    [categories],
  );
  // Two years back from today, about 137 events a day, 30 s to 10 min each.
  await run(
    url,
    `insert into watch_events (user_id, video_id, seconds_credited, local_date, created_at)
     select $1, v.id, 30 + (i * 37) % 570, to_char(current_date - (i % 730), 'YYYY-MM-DD'), now() - make_interval(days => i % 730)
     from generate_series(1, $2::int) i join (select id, row_number() over (order by id) as n from videos where youtube_id like 'bench%') v on v.n = 1 + i % 400`,
    [userId, events],
  );
  await run(
    url,
    `insert into video_progress (user_id, video_id, "current_time", is_completed, completed_at, updated_at)
     select $1, id, 600, true, now() - make_interval(days => (id % 700)::int), now() - make_interval(days => (id % 700)::int) from videos where youtube_id like 'bench%'`,
    [userId],
  );
  await run(
    url,
    `insert into learning_plans (owner_id, slug, title) select $1, 'bench-plan-' || i, 'Bench plan ' || i from generate_series(1, 40) i`,
    [userId],
  );
  await run(
    url,
    `insert into certificates (id, user_id, plan_id, plan_name, course_duration_seconds, completed_at)
     select substr(md5(p.id::text), 1, 22), $1, p.id, p.title, 3600, now() - make_interval(days => p.id % 60) from learning_plans p where p.owner_id = $1`,
    [userId],
  );
  await run(
    url,
    `insert into achievements (user_id, key, type, title, description, plan_id, certificate_id, earned_at)
     select $1, 'plan-' || c.plan_id, 'certificate', 'Playlist Completed', 'Completed ' || c.plan_name, c.plan_id, c.id, c.completed_at from certificates c where c.user_id = $1`,
    [userId],
  );
  await run(url, 'analyze');
  console.info(`seeded ${events.toLocaleString('en')} watch events in ${Math.round(performance.now() - seedStarted)} ms`);

  // ── The measurement ────────────────────────────────────────────────────────────────────────────
  const endpoints = ['/api/analytics/weekly', '/api/analytics/daily', '/api/analytics/monthly', '/api/achievements', '/api/achievements/overview', '/api/certificates/user', '/api/user/weekly-goal'];
  const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
  console.info(`${runs} calls each, in-process (app.inject: routing, session, SQL, serialisation)`);
  console.info('endpoint'.padEnd(30), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'p99 ms'.padStart(8));
  for (const endpoint of endpoints) {
    for (let i = 0; i < 20; i++) await client.get(endpoint); // warm the statements and the caches
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      const res = await client.get(endpoint);
      times.push(performance.now() - started);
      if (res.statusCode !== 200) throw new Error(`${endpoint}: ${res.statusCode} ${res.body}`);
    }
    times.sort((a, b) => a - b);
    const p95 = pct(times, 95);
    console.info(endpoint.padEnd(30), pct(times, 50).toFixed(2).padStart(8), p95.toFixed(2).padStart(8), pct(times, 99).toFixed(2).padStart(8), p95 < 20 ? '' : '  over 20 ms');
  }
  const daily = (await client.get('/api/analytics/daily')).json<{ streakDays: number }>();
  console.info(`streak walked: ${daily.streakDays} days`);
  await app.close();
} finally {
  await database.close();
  await run(adminUrl, `drop database if exists ${name} with (force)`);
  await stopEmbedded?.();
}
