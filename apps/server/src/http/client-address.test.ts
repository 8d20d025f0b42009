import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { loadConfig } from '../config.ts';
import { sessions } from '../db/schema/index.ts';

/** The client address behind every per-address limit: X-Forwarded-For counts only from configured proxies. */
const forwardedFor = (address: string) => ({ headers: { 'x-forwarded-for': address } });
const trusting = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;

// The product's own limits (factor 1): 20 logins per 15 minutes, 5 reset mails an hour, per address.
const t = await createTestApp({ config: { rateLimitFactor: 1 } });

describe('without TRUST_PROXY, a client cannot choose its own address', () => {
  it('meets the security check and the login limit however many made-up addresses it sends', async () => {
    await t.user({ email: 'target@example.com', password: 'right-password' });
    const c = t.client();
    const statuses: number[] = [];
    for (let i = 1; i <= 30; i++) {
      const res = await c.request('POST', '/api/auth/login', { email: 'target@example.com', password: `guess-${i}` }, forwardedFor(`198.51.100.${i}`));
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.slice(3, 20)).toEqual(Array(17).fill(400)); // the security check
    expect(statuses.slice(20)).toEqual(Array(10).fill(429));
  });

  it('meets the forgot-password limit however many made-up addresses it sends', async () => {
    const c = t.client();
    const statuses: number[] = [];
    for (let i = 1; i <= 7; i++) {
      statuses.push((await c.request('POST', '/api/auth/forgot-password', { email: 'target@example.com' }, forwardedFor(`203.0.113.${i}`))).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });
});

describe('behind a configured proxy, the forwarded address is the client', () => {
  it('limits per forwarded address when the proxy is listed by address', async () => {
    // app.inject() connects from 127.0.0.1: that is the proxy here.
    const proxied = await createTestApp({ config: { rateLimitFactor: 1, trustProxy: trusting('127.0.0.1') } });
    const c = proxied.client();
    const ask = async (from: string) => (await c.request('POST', '/api/auth/forgot-password', { email: 'someone@example.com' }, forwardedFor(from))).statusCode;
    for (let i = 0; i < 5; i++) expect(await ask('203.0.113.7')).toBe(200);
    expect(await ask('203.0.113.7')).toBe(429);
    // Another client behind the same proxy has its own allowance.
    expect(await ask('203.0.113.8')).toBe(200);

    const signedIn = await proxied.user({ email: 'behind-proxy@example.com', password: 'secret-password' });
    const fresh = proxied.client();
    expect((await fresh.request('POST', '/api/auth/login', { email: 'behind-proxy@example.com', password: 'secret-password' }, forwardedFor('192.0.2.44'))).statusCode).toBe(200);
    const rows = await proxied.db.select({ ip: sessions.ip }).from(sessions).where(eq(sessions.userId, signedIn.user?.id ?? 0));
    expect(rows.map((r) => r.ip)).toContain('192.0.2.44');
  });

  it('with a hop count, takes the address the trusted proxy added, not what the client wrote before it', async () => {
    const proxied = await createTestApp({ config: { rateLimitFactor: 1, trustProxy: trusting('1') } });
    const c = proxied.client();
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++) {
      const res = await c.request('POST', '/api/auth/forgot-password', { email: 'someone@example.com' }, forwardedFor(`10.9.9.${i}, 203.0.113.20`));
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // The next client the proxy forwards has its own allowance.
    expect((await c.request('POST', '/api/auth/forgot-password', { email: 'someone@example.com' }, forwardedFor('203.0.113.21'))).statusCode).toBe(200);
  });
});
