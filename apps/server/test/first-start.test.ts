import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * A first start on the embedded database killed at any moment (the app and everything it started,
 * as a crash or a power cut would) recovers on the next start, with no manual repair.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const dirs: string[] = [];
const running = new Set<ChildProcess>();

afterAll(() => {
  for (const proc of running) killGroup(proc);
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

function killGroup(proc: ChildProcess): void {
  try {
    if (proc.pid) process.kill(-proc.pid, 'SIGKILL');
  } catch {}
}

const groupAlive = (pid: number) => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The server in its own process group, so a kill takes down PostgreSQL and initdb with it. */
async function launch(dataDir: string) {
  const port = await freePort();
  let output = '';
  const proc = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    detached: true,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'false', WEB_DIST_DIR: '/nonexistent', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(proc);
  proc.stdout?.on('data', (d: Buffer) => (output += d));
  proc.stderr?.on('data', (d: Buffer) => (output += d));
  return { proc, url: `http://127.0.0.1:${port}`, output: () => output };
}

async function until(check: () => boolean | Promise<boolean>, what: string, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Starts a first start, kills the whole process group `delayMs` after the log line `moment`, and waits until it is all gone. */
async function killedFirstStart(dataDir: string, moment: string, delayMs: number): Promise<void> {
  const first = await launch(dataDir);
  await until(() => first.output().includes(moment) || first.proc.exitCode !== null, `"${moment}"`);
  expect(first.proc.exitCode, first.output()).toBeNull();
  await new Promise((r) => setTimeout(r, delayMs));
  killGroup(first.proc);
  const pid = first.proc.pid ?? 0;
  await until(() => !groupAlive(pid), 'the killed processes to go');
  running.delete(first.proc);
}

async function healthyAfterRestart(dataDir: string): Promise<void> {
  const next = await launch(dataDir);
  await until(async () => next.proc.exitCode !== null || (await fetch(`${next.url}/api/health`).then((r) => r.ok).catch(() => false)), 'health', 60_000);
  expect(next.proc.exitCode, next.output()).toBeNull();
  const csrf = await fetch(`${next.url}/api/csrf-token`);
  expect(csrf.status).toBe(200);
  next.proc.kill('SIGTERM');
  expect(await new Promise((r) => next.proc.once('exit', r)), next.output()).toBe(0);
  running.delete(next.proc);
}

describe('a first start killed at any moment recovers on the next start', () => {
  it.each([
    ['as initdb begins', 'initialising embedded PostgreSQL', 0],
    ['early in initdb', 'initialising embedded PostgreSQL', 150],
    ['in the middle of initdb', 'initialising embedded PostgreSQL', 350],
    ['late in initdb', 'initialising embedded PostgreSQL', 700],
    ['while the database and its tables are made', 'embedded PostgreSQL started', 50],
  ])('killed %s', async (_when, moment, delayMs) => {
    const dataDir = newDataDir();
    await killedFirstStart(dataDir, moment, delayMs);
    await healthyAfterRestart(dataDir);
  }, 150_000);

  it('when only the app was killed and its initdb ran on alone', async () => {
    const dataDir = newDataDir();
    const first = await launch(dataDir);
    await until(() => first.output().includes('initialising embedded PostgreSQL'), 'initdb');
    await new Promise((r) => setTimeout(r, 150));
    first.proc.kill('SIGKILL');
    await healthyAfterRestart(dataDir);
    killGroup(first.proc); // the orphaned initdb, if it is still going
  }, 150_000);

  it('when an older version left a directory that initdb never finished', async () => {
    const dataDir = newDataDir();
    fs.mkdirSync(path.join(dataDir, 'pg', 'base', '1'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'pg', 'PG_VERSION'), '18\n');
    await healthyAfterRestart(dataDir);
    // Moved aside, not deleted.
    expect(fs.readdirSync(dataDir).filter((f) => f.startsWith('pg.incomplete-'))).toHaveLength(1);
  }, 150_000);
});

function newDataDir(): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'learnstack-first-start-'));
  fs.chmodSync(dataDir, 0o755);
  dirs.push(dataDir);
  return dataDir;
}
