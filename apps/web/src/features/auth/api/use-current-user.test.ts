import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchCurrentUser, resetEarlyAnswer } from './use-current-user.ts';

const ada = { id: 1, name: 'Ada Lovelace', email: 'ada@example.com' };

afterEach(() => {
  window.__learnstackUser = undefined;
  resetEarlyAnswer();
});

describe('fetchCurrentUser', () => {
  it('takes the answer the boot script fetched with the page once, then asks the server', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ ...ada, name: 'Asked again' }), { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    window.__learnstackUser = Promise.resolve(ada);
    expect(await fetchCurrentUser()).toEqual(ada);
    expect(fetch).not.toHaveBeenCalled();
    expect(await fetchCurrentUser()).toMatchObject({ name: 'Asked again' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('reads an early 401 as signed out, and asks the server when the early answer is unsure', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(ada), { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    window.__learnstackUser = Promise.resolve(null);
    expect(await fetchCurrentUser()).toBeNull();
    resetEarlyAnswer();
    window.__learnstackUser = Promise.resolve(undefined);
    expect(await fetchCurrentUser()).toEqual(ada);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('ignores an early answer that arrives after the first read (the boot script ran late)', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(ada), { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    expect(await fetchCurrentUser()).toEqual(ada);
    window.__learnstackUser = Promise.resolve(null);
    expect(await fetchCurrentUser()).toEqual(ada);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
