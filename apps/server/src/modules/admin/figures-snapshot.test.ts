import { describe, expect, it } from 'vitest';
import { FiguresSnapshot, REUSE_FACTOR, STALE_MAX_MS } from './figures-snapshot.ts';

/** A computation whose cost (on a fake clock) and answer the test sets, and that resolves when told. */
function harness(reuseAfterMs = 1000) {
  let clock = 0;
  let calls = 0;
  const pending: Array<() => void> = [];
  const errors: unknown[] = [];
  let cost = 0;
  const snapshot = new FiguresSnapshot(
    () =>
      new Promise<number>((resolve) => {
        const n = ++calls;
        pending.push(() => {
          clock += cost;
          resolve(n);
        });
      }),
    { reuseAfterMs },
    (err) => errors.push(err),
    () => clock,
  );
  return {
    snapshot,
    errors,
    calls: () => calls,
    setCost: (ms: number) => {
      cost = ms;
    },
    advance: (ms: number) => {
      clock += ms;
    },
    /** Lets the oldest running computation finish. */
    finish: async () => {
      pending.shift()?.();
      await Promise.resolve();
      await Promise.resolve();
    },
  };
}

describe('admin figures snapshot', () => {
  it('computes afresh every time while the computation is cheap', async () => {
    const h = harness();
    h.setCost(5);
    for (let i = 1; i <= 3; i++) {
      const read = h.snapshot.get();
      await h.finish();
      expect(await read).toBe(i);
    }
    expect(h.calls()).toBe(3);
  });

  it('runs one computation at a time: callers that come while it runs share it', async () => {
    const h = harness();
    const reads = [h.snapshot.get(), h.snapshot.get(), h.snapshot.get()];
    expect(h.calls()).toBe(1);
    await h.finish();
    expect(await Promise.all(reads)).toEqual([1, 1, 1]);
  });

  it('reuses an expensive result for ten times its cost, then answers it while a refresh runs, and not past the stale limit', async () => {
    const h = harness(1000);
    h.setCost(2000);
    const first = h.snapshot.get();
    await h.finish();
    expect(await first).toBe(1);

    h.advance(2000 * REUSE_FACTOR - 1);
    expect(await h.snapshot.get()).toBe(1);
    expect(h.calls()).toBe(1);

    // Past the reuse window: the old result at once, a refresh behind it.
    h.advance(2);
    expect(await h.snapshot.get()).toBe(1);
    expect(h.calls()).toBe(2);
    await h.finish();
    expect(await h.snapshot.get()).toBe(2);

    // Past the stale limit the caller waits for a fresh result.
    h.advance(STALE_MAX_MS);
    const late = h.snapshot.get();
    expect(h.calls()).toBe(3);
    await h.finish();
    expect(await late).toBe(3);
    expect(h.errors).toEqual([]);
  });

  it('after invalidate() the next read computes anew, and a computation begun before it is not kept', async () => {
    const h = harness(1000);
    h.setCost(2000);
    const first = h.snapshot.get();
    await h.finish();
    await first;
    h.advance(2000 * REUSE_FACTOR + 1);
    void h.snapshot.get(); // starts a background refresh (computation 2)
    h.snapshot.invalidate();
    const fresh = h.snapshot.get(); // computation 3, not joined to 2
    expect(h.calls()).toBe(3);
    await h.finish(); // 2 ends: from before the write, dropped
    await h.finish();
    expect(await fresh).toBe(3);
    expect(await h.snapshot.get()).toBe(3);
  });
});
