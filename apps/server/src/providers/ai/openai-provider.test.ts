import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUsage, youtubeCache } from '../../db/schema/providers.ts';
import { fakeReason, fakeRelatedTopics, fakeSearchQuery, type FakeGarbage, type FakeOpenAi, FAKE_UNKNOWN_SUBJECT, startFakeOpenAi } from '../../../test/fake-openai.ts';
import { createTestDatabase } from '../../../test/test-db.ts';
import { createDbCache, createDbUsageLedger } from '../youtube/db-cache.ts';
import { createMemoryCache } from '../youtube/memory-cache.ts';
import { createOpenAiProvider, type OpenAiProviderOptions } from './openai-provider.ts';
import type { AiProvider } from './types.ts';
import { readAiUsage } from './usage.ts';

/** A short time limit keeps the slow-model tests fast; the real default is 10 s. */
const TIMEOUT_MS = 250;
const BACKOFF_MS = 10;
const PRICES = { inputPricePer1M: 0.4, outputPricePer1M: 1.6 };

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let fake: FakeOpenAi;

beforeAll(async () => {
  database = await createTestDatabase();
  fake = await startFakeOpenAi({ apiKey: 'test-key' });
});
afterAll(async () => {
  await fake.close();
  await database.drop();
});
beforeEach(async () => {
  fake.reset();
  await database.db.delete(apiUsage);
  await database.db.delete(youtubeCache);
});

function provider(overrides: Partial<OpenAiProviderOptions> = {}): AiProvider {
  return createOpenAiProvider({
    apiKey: 'test-key',
    baseUrl: fake.baseUrl,
    model: 'fake-model',
    prices: PRICES,
    responseFormat: 'json_schema',
    cache: createDbCache(database.db),
    usage: createDbUsageLedger(database.db),
    timeoutMs: TIMEOUT_MS,
    backoffMs: BACKOFF_MS,
    ...overrides,
  });
}

async function ledger() {
  const rows = await database.db.select().from(apiUsage);
  expect(rows.every((r) => r.service === 'openai')).toBe(true);
  return {
    calls: rows.reduce((n, r) => n + r.calls, 0),
    errors: rows.reduce((n, r) => n + r.errors, 0),
    tokens: rows.reduce((n, r) => n + r.tokens, 0),
    cost: rows.reduce((n, r) => n + r.cost, 0),
    totalMs: rows.reduce((n, r) => n + r.totalMs, 0),
  };
}

/** What the fake reported, so the ledger can be checked against the real usage figures. */
function reportedUsage() {
  const usage = fake.completions().flatMap((r) => (r.usage ? [r.usage] : []));
  return {
    tokens: usage.reduce((n, u) => n + u.total_tokens, 0),
    cost: usage.reduce((n, u) => n + (u.prompt_tokens * PRICES.inputPricePer1M + u.completion_tokens * PRICES.outputPricePer1M) / 1e6, 0),
  };
}

const userMessage = (body: unknown): unknown => {
  const messages = (body as { messages: { role: string; content: string }[] }).messages;
  return JSON.parse(messages.find((m) => m.role === 'user')?.content ?? 'null');
};

