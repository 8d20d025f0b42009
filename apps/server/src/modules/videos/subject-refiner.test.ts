import type { CategoryId } from '@learnstack/contracts';
import { describe, expect, it, vi } from 'vitest';
import type { AiCallOptions, AiProvider, AiResult, VideoSubjectInput } from '../../providers/ai/index.ts';
import { type SubjectQuestion, SubjectRefiner, subjectQuestion } from './subject-refiner.ts';
import type { VideoInput } from './video-input.ts';

/** Which stored subjects are worth a second opinion, and the queue that asks for it (a stub model; the app's tests use the fake server). */

const row = (fields: { category: string | null; categorySource: 'fallback' | 'guess' | 'rules' | 'model' | 'catalog' | null; factsSource?: 'data_api' | null }) => ({
  id: 7,
  title: 'Day 3',
  channelTitle: 'Yoga with Ana',
  factsSource: 'data_api' as const,
  ...fields,
});
const input = (fields: Partial<VideoInput> = {}): VideoInput => ({ youtubeId: 'abc', title: 'Day 3', channelTitle: 'Yoga with Ana', factsSource: 'data_api', ...fields });

describe('subjectQuestion', () => {
  it('asks about a fallback, a guess and weak rules, with the stored title and channel and YouTube’s category and tags', () => {
    expect(subjectQuestion(row({ category: 'personal', categorySource: 'fallback' }), input({ youtubeCategory: 'Entertainment', tags: ['vlog'] }))).toEqual({
      videoId: 7,
      replaces: 'fallback',
      facts: { title: 'Day 3', channelTitle: 'Yoga with Ana', youtubeCategory: 'Entertainment', tags: ['vlog'] },
    });
    expect(subjectQuestion(row({ category: 'technology', categorySource: 'guess' }), input({ youtubeCategory: 'Science & Technology' }))?.replaces).toBe('guess');
    // The channel's name alone: rules at 0.5, under LOW_CONFIDENCE.
    expect(subjectQuestion(row({ category: 'health', categorySource: 'rules' }), input())?.replaces).toBe('rules');
  });

  it('never asks about confident rules, rules this input did not set, a model’s or the catalog’s subject, or an unconfirmed video', () => {
    expect(subjectQuestion(row({ category: 'health', categorySource: 'rules' }), input({ tags: ['yoga'] }))).toBeNull();
    // Stored rules from other facts than these: this input's rules say something else.
    expect(subjectQuestion(row({ category: 'data', categorySource: 'rules' }), input())).toBeNull();
    expect(subjectQuestion(row({ category: 'design', categorySource: 'model' }), input())).toBeNull();
    expect(subjectQuestion(row({ category: 'design', categorySource: 'catalog' }), input())).toBeNull();
    expect(subjectQuestion(row({ category: 'personal', categorySource: 'fallback', factsSource: null }), input())).toBeNull();
    expect(subjectQuestion(row({ category: null, categorySource: null }), input())).toBeNull();
  });
});

/** A model whose answers the test hands out one by one. */
function stubModel() {
  const pending: { facts: VideoSubjectInput; signal: AbortSignal | undefined; answer: (result: AiResult<CategoryId>) => void }[] = [];
  const model = {
    available: true as boolean,
    videoSubject: vi.fn(
      (facts: VideoSubjectInput, options?: AiCallOptions) =>
        new Promise<AiResult<CategoryId>>((resolve) => {
          pending.push({ facts, signal: options?.signal, answer: resolve });
          options?.signal?.addEventListener('abort', () => resolve({ ok: false, failure: { kind: 'aborted', message: 'stopped' } }));
        }),
    ),
  } satisfies Pick<AiProvider, 'available' | 'videoSubject'>;
  return { model, pending };
}

