import { randomBytes } from 'node:crypto';
import net from 'node:net';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { captureMailer } from '../../test/fake-mailer.ts';
import { createTestApp, testConfig } from '../../test/test-app.ts';
import { TestClient } from '../../test/test-client.ts';
import { buildApp } from '../app.ts';

const redisUrl = process.env.TEST_REDIS_URL;

/** A logger that keeps its lines, to count what was said. */
function recordingLog() {
  const lines: { level: number; msg: string }[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { log, said: (text: string) => lines.filter((l) => l.msg.includes(text)).length };
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** A TCP relay in front of the test Redis that can die (connections cut, port closed) and come back on the same port. */
async function mortalRedis(target: string) {
  const upstream = new URL(target);
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      const listening = net.createServer((client) => {
        const redis = net.connect(Number(upstream.port || 6379), upstream.hostname);
        for (const s of [client, redis]) {
          sockets.add(s);
          s.on('error', () => s.destroy());
          s.on('close', () => {
            sockets.delete(s);
            client.destroy();
            redis.destroy();
          });
        }
        client.pipe(redis).pipe(client);
      });
      server = listening;
      listening.listen(port, '127.0.0.1', () => {
        port = (listening.address() as net.AddressInfo).port;
        resolve();
      });
    });
  await open();
  return {
    url: `redis://127.0.0.1:${port}${upstream.pathname}`,
    die: async () => {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => server?.close(resolve));
    },
    revive: open,
  };
}

const t = await createTestApp();
const apps: { close: () => Promise<unknown> }[] = [];
afterAll(async () => {
  for (const a of apps) await a.close();
});

async function instance(redis: string | undefined, namespace: string) {
  const recorded = recordingLog();
  const config = { ...testConfig({ rateLimitFactor: 1, redisUrl: redis }), rateLimitNamespace: namespace };
  const built = await buildApp({ config, db: t.db, log: recorded.log, mailer: captureMailer() });
  apps.push(built.app);
  const client = new TestClient(built.app);
  return {
    ...recorded,
    client,
    health: async () => (await client.get('/api/health')).json<{ rateLimits: string }>().rateLimits,
    forgot: async () => (await client.post('/api/auth/forgot-password', { email: 'x@example.com' })).statusCode,
    reset: async () => (await client.post('/api/auth/reset-password', { token: 'bogus', newPassword: 'whatever1' })).statusCode,
  };
}

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('rate limits', () => {
  it('answers 429 with a message once forgot-password is asked too often', async () => {
    // Factor 1: the product's own limit (5 an hour per client).
    const one = await createTestApp({ config: { rateLimitFactor: 1 } });
    const c = one.client();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await c.post('/api/auth/forgot-password', { email: 'someone@example.com' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const res = await c.post('/api/auth/forgot-password', { email: 'someone@example.com' });
    expect(res.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/Too many requests/) });
  });

  it('counts in memory without REDIS_URL, and says so in health', async () => {
    const solo = await instance(undefined, randomBytes(4).toString('hex'));
    expect(await solo.health()).toBe('local');
    expect([await solo.forgot(), await solo.forgot(), await solo.forgot(), await solo.forgot(), await solo.forgot(), await solo.forgot()]).toEqual([200, 200, 200, 200, 200, 429]);
    expect(solo.said('Redis')).toBe(0);
  });

  it('never fails open when REDIS_URL points at a closed port: limits per instance, logged once, shown in health', async () => {
    const closed = await instance(`redis://127.0.0.1:${await freePort()}`, randomBytes(4).toString('hex'));
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push(await closed.forgot());
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(await closed.health()).toBe('local');
    await new Promise((r) => setTimeout(r, 500)); // the client keeps retrying the connection meanwhile
    expect(closed.said('Redis is unreachable')).toBe(1);
  });

  it.skipIf(!redisUrl)('shares the counters between two app instances through Redis', async () => {
    const ns = randomBytes(4).toString('hex');
    const one = await instance(redisUrl, ns);
    const two = await instance(redisUrl, ns);
    await until(async () => (await one.health()) === 'shared' && (await two.health()) === 'shared', 'Redis');
    for (let i = 0; i < 5; i++) expect(await one.forgot()).toBe(200);
    // The sixth request reaches the other instance, which knows about the first five.
    expect(await two.forgot()).toBe(429);
  });

  it.skipIf(!redisUrl)('falls back to per-instance counters when Redis dies mid-run, and shares them again once it is back', async () => {
    const redis = await mortalRedis(redisUrl ?? '');
    const ns = randomBytes(4).toString('hex');
    const one = await instance(redis.url, ns);
    const two = await instance(redis.url, ns);
    await until(async () => (await one.health()) === 'shared' && (await two.health()) === 'shared', 'Redis');
    expect([await one.forgot(), await two.forgot(), await one.forgot(), await two.forgot(), await one.forgot()]).toEqual([200, 200, 200, 200, 200]);
    expect(await two.forgot()).toBe(429);

    await redis.die();
    await until(async () => (await one.health()) === 'local' && (await two.health()) === 'local', 'the fallback');
    // Each instance limits on its own: never a free pass.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push(await one.forgot());
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(one.said('Redis is unreachable')).toBe(1);
    expect(two.said('Redis is unreachable')).toBe(1);

    await redis.revive();
    await until(async () => (await one.health()) === 'shared' && (await two.health()) === 'shared', 'Redis to come back');
    expect(one.said('Redis is back')).toBe(1);
    // Shared again: requests on both instances count together (another route, so a fresh window).
    expect([await one.reset(), await two.reset(), await one.reset(), await two.reset(), await one.reset()]).toEqual([400, 400, 400, 400, 400]);
    expect(await two.reset()).toBe(429);
    await redis.die();
  });
});
