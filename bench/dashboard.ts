/**
 * The dashboard's reads on a kept community-volume database (decision 0056), read only: the app as
 * in production, a learner from the middle of the heaviest 1 % (as bench/volume.ts picks them),
 * autocannon at 32 connections, each read's p97.5 beside the bare floor (bench/floor.ts) measured
 * in the same run, and the load average. Writes nothing but the bench's sessions.
 *
 * Usage: npm run bench:dashboard -- --database learnstack_volume_N [--seconds 5 --connections 32]
 * PostgreSQL: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else DATABASE_URL (the server the database is on).
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { connect } from '../apps/server/src/db/client.ts';
import { ensureWebBuild, firstLine, root, startApp, stopChild } from './harness.ts';
import { benchSession } from './seed.ts';

const { values: args } = parseArgs({ options: { database: { type: 'string' }, seconds: { type: 'string', default: '5' }, connections: { type: 'string', default: '32' } } });
const seconds = Number(args.seconds);
const connections = Number(args.connections);
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (!serverUrl || !args.database) throw new Error('set BENCH_DATABASE_URL (or TEST_DATABASE_URL) and --database');
const url = Object.assign(new URL(serverUrl), { pathname: `/${args.database}` }).toString();
// One learner on 32 connections is far past the per-user limits meant for people (as bench/volume.ts).
process.env.RATE_LIMIT_FACTOR ??= '1000';

const database = connect(url, 2);
const heavy = await database.pool.query<{ id: number }>(
  `select owner_id as id from learning_plans group by owner_id order by count(*) desc limit greatest(1, ceil((select count(*) from users) / 100.0)::int)`,
);
const learnerId = heavy.rows[Math.floor(heavy.rows.length / 2)]?.id;
if (learnerId === undefined) throw new Error('no learner');
const learner = await benchSession(database.db, learnerId);
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
  const measure = async (target: string, cookie: string): Promise<{ p: number; errors: number }> => {
    const options = { url: target, connections, headers: { 'accept-encoding': 'gzip, deflate, br, zstd', ...(cookie ? { cookie } : {}) } };
    await autocannon({ ...options, duration: 1 });
    const r = await autocannon({ ...options, duration: seconds });
    return { p: r.latency.p97_5, errors: r.errors + r.timeouts + r.non2xx + (r.requests.total === 0 ? 1 : 0) };
  };
  const dashboard = ['/api/learning-plans', '/api/continue-learning', '/api/analytics/weekly', '/api/analytics/daily', '/api/recommendations'];
  const alone = [...dashboard, '/api/analytics/monthly', '/api/achievements/overview', '/api/user/viewing-history'];
  const floor = await measure(`http://127.0.0.1:${ports.floor}/floor/${learnerId}`, '');
  console.info(`learner ${learnerId}; load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  console.info(`| read | p97.5 ms | errors |\n| --- | ---: | ---: |\n| floor | ${floor.p} | ${floor.errors} |`);
  const figures = new Map<string, number>();
  for (const path of alone) {
    const m = await measure(`${started.url}${path}`, learner.cookie);
    figures.set(path, m.p);
    console.info(`| ${path} | ${m.p} | ${m.errors} |`);
  }
  console.info(`| the dashboard's reads, summed | ${dashboard.reduce((sum, p) => sum + (figures.get(p) ?? 0), 0)} | |`);
  console.info(`load average after: ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
} finally {
  await stopChild(floorProcess);
  await started.stop();
}
