import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api.ts';
import { __resetProgressQueueForTests, flushQueuedSaves, foldSave, hasQueuedSave, QUEUE_MAX_AGE_MS, type QueuedSave, queuedSaves, queueSave } from './progress-queue.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
let seq = 0;
const save = (fields: Partial<QueuedSave> = {}): QueuedSave => ({
  clientId: crypto.randomUUID(),
  userId: 1,
  videoId: 10,
  currentTime: 30,
  isCompleted: false,
  queuedAt: Date.now() + seq++,
  ...fields,
});
const offline = () => new TypeError('Failed to fetch');

beforeEach(() => {
  // A fresh IndexedDB for each test.
  vi.stubGlobal('indexedDB', new IDBFactory());
  __resetProgressQueueForTests();
});

describe('foldSave', () => {
  it('takes the later save, keeping a completion from the earlier one under a new id', () => {
    const earlier = save({ currentTime: 10 });
    const later = save({ currentTime: 20 });
    expect(foldSave(undefined, later)).toBe(later);
    expect(foldSave(earlier, later)).toBe(later);
    const completing = save({ currentTime: 15, isCompleted: true });
    const folded = foldSave(completing, later);
    expect(folded).toMatchObject({ currentTime: 20, isCompleted: true, queuedAt: later.queuedAt });
    expect(folded.clientId).toMatch(UUID);
    expect(folded.clientId).not.toBe(later.clientId);
    expect(folded.clientId).not.toBe(completing.clientId);
    // A later completion is itself: nothing to fold.
    const laterCompletion = save({ isCompleted: true });
    expect(foldSave(completing, laterCompletion)).toBe(laterCompletion);
  });
});

describe('the queue', () => {
  it('keeps one entry per user and video, the latest save', async () => {
    const a = save({ currentTime: 10 });
    const b = save({ currentTime: 20 });
    await queueSave(a);
    await queueSave(b);
    await queueSave(save({ videoId: 11, currentTime: 5 }));
    await queueSave(save({ userId: 2, currentTime: 99 }));
    expect(await queuedSaves(1)).toEqual([b, expect.objectContaining({ videoId: 11, currentTime: 5 })]);
    expect((await queuedSaves(2)).map((s) => s.currentTime)).toEqual([99]);
    expect(await hasQueuedSave(1, 10)).toBe(true);
    expect(await hasQueuedSave(1, 12)).toBe(false);
  });

  it('keeps a queued completion when a later position arrives', async () => {
    await queueSave(save({ currentTime: 280, isCompleted: true }));
    await queueSave(save({ currentTime: 12 }));
    expect(await queuedSaves(1)).toEqual([expect.objectContaining({ currentTime: 12, isCompleted: true })]);
  });
});

describe('flushQueuedSaves', () => {
  it("sends the user's saves oldest first with their own ids and empties the queue; other users' saves stay", async () => {
    const first = save({ videoId: 10 });
    const second = save({ videoId: 11 });
    const theirs = save({ userId: 2 });
    await queueSave(second);
    await queueSave(theirs);
    await queueSave(first);
    // queuedAt decides the order, not the order of writing.
    second.queuedAt = first.queuedAt + 1;
    await queueSave(second);
    const sent: QueuedSave[] = [];
    const result = await flushQueuedSaves(1, async (s) => {
      sent.push(s);
    });
    expect(result).toEqual({ sent: 2, dropped: 0, left: 0 });
    expect(sent).toEqual([first, second]);
    expect(await queuedSaves(1)).toEqual([]);
    expect(await queuedSaves(2)).toEqual([theirs]);
  });

  it('stops at a failure that may pass (no connection, a 401, a 503) and keeps what is left, in order', async () => {
    const [a, b, c] = [save({ videoId: 1 }), save({ videoId: 2 }), save({ videoId: 3 })];
    for (const s of [a, b, c]) await queueSave(s);
    for (const failure of [offline(), new ApiError(401, 'signed out', null), new ApiError(503, 'starting', null)]) {
      const send = vi.fn(async (s: QueuedSave) => {
        if (s.videoId === 2) throw failure;
      });
      expect(await flushQueuedSaves(1, send)).toMatchObject({ left: 2 });
      expect((await queuedSaves(1)).map((s) => s.videoId)).toEqual([2, 3]);
      expect(send).toHaveBeenCalledTimes(send.mock.calls[0]?.[0].videoId === 1 ? 2 : 1);
    }
  });

  it('drops a save the server refuses for good, and one older than 7 days unsent', async () => {
    const now = Date.now();
    const gone = save({ videoId: 1, queuedAt: now - 1000 });
    const stale = save({ videoId: 2, queuedAt: now - QUEUE_MAX_AGE_MS - 1 });
    const fine = save({ videoId: 3, queuedAt: now });
    for (const s of [gone, stale, fine]) await queueSave(s);
    const send = vi.fn(async (s: QueuedSave) => {
      if (s.videoId === 1) throw new ApiError(404, 'Video not found', { message: 'Video not found' });
    });
    expect(await flushQueuedSaves(1, send, () => now)).toEqual({ sent: 1, dropped: 2, left: 0 });
    expect(send.mock.calls.map(([s]) => s.videoId)).toEqual([1, 3]);
    expect(await queuedSaves(1)).toEqual([]);
  });

  it('keeps a save queued while its predecessor was being sent, and sends it too', async () => {
    const earlier = save({ currentTime: 10 });
    const later = save({ currentTime: 20 });
    await queueSave(earlier);
    const sent: number[] = [];
    const result = await flushQueuedSaves(1, async (s) => {
      sent.push(s.currentTime);
      // The player saves again while the first send is on its way.
      if (s.currentTime === 10) {
        await queueSave(later);
        void flushQueuedSaves(1, async () => undefined);
      }
    });
    expect(sent).toEqual([10, 20]);
    expect(result.sent).toBe(2);
    expect(await queuedSaves(1)).toEqual([]);
  });

  it('runs one flush at a time: a second call shares the running one', async () => {
    await queueSave(save());
    let release: () => void = () => undefined;
    const send = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const one = flushQueuedSaves(1, send);
    const two = flushQueuedSaves(1, send);
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    release();
    expect(await one).toEqual(await two);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
