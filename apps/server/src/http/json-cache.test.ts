import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BEST_BROTLI_FROM, JsonCache, maxAge, preferredEncoding, SerializedJson, sendJson } from './json-cache.ts';

const source = (key: number, version: number, value: unknown, loads: { n: number }) => ({
  key,
  version,
  load: async () => {
    loads.n++;
    return value;
  },
});

describe('JsonCache', () => {
  it('loads once per key and version, and again when the version moves', async () => {
    const cache = new JsonCache<unknown>(JSON.stringify);
    const loads = { n: 0 };
    const [a, b] = await Promise.all([cache.get(source(1, 1, ['a'], loads)), cache.get(source(1, 1, ['a'], loads))]);
    expect(loads.n).toBe(1);
    expect(a).toBe(b);
    expect((await cache.get(source(1, 1, ['ignored'], loads))).body.toString()).toBe('["a"]');
    expect((await cache.get(source(1, 2, ['b'], loads))).body.toString()).toBe('["b"]');
    expect(loads.n).toBe(2);
  });

  it('with an until, serves an answer loaded at `now` only before the time it gives, whatever the version', async () => {
    // The answer says when it stops being right (as the due list's next due time).
    const cache = new JsonCache<{ until: number }>(JSON.stringify, undefined, { until: (answer, now) => Math.min(answer.until, now + 1000) });
    const loads = { n: 0 };
    const at = (now: number, until: number) => ({
      key: 1,
      version: 1,
      now,
      load: async () => {
        loads.n++;
        return { until };
      },
    });
    await cache.get(at(100, 500));
    await cache.get(at(499, 0));
    expect(loads.n).toBe(1);
    expect((await cache.get(at(500, 5000))).body.toString()).toBe('{"until":5000}');
    expect(loads.n).toBe(2);
    // The cache's own bound: 1000 after the load at 500.
    await cache.get(at(1499, 0));
    expect(loads.n).toBe(2);
    await cache.get(at(1500, 5000));
    expect(loads.n).toBe(3);
  });

  it('forgets a failed load, and the least recently used answers past its size', async () => {
    const cache = new JsonCache<unknown>(JSON.stringify, 100);
    const loads = { n: 0 };
    await expect(cache.get({ key: 1, version: 1, load: () => Promise.reject(new Error('down')) })).rejects.toThrow('down');
    await cache.get(source(1, 1, 'x'.repeat(20), loads));
    await cache.get(source(2, 1, 'y'.repeat(20), loads));
    await cache.get(source(1, 1, 'x'.repeat(20), loads)); // 1 is now the most recently used
    await cache.get(source(3, 1, 'z'.repeat(20), loads)); // over 100 bytes (2 x body each): 2 goes
    expect(loads.n).toBe(3);
    await cache.get(source(1, 1, '', loads));
    expect(loads.n).toBe(3);
    await cache.get(source(2, 1, 'y'.repeat(20), loads));
    expect(loads.n).toBe(4);
  });
});

describe('JsonCache with maxAge', () => {
  afterEach(() => vi.useRealTimers());

  it('answers from the cache within the bound and loads again once it has passed, timed from the load start', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_000_000);
    const cache = new JsonCache<unknown>(JSON.stringify, undefined, { until: maxAge(5000) });
    const loads = { n: 0 };
    await cache.get(source(1, 1, 'a', loads));
    vi.setSystemTime(1_004_999);
    expect((await cache.get(source(1, 1, 'b', loads))).body.toString()).toBe('"a"');
    expect(loads.n).toBe(1);
    vi.setSystemTime(1_005_000);
    expect((await cache.get(source(1, 1, 'b', loads))).body.toString()).toBe('"b"');
    expect(loads.n).toBe(2);
  });

  it('hands back the loaded value with its serialized form when asked to keep values', async () => {
    const kept = new JsonCache<{ n: number }>(JSON.stringify, undefined, { keepValues: true });
    const { json, value } = await kept.getWithValue({ key: 1, version: 1, load: async () => ({ n: 7 }) });
    expect(value).toEqual({ n: 7 });
    expect(json.body.toString()).toBe('{"n":7}');
    await expect(new JsonCache<unknown>(JSON.stringify).getWithValue({ key: 1, version: 1, load: async () => 1 })).rejects.toThrow('keepValues');
  });
});

describe('sending cached answers', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('identity')).toBe('identity');
    expect(preferredEncoding(undefined)).toBe('identity');
  });

  it('compresses answers of 1 KB or more the way the client asks, and leaves small ones alone', async () => {
    const cache = new JsonCache<unknown>(JSON.stringify);
    const big = await cache.get({ key: 'big', version: 1, load: async () => Array.from({ length: 100 }, (_, i) => ({ i, text: 'a learning plan' })) });
    const small = await cache.get({ key: 'small', version: 1, load: async () => ({ ok: true }) });
    const app = Fastify();
    app.get('/big', (req, reply) => sendJson(req, reply, big));
    app.get('/small', (req, reply) => sendJson(req, reply, small));
    const br = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', 'content-type': 'application/json; charset=utf-8', vary: 'accept-encoding' });
    expect(brotliDecompressSync(br.rawPayload).equals(big.body)).toBe(true);
    expect(Number(br.headers['content-length'])).toBeLessThan(big.body.length / 4);
    const gzip = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gzip.rawPayload).equals(big.body)).toBe(true);
    const plain = await app.inject({ url: '/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(big.body)).toBe(true);
    const tiny = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.json()).toEqual({ ok: true });
    await app.close();
  });

  it('recompresses a large answer at brotli\'s best in the background, and serves the quick form until then', async () => {
    // Varied text, as video descriptions are: repeated text compresses the same at every quality.
    const words = Array.from({ length: 400 }, (_, i) => `word${(i * 7919) % 1000}`);
    const json = new SerializedJson(JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ i, text: words.slice(i % 50, (i % 50) + 40).join(' ') }))));
    expect(json.body.length).toBeGreaterThan(BEST_BROTLI_FROM);
    const quick = json.in('br');
    expect(json.bestBrotli).toBeDefined();
    await json.bestBrotli;
    const best = json.in('br');
    expect(best.length).toBeLessThan(quick.length);
    expect(brotliDecompressSync(best).equals(json.body)).toBe(true);

    const small = new SerializedJson(JSON.stringify({ text: 'a learning plan '.repeat(100) }));
    expect(small.body.length).toBeLessThan(BEST_BROTLI_FROM);
    small.in('br');
    expect(small.bestBrotli).toBeUndefined();
  });
});
