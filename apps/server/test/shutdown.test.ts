import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from './test-db.ts';

/**
 * The real server process receives SIGTERM under load (decision 0044). A load balancer's view is
 * modelled: a health checker polls /api/health/ready and, once it answers 503, no new request is
 * sent; until then clients keep sending on keep-alive connections, and slow uploads are in flight
 * when the server stops listening. Every request must get an HTTP answer: none may be reset.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const database = await createTestDatabase();
let proc: ChildProcess | undefined;
afterAll(async () => {
  proc?.kill('SIGKILL');
  await database.drop();
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

type Outcome = { status: number } | { error: string };

function request(port: number, agent: http.Agent, options: { method?: string; path: string; headers?: http.OutgoingHttpHeaders }, body?: (req: http.ClientRequest) => void): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = http.request({ host: '127.0.0.1', port, agent, method: options.method ?? 'GET', path: options.path, headers: options.headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
      res.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
    if (body) body(req);
    else req.end();
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('graceful shutdown', () => {
  it('on SIGTERM turns readiness 503 first, answers every request in flight, resets none, and exits 0', async () => {
    const port = await freePort();
    let output = '';
    proc = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: database.url, SEED_DEMO: 'false', WEB_DIST_DIR: '/nonexistent', RATE_LIMIT_FACTOR: '1000', LOG_LEVEL: 'warn', SHUTDOWN_DRAIN_MS: '1500', SHUTDOWN_TIMEOUT_MS: '15000' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    proc.stdout?.on('data', (d: Buffer) => (output += d));
    proc.stderr?.on('data', (d: Buffer) => (output += d));
    const exited = new Promise<number | null>((resolve) => proc?.once('exit', (code) => resolve(code)));
    const probe = new http.Agent({ keepAlive: false });
    for (let started = Date.now(); ; await sleep(200)) {
      const res = await request(port, probe, { path: '/api/health/ready' });
      if ('status' in res && res.status === 200) break;
      if (Date.now() - started > 30_000 || proc.exitCode !== null) throw new Error(`server did not start: ${output}`);
    }

    // The "load balancer": checks every 200 ms and stops routing here after three 503s in a row
    // (like Caddy's health_interval and health_fails), well inside the 1.5 s drain.
    let routed = true;
    let notReadySeen = 0;
    const checker = (async () => {
      while (routed) {
        const res = await request(port, probe, { path: '/api/health/ready' });
        notReadySeen = 'status' in res && res.status === 503 ? notReadySeen + 1 : 0;
        if (notReadySeen === 3) routed = false;
        await sleep(200);
      }
    })();

    const outcomes: Outcome[] = [];
    let signalled = false;
    let afterSignal = 0;
    const workers = Array.from({ length: 16 }, async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      while (routed) {
        const res = await request(port, agent, { path: '/api/health/live' });
        outcomes.push(res);
        if (signalled) afterSignal++;
      }
      agent.destroy();
    });

    // Slow uploads: their bodies arrive over 3 s, so they are in flight when listening stops.
    const { csrfToken, cookie } = await new Promise<{ csrfToken: string; cookie: string }>((resolve, reject) => {
      http.get({ host: '127.0.0.1', port, path: '/api/csrf-token', agent: probe }, (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d));
        res.on('end', () => resolve({ csrfToken: (JSON.parse(text) as { csrfToken: string }).csrfToken, cookie: (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ') }));
      }).on('error', reject);
    });
    while (outcomes.length < 100) await sleep(10);
    const payload = JSON.stringify({ email: 'slow@example.com', password: 'not-the-password' });
    const slow = Array.from({ length: 4 }, () =>
      request(port, new http.Agent({ keepAlive: true }), { method: 'POST', path: '/api/auth/login', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), cookie, 'x-csrf-token': csrfToken } }, (req) => {
        const third = Math.ceil(payload.length / 3);
        req.write(payload.slice(0, third));
        setTimeout(() => req.write(payload.slice(third, 2 * third)), 1200);
        setTimeout(() => req.end(payload.slice(2 * third)), 3000);
      }),
    );
    await sleep(100);
    const signalAt = Date.now();
    signalled = true;
    proc.kill('SIGTERM');

    const slowOutcomes = await Promise.all(slow);
    const slowDoneAfter = Date.now() - signalAt;
    await Promise.all(workers);
    await checker;
    const code = await exited;

    const errors = [...outcomes, ...slowOutcomes].filter((o): o is { error: string } => 'error' in o);
    expect(errors).toEqual([]);
    expect(notReadySeen).toBe(3);
    // Requests kept arriving after the signal and were answered normally while draining.
    expect(afterSignal).toBeGreaterThan(50);
    expect(outcomes.every((o) => 'status' in o && o.status === 200)).toBe(true);
    // The uploads finished after listening had stopped (drain 1.5 s) and got their real answer.
    expect(slowDoneAfter).toBeGreaterThan(2500);
    expect(slowOutcomes).toEqual(Array.from({ length: 4 }, () => ({ status: 401 })));
    expect(code).toBe(0);
    // The port is closed: nothing listens any more.
    expect(await request(port, probe, { path: '/api/health/live' })).toEqual({ error: 'ECONNREFUSED' });
  }, 60_000);
});