const question = (videoId: number, title = `Video ${videoId}`): SubjectQuestion => ({ videoId, replaces: 'guess', facts: { title } });
const ok = (value: CategoryId): AiResult<CategoryId> => ({ ok: true, value, cached: false });
const failed = (kind: 'invalid_answer' | 'unavailable' | 'timeout'): AiResult<CategoryId> => ({ ok: false, failure: { kind, message: kind } });
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('SubjectRefiner', () => {
  it('asks a few at a time, once per video while queued or in flight, and stores each answer', async () => {
    const { model, pending } = stubModel();
    const store = vi.fn(async () => {});
    const refiner = new SubjectRefiner(model, store, { warn: vi.fn() }, { concurrency: 2 });
    refiner.offer([question(1), question(2), question(3), question(1)]);
    refiner.offer([question(2, 'A new title'), question(3)]);
    expect(model.videoSubject).toHaveBeenCalledTimes(2);
    pending[0]?.answer(ok('design'));
    await tick();
    expect(store).toHaveBeenCalledWith(question(1), 'design');
    expect(model.videoSubject).toHaveBeenCalledTimes(3);
    pending[1]?.answer(ok('data'));
    pending[2]?.answer(failed('invalid_answer'));
    await refiner.idle();
    expect(model.videoSubject.mock.calls.map(([facts]) => facts.title)).toEqual(['Video 1', 'Video 2', 'Video 3']);
    expect(store).toHaveBeenCalledTimes(2);
    // Done: a video may be offered again (a stored model subject is what keeps it from being asked).
    refiner.offer([question(2)]);
    expect(model.videoSubject).toHaveBeenCalledTimes(4);
  });

  it('keeps a bounded queue: offers beyond it are dropped, with a warning', async () => {
    const { model, pending } = stubModel();
    const log = { warn: vi.fn() };
    const refiner = new SubjectRefiner(model, async () => {}, log, { concurrency: 1, queueMax: 2 });
    refiner.offer([1, 2, 3, 4, 5].map((id) => question(id)));
    expect(log.warn).toHaveBeenCalledWith({ dropped: 2 }, expect.any(String));
    for (let i = 0; i < 3; i++) {
      pending[i]?.answer(ok('data'));
      await tick();
    }
    await refiner.idle();
    expect(model.videoSubject.mock.calls.map(([facts]) => facts.title)).toEqual(['Video 1', 'Video 2', 'Video 3']);
  });

  it('asks nothing without a model (or while it rests); a video the model failed waits before it is asked again', async () => {
    const { model, pending } = stubModel();
    let now = 0;
    const refiner = new SubjectRefiner(model, async () => {}, { warn: vi.fn() }, { retryAfterMs: 1000, now: () => now });
    model.available = false;
    refiner.offer([question(1)]);
    expect(model.videoSubject).not.toHaveBeenCalled();
    model.available = true;

    refiner.offer([question(1), question(2)]);
    pending[0]?.answer(failed('timeout'));
    // Resting is not the video's fault: asked again at the next offer.
    pending[1]?.answer(failed('unavailable'));
    await refiner.idle();
    refiner.offer([question(1), question(2)]);
    expect(model.videoSubject.mock.calls.map(([facts]) => facts.title)).toEqual(['Video 1', 'Video 2', 'Video 2']);
    pending[2]?.answer(ok('data'));
    await refiner.idle();
    now = 1000;
    refiner.offer([question(1)]);
    expect(model.videoSubject).toHaveBeenCalledTimes(4);
    pending[3]?.answer(ok('data'));
    await refiner.idle();
  });

  it('stop: the queue is dropped and the questions in flight stop waiting and store nothing', async () => {
    const { model, pending } = stubModel();
    const store = vi.fn(async () => {});
    const log = { warn: vi.fn() };
    const refiner = new SubjectRefiner(model, store, log, { concurrency: 1 });
    refiner.offer([question(1), question(2)]);
    await refiner.stop();
    expect(pending[0]?.signal?.aborted).toBe(true);
    pending[0]?.answer(ok('design'));
    refiner.offer([question(3)]);
    await refiner.idle();
    expect(model.videoSubject).toHaveBeenCalledTimes(1);
    expect(store).not.toHaveBeenCalled();
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('a failed write is logged; the queue goes on', async () => {
    const { model, pending } = stubModel();
    const log = { warn: vi.fn() };
    const store = vi.fn().mockRejectedValueOnce(new Error('deadlock detected')).mockResolvedValue(undefined);
    const refiner = new SubjectRefiner(model, store, log, { concurrency: 1 });
    refiner.offer([question(1), question(2)]);
    pending[0]?.answer(ok('design'));
    await tick();
    pending[1]?.answer(ok('data'));
    await refiner.idle();
    expect(store).toHaveBeenCalledTimes(2);
    expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ videoId: 1 }), expect.any(String));
  });
});
