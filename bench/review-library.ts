/**
 * The review due list, a grade and the library's first page (decision 0058), on a database an earlier
 * `bench:volume -- --keep` left, beside the floor (bench/floor.ts) in the same run: the slice of
 * bench/volume.ts these answers need, without its write loads and deletion. Reads as the learner
 * bench/volume.ts measures (the middle of the heaviest 1 %); grades as 32 other learners of the
 * heaviest 1 %, each grading their own due cards, `--grades` in all (each grade moves a card on, so
 * the count is bounded: the database is shared).
 *
 * Usage: node --import tsx bench/review-library.ts --reuse learnstack_volume_N [--seconds 5 --connections 32 --grades 600 --grade-connections 32]
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { connect } from '../apps/server/src/db/client.ts';
import { ensureWebBuild, firstLine, root, startApp, stopChild } from './harness.ts';
import { benchSession } from './seed.ts';

const { values: args } = parseArgs({ options: { reuse: { type: 'string' }, seconds: { type: 'string', default: '5' }, connections: { type: 'string', default: '32' }, grades: { type: 'string', default: '600' }, 'grade-connections': { type: 'string' } } });
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (!adminUrl || !args.reuse) throw new Error('set BENCH_DATABASE_URL (or TEST_DATABASE_URL) and --reuse NAME');
const seconds = Number(args.seconds);
const connections = Number(args.connections);
const grades = Number(args.grades);
// One connection measures a grade alone (its own cost), 32 a grade among others'.
const gradeConnections = Number(args['grade-connections'] ?? args.connections);
process.env.RATE_LIMIT_FACTOR ??= '1000';
const url = Object.assign(new URL(adminUrl), { pathname: `/${args.reuse}` }).toString();

const database = connect(url, 4);
// The learner as bench/volume.ts --reuse picks them.
const heavy = (
  await database.pool.query<{ id: number }>(`select owner_id as id from learning_plans group by owner_id order by count(*) desc limit greatest(1, ceil((select count(*) from users) / 100.0)::int)`)
).rows.map((r) => r.id);
const learnerId = heavy[Math.floor(heavy.length / 2)] as number;
const learner = await benchSession(database.db, learnerId);
// The graders' due cards, spread over up to `connections` learners, taken in turn.
const cards = (
  await database.pool.query<{ id: number; user_id: number }>(
    `select c.id, c.user_id from unnest($1::int[]) u(id) cross join lateral (select id, user_id from review_cards where user_id = u.id and due_at <= now() order by due_at limit $2) c`,
    [heavy.filter((id) => id !== learnerId).slice(0, gradeConnections), Math.ceil(grades / gradeConnections) + 1],
  )
).rows;
const sessions = new Map<number, Awaited<ReturnType<typeof benchSession>>>();
for (const c of cards) if (!sessions.has(c.user_id)) sessions.set(c.user_id, await benchSession(database.db, c.user_id));
const byUser = new Map<number, typeof cards>();
for (const c of cards) byUser.set(c.user_id, [...(byUser.get(c.user_id) ?? []), c]);
const byLearner = [...byUser.values()];
const gradeQueue = Array.from({ length: Math.max(...byLearner.map((l) => l.length), 0) }, (_, i) => byLearner.flatMap((l) => l[i] ?? [])).flat();
await database.close();

ensureWebBuild();
const started = await startApp(url, [], 600_000);
const floorProcess = spawn(process.execPath, ['--import', 'tsx', 'bench/floor.ts'], {
  cwd: root,
  env: { ...process.env, FLOOR_DATABASE_URL: url, APP_URL: started.url, STATIC_PATHS: '/', ACCEPT_ENCODING: 'gzip' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
try {
  const ports = JSON.parse(await firstLine(floorProcess)) as { floor: number };
  const headers = { 'accept-encoding': 'gzip, deflate, br, zstd', cookie: learner.cookie };
  const measure = async (target: string) => {
    await autocannon({ url: target, connections, headers, duration: 1 });
    const r = await autocannon({ url: target, connections, headers, duration: seconds });
    return { p: r.latency.p97_5, median: r.latency.p50, errors: r.errors + r.timeouts + r.non2xx + (r.requests.total === 0 ? 1 : 0), kb: r.requests.total ? r.throughput.total / r.requests.total / 1024 : 0 };
  };
  const load = () => os.loadavg().map((n) => n.toFixed(1)).join(' ');
  const rows: string[] = [];
  const row = (label: string, m: { p: number; median: number; errors: number; kb: number }) =>
    rows.push(`| ${label} | ${m.p} | ${m.median} | ${m.kb.toFixed(1)} | ${m.errors} | ${load()} |`);
  row('floor', await measure(`http://127.0.0.1:${ports.floor}/floor/${learnerId}`));
  row('review due list', await measure(`${started.url}/api/review/due`));
  row('library first page', await measure(`${started.url}/api/videos`));
  row('library, a search', await measure(`${started.url}/api/videos?search=learn`));
  // Grades: each request the next due card, each learner's cards in due order.
  let next = 0;
  const amount = Math.min(grades, gradeQueue.length);
  const g = await autocannon({
    url: started.url,
    connections: gradeConnections,
    amount,
    requests: [
      {
        setupRequest: (request: Record<string, unknown>) => {
          const card = gradeQueue[next++ % gradeQueue.length] as (typeof gradeQueue)[number];
          const s = sessions.get(card.user_id) as { cookie: string; csrfToken: string };
          const body = JSON.stringify({ rating: 3, reviewId: `bench-${process.pid}-${next}` });
          return { ...request, method: 'POST', path: `/api/review/${card.id}`, body, headers: { 'content-type': 'application/json', cookie: s.cookie, 'x-csrf-token': s.csrfToken } };
        },
      },
    ],
  });
  row(`a grade (${amount} by ${byLearner.length} learners, ${gradeConnections} connections)`, { p: g.latency.p97_5, median: g.latency.p50, errors: g.errors + g.timeouts + g.non2xx, kb: 0 });
  // The due list again, right after the grades (its learner's cache did not move).
  row('review due list, after', await measure(`${started.url}/api/review/due`));
  console.info(`learner ${learnerId}, ${connections} connections, ${seconds} s per read, ${os.cpus().length} CPUs\n`);
  console.info('| read | p97.5 ms | p50 ms | KB | errors | load 1/5/15 |\n| --- | --- | --- | --- | --- | --- |');
  for (const r of rows) console.info(r);
} finally {
  await stopChild(floorProcess);
  await started.stop();
}
