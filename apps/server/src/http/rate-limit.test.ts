import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { captureMailer } from '../../test/fake-mailer.ts';
import { createTestApp, testConfig } from '../../test/test-app.ts';
import { TestClient } from '../../test/test-client.ts';
import { buildApp } from '../app.ts';

const redisUrl = process.env.TEST_REDIS_URL;

describe('rate limits', () => {
  it('answers 429 with a message once forgot-password is asked too often', async () => {
    // Factor 1: the product's own limit (5 an hour per client).
    const t = await createTestApp({ config: { rateLimitFactor: 1 } });
    const c = t.client();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await c.post('/api/auth/forgot-password', { email: 'someone@example.com' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const res = await c.post('/api/auth/forgot-password', { email: 'someone@example.com' });
    expect(res.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/Too many requests/) });
  });

  it.skipIf(!redisUrl)('shares the counters between two app instances through Redis', async () => {
    const t = await createTestApp();
    // A fresh Redis namespace per run: counters of other runs do not count.
    const config = testConfig({ rateLimitFactor: 1, redisUrl });
    const log = pino({ level: 'silent' });
    const ns = randomBytes(4).toString('hex');
    const build = () => buildApp({ config: { ...config, rateLimitNamespace: ns }, db: t.db, log, mailer: captureMailer() });
    const one = await build();
    const two = await build();
    try {
      const a = new TestClient(one.app);
      const b = new TestClient(two.app);
      for (let i = 0; i < 5; i++) expect((await a.post('/api/auth/forgot-password', { email: 'x@example.com' })).statusCode).toBe(200);
      // The sixth request reaches the other instance, which knows about the first five.
      expect((await b.post('/api/auth/forgot-password', { email: 'x@example.com' })).statusCode).toBe(429);
    } finally {
      await one.app.close();
      await two.app.close();
    }
  });
});
