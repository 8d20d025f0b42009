import { describe, expect, it } from 'vitest';
import { createTestApp, testConfig } from '../../test/test-app.ts';
import { isSubresourcePath, securityHeaders } from './security-headers.ts';

const t = await createTestApp();

/** What @fastify/helmet sent with these options before the headers were computed once (worker-src and manifest-src since decision 0043). */
const HELMET_HEADERS = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'self';img-src 'self' data: https://i.ytimg.com https://*.ytimg.com https://*.googleusercontent.com;object-src 'none';script-src 'self' https://www.youtube.com https://s.ytimg.com;script-src-attr 'none';style-src 'self' 'unsafe-inline';frame-src https://www.youtube.com https://www.youtube-nocookie.com;connect-src 'self';worker-src 'self';manifest-src 'self'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers', () => {
  it.each([
    ['an answer', '/api/health', 200],
    ['a 404', '/api/no-such-route', 404],
    ['a 401', '/api/auth/user', 401],
  ])('are the same as helmet set on %s', async (_what, url, status) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(status);
    expect(res.headers).toMatchObject(HELMET_HEADERS);
  });
});

describe('HSTS', () => {
  it('is sent only when PUBLIC_URL is https', () => {
    const hsts = (publicUrl: string) => securityHeaders(testConfig({ publicUrl })).find(([name]) => name.toLowerCase() === 'strict-transport-security')?.[1];
    expect(hsts('https://learn.example.com')).toBe('max-age=31536000; includeSubDomains');
    expect(hsts('http://localhost:3000')).toBeUndefined();
  });

  it('is not sent by the test app on http', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('subresource headers', () => {
  it.each([
    ['/assets/index-abc.js', true],
    ['/assets/index-abc.css?v=1', true],
    ['/theme-init.js', true],
    ['/icons/icon-192.png', true],
    ['/manifest.webmanifest', true],
    ['/sw.js', false],
    ['/favicon.svg', false],
    ['/', false],
    ['/plan/intro.js-basics', false],
    ['/api/health', false],
  ])('%s is a subresource: %s', (url, expected) => {
    expect(isSubresourcePath(url)).toBe(expected);
  });

  it('sends a script only nosniff and the resource policy, the document headers left out', async () => {
    const res = await t.app.inject({ url: '/assets/no-such-file.js' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of ['content-security-policy', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy']) expect(res.headers[name]).toBeUndefined();
  });
});
