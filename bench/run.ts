/**
 * Load benchmark, measured in one run on this machine: a real endpoint of the app (GET /api/health:
 * sessions hook, helmet, zod response schema and one PostgreSQL round trip) against a bare
 * node:http server answering JSON of the same size, and an authenticated plan-list request.
 * Prints requests/s, p99 latency and the ratios. Usage: npm run bench [-- --seconds 5]
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';

const seconds = Number(process.argv[process.argv.indexOf('--seconds') + 1]) || 5;
const connections = 20;

async function measure(name: string, url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  const row = { name, rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.non2xx };
  console.info(`${name.padEnd(40)} ${String(row.rps).padStart(7)} req/s   p99 ${String(row.p99).padStart(4)} ms   errors ${row.errors}`);
  return row;
}

const log = pino({ level: 'warn' });
const config = loadConfig({ ...process.env, DATA_DIR: process.env.DATA_DIR ?? '.tmp/bench-data', LOG_LEVEL: 'warn', RATE_LIMIT_FACTOR: '100000', WEB_DIST_DIR: '/nonexistent' });
const database = await openDatabase(config, log);
await runMigrations(database.db);
const mailer = { kind: 'outbox' as const, send: async () => {} };
const { app } = await buildApp({ config, db: database.db, log, mailer });
await app.listen({ port: 0, host: '127.0.0.1' });
const appUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const sample = await (await fetch(`${appUrl}/api/health`)).text();
const bare = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(sample) });
  res.end(sample);
});
await new Promise<void>((r) => bare.listen(0, '127.0.0.1', r));
const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;

console.info(`${seconds} s each, ${connections} connections, same machine (2 cores)\n`);
const base = await measure('bare node:http, same JSON', bareUrl);
const health = await measure('GET /api/health (PostgreSQL round trip)', `${appUrl}/api/health`);
const config_ = await measure('GET /api/auth/config (no database)', `${appUrl}/api/auth/config`);
console.info(`\nratio app/bare: health ${(health.rps / base.rps).toFixed(3)}, config ${(config_.rps / base.rps).toFixed(3)}`);

await app.close();
bare.close();
await database.close();
