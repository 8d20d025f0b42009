import { describe, expect, it } from 'vitest';
import { ImportRunner } from './import-runner.ts';

const tick = () => new Promise((r) => setTimeout(r, 5));

describe('ImportRunner', () => {
  it('runs at most `concurrency` imports at once, each id once, and swallows failures', async () => {
    let running = 0;
    let peak = 0;
    const ran: number[] = [];
    const runner = new ImportRunner(async (id) => {
      running++;
      peak = Math.max(peak, running);
      await tick();
      ran.push(id);
      running--;
      if (id === 3) throw new Error('boom');
    }, 2);
    for (const id of [1, 2, 3, 3, 4, 5]) runner.enqueue(id);
    expect([...runner.held].sort()).toEqual([1, 2, 3, 4, 5]);
    await runner.idle();
    expect(ran.sort()).toEqual([1, 2, 3, 4, 5]);
    expect(peak).toBe(2);
    expect(runner.held.size).toBe(0);
  });

  it('stop() lets running work see it should stop, drops the queue and waits', async () => {
    const seen: boolean[] = [];
    const started: number[] = [];
    const runner = new ImportRunner(async (id, shouldStop) => {
      started.push(id);
      await tick();
      seen.push(shouldStop());
    }, 1);
    runner.enqueue(1);
    runner.enqueue(2);
    await runner.stop();
    expect(started).toEqual([1]);
    expect(seen).toEqual([true]);
    runner.enqueue(3);
    expect(runner.held.size).toBe(0);
  });
});
