import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { HashedAssets, serveHashedAssetsFirst } from './hashed-assets.ts';

/** A built web app in miniature: the shell and a hashed script, each with its precompressed copies. */
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'learnstack-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
const html = `<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body>${'<p>shell</p>'.repeat(100)}</body></html>`;
const script = `export const answer = ${JSON.stringify('x'.repeat(5000))};`;
const worker = `self.addEventListener('fetch', () => {}); // ${'precache '.repeat(200)}`;
const manifest = JSON.stringify({ name: 'Learnstack', start_url: '/', display: 'standalone', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] });
fs.mkdirSync(path.join(dist, 'icons'));
fs.writeFileSync(path.join(dist, 'icons/icon-192.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
for (const [file, body] of [
  ['index.html', html],
  ['assets/index-abc123.js', script],
  ['sw.js', worker],
  ['manifest.webmanifest', manifest],
]) {
  const full = path.join(dist, file as string);
  fs.writeFileSync(full, body as string);
  fs.writeFileSync(`${full}.br`, brotliCompressSync(body as string));
  fs.writeFileSync(`${full}.gz`, gzipSync(body as string));
}

const t = await createTestApp({ config: { webDistDir: dist } });
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('the web app as the server sends it', () => {
  it('sends the precompressed copy the client prefers, and the file itself to a client that takes none', async () => {
    const br = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', 'content-type': 'application/javascript; charset=utf-8', vary: 'accept-encoding' });
    expect(Number(br.headers['content-length'])).toBe(fs.statSync(path.join(dist, 'assets/index-abc123.js.br')).size);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gzip = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('leaves the API reference whole: the web app\'s file routes are not API operations', async () => {
    const res = await get('/api/openapi.json');
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toContain('/api/learning-plans');
    expect(paths.every((p) => p.startsWith('/api/'))).toBe(true);
  });

  it('answers 404, not the shell, for a file the build does not have', async () => {
    for (const url of ['/assets/index-missing.js', '/assets/nested/index-abc123.js', '/favicon.ico']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/json/);
    }
  });

  it('lets browsers keep hashed assets for a year and revalidate everything else', async () => {
    expect((await get('/assets/index-abc123.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/plans/some-plan']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode).toBe(200);
      expect(res.headers).toMatchObject({ 'cache-control': 'no-cache', 'content-encoding': 'br', 'content-type': 'text/html; charset=utf-8' });
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(html);
    }
  });

  it('has browsers ask again for the service worker, the manifest and the icons (a new version is seen at once), and never answers them with the shell', async () => {
    const sw = await get('/sw.js', { 'accept-encoding': 'br' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers).toMatchObject({ 'cache-control': 'no-cache', 'content-type': 'application/javascript; charset=utf-8', 'content-encoding': 'br' });
    expect(brotliDecompressSync(sw.rawPayload).toString()).toBe(worker);
    const webManifest = await get('/manifest.webmanifest');
    expect(webManifest.headers).toMatchObject({ 'cache-control': 'no-cache', 'content-type': 'application/manifest+json' });
    expect(webManifest.json()).toMatchObject({ name: 'Learnstack' });
    const icon = await get('/icons/icon-192.png');
    expect(icon.headers).toMatchObject({ 'cache-control': 'no-cache', 'content-type': 'image/png' });
    // The worker precaches the shell under its file name.
    const shell = await get('/index.html');
    expect(shell.headers).toMatchObject({ 'cache-control': 'no-cache', 'content-type': 'text/html; charset=utf-8' });
    for (const url of ['/sw-missing.js', '/icons/missing.png']) expect((await get(url)).statusCode, url).toBe(404);
  });

  it('lets the page register its service worker and read its manifest (CSP)', async () => {
    const csp = String((await get('/')).headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('answers 304 without a body when the shell or a file has not changed', async () => {
    const first = await get('/', { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    const again = await get('/', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another encoding is another representation: its own tag, a full answer.
    expect((await get('/', { 'accept-encoding': 'gzip', 'if-none-match': etag })).statusCode).toBe(200);
    const asset = await get('/assets/index-abc123.js', { 'accept-encoding': 'br' });
    expect((await get('/assets/index-abc123.js', { 'accept-encoding': 'br', 'if-none-match': String(asset.headers.etag) })).statusCode).toBe(304);
  });

  it('sends a rebuilt shell within a second', async () => {
    const before = await get('/');
    const rebuilt = html.replace('shell', 'rebuilt');
    fs.writeFileSync(path.join(dist, 'index.html'), rebuilt);
    fs.rmSync(path.join(dist, 'index.html.br'));
    fs.rmSync(path.join(dist, 'index.html.gz'));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const after = await get('/', { 'accept-encoding': 'br', 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.body).toBe(rebuilt);
  });
});

describe('hashed files over HTTP (answered before Fastify: http/hashed-assets.ts)', () => {
  const request = async (method: string, url: string, headers: Record<string, string> = {}) => {
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port: address.port, method, path: url, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });
  };

  it('sends the same answer as the route: the copy the client prefers, cached a year, with the subresource headers only', async () => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const br = await request('GET', '/assets/index-abc123.js?v=1', { 'accept-encoding': 'gzip, br' });
    expect(br.status).toBe(200);
    expect(br.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'application/javascript; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'accept-encoding',
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
    });
    expect(br.headers['content-security-policy']).toBeUndefined();
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    const viaRoute = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, br' });
    expect(br.headers.etag).toBe(viaRoute.headers.etag);
    const plain = await request('GET', '/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);

    const notModified = await request('GET', '/assets/index-abc123.js', { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    const head = await request('HEAD', '/assets/index-abc123.js', { 'accept-encoding': 'br' });
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(br.body.length);
    expect(head.body.length).toBe(0);
  });

  it('leaves what it does not have to the app: a missing file is a JSON 404, a write is not served', async () => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const missing = await request('GET', '/assets/index-missing.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toMatch(/json/);
    const post = await request('POST', '/assets/index-abc123.js');
    expect(post.status).toBe(404);
  });
});

describe('serveHashedAssetsFirst', () => {
  it('answers a known hashed file itself and hands everything else to the app', async () => {
    const assets = new HashedAssets([['x-content-type-options', 'nosniff']]);
    assets.load(path.join(dist, 'assets'));
    const handed: string[] = [];
    const server = serveHashedAssetsFirst(
      assets,
      (req, res) => {
        handed.push(`${req.method} ${req.url}`);
        res.writeHead(404).end();
      },
      { keepAliveTimeout: 5000, requestTimeout: 10_000, connectionTimeout: 0 },
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address() as { port: number };
    const status = (method: string, url: string) =>
      new Promise<number>((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port: address.port, method, path: url }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        req.on('error', reject);
        req.end();
      });
    expect(await status('GET', '/assets/index-abc123.js')).toBe(200);
    expect(await status('HEAD', '/assets/index-abc123.js')).toBe(200);
    expect(handed).toEqual([]);
    expect(await status('GET', '/assets/index-missing.js')).toBe(404);
    expect(await status('DELETE', '/assets/index-abc123.js')).toBe(404);
    expect(await status('GET', '/dashboard')).toBe(404);
    expect(handed).toEqual(['GET /assets/index-missing.js', 'DELETE /assets/index-abc123.js', 'GET /dashboard']);
    expect(server.keepAliveTimeout).toBe(5000);
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
});
