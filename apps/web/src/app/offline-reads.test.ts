import { IDBFactory } from 'fake-indexeddb';
import { createStore, keys } from 'idb-keyval';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_READ_RULES, offlinePageRead } from './offline-reads.ts';
import { __resetApiClientForTests, ApiError, api, forgetStaleAnswers, setCsrfToken, setOfflineAnswers, staleAnswersSince } from '../lib/api.ts';
import { MAX_AGE_MS, type OfflineReadRule, openOfflineReads } from '../lib/offline-reads.ts';
import { claimOfflineReads, OFFLINE_READS_DB, OFFLINE_READS_OWNER_KEY, offlineReadsOwner, onOfflineReadsOwnerChange } from '../lib/offline-reads-owner.ts';

const ADA = { id: 7, email: 'ada@example.com', firstName: 'Ada' };
const BOB = { id: 8, email: 'bob@example.com', firstName: 'Bob' };
const PLAN_A = '/api/learning-plans/slug/ada-s-plan/page';
const PLAN_B = '/api/learning-plans/slug/other-plan/page';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

/** A fetch answering by path; `null` is no connection. */
function serve(routes: Record<string, unknown>) {
  const fn = vi.fn((input: RequestInfo | URL) => {
    const path = String(input);
    if (!(path in routes)) return Promise.reject(new Error(`unexpected fetch ${path}`));
    const body = routes[path];
    return body === null ? offline() : Promise.resolve(json(body));
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

/** The store's database as it stands (what a reload would find). */
const storedKeys = () => keys(createStore(OFFLINE_READS_DB, 'reads'));

async function openApp(now?: () => number) {
  const reads = await openOfflineReads(OFFLINE_READ_RULES, now ? { now } : {});
  setOfflineAnswers(reads);
  return reads;
}

/** Ada signs in: the session read names her. */
async function signInAda() {
  serve({ '/api/auth/user': ADA });
  await api.get('/api/auth/user');
}

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  __resetApiClientForTests();
  onOfflineReadsOwnerChange(null);
});

describe('the allow-list', () => {
  it('keeps the listed GETs and never a write, a path not listed, an admin path or an auth path but the session', async () => {
    const reads = await openApp();
    await signInAda();
    serve({ [PLAN_A]: { title: 'Ada' }, '/api/learning-plans': [], '/api/friends': [], '/api/explore/stats': {}, '/api/admin/stats': {}, '/api/auth/config': {} });
    await api.get(PLAN_A);
    await api.get('/api/learning-plans');
    await api.get('/api/explore/stats');
    await api.get('/api/admin/stats');
    await api.get('/api/auth/config');
    // Writes to listed paths: never kept.
    vi.stubGlobal('fetch', vi.fn(async () => json({ csrfToken: 'x', title: 'written' })));
    await api.post('/api/learning-plans', { title: 'x' });
    await api.put('/api/friends', {});
    await vi.waitFor(async () => expect((await storedKeys()).sort()).toEqual(['/api/auth/user', '/api/learning-plans', PLAN_A]));
    expect(reads.answer('/api/learning-plans')?.text).toBe('[]');
  });

  it('names no admin path and no auth path but the session read; no rule keeps more than 20 answers', () => {
    const never = ['/api/admin/users', '/api/admin', '/api/auth/login', '/api/auth/logout', '/api/auth/two-factor', '/api/auth/challenge', '/api/csrf-token', '/api/notes?page=2', '/api/notes?q=x&page=1'];
    for (const path of never) expect(OFFLINE_READ_RULES.filter((r) => r.pattern.test(path)).map((r) => r.name), path).toEqual([]);
    for (const path of ['/api/auth/user', PLAN_A, '/api/videos/12', '/api/videos/youtube/dQw4w9WgXcQ', '/api/video-progress/12', '/api/videos/12/notes', '/api/notes?page=1', '/api/review/due?limit=20']) {
      expect(OFFLINE_READ_RULES.some((r) => r.pattern.test(path)), path).toBe(true);
    }
    expect(Math.max(...OFFLINE_READ_RULES.map((r) => r.max))).toBeLessThanOrEqual(20);
  });

  it('never keeps an admin or auth-write path, whatever the rules say', async () => {
    const everything: OfflineReadRule[] = [{ name: 'all', pattern: /^\/api\//, max: 100 }];
    const reads = await openOfflineReads(everything);
    claimOfflineReads(ADA.id);
    reads.keep('/api/admin/users', '[]');
    reads.keep('/api/auth/login', '{}');
    reads.keep('/api/plans', '[]');
    expect(reads.answer('/api/admin/users')).toBeUndefined();
    expect(reads.answer('/api/auth/login')).toBeUndefined();
    expect(reads.answer('/api/plans')?.text).toBe('[]');
  });
});

describe('before the store opens', () => {
  it("keeps the signed-in user's reads made while it opened, and not those read for another user", async () => {
    claimOfflineReads(ADA.id);
    serve({ [PLAN_A]: { title: "Ada's plan" }, '/api/learning-plans': [] });
    await api.get(PLAN_A);
    claimOfflineReads(BOB.id);
    await api.get('/api/learning-plans');
    const reads = await openApp();
    expect(reads.answer(PLAN_A)).toBeUndefined();
    expect(reads.answer('/api/learning-plans')?.text).toBe('[]');
  });
});

describe('per user', () => {
  it("another user's session read deletes the first user's reads, on the device too", async () => {
    const reads = await openApp();
    await signInAda();
    serve({ [PLAN_A]: { title: "Ada's plan" } });
    await api.get(PLAN_A);
    expect(offlineReadsOwner()).toBe(ADA.id);
    await vi.waitFor(async () => expect(await storedKeys()).toContain(PLAN_A));

    serve({ '/api/auth/user': BOB, [PLAN_A]: null });
    await api.get('/api/auth/user');
    expect(offlineReadsOwner()).toBe(BOB.id);
    expect(reads.answer(PLAN_A)).toBeUndefined();
    await expect(api.get(PLAN_A)).rejects.toThrow('Failed to fetch');
    await vi.waitFor(async () => expect(await storedKeys()).toEqual(['/api/auth/user']));
    expect(JSON.parse(reads.answer('/api/auth/user')?.text ?? 'null')).toMatchObject({ id: BOB.id });
  });

  it('sign-out deletes everything, and a store opened later finds nothing', async () => {
    const reads = await openApp();
    await signInAda();
    serve({ [PLAN_A]: { title: "Ada's plan" } });
    await api.get(PLAN_A);
    claimOfflineReads(null);
    expect(reads.size()).toBe(0);
    expect(localStorage.getItem(OFFLINE_READS_OWNER_KEY)).toBeNull();
    await vi.waitFor(async () => expect(await storedKeys()).toEqual([]));
    const reopened = await openOfflineReads(OFFLINE_READ_RULES);
    expect(reopened.size()).toBe(0);
  });

  it('a store not loaded is deleted when its owner signs out, and answers kept for another owner are dropped on opening', async () => {
    await openApp();
    await signInAda();
    serve({ [PLAN_A]: { title: "Ada's plan" } });
    await api.get(PLAN_A);
    await vi.waitFor(async () => expect(await storedKeys()).toContain(PLAN_A));
    // A new page: the owner is known, the store is not loaded yet; Bob's session comes back.
    onOfflineReadsOwnerChange(null);
    localStorage.setItem(OFFLINE_READS_OWNER_KEY, String(BOB.id));
    const reopened = await openOfflineReads(OFFLINE_READ_RULES);
    expect(reopened.answer(PLAN_A)).toBeUndefined();
    expect(reopened.size()).toBe(0);
    await vi.waitFor(async () => expect(await storedKeys()).toEqual([]));
    // Bob signs out on a page that never loaded the store: its database is deleted outright.
    onOfflineReadsOwnerChange(null);
    const deleted = vi.spyOn(indexedDB, 'deleteDatabase');
    claimOfflineReads(null);
    expect(deleted).toHaveBeenCalledWith(OFFLINE_READS_DB);
  });
});

describe('bounds', () => {
  it('keeps the newest answers of each rule up to its bound, in memory and on the device', async () => {
    let clock = 1_000;
    const rules: OfflineReadRule[] = [{ name: 'plan page', pattern: /^\/api\/learning-plans\/slug\/[^/]+\/page$/, max: 2 }];
    const reads = await openOfflineReads(rules, { now: () => clock++ });
    claimOfflineReads(ADA.id);
    for (const slug of ['one', 'two', 'three']) reads.keep(`/api/learning-plans/slug/${slug}/page`, `{"slug":"${slug}"}`);
    // Read 'two' again: it is newer than 'three' now.
    reads.keep('/api/learning-plans/slug/two/page', '{"slug":"two"}');
    reads.keep('/api/learning-plans/slug/four/page', '{"slug":"four"}');
    expect(reads.size()).toBe(2);
    expect(reads.answer('/api/learning-plans/slug/two/page')).toBeDefined();
    expect(reads.answer('/api/learning-plans/slug/four/page')).toBeDefined();
    await vi.waitFor(async () => expect((await storedKeys()).sort()).toEqual(['/api/learning-plans/slug/four/page', '/api/learning-plans/slug/two/page']));
  });

  it('does not keep an answer too large, nor serve one older than 30 days', async () => {
    let clock = 0;
    const reads = await openApp(() => clock);
    claimOfflineReads(ADA.id);
    reads.keep(PLAN_A, 'x'.repeat(600 * 1024));
    expect(reads.answer(PLAN_A)).toBeUndefined();
    reads.keep(PLAN_B, '{}');
    clock = MAX_AGE_MS;
    expect(reads.answer(PLAN_B)).toBeUndefined();
  });
});

describe('serving on network failure', () => {
  it('answers a failed GET with the kept answer, marked stale from when it was kept; a fresh answer replaces it', async () => {
    let clock = 5_000;
    await openApp(() => clock);
    await signInAda();
    serve({ [PLAN_A]: { title: 'Kept' } });
    await api.get(PLAN_A);
    expect(staleAnswersSince()).toBeNull();

    clock = 9_000;
    serve({ [PLAN_A]: null, '/api/auth/user': null, '/api/notes?page=1': null });
    expect(await api.get(PLAN_A)).toEqual({ title: 'Kept' });
    expect(await api.get('/api/auth/user')).toEqual(ADA);
    expect(staleAnswersSince()).toBe(5_000);
    // Nothing kept: the failure goes to the query as before.
    await expect(api.get('/api/notes?page=1')).rejects.toThrow(TypeError);
    // A write is never answered from the device.
    vi.stubGlobal('fetch', vi.fn(offline));
    setCsrfToken('token');
    setOfflineAnswers({ keep: () => undefined, answer: () => ({ text: '{"title":"Kept"}', savedAt: 1 }) });
    await expect(api.post(PLAN_A, {})).rejects.toThrow(TypeError);
    await openApp(() => clock);

    // A proxy that cannot reach the server (503) is no connection either.
    vi.stubGlobal('fetch', vi.fn(async () => json({ error: 'down' }, 503)));
    expect(await api.get(PLAN_A)).toEqual({ title: 'Kept' });
    vi.stubGlobal('fetch', vi.fn(async () => json({ error: 'Not found' }, 404)));
    await expect(api.get(PLAN_A)).rejects.toBeInstanceOf(ApiError);

    forgetStaleAnswers();
    serve({ [PLAN_A]: { title: 'Fresh' } });
    expect(await api.get(PLAN_A)).toEqual({ title: 'Fresh' });
    expect(staleAnswersSince()).toBeNull();
    serve({ [PLAN_A]: null });
    expect(await api.get(PLAN_A)).toEqual({ title: 'Fresh' });
  });

  it('a cancelled read is not answered from the device', async () => {
    await openApp();
    await signInAda();
    serve({ [PLAN_A]: { title: 'Kept' } });
    await api.get(PLAN_A);
    const abort = new AbortController();
    abort.abort();
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new DOMException('aborted', 'AbortError'))));
    await expect(api.get(PLAN_A, { signal: abort.signal })).rejects.toThrow('aborted');
  });
});

describe('pages offline', () => {
  it('a page shows offline when its main read is kept or it needs none', async () => {
    const reads = await openApp();
    await signInAda();
    serve({ [PLAN_A]: {}, '/api/videos/youtube/dQw4w9WgXcQ': {} });
    await api.get(PLAN_A);
    await api.get('/api/videos/youtube/dQw4w9WgXcQ');
    expect(offlinePageRead('/plan/ada-s-plan', '', reads)).toBe('yes');
    expect(offlinePageRead('/plan/other-plan', '', reads)).toBe('no');
    expect(offlinePageRead('/video/dQw4w9WgXcQ', '?plan=ada-s-plan', reads)).toBe('yes');
    expect(offlinePageRead('/video/12', '', reads)).toBe('no');
    expect(offlinePageRead('/dashboard', '', reads)).toBe('no');
    expect(offlinePageRead('/progress', '', reads)).toBe('no');
    expect(offlinePageRead('/faq', '', reads)).toBe('yes');
    expect(offlinePageRead('/plan/ada-s-plan', '', null)).toBe('no');
  });
});
