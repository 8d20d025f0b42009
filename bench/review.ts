/**
 * Latency of the review paths with 100,000 cards for one learner (issue 17: p95 under 10 ms):
 * GET /api/review/due?limit=20 and POST /api/review/{cardId} (each grade a different due card),
 * one request at a time against the app running as in production, so p95 is each request's own
 * time; then the same GET with 32 at once for throughput.
 *
 *   npm run bench:review [-- --cards 100000 --requests 1000 --profile]
 *
 * One keep-alive connection carries the one-at-a-time requests (the report counts the connections
 * opened), so a request's time is the app's work plus one loopback round trip, as for the floor.
 * --profile writes the app's CPU profile (node --cpu-prof) to .tmp/bench-profile/ (read it with
 * bench/profile-summary.ts).
 *
 * PostgreSQL as bench/run.ts (BENCH_DATABASE_URL, TEST_DATABASE_URL, DATABASE_URL or embedded).
 */
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { connect } from '../apps/server/src/db/client.ts';
import { ensureWebBuild, openBenchDatabase, root, startApp } from './harness.ts';
import { seedReviewBench } from './review-seed.ts';

const { values: args } = parseArgs({ options: { cards: { type: 'string', default: '100000' }, requests: { type: 'string', default: '1000' }, profile: { type: 'boolean', default: false } } });
const cards = Number(args.cards);
const requests = Number(args.requests);

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
let connectionsOpened = 0;
function send(base: string, method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: unknown): Promise<{ status: number; ms: number; text: string }> {
  const started = performance.now();
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method, agent, headers: { ...headers, ...(payload ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) } : {}) } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => {
        text += c;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, text }));
    });
    req.on('error', reject);
    req.on('socket', () => {
      if (!req.reusedSocket) connectionsOpened++;
    });
    if (payload) req.write(payload);
    req.end();
  });
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
function summary(name: string, times: number[]) {
  const s = [...times].sort((a, b) => a - b);
  console.info(`${name.padEnd(42)} n=${s.length}  p50 ${pct(s, 50).toFixed(2)} ms  p95 ${pct(s, 95).toFixed(2)} ms  p99 ${pct(s, 99).toFixed(2)} ms`);
  return pct(s, 95);
}

const database = await openBenchDatabase();
const seeding = performance.now();
const conn = connect(database.url, 4);
const data = await seedReviewBench(conn.db, cards);
await conn.close();
console.info(`seeded ${cards} review cards (${data.dueCardIds.length} of the due ones kept for grading) in ${Math.round(performance.now() - seeding)} ms`);
ensureWebBuild();
const app = await startApp(database.url, args.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.join(root, '.tmp/bench-profile')}`] : []);
try {
  const headers = { cookie: data.cookie, accept: 'application/json' };
  const writeHeaders = { ...headers, 'x-csrf-token': data.csrfToken, 'x-requested-with': 'XMLHttpRequest' };
  // Warm up: JIT, prepared plans, the session.
  for (let i = 0; i < 100; i++) await send(app.url, 'GET', '/api/review/due?limit=20', headers);

  // The floor on this machine now: the same session lookup and one primary-key read.
  const floor: number[] = [];
  for (let i = 0; i < requests; i++) floor.push((await send(app.url, 'GET', '/api/auth/user', headers)).ms);

  const due: number[] = [];
  for (let i = 0; i < requests; i++) {
    const r = await send(app.url, 'GET', '/api/review/due?limit=20', headers);
    if (r.status !== 200) throw new Error(`GET due: ${r.status} ${r.text}`);
    due.push(r.ms);
  }
  const first = JSON.parse((await send(app.url, 'GET', '/api/review/due?limit=20', headers)).text) as { cards: unknown[]; dueCount: number };
  console.info(`due list: ${first.cards.length} cards, dueCount ${first.dueCount}`);

  const grades: number[] = [];
  const toGrade = data.dueCardIds.slice(0, Math.min(requests, data.dueCardIds.length));
  for (const [i, cardId] of toGrade.entries()) {
    const r = await send(app.url, 'POST', `/api/review/${cardId}`, writeHeaders, { rating: 1 + (i % 4), reviewId: `bench-${process.pid}-${i}` });
    if (r.status !== 200) throw new Error(`POST review: ${r.status} ${r.text}`);
    grades.push(r.ms);
  }
  // The same answers again: the idempotent path.
  const repeats: number[] = [];
  for (const [i, cardId] of toGrade.slice(0, 200).entries()) {
    const r = await send(app.url, 'POST', `/api/review/${cardId}`, writeHeaders, { rating: 1 + (i % 4), reviewId: `bench-${process.pid}-${i}` });
    if (r.status !== 200) throw new Error(`POST review again: ${r.status} ${r.text}`);
    repeats.push(r.ms);
  }

  const sequentialConnections = connectionsOpened;
  const concurrentStarted = performance.now();
  const concurrent: number[] = [];
  await Promise.all(
    Array.from({ length: 32 }, async () => {
      for (let i = 0; i < Math.ceil(requests / 32); i++) concurrent.push((await send(app.url, 'GET', '/api/review/due?limit=20', headers)).ms);
    }),
  );
  const seconds = (performance.now() - concurrentStarted) / 1000;

  console.info('');
  summary('floor: GET /api/auth/user (one at a time)', floor);
  const p95Due = summary('GET /api/review/due?limit=20 (one at a time)', due);
  const p95Grade = summary('POST /api/review/{cardId} (one at a time)', grades);
  summary('POST /api/review/{cardId}, same reviewId again', repeats);
  summary('GET /api/review/due?limit=20 (32 at once)', concurrent);
  console.info(`GET /api/review/due with 32 at once: ${Math.round(concurrent.length / seconds)} req/s`);
  console.info(`connections opened: ${sequentialConnections} for the one-at-a-time requests, ${connectionsOpened} in all`);
  const explain = new pg.Client({ connectionString: database.url });
  await explain.connect();
  const plan = await explain.query('explain analyze select id from review_cards where user_id = $1 and due_at <= now() order by due_at, id limit 20', [data.userId]);
  const count = await explain.query('explain analyze select count(*) from (select 1 from review_cards where user_id = $1 and due_at <= now() limit 1000) d', [data.userId]);
  await explain.end();
  console.info(`\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
  console.info(`\n${count.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
  console.info(`\ntarget p95 < 10 ms: due ${p95Due < 10 ? 'met' : 'NOT met'}, grade ${p95Grade < 10 ? 'met' : 'NOT met'}`);
} finally {
  await app.stop();
  agent.destroy();
  await database.drop();
}