describe('with a model that answers', () => {
  it('answers every job with validated JSON, counting each call with its tokens and cost', async () => {
    const ai = provider();
    expect(ai.available).toBe(true);
    expect(ai.model).toBe('fake-model');

    const related = await ai.relatedTopics({ topic: 'JavaScript', userContext: { level: 'beginner', interests: ['Web Design'] } });
    const reason = await ai.connectionReason({ fromTopic: 'JavaScript', toTopic: 'TypeScript' });
    const query = await ai.searchQuery({ topic: 'TypeScript', userTopic: 'JavaScript' });
    const recs = await ai.recommendations({ topics: ['JavaScript', 'Python', 'Cooking'], level: 'intermediate' });

    expect(related).toEqual({ ok: true, cached: false, value: fakeRelatedTopics('JavaScript') });
    expect(reason).toEqual({ ok: true, cached: false, value: fakeReason('JavaScript', 'TypeScript') });
    expect(query).toEqual({ ok: true, cached: false, value: fakeSearchQuery('TypeScript') });
    expect(recs.ok && recs.value.map((r) => [r.fromTopic, r.toTopic])).toEqual([
      ['JavaScript', 'TypeScript'],
      ['Python', 'Data Analysis with pandas'],
      ['Cooking', 'Baking Bread'],
    ]);

    const sent = fake.completions();
    expect(sent).toHaveLength(4);
    for (const request of sent) {
      expect(request.authorization).toBe('Bearer test-key');
      expect(request.body).toMatchObject({
        model: 'fake-model',
        max_completion_tokens: expect.any(Number),
        response_format: { type: 'json_schema', json_schema: { strict: true, schema: { type: 'object' } } },
        messages: [{ role: 'system', content: expect.stringContaining('JSON') }, { role: 'user' }],
      });
    }
    expect(sent.map((r) => (r.body as { response_format: { json_schema: { name: string } } }).response_format.json_schema.name)).toEqual([
      'related_topics',
      'connection_reason',
      'search_query',
      'recommendations',
    ]);
    expect(userMessage(sent[0]?.body)).toEqual({ topic: 'JavaScript', level: 'beginner', interests: ['Web Design'] });

    const counted = await ledger();
    const reported = reportedUsage();
    expect(reported.tokens).toBeGreaterThan(0);
    expect(counted).toMatchObject({ calls: 4, errors: 0, tokens: reported.tokens });
    expect(counted.cost).toBeCloseTo(reported.cost, 9);

    const summary = await readAiUsage(database.db);
    expect(summary).toMatchObject({
      today: { calls: 4, errors: 0, tokens: reported.tokens },
      total: { calls: 4, errors: 0, tokens: reported.tokens },
      status: 'Active',
    });
    expect(summary.today.cost).toBeCloseTo(reported.cost, 9);
    expect(summary.lastUpdated).not.toBeNull();
  });

  it('files a video under one of the eight subjects; an answer outside them is no answer, counted as failed', async () => {
    const ai = provider();
    const facts = { title: 'Chess openings for club players', channelTitle: 'Someone', youtubeCategory: 'Gaming', tags: ['chess'] };
    expect(await ai.videoSubject(facts)).toEqual({ ok: true, cached: false, value: 'personal' });
    const [sent] = fake.completions();
    expect(sent?.body).toMatchObject({ response_format: { json_schema: { name: 'video_subject', strict: true } } });
    expect(userMessage(sent?.body)).toEqual({ title: facts.title, channel: 'Someone', youtubeCategory: 'Gaming', tags: ['chess'] });

    // The fake answers 'other' for a video it cannot place: tried twice, then a typed failure.
    expect(await ai.videoSubject({ title: 'Episode 12' })).toMatchObject({ ok: false, failure: { kind: 'invalid_answer' } });
    expect(fake.completions()).toHaveLength(3);
    expect(userMessage(fake.completions()[2]?.body)).toEqual({ title: 'Episode 12' });
    expect(FAKE_UNKNOWN_SUBJECT).not.toBeOneOf(['business', 'health', 'technology', 'design', 'personal', 'languages', 'marketing', 'data']);
    expect(await ledger()).toMatchObject({ calls: 3, errors: 2 });
  });

  it('asks a question once a day: the same input in any case or spacing comes from the cache', async () => {
    let now = new Date('2026-05-01T23:59:00Z');
    const ai = provider({ now: () => now });
    const first = await ai.relatedTopics({ topic: 'JavaScript' });
    const again = await ai.relatedTopics({ topic: '  javascript ' });
    expect(first).toMatchObject({ ok: true, cached: false });
    expect(again).toEqual({ ok: true, cached: true, value: first.ok ? first.value : null });
    expect(fake.completions()).toHaveLength(1);
    expect(await ledger()).toMatchObject({ calls: 1 });

    // A cached answer belongs to its day.
    now = new Date('2026-05-02T00:00:30Z');
    expect(await ai.relatedTopics({ topic: 'JavaScript' })).toMatchObject({ ok: true, cached: false });
    expect(fake.completions()).toHaveLength(2);
  });

  it('sends identical questions asked at the same moment once', async () => {
    const ai = provider();
    const answers = await Promise.all(Array.from({ length: 5 }, () => ai.connectionReason({ fromTopic: 'Python', toTopic: 'NumPy' })));
    expect(answers.every((a) => a.ok)).toBe(true);
    expect(fake.completions()).toHaveLength(1);
  });

  it('can ask for any JSON object instead of a schema', async () => {
    const result = await provider({ responseFormat: 'json_object' }).searchQuery({ topic: 'Rust', userTopic: 'C++' });
    expect(result).toMatchObject({ ok: true, value: 'Rust tutorial' });
    expect(fake.completions()[0]?.body).toMatchObject({ response_format: { type: 'json_object' } });
  });

  it('retries a failed attempt once, and counts both', async () => {
    fake.failNext(1, 503);
    const result = await provider().relatedTopics({ topic: 'Python' });
    expect(result).toMatchObject({ ok: true, value: fakeRelatedTopics('Python') });
    expect(fake.completions().map((r) => r.status)).toEqual([503, 200]);
    expect(await ledger()).toMatchObject({ calls: 2, errors: 1, tokens: reportedUsage().tokens });
  });

  it('keeps answering when the usage ledger or the cache cannot be written', async () => {
    const log = { warn: vi.fn(), error: vi.fn() };
    const broken = async () => {
      throw new Error('database unreachable');
    };
    const ai = provider({ usage: { record: broken }, cache: { get: broken, set: broken }, log });
    expect(await ai.relatedTopics({ topic: 'Guitar' })).toMatchObject({ ok: true, value: fakeRelatedTopics('Guitar') });
    expect(log.warn).toHaveBeenCalledTimes(3);
  });

  it("answers 'aborted' as soon as the caller stops waiting; the answer still reaches the cache", async () => {
    fake.setMode('slow', { delayMs: 300 });
    const ai = provider({ timeoutMs: 2000 });
    const controller = new AbortController();
    const started = performance.now();
    const waiting = ai.relatedTopics({ topic: 'React' }, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect(await waiting).toMatchObject({ ok: false, failure: { kind: 'aborted' } });
    expect(performance.now() - started).toBeLessThan(250);
    // A second caller joins the request still under way instead of sending another one.
    expect(await ai.relatedTopics({ topic: 'React' })).toMatchObject({ ok: true, cached: false });
    expect(await ai.relatedTopics({ topic: 'React' })).toMatchObject({ ok: true, cached: true });
    expect(fake.completions()).toHaveLength(1);
  });
});

describe('with a model that fails, the caller gets a typed failure to fall back from', () => {
  it('slow: gives up after the time limit and one retry, counted as failed calls', async () => {
    fake.setMode('slow', { delayMs: 3000 });
    const ai = provider();
    const started = performance.now();
    const result = await ai.relatedTopics({ topic: 'JavaScript' });
    const elapsed = performance.now() - started;
    expect(result).toMatchObject({ ok: false, failure: { kind: 'timeout' } });
    expect(elapsed).toBeGreaterThanOrEqual(2 * TIMEOUT_MS - 20);
    expect(elapsed).toBeLessThan(2 * TIMEOUT_MS + 1.5 * BACKOFF_MS + 400);
    expect(fake.completions()).toHaveLength(2);
    expect(await ledger()).toMatchObject({ calls: 2, errors: 2, tokens: 0, cost: 0 });
  });

  it('slow: the time limit covers the whole answer, not only its headers', async () => {
    fake.setMode('slow', { delayMs: 3000, headersFirst: true });
    const started = performance.now();
    const result = await provider({ retries: 0 }).searchQuery({ topic: 'Go', userTopic: 'Python' });
    expect(result).toMatchObject({ ok: false, failure: { kind: 'timeout' } });
    expect(performance.now() - started).toBeLessThan(TIMEOUT_MS + 400);
  });

  it('rests after the model failed: no request until the rest is over, cached answers still served', async () => {
    let now = new Date('2026-05-01T12:00:00Z');
    const ai = provider({ now: () => now, restMs: 30_000 });
    expect(await ai.relatedTopics({ topic: 'Cooking' })).toMatchObject({ ok: true });
    fake.setMode('error', { status: 500 });
    expect(await ai.relatedTopics({ topic: 'Guitar' })).toMatchObject({ ok: false, failure: { kind: 'http_error', status: 500 } });
    expect(ai.available).toBe(false);
    fake.setMode('ok');
    const before = fake.completions().length;
    expect(await ai.relatedTopics({ topic: 'Guitar' })).toMatchObject({ ok: false, failure: { kind: 'unavailable' } });
    expect(await ai.relatedTopics({ topic: 'Cooking' })).toMatchObject({ ok: true, cached: true });
    expect(fake.completions()).toHaveLength(before);
    now = new Date(now.getTime() + 30_000);
    expect(ai.available).toBe(true);
    expect(await ai.relatedTopics({ topic: 'Guitar' })).toMatchObject({ ok: true, cached: false });
  });

  it.each([500, 429])('error %i: retried once, both counted as errors', async (status) => {
    fake.setMode('error', { status });
    const result = await provider().connectionReason({ fromTopic: 'Python', toTopic: 'NumPy' });
    expect(result).toMatchObject({ ok: false, failure: { kind: 'http_error', status } });
    expect(fake.completions().map((r) => r.status)).toEqual([status, status]);
    expect(await ledger()).toMatchObject({ calls: 2, errors: 2, tokens: 0 });
  });

  it('a refused key is not retried', async () => {
    const result = await provider({ apiKey: 'wrong-key' }).connectionReason({ fromTopic: 'Python', toTopic: 'NumPy' });
    expect(result).toMatchObject({ ok: false, failure: { kind: 'http_error', status: 401 } });
    expect(fake.completions()).toHaveLength(1);
    expect(await ledger()).toMatchObject({ calls: 1, errors: 1 });
  });

  it('no server listening: unreachable, counted', async () => {
    const result = await provider({ baseUrl: 'http://127.0.0.1:9/v1' }).searchQuery({ topic: 'Go', userTopic: 'Python' });
    expect(result).toMatchObject({ ok: false, failure: { kind: 'unreachable' } });
    expect(await ledger()).toMatchObject({ calls: 2, errors: 2 });
  });

  it.each<[FakeGarbage, boolean]>([
    ['text', true],
    ['shape', true],
    ['body', false],
    ['html', false],
  ])('garbage (%s): never passed on, counted as errors with the tokens it cost', async (garbage, billed) => {
    fake.setMode('garbage', { garbage });
    const ai = provider();
    const result = await ai.relatedTopics({ topic: 'JavaScript' });
    expect(result).toMatchObject({ ok: false, failure: { kind: 'invalid_answer' } });
    expect(fake.completions()).toHaveLength(2);
    const counted = await ledger();
    expect(counted).toMatchObject({ calls: 2, errors: 2, tokens: reportedUsage().tokens });
    expect(counted.tokens > 0).toBe(billed);
    // A bad answer says nothing about the server's health: the next question is still asked, and nothing was cached.
    expect(ai.available).toBe(true);
    fake.setMode('ok');
    expect(await ai.relatedTopics({ topic: 'JavaScript' })).toMatchObject({ ok: true, cached: false });
  });
});

describe('without an API key', () => {
  it('makes no request at all, touches neither cache nor ledger, and says it is unavailable', async () => {
    const cache = createMemoryCache();
    const usage = { record: vi.fn() };
    const ai = provider({ apiKey: undefined, cache, usage });
    expect(ai.available).toBe(false);
    expect(ai.model).toBeNull();
    const results = await Promise.all([
      ai.relatedTopics({ topic: 'JavaScript' }),
      ai.connectionReason({ fromTopic: 'JavaScript', toTopic: 'TypeScript' }),
      ai.searchQuery({ topic: 'TypeScript', userTopic: 'JavaScript' }),
      ai.recommendations({ topics: ['JavaScript'] }),
      ai.videoSubject({ title: 'Chess openings' }),
    ]);
    for (const result of results) expect(result).toMatchObject({ ok: false, failure: { kind: 'unavailable' } });
    expect(fake.requests).toHaveLength(0);
    expect(cache.size()).toBe(0);
    expect(usage.record).not.toHaveBeenCalled();
  });

  it('an empty question is not sent either', async () => {
    expect(await provider().relatedTopics({ topic: ' \n ' })).toMatchObject({ ok: false, failure: { kind: 'invalid_input' } });
    expect(fake.requests).toHaveLength(0);
  });
});

describe('readAiUsage', () => {
  it("adds up today's and all-time calls, and flags more than 10 % failed calls today", async () => {
    const now = new Date('2026-05-02T08:00:00Z');
    const row = (day: string, calls: number, errors: number) => ({
      service: 'openai',
      day,
      calls,
      errors,
      tokens: calls * 100,
      cost: calls * 0.001,
      totalMs: calls * 500,
      updatedAt: new Date(`${day}T07:00:00Z`),
    });
    await database.db.insert(apiUsage).values([row('2026-05-01', 30, 10), row('2026-05-02', 10, 1), { ...row('2026-05-02', 99, 99), service: 'youtube' }]);
    const calm = await readAiUsage(database.db, now);
    expect(calm).toMatchObject({
      today: { calls: 10, errors: 1, tokens: 1000, avgResponseMs: 500 },
      total: { calls: 40, errors: 11, tokens: 4000, avgResponseMs: 500 },
      lastUpdated: '2026-05-02T07:00:00.000Z',
      status: 'Active',
    });
    expect(calm.total.cost).toBeCloseTo(0.04, 6);

    await createDbUsageLedger(database.db, () => now).record({ service: 'openai', units: 0, ok: false, ms: 500 });
    expect(await readAiUsage(database.db, now)).toMatchObject({ today: { calls: 11, errors: 2 }, status: 'High Error Rate' });

    await database.db.delete(apiUsage);
    expect(await readAiUsage(database.db, now)).toEqual({
      today: { calls: 0, errors: 0, tokens: 0, cost: 0, avgResponseMs: 0 },
      total: { calls: 0, errors: 0, tokens: 0, cost: 0, avgResponseMs: 0 },
      lastUpdated: null,
      status: 'Active',
    });
  });
});
