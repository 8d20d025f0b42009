/**
 * What the load benchmark and the Lighthouse run share: a seeded database of their own, the built
 * web app, and the app started as in production in a process of its own.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { connect } from '../apps/server/src/db/client.ts';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { type BenchData, seedBench } from './seed.ts';

export const root = path.resolve(import.meta.dirname, '..');
export const distDir = path.join(root, 'apps/web/dist');

export interface BenchDatabase {
  /** The server's maintenance database, for statements about the benchmark's database. */
  adminUrl: string;
  name: string;
  url: string;
  data: BenchData;
  drop: () => Promise<void>;
}

async function runOn(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database, migrated and seeded (bench/seed.ts), on BENCH_DATABASE_URL, TEST_DATABASE_URL
 * or DATABASE_URL when one is set, else on an embedded server under .tmp/bench-pg.
 */
export async function openBenchDatabase(): Promise<BenchDatabase> {
  let stopEmbedded: (() => Promise<void>) | undefined;
  let adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!adminUrl) {
    const server = await startEmbeddedPostgres(path.join(root, '.tmp/bench-pg'), pino({ level: 'warn' }));
    adminUrl = server.url('postgres');
    stopEmbedded = server.stop;
  }
  const name = `learnstack_bench_${process.pid}`;
  const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  await runOn(adminUrl, `create database ${name}`);
  const admin = adminUrl;
  const drop = async () => {
    await runOn(admin, `drop database if exists ${name} with (force)`);
    await stopEmbedded?.();
  };
  try {
    const database = connect(url, 4);
    await runMigrations(database.db);
    const started = Date.now();
    const data = await seedBench(database.db);
    await database.close();
    console.info(`seeded in ${Date.now() - started} ms`);
    return { adminUrl, name, url, data, drop };
  } catch (err) {
    await drop();
    throw err;
  }
}

/** Builds the web app when apps/web/dist has no build. */
export function ensureWebBuild(): void {
  if (fs.existsSync(path.join(distDir, 'index.html'))) return;
  console.info('building the web app (apps/web/dist is missing)');
  if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) throw new Error('web build failed');
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export async function waitFor(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode} before answering ${url}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > end) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The app as `npm run serve` runs it (production, default log level), on `databaseUrl`. */
export async function startApp(databaseUrl: string, nodeOptions: string[] = [], timeoutMs = 60_000): Promise<{ url: string; process: ChildProcess; stop: () => Promise<void> }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...nodeOptions, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, SEED_DEMO: 'false', NODE_ENV: 'production', WEB_DIST_DIR: distDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`${url}/api/health`, child, timeoutMs);
  return { url, process: child, stop: () => stopChild(child) };
}

export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The first line a child process prints (bench/floor.ts prints its ports so). */
export function firstLine(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffered = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const end = buffered.indexOf('\n');
      if (end >= 0) resolve(buffered.slice(0, end));
    });
    child.once('exit', (code) => reject(new Error(`${child.spawnargs.join(' ')} exited with ${code}`)));
  });
}
