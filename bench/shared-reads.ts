/**
 * The reads every user shares (decision 0057), quickly, on a database `bench:volume --keep` seeded:
 * explore by search and newest, and the universal search with a typo, each over 32 connections for a
 * few seconds beside the bare floor (bench/floor.ts) measured in the same run, with the load average
 * at each figure (the machine is shared: the figures move with it). Signs in as the middle of the
 * heaviest 1 %, as bench:volume does; writes nothing but that session.
 *
 * Usage: BENCH_DATABASE_URL=postgres://…/learnstack_volume_N npm run bench:shared-reads [-- --seconds 5 --connections 32]
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { connect } from '../apps/server/src/db/client.ts';
import { ensureWebBuild, firstLine, root, startApp, stopChild } from './harness.ts';
import { benchSession } from './seed.ts';

const { values: args } = parseArgs({ options: { seconds: { type: 'string', default: '5' }, connections: { type: 'string', default: '32' } } });
const seconds = Number(args.seconds);
const connections = Number(args.connections);
const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('set BENCH_DATABASE_URL to a seeded volume database');
// One learner on 32 connections is far past the per-user limits meant for people (as bench:volume).
process.env.RATE_LIMIT_FACTOR ??= '1000';

const database = connect(url, 2);
const heavy = await database.pool.query<{ id: number }>(
  `select owner_id as id from learning_plans group by owner_id order by count(*) desc limit greatest(1, ceil((select count(*) from users) / 100.0)::int)`,
);
const learnerId = heavy.rows[Math.floor(heavy.rows.length / 2)]?.id as number;
const learner = await benchSession(database.db, learnerId);
await database.close();

ensureWebBuild();
const app = await startApp(url, [], 600_000);
const floorProcess = spawn(process.execPath, ['--import', 'tsx', 'bench/floor.ts'], {
  cwd: root,
  env: { ...process.env, FLOOR_DATABASE_URL: url, APP_URL: app.url, STATIC_PATHS: '/', ACCEPT_ENCODING: 'gzip' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const ports = JSON.parse(await firstLine(floorProcess)) as { floor: number };

async function measure(target: string, cookie: string) {
  const options = { url: target, connections, headers: { 'accept-encoding': 'gzip, deflate, br, zstd', ...(cookie ? { cookie } : {}) } };
  await autocannon({ ...options, duration: 1 });
  const r = await autocannon({ ...options, duration: seconds });
  const errors = r.errors + r.timeouts + r.non2xx + (r.requests.total === 0 ? 1 : 0);
  return { p: r.latency.p97_5, errors, load: os.loadavg()[0]?.toFixed(1) ?? '?', rps: Math.round(r.requests.average) };
}

try {
  console.info(`learner ${learnerId}, ${connections} connections, ${seconds} s a path`);
  console.info('| read | p97.5 ms | req/s | errors | load (1 min) |\n| --- | ---: | ---: | ---: | ---: |');
  const row = (label: string, m: Awaited<ReturnType<typeof measure>>) => console.info(`| ${label} | ${m.p} | ${m.rps} | ${m.errors} | ${m.load} |`);
  row('floor', await measure(`http://127.0.0.1:${ports.floor}/floor/${learnerId}`, ''));
  for (const path of ['/api/public-plans?search=python', '/api/public-plans', '/api/universal-search/local?q=pyhton']) row(path, await measure(`${app.url}${path}`, learner.cookie));
  row('floor (again)', await measure(`http://127.0.0.1:${ports.floor}/floor/${learnerId}`, ''));
} finally {
  await stopChild(floorProcess);
  await app.stop();
}
