import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { SESSION_COOKIE } from './session.ts';

/** A build with the prerendered visitor pages beside the empty shell (apps/web/build/prerender.ts). */
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'learnstack-landing-'));
const shell = '<!doctype html><html><body><div id="root"></div></body></html>';
const landing = '<!doctype html><html><body><div id="root"><h1>Learn Smarter</h1></div></body></html>';
fs.writeFileSync(path.join(dist, 'index.html'), shell);
const login = '<!doctype html><html><body><div id="root"><h1>Welcome back</h1><form></form></div></body></html>';
const signup = '<!doctype html><html><body><div id="root"><h1>Create your account</h1><form></form></div></body></html>';
fs.writeFileSync(path.join(dist, 'landing.html'), landing);
fs.writeFileSync(path.join(dist, 'login.html'), login);
fs.writeFileSync(path.join(dist, 'signup.html'), signup);
fs.writeFileSync(
  path.join(dist, 'prerendered.json'),
  JSON.stringify([
    { path: '/', file: 'landing.html', withQuery: true },
    { path: '/login', file: 'login.html', withQuery: false },
    { path: '/signup', file: 'signup.html', withQuery: false },
  ]),
);

const t = await createTestApp({ config: { webDistDir: dist } });
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('the prerendered landing page', () => {
  it('goes to a visitor at / (with or without a query), and says the answer depends on the cookie', async () => {
    for (const url of ['/', '/?utm_source=newsletter']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(landing);
      expect(res.headers.vary).toBe('accept-encoding, cookie');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['x-learnstack-prerendered']).toBe('landing');
    }
  });

  it('is never sent to a browser holding a session, nor for any other address', async () => {
    const signedIn = await get('/', { cookie: `${SESSION_COOKIE}=anything` });
    expect(signedIn.body).toBe(shell);
    expect(signedIn.headers['x-learnstack-prerendered']).toBeUndefined();
    for (const url of ['/dashboard', '/plan/x', '/index.html/', '/login/x', '/landing.html/']) expect((await get(url)).body, url).toBe(shell);
  });

  it('is itself a page a browser revalidates (304 on its own ETag, the shell on a cookie)', async () => {
    const first = await get('/');
    expect((await get('/', { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
    const signedIn = await get('/', { cookie: `${SESSION_COOKIE}=x`, 'if-none-match': String(first.headers.etag) });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toBe(shell);
  });
});

describe('the prerendered sign-in and sign-up pages', () => {
  it('go to a visitor at /login and /signup, named in their header', async () => {
    for (const [url, body, name] of [
      ['/login', login, 'login'],
      ['/signup', signup, 'signup'],
    ] as const) {
      const res = await get(url);
      expect(res.body, url).toBe(body);
      expect(res.headers['x-learnstack-prerendered']).toBe(name);
      expect(res.headers.vary).toBe('accept-encoding, cookie');
    }
  });

  it('are not sent with a query (a notice or another step shows there), nor to a browser holding a session', async () => {
    for (const url of ['/login?timeout=true', '/login?step=two-factor', '/signup?x=1']) expect((await get(url)).body, url).toBe(shell);
    expect((await get('/login', { cookie: `${SESSION_COOKIE}=x` })).body).toBe(shell);
  });
});
