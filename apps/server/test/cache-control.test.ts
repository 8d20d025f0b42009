import { describe, expect, it } from 'vitest';
import { createTestApp } from './test-app.ts';

/** Caching headers over every registered route: a shared computer or proxy must not keep a signed-in reply. */
const t = await createTestApp();
const fill = (url: string) => url.replace(/:[A-Za-z]+/g, '1');
const all = t.routes.map((r) => [r.method, r.url] as const);
const publicGets = t.routes.filter((r) => r.auth === 'public' && r.method === 'GET').map((r) => [r.method, r.url] as const);
const varyOf = (value: unknown) => String(value ?? '').split(',').map((v) => v.trim().toLowerCase());

describe('every reply to a signed-in user says Cache-Control: no-store', () => {
  const signedIn = t.user();
  it.each(all)('%s %s', async (method, url) => {
    const c = await signedIn;
    const res = await c.request(method as 'GET', fill(url), method === 'GET' ? undefined : {});
    expect(res.headers['cache-control'], `${res.statusCode} ${res.body.slice(0, 120)}`).toBe('no-store');
  });
});

describe('every reply of a route that needs a user says no-store, even the 401 to a visitor', () => {
  it.each(t.routes.filter((r) => r.auth !== 'public').map((r) => [r.method, r.url] as const))('%s %s', async (method, url) => {
    const res = await t.client().request(method as 'GET', fill(url), method === 'GET' ? undefined : {});
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('a public reply to a visitor without a session varies on the cookie', () => {
  it.each(publicGets)('%s %s', async (method, url) => {
    const res = await t.client().request(method as 'GET', fill(url));
    // A reply that starts a session (the CSRF token) depends on it.
    if (res.headers['set-cookie']) expect(res.headers['cache-control']).toBe('no-store');
    else expect(varyOf(res.headers.vary)).toContain('cookie');
  });
});

describe('errors outside any route', () => {
  it('a signed-in 404 and a refused CSRF token say no-store too', async () => {
    const c = await t.user();
    expect((await c.get('/api/no-such-route')).headers['cache-control']).toBe('no-store');
    const refused = await c.request('POST', '/api/auth/logout', {}, { csrf: false });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});
