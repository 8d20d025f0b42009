import { describe, expect, it } from 'vitest';
import { documentedStatuses, type OpenApiDocument } from './openapi-document.ts';
import { createTestApp } from './test-app.ts';

/** Suites over every registered route: they cover routes added later with no list to maintain. */
const t = await createTestApp();
const routes = t.routes;
const fill = (url: string, value = '1') => url.replace(/:[A-Za-z]+/g, value);
const writes = routes.filter((r) => r.method !== 'GET');
const privateRoutes = routes.filter((r) => r.auth !== 'public');
const doc = (await t.client().get('/api/openapi.json')).json<OpenApiDocument>();
const hiddenFromReference = new Set(['/api/openapi.json', '/api/docs', '/api/docs/style.css', '/api/docs/app.js']);

/** Every 4xx these suites meet must be in the route's API reference entry. */
function expectDocumented(method: string, url: string, status: number, what: string) {
  if (status < 400 || hiddenFromReference.has(url)) return;
  expect(documentedStatuses(doc, method, url), `${method} ${url} answered ${status} ${what}: add it to the route's schema.errors`).toContain(status);
}

describe('route registry', () => {
  it('has the accounts routes registered', () => {
    const keys = routes.map((r) => `${r.method} ${r.url}`);
    for (const k of ['POST /api/auth/login', 'POST /api/auth/signup', 'GET /api/auth/user', 'GET /api/csrf-token', 'GET /api/health']) {
      expect(keys).toContain(k);
    }
  });
});

describe('every non-GET /api route refuses a missing CSRF token', () => {
  it.each(writes.map((r) => [r.method, r.url] as const))('%s %s', async (method, url) => {
    const c = await t.user();
    const res = await c.request(method as 'POST', fill(url), {}, { csrf: false });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'CSRF token required' });
    expect(typeof res.json().csrfToken).toBe('string');
    expectDocumented(method, url, res.statusCode, 'without a CSRF token');
  });
});

describe('every route that needs a user answers 401 when signed out', () => {
  it.each(privateRoutes.map((r) => [r.method, r.url] as const))('%s %s', async (method, url) => {
    const c = t.client(); // has an anonymous session and a valid CSRF token, but no user
    const res = await c.request(method as 'GET', fill(url), method === 'GET' ? undefined : {});
    expect(res.statusCode).toBe(401);
    expectDocumented(method, url, res.statusCode, 'signed out');
  });
});

/** Every /api/admin route but the sign-in: a later one cannot be left open (the guard is admin.guard.ts). */
const adminRoutes = routes.filter((r) => r.url.startsWith('/api/admin/') && !(r.method === 'POST' && r.url === '/api/admin/login'));

describe('every admin route answers 401 signed out and 403 to a signed-in non-admin', () => {
  it('covers the admin area', () => expect(adminRoutes.length).toBeGreaterThanOrEqual(7));
  it.each(adminRoutes.map((r) => [r.method, r.url] as const))('%s %s', async (method, url) => {
    expect(routes.find((r) => r.method === method && r.url === url)?.auth).toBe('admin');
    const body = method === 'GET' ? undefined : { quotaUsed: 5 };
    const signedOut = await t.client().request(method as 'GET', fill(url), body);
    expect(signedOut.statusCode).toBe(401);
    const learner = await t.user();
    const res = await learner.request(method as 'GET', fill(url), body);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    expectDocumented(method, url, res.statusCode, 'to a non-admin');
  });
});

const hostile: unknown[] = [
  '{"unterminated": ',
  'null',
  '[]',
  '"just a string"',
  { a: 'x'.repeat(300_000) },
  { id: -1, email: 123, password: ['x'], title: { nested: true }, interests: 'all', videoId: 'NaN', isPublic: 'yes', __proto__: { polluted: true } },
  { email: 'a@b.co', password: 'x'.repeat(10_000), unknownField: 1, constructor: { prototype: { x: 1 } } },
];
const hostileParams = ['0', '-1', '99999999999999999999', 'abc', '%00', "1'%20or%201=1", 'x'.repeat(190)];

describe('the fuzzer never gets a 5xx', () => {
  it.each(routes.map((r) => [r.method, r.url] as const))('%s %s', async (method, url) => {
    const c = await t.user();
    for (const param of hostileParams) {
      const res = await c.request(method as 'GET', `${fill(url, param)}?q=${encodeURIComponent('%%')}&limit=-5&page=abc&maxResults=1e9`, method === 'GET' ? undefined : {});
      expect(res.statusCode, `${method} ${url} with ${param}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
      expectDocumented(method, url, res.statusCode, `with the parameter ${param}`);
    }
    if (method === 'GET') return;
    for (const body of hostile) {
      const res = await c.request(method as 'POST', fill(url), body);
      expect(res.statusCode, `${method} ${url} with ${JSON.stringify(body).slice(0, 80)}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
      expect(res.json()).toHaveProperty('message');
      expectDocumented(method, url, res.statusCode, `with the body ${JSON.stringify(body).slice(0, 40)}`);
    }
  });
});

describe('error shape', () => {
  it('answers malformed JSON with a 400 and a message', async () => {
    const c = t.client();
    const res = await c.request('POST', '/api/auth/login', '{"email": ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  });

  it('answers an oversized body with 413', async () => {
    const c = t.client();
    const res = await c.request('POST', '/api/auth/login', { email: 'a@b.co', password: 'x'.repeat(400_000) });
    expect(res.statusCode).toBe(413);
  });

  it('answers unknown API paths with a JSON 404, not the web app', async () => {
    const res = await t.client().get('/api/does-not-exist');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('serves health and the OpenAPI document', async () => {
    const c = t.client();
    expect((await c.get('/api/health')).json()).toEqual({ status: 'ok', database: 'up', version: '1.0.0', rateLimits: 'local' });
    const doc = (await c.get('/api/openapi.json')).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toContain('/api/auth/login');
    expect((await c.get('/api/docs')).headers['content-type']).toContain('text/html');
  });
});
