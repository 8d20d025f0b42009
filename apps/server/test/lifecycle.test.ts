import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/** The real server process on the embedded PostgreSQL: restarts, crashes and signals. */
const root = path.resolve(import.meta.dirname, '../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'learnstack-lifecycle-'));
fs.chmodSync(dataDir, 0o755);

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

async function start(): Promise<{ proc: ChildProcess; url: string; output: () => string }> {
  const port = await freePort();
  let out = '';
  const proc = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'false', WEB_DIST_DIR: '/nonexistent', RATE_LIMIT_FACTOR: '1000', LOG_LEVEL: 'warn', SHUTDOWN_DRAIN_MS: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout?.on('data', (d: Buffer) => (out += d));
  proc.stderr?.on('data', (d: Buffer) => (out += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`server exited: ${out}`);
    const ok = await fetch(`${url}/api/health`).then((r) => r.ok).catch(() => false);
    if (ok) return { proc, url, output: () => out };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not start: ${out}`);
}

/** Signs up through the HTTP API like a browser: cookie, CSRF token, security check. */
async function signup(url: string, email: string): Promise<boolean> {
  const csrf = await fetch(`${url}/api/csrf-token`);
  const cookie = csrf.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const { challengeId, question } = (await (await fetch(`${url}/api/auth/challenge`)).json()) as { challengeId: string; question: string };
  const [a, b] = question.split('+').map((n) => Number.parseInt(n, 10));
  const res = await fetch(`${url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': csrfToken },
    body: JSON.stringify({ email, password: 'secret-password', challengeId, challengeAnswer: (a ?? 0) + (b ?? 0) }),
  });
  return res.status === 201;
}

async function canLogin(url: string, email: string): Promise<boolean> {
  const csrf = await fetch(`${url}/api/csrf-token`);
  const cookie = csrf.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const res = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': csrfToken }, body: JSON.stringify({ email, password: 'secret-password' }) });
  return res.status === 200;
}

const postmasterPid = () => Number.parseInt(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0] ?? '', 10);
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

let current: ChildProcess | undefined;
afterAll(() => {
  current?.kill('SIGKILL');
  try {
    process.kill(postmasterPid(), 'SIGQUIT');
  } catch {}
});

describe('server lifecycle on the embedded database', () => {
  const acknowledged: string[] = [];

  it('keeps data across a clean restart and stops both processes on SIGTERM', async () => {
    const first = await start();
    current = first.proc;
    expect(await signup(first.url, 'restart@example.com')).toBe(true);
    acknowledged.push('restart@example.com');
    const pgPid = postmasterPid();
    first.proc.kill('SIGTERM');
    const code = await new Promise((r) => first.proc.once('exit', r));
    expect(code).toBe(0);
    await new Promise((r) => setTimeout(r, 300));
    expect(alive(pgPid)).toBe(false);
  }, 90_000);

  it('recovers after the app and its database are killed mid-write, losing no acknowledged write', async () => {
    const second = await start();
    current = second.proc;
    expect(await canLogin(second.url, 'restart@example.com')).toBe(true);
    // Writes keep coming while both processes are killed.
    let stop = false;
    const writer = (async () => {
      for (let i = 0; !stop && i < 500; i++) {
        const email = `crash${i}@example.com`;
        const ok = await signup(second.url, email).catch(() => false);
        if (ok) acknowledged.push(email);
      }
    })();
    while (acknowledged.length < 6) await new Promise((r) => setTimeout(r, 20));
    const pgPid = postmasterPid();
    second.proc.kill('SIGKILL');
    process.kill(pgPid, 'SIGKILL');
    stop = true;
    await writer;

    const third = await start();
    current = third.proc;
    for (const email of acknowledged) expect(await canLogin(third.url, email), email).toBe(true);
    third.proc.kill('SIGINT');
    expect(await new Promise((r) => third.proc.once('exit', r))).toBe(0);
  }, 120_000);

  it('starts again when only the app was killed and its database server was left running', async () => {
    const fourth = await start();
    current = fourth.proc;
    const orphan = postmasterPid();
    fourth.proc.kill('SIGKILL');
    await new Promise((r) => setTimeout(r, 300));
    expect(alive(orphan)).toBe(true);
    const fifth = await start();
    current = fifth.proc;
    expect(await canLogin(fifth.url, 'restart@example.com')).toBe(true);
    fifth.proc.kill('SIGTERM');
    expect(await new Promise((r) => fifth.proc.once('exit', r))).toBe(0);
  }, 120_000);
});
