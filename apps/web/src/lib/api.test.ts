import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('sonner', () => ({ toast: vi.fn() }));

import { toast } from 'sonner';
import { __resetApiClientForTests, ApiError, api, apiRequest, EARLY_READ_MS, getCsrfToken, LOGGED_OUT_MESSAGE, setCsrfToken, takeEarlyData } from './api.ts';

type Call = { url: string; init: RequestInit };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A fetch stub answering from a queue of handlers, recording every call. */
function stubFetch(...handlers: Array<(call: Call) => Response | Promise<Response>>) {
  const calls: Call[] = [];
  const queue = [...handlers];
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call = { url: String(input), init };
    calls.push(call);
    const next = queue.shift();
    if (!next) throw new Error(`unexpected fetch ${call.init.method ?? 'GET'} ${call.url}`);
    return next(call);
  });
  vi.stubGlobal('fetch', fn);
  return calls;
}

const header = (call: Call | undefined, name: string) => new Headers(call?.init.headers).get(name);

beforeEach(() => {
  __resetApiClientForTests();
  vi.mocked(toast).mockClear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('apiRequest', () => {
  it('GETs with cookies and no CSRF header, and parses JSON', async () => {
    const calls = stubFetch(() => json(200, { ok: 1 }));
    await expect(api.get('/api/things')).resolves.toEqual({ ok: 1 });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.init.credentials).toBe('same-origin');
    expect(header(calls[0], 'X-CSRF-Token')).toBeNull();
    expect(header(calls[0], 'X-Background-Request')).toBeNull();
  });

  it('fetches the CSRF token once, then sends it with X-Requested-With on every non-GET', async () => {
    const calls = stubFetch(
      () => json(200, { csrfToken: 'tok-1' }),
      () => json(201, { id: 7 }),
      () => json(200, { done: true }),
    );
    await expect(api.post('/api/plans', { title: 'Rust' })).resolves.toEqual({ id: 7 });
    await api.delete('/api/plans/7');
    expect(calls.map((c) => c.url)).toEqual(['/api/csrf-token', '/api/plans', '/api/plans/7']);
    expect(header(calls[1], 'X-CSRF-Token')).toBe('tok-1');
    expect(header(calls[1], 'X-Requested-With')).toBe('XMLHttpRequest');
    expect(header(calls[1], 'Content-Type')).toBe('application/json');
    expect(calls[1]?.init.body).toBe(JSON.stringify({ title: 'Rust' }));
    expect(header(calls[2], 'X-CSRF-Token')).toBe('tok-1');
    // A body-less call sends no JSON content type (an empty JSON body is a server error).
    expect(header(calls[2], 'Content-Type')).toBeNull();
  });

  it('uses a token given by setCsrfToken without fetching one', async () => {
    setCsrfToken('from-login');
    const calls = stubFetch(() => json(200, {}));
    await api.put('/api/x', { a: 1 });
    expect(calls).toHaveLength(1);
    expect(header(calls[0], 'X-CSRF-Token')).toBe('from-login');
  });

  it('on a CSRF 403 stores the token from the body and retries exactly once', async () => {
    setCsrfToken('stale');
    const calls = stubFetch(
      () => json(403, { error: 'Invalid CSRF token', message: 'Invalid CSRF token', csrfToken: 'fresh' }),
      () => json(200, { saved: true }),
      () => json(200, {}),
    );
    await expect(api.post('/api/user/learning-interests', { interests: ['data'] })).resolves.toEqual({ saved: true });
    expect(calls).toHaveLength(2);
    expect(header(calls[0], 'X-CSRF-Token')).toBe('stale');
    expect(header(calls[1], 'X-CSRF-Token')).toBe('fresh');
    expect(calls[1]?.init.body).toBe(JSON.stringify({ interests: ['data'] }));
    // The fresh token is kept for later calls.
    await api.post('/api/other');
    expect(header(calls[2], 'X-CSRF-Token')).toBe('fresh');
  });

  it('does not retry a second CSRF 403, and gives the error', async () => {
    setCsrfToken('stale');
    const body = { error: 'CSRF token required', csrfToken: 'fresh' };
    const calls = stubFetch(
      () => json(403, body),
      () => json(403, { ...body, csrfToken: 'fresher' }),
    );
    const err = await api.post('/api/x').catch((e: unknown) => e);
    expect(calls).toHaveLength(2);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(403);
  });

  it('does not retry a 403 that is not about CSRF', async () => {
    setCsrfToken('t');
    const calls = stubFetch(() => json(403, { error: 'Forbidden', code: 'PUBLIC_PLAN_READ_ONLY', message: 'Read only' }));
    const err = (await api.post('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(calls).toHaveLength(1);
    expect(err.code).toBe('PUBLIC_PLAN_READ_ONLY');
    expect(err.serverMessage).toBe('Read only');
  });

  it('turns a non-OK response into an error whose text is "status: body"', async () => {
    const raw = '{"error":"Not Found","message":"Plan not found","code":"NOT_FOUND"}';
    stubFetch(() => new Response(raw, { status: 404 }));
    const err = (await api.get('/api/plans/zzz').catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.message).toBe(`404: ${raw}`);
    expect(err.status).toBe(404);
    expect(err.body).toEqual({ error: 'Not Found', message: 'Plan not found', code: 'NOT_FOUND' });
    expect(err.code).toBe('NOT_FOUND');
    expect(err.serverMessage).toBe('Plan not found');
  });

  it('keeps a non-JSON error body as text', async () => {
    stubFetch(() => new Response('Bad Gateway', { status: 502 }));
    const err = (await api.get('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(err.message).toBe('502: Bad Gateway');
    expect(err.body).toBeNull();
    expect(err.serverMessage).toBeUndefined();
  });

  it('marks background requests with X-Background-Request: 1', async () => {
    const calls = stubFetch(() => json(200, []));
    await api.get('/api/notifications', { background: true });
    expect(header(calls[0], 'X-Background-Request')).toBe('1');
  });

  it('passes the abort signal to fetch', async () => {
    const controller = new AbortController();
    const calls = stubFetch(() => json(200, {}));
    await apiRequest('GET', '/api/x', undefined, { signal: controller.signal });
    expect(calls[0]?.init.signal).toBe(controller.signal);
  });

  it('returns undefined for an empty 204 reply', async () => {
    stubFetch(() => new Response(null, { status: 204 }));
    setCsrfToken('t');
    await expect(api.post('/api/auth/logout')).resolves.toBeUndefined();
  });
});

describe('getCsrfToken', () => {
  it('tries up to 3 times, 1 second apart', async () => {
    vi.useFakeTimers();
    const calls = stubFetch(
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => json(500, { error: 'Internal' }),
      () => json(200, { csrfToken: 'third-time' }),
    );
    const promise = getCsrfToken();
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(promise).resolves.toBe('third-time');
    expect(calls).toHaveLength(3);
    // Cached afterwards.
    await expect(getCsrfToken()).resolves.toBe('third-time');
    expect(calls).toHaveLength(3);
  });

  it('gives up after 3 failed attempts', async () => {
    vi.useFakeTimers();
    const calls = stubFetch(
      () => json(500, {}),
      () => json(500, {}),
      () => json(500, {}),
    );
    const promise = getCsrfToken().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(3000);
    expect(await promise).toBeInstanceOf(Error);
    expect(calls).toHaveLength(3);
  });

  it('shares one request between concurrent callers, and setCsrfToken(null) forgets the token', async () => {
    const calls = stubFetch(
      () => json(200, { csrfToken: 'a' }),
      () => json(200, { csrfToken: 'b' }),
    );
    const [x, y] = await Promise.all([getCsrfToken(), getCsrfToken()]);
    expect([x, y]).toEqual(['a', 'a']);
    expect(calls).toHaveLength(1);
    setCsrfToken(null);
    await expect(getCsrfToken()).resolves.toBe('b');
  });
});

describe('401 handling', () => {
  it('shows the logged-out toast and goes to /login after 500 ms', async () => {
    vi.useFakeTimers();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    window.history.replaceState(null, '', '/dashboard');
    stubFetch(() => json(401, { error: 'Unauthorized', message: 'Not signed in' }));
    const err = (await api.get('/api/learning-plans').catch((e: unknown) => e)) as ApiError;
    expect(err.status).toBe(401);
    expect(toast).toHaveBeenCalledWith(LOGGED_OUT_MESSAGE);
    await vi.advanceTimersByTimeAsync(499);
    expect(assign).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(assign).toHaveBeenCalledWith('/login');
  });

  it('does not redirect for GET /api/auth/user (401 there means signed out)', async () => {
    vi.useFakeTimers();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    stubFetch(() => json(401, { error: 'Unauthorized' }));
    await api.get('/api/auth/user').catch(() => undefined);
    await vi.advanceTimersByTimeAsync(1000);
    expect(toast).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });

  it("does not redirect when the caller passes on401: 'ignore'", async () => {
    vi.useFakeTimers();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    setCsrfToken('t');
    stubFetch(() => json(401, { error: 'Invalid credentials' }));
    await api.post('/api/auth/login', { email: 'a@b.co', password: 'x' }, { on401: 'ignore' }).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(1000);
    expect(toast).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('redirects once when several calls fail together', async () => {
    vi.useFakeTimers();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    window.history.replaceState(null, '', '/dashboard');
    stubFetch(
      () => json(401, {}),
      () => json(401, {}),
    );
    await Promise.all([api.get('/api/a').catch(() => 0), api.get('/api/b').catch(() => 0)]);
    await vi.advanceTimersByTimeAsync(600);
    expect(toast).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledTimes(1);
  });
});

describe('early reads (the boot script started them with the page)', () => {
  // The page is new (the early replies are for its first seconds): a test worker's own clock may
  // be past that on a loaded machine.
  beforeEach(() => {
    vi.spyOn(performance, 'now').mockReturnValue(1000);
  });
  afterEach(() => {
    window.__learnstackEarly = undefined;
    vi.restoreAllMocks();
  });

  it('answers the first GET of that path from the early reply, once, without fetching', async () => {
    window.__learnstackEarly = { '/api/plan/page': { reply: Promise.resolve({ status: 200, text: '{"title":"Early"}' }) } };
    const calls = stubFetch(() => json(200, { title: 'Fetched' }));
    await expect(api.get('/api/plan/page')).resolves.toEqual({ title: 'Early' });
    expect(calls).toHaveLength(0);
    await expect(api.get('/api/plan/page')).resolves.toEqual({ title: 'Fetched' });
    expect(calls).toHaveLength(1);
  });

  it('asks again when the early reply failed or was not a success', async () => {
    window.__learnstackEarly = { '/a': { reply: Promise.resolve(undefined) }, '/b': { reply: Promise.resolve({ status: 401, text: '{"error":"Not authenticated"}' }) } };
    const calls = stubFetch(
      () => json(200, { from: 'a' }),
      () => json(200, { from: 'b' }),
    );
    await expect(api.get('/a')).resolves.toEqual({ from: 'a' });
    await expect(api.get('/b')).resolves.toEqual({ from: 'b' });
    expect(calls.map((c) => c.url)).toEqual(['/a', '/b']);
  });

  it('ignores an early reply once the page has been open a while (it could be stale)', async () => {
    window.__learnstackEarly = { '/late': { reply: Promise.resolve({ status: 200, text: '{"old":true}' }) } };
    vi.spyOn(performance, 'now').mockReturnValue(EARLY_READ_MS + 1);
    const calls = stubFetch(() => json(200, { old: false }));
    await expect(api.get('/late')).resolves.toEqual({ old: false });
    expect(calls).toHaveLength(1);
  });

  it('gives a reply that has come as data for the first render, once; one still on its way is left to the request', async () => {
    const arrived = { status: 200, text: '{"title":"Here"}' };
    window.__learnstackEarly = {
      '/here': { reply: Promise.resolve(arrived), settled: arrived },
      '/coming': { reply: Promise.resolve({ status: 200, text: '{"title":"Later"}' }) },
      '/failed': { reply: Promise.resolve({ status: 500, text: 'oops' }), settled: { status: 500, text: 'oops' } },
    };
    expect(takeEarlyData('/here')).toEqual({ title: 'Here' });
    expect(takeEarlyData('/here')).toBeUndefined();
    expect(takeEarlyData('/coming')).toBeUndefined();
    expect(takeEarlyData('/failed')).toBeUndefined();
    const calls = stubFetch();
    await expect(api.get('/coming')).resolves.toEqual({ title: 'Later' });
    expect(calls).toHaveLength(0);
  });

  it('is never used for a write', async () => {
    window.__learnstackEarly = { '/api/x': { reply: Promise.resolve({ status: 200, text: '{"early":true}' }) } };
    setCsrfToken('token');
    const calls = stubFetch(() => json(200, { written: true }));
    await expect(api.post('/api/x', {})).resolves.toEqual({ written: true });
    expect(calls).toHaveLength(1);
  });
});
