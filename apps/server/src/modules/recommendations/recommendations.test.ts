import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { apiUsage, watchSessions } from '../../db/schema/index.ts';
import { createOpenAiProvider } from '../../providers/ai/openai-provider.ts';
import type { AiProvider } from '../../providers/ai/types.ts';
import { createDbCache, createDbUsageLedger } from '../../providers/youtube/db-cache.ts';
import { seedIfEmpty } from '../../seed/seed.ts';
import { loadCatalogVideos } from '../../seed/catalog.ts';
import { switchableAi } from '../../../test/switchable-ai.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../../../test/fake-openai.ts';
import { makePlan, must } from '../../../test/fixtures/plans.ts';
import { createTestApp } from '../../../test/test-app.ts';
import type { TestClient } from '../../../test/test-client.ts';
import { textCandidatesSql } from './recommendations.queries.ts';
import { countStatements } from '../../../test/count-statements.ts';
import { captureMailer } from '../../../test/fake-mailer.ts';
import { buildApp } from '../../app.ts';
import { AI_WAIT_MS } from './recommendations.service.ts';
import { topicKey, topicKnowledge } from './topic-knowledge.ts';
import { learnerLevel, topicWeights } from './topic-weights.ts';

const fake: FakeOpenAi = await startFakeOpenAi({ apiKey: 'test-key' });
/** The app's model; each test points it at a fresh provider (a failed provider rests for 30 s). */
const { ai, use: useProvider } = switchableAi();

const t = await createTestApp({ deps: { ai } });
/** No key: never calls anything. */
const unavailable: AiProvider = createOpenAiProvider({
  apiKey: undefined,
  baseUrl: fake.baseUrl,
  model: 'none',
  prices: { inputPricePer1M: 0, outputPricePer1M: 0 },
  responseFormat: 'json_schema',
  cache: createDbCache(t.db),
  usage: createDbUsageLedger(t.db),
});
useProvider(unavailable);
afterAll(() => fake.close());
await seedIfEmpty(t.db, pino({ level: 'silent' }));

/** A model through the fake server with a short time limit, so a slow model fails fast (the real one is 10 s). */
function useModel(timeoutMs = 2000) {
  useProvider(createOpenAiProvider({
    apiKey: 'test-key',
    baseUrl: fake.baseUrl,
    model: 'fake-model',
    prices: { inputPricePer1M: 0.4, outputPricePer1M: 1.6 },
    responseFormat: 'json_schema',
    cache: createDbCache(t.db),
    usage: createDbUsageLedger(t.db),
    timeoutMs,
    backoffMs: 10,
  }));
}

beforeEach(async () => {
  useProvider(unavailable);
  fake.reset();
  await t.db.execute(sql`delete from youtube_cache where key like 'ai:%'`);
  await t.db.delete(apiUsage);
});

const catalog = loadCatalogVideos();
const byTag = (tag: string) => catalog.filter((v) => v.tags.includes(tag));
const now = () => t.clock.now().getTime();

interface Rec {
  fromTopic: string;
  toTopic: string;
  reason: string;
  confidence: number;
  userWeight: number;
  videos: { id: number | null; youtubeId: string }[];
  isAIGenerated?: boolean;
  isDefault?: boolean;
}

async function watch(c: TestClient, youtubeIds: string[], completed = true, at = now()) {
  const sessions = youtubeIds.map((videoId, i) => ({ videoId, title: '', topics: [], watchTime: 300, timestamp: at - i * 60_000, completed }));
  const res = await c.post('/api/sync-watch-history', { sessions });
  expect(res.statusCode).toBe(200);
  return res.json<{ synced: number; level: string; topicWeights: { topic: string; weight: number; videoCount: number }[] }>();
}

async function expectRealVideos(recs: Rec[]) {
  const ids = recs.flatMap((r) => r.videos.map((v) => v.youtubeId));
  if (ids.length === 0) return;
  const rows = await t.db.execute<{ youtube_id: string }>(sql`select youtube_id from videos where youtube_id in ${ids} and facts_source is not null`);
  expect(new Set(rows.rows.map((r) => r.youtube_id))).toEqual(new Set(ids));
  for (const r of recs) expect(r.videos.every((v) => typeof v.id === 'number')).toBe(true);
}

describe('topic weights and level (pure)', () => {
  it('counts a completion 2 and a view 1, decaying linearly to 0.5 over 7 days, and ignores older sessions', () => {
    const at = new Date('2026-01-10T00:00:00Z');
    const day = 86_400_000;
    const weights = topicWeights(
      [
        { videoKey: 'a', topics: ['Python'], completed: true, watchedAt: at },
        { videoKey: 'b', topics: ['python', 'SQL'], completed: false, watchedAt: new Date(at.getTime() - 7 * day) },
        { videoKey: 'c', topics: ['Rust'], completed: true, watchedAt: new Date(at.getTime() - 7 * day - 1) },
        { videoKey: 'd', topics: ['SQL'], completed: false, watchedAt: new Date(at.getTime() - 3.5 * day) },
      ],
      at,
    );
    expect(weights).toEqual([
      { topic: 'Python', weight: 2.5, lastUpdated: at.toISOString(), videoCount: 2 },
      { topic: 'SQL', weight: 1.25, lastUpdated: new Date(at.getTime() - 3.5 * day).toISOString(), videoCount: 2 },
    ]);
  });

  it('levels: 5 sessions intermediate, 10 advanced', () => {
    expect([0, 4, 5, 9, 10, 50].map(learnerLevel)).toEqual(['beginner', 'beginner', 'intermediate', 'intermediate', 'advanced', 'advanced']);
  });
});

describe('POST /api/sync-watch-history', () => {
  it('stores sessions once (idempotent), derives topics from the catalog, and answers weights and level', async () => {
    const c = await t.user();
    const python = byTag('python').slice(0, 3).map((v) => v.youtubeId);
    const at = now() - 1000;
    const first = await watch(c, python, true, at);
    expect(first.synced).toBe(3);
    expect(first.level).toBe('beginner');
    expect(first.topicWeights[0]).toMatchObject({ topic: 'Python', videoCount: 3 });

    const again = await watch(c, python, true, at);
    expect(again.synced).toBe(0);
    expect(again.topicWeights[0]?.weight).toBe(first.topicWeights[0]?.weight);
    const rows = await t.db.select().from(watchSessions).where(eq(watchSessions.userId, must(c.user).id));
    expect(rows).toHaveLength(3);

    const more = await watch(c, byTag('statistics').slice(0, 2).map((v) => v.youtubeId), false);
    expect(more.level).toBe('intermediate');
  });

  it('keeps the browser topics of unknown videos, and refuses bad input without storing anything', async () => {
    const c = await t.user();
    const res = await c.post('/api/sync-watch-history', { sessions: [{ videoId: 'temp_abc', title: 'Sourdough at home', topics: ['Baking'], watchTime: 30, timestamp: new Date(now()).toISOString() }] });
    expect(res.json().topicWeights).toEqual([expect.objectContaining({ topic: 'Baking', weight: 1 })]);

    const session = { videoId: 'x1', watchTime: 10, timestamp: now() };
    for (const body of [
      {},
      { sessions: [] },
      { sessions: Array.from({ length: 11 }, (_, i) => ({ ...session, videoId: `v${i}` })) },
      { sessions: [{ ...session, watchTime: -1 }] },
      { sessions: [{ ...session, timestamp: 'yesterday' }] },
      { sessions: [{ ...session, topics: ['x'.repeat(81)] }] },
    ]) {
      expect((await c.post('/api/sync-watch-history', body)).statusCode).toBe(400);
    }
    expect(await t.db.select().from(watchSessions).where(eq(watchSessions.userId, must(c.user).id))).toHaveLength(1);
  });
});

describe('GET /api/recommendations without a model', () => {
  it('is empty for a learner with no history and no interests', async () => {
    const c = await t.user();
    expect((await c.get('/api/recommendations')).json()).toEqual([]);
  });

  it('recommends from interests alone: real catalog videos, isDefault, confidence 0.8', async () => {
    const c = await t.user();
    await c.post('/api/user/learning-interests', { interests: ['technology', 'health'] });
    const recs = (await c.get('/api/recommendations')).json<Rec[]>();
    expect(recs.length).toBeGreaterThan(0);
    expect(recs.length).toBeLessThanOrEqual(3);
    expect(recs.map((r) => r.fromTopic)).toContain('Technology and Computer Science');
    for (const r of recs) {
      expect(r).toMatchObject({ isDefault: true, confidence: 0.8, userWeight: 0 });
      expect(r.isAIGenerated).toBeUndefined();
      expect(r.reason.length).toBeGreaterThan(10);
      expect(r.videos.length).toBeLessThanOrEqual(4);
    }
    expect(recs.some((r) => r.videos.length > 0)).toBe(true);
    await expectRealVideos(recs);
  });

  it('recommends from watched topics, leaves out watched videos and answers quickly', async () => {
    const c = await t.user();
    const watched = byTag('python').map((v) => v.youtubeId);
    await watch(c, watched.slice(0, 5));
    const started = performance.now();
    const recs = (await c.get('/api/recommendations')).json<Rec[]>();
    expect(performance.now() - started).toBeLessThan(1000);
    const python = must(recs.find((r) => r.fromTopic === 'Python'));
    expect(python.userWeight).toBeGreaterThan(0);
    expect(python.toTopic).not.toBe('Python');
    const fromTopics = recs.map((r) => r.toTopic.toLowerCase());
    expect(new Set(fromTopics).size).toBe(fromTopics.length);
    for (const r of recs) for (const v of r.videos) expect(watched.slice(0, 5)).not.toContain(v.youtubeId);
    await expectRealVideos(recs);
  });
});

describe('co-occurrence in public plans', () => {
  it("suggests what others' public plans put beside the videos the learner watched, never from private plans", async () => {
    const k = topicKnowledge();
    const watched = must(byTag('python')[0]);
    const ownTags = new Set(k.tagsOfVideo.get(watched.youtubeId));
    // Two topics the catalog never tags together with the watched video's, each with videos of its own.
    const strangers = [...k.tags.values()]
      .filter((tag) => tag.youtubeIds.length >= 3 && !ownTags.has(tag.key) && ![...ownTags].some((own) => k.tags.get(own)?.cooccurs.has(tag.key)))
      .sort((a, b) => a.key.localeCompare(b.key));
    const [shared, secret] = [must(strangers[0]), must(strangers.at(-1))];
    const idOf = async (youtubeId: string) =>
      must((await t.db.execute<{ id: number }>(sql`select id from videos where youtube_id = ${youtubeId}`)).rows[0]).id;
    const other = await t.user();
    const planWith = async (isPublic: boolean, youtubeIds: string[]) => {
      const plan = await makePlan(other, { isPublic });
      for (const y of youtubeIds) expect((await other.post(`/api/learning-plans/${plan.id}/videos`, { videoId: await idOf(y) })).statusCode).toBe(201);
    };
    for (let i = 0; i < 6; i++) await planWith(true, [watched.youtubeId, ...shared.youtubeIds.slice(0, 3)]);
    for (let i = 0; i < 10; i++) await planWith(false, [watched.youtubeId, ...secret.youtubeIds.slice(0, 3)]);

    const c = await t.user();
    await watch(c, [watched.youtubeId]);
    const recs = (await c.get('/api/recommendations')).json<Rec[]>();
    const fromPlans = recs.filter((r) => /public plans often add/.test(r.reason));
    // The topics of the videos the public plans put beside it (the shared videos carry a few tags each).
    const tagsOf = (ids: string[]) => new Set(ids.flatMap((y) => k.tagsOfVideo.get(y) ?? []));
    const sharedTags = tagsOf(shared.youtubeIds.slice(0, 3));
    const secretOnly = [...tagsOf(secret.youtubeIds.slice(0, 3))].filter((tag) => !sharedTags.has(tag));
    expect(secretOnly.length).toBeGreaterThan(0);
    expect(fromPlans.length).toBeGreaterThan(0);
    for (const r of fromPlans) {
      const key = topicKey(r.toTopic);
      expect(sharedTags.has(key)).toBe(true);
      expect(r.reason).toBe(`Learners who put ${r.fromTopic} videos in their public plans often add ${r.toTopic} next, so it is a natural next step for you.`);
      // Its videos are the topic's own catalog videos.
      expect(r.videos.every((v) => must(k.tags.get(key)).youtubeIds.includes(v.youtubeId))).toBe(true);
    }
    for (const r of recs) expect(secretOnly).not.toContain(topicKey(r.toTopic));
    await expectRealVideos(recs);
  });
});

describe('the answer cache without a model (decision 0056)', () => {
  const HOUR_MS = 3_600_000;
  const idOf = async (youtubeId: string) => must((await t.db.execute<{ id: number }>(sql`select id from videos where youtube_id = ${youtubeId}`)).rows[0]).id;
  const fromPlans = (recs: Rec[]) => recs.filter((r) => /public plans often add/.test(r.reason));
  /** A topic the catalog never tags together with the video's, with videos of its own. */
  const strangerTo = (youtubeId: string) => {
    const k = topicKnowledge();
    const ownTags = new Set(k.tagsOfVideo.get(youtubeId));
    return must(
      [...k.tags.values()]
        .filter((tag) => tag.youtubeIds.length >= 3 && !ownTags.has(tag.key) && ![...ownTags].some((own) => k.tags.get(own)?.cooccurs.has(tag.key)))
        .sort((a, b) => a.key.localeCompare(b.key))[0],
    );
  };
  /** Six public plans of `owner` putting the stranger topic's videos beside the watched one. */
  const publicPlans = async (owner: TestClient, watchedId: string) => {
    for (let i = 0; i < 6; i++) {
      const plan = await makePlan(owner, { isPublic: true });
      for (const y of [watchedId, ...strangerTo(watchedId).youtubeIds.slice(0, 3)]) expect((await owner.post(`/api/learning-plans/${plan.id}/videos`, { videoId: await idOf(y) })).statusCode).toBe(201);
    }
  };

  it('is fresh on every instance after new interests, a sync and public plans of their own; the hit is the session and one small statement', async () => {
    const second = await buildApp({ config: t.config, db: t.db, log: pino({ level: 'silent' }), mailer: captureMailer(), clock: t.clock, ai });
    await second.app.ready();
    try {
      const one = await t.user();
      const two = one.on(second.app);
      const recs = async () => (await two.get('/api/recommendations')).json<Rec[]>();
      expect(await recs()).toEqual([]);

      expect((await one.post('/api/user/learning-interests', { interests: ['technology'] })).statusCode).toBe(200);
      expect((await recs()).map((r) => r.fromTopic)).toContain('Technology and Computer Science');
      expect((await one.post('/api/user/learning-interests', { interests: ['health'] })).statusCode).toBe(200);
      expect((await recs()).map((r) => r.fromTopic)).not.toContain('Technology and Computer Science');

      // A video no other test puts in a plan.
      const watched = must(byTag('python')[3]).youtubeId;
      await watch(one, [watched]);
      const afterSync = await recs();
      expect(afterSync.map((r) => r.fromTopic)).toContain('Python');
      expect(fromPlans(afterSync)).toEqual([]);

      await publicPlans(one, watched);
      expect(fromPlans(await recs()).length).toBeGreaterThan(0);

      expect(await countStatements(t.pool, () => two.get('/api/recommendations'))).toBe(2);
    } finally {
      await second.app.close();
    }
  });

  it("sees other learners' public plans within the hour", async () => {
    const watched = must(byTag('python')[4]).youtubeId;
    const c = await t.user();
    await watch(c, [watched]);
    const before = (await c.get('/api/recommendations')).json<Rec[]>();
    expect(fromPlans(before)).toEqual([]);
    await publicPlans(await t.user(), watched);
    // Another learner's plans move none of this learner's counters: the same answer until the hour turns.
    expect((await c.get('/api/recommendations')).json<Rec[]>()).toEqual(before);
    t.clock.advance(HOUR_MS);
    expect(fromPlans((await c.get('/api/recommendations')).json<Rec[]>()).length).toBeGreaterThan(0);
  });
});

describe('with a model (fake OpenAI-compatible server)', () => {
  async function learner() {
    const c = await t.user();
    await watch(c, byTag('python').slice(0, 2).map((v) => v.youtubeId));
    return c;
  }

  it("answers the model's recommendations, marked isAIGenerated with confidence 0.9, with real videos, counted and cached", async () => {
    useModel();
    const c = await learner();
    const recs = (await c.get('/api/recommendations')).json<Rec[]>();
    expect(recs.length).toBeGreaterThan(0);
    for (const r of recs) {
      expect(r).toMatchObject({ isAIGenerated: true, confidence: 0.9 });
      expect(r.reason).toMatch(/^If you like .+, you will enjoy/);
    }
    const own = (await t.db.select().from(watchSessions).where(eq(watchSessions.userId, must(c.user).id))).flatMap((r) => r.topics);
    for (const r of recs) expect(own).toContain(r.fromTopic);
    expect(recs.find((r) => r.fromTopic === 'Python')?.userWeight).toBeGreaterThan(0);
    await expectRealVideos(recs);
    const calls = fake.completions().length;
    expect(calls).toBe(1);
    // The same page again: from the cache, no second call.
    expect((await c.get('/api/recommendations')).json<Rec[]>()).toEqual(recs);
    expect(fake.completions()).toHaveLength(calls);
    const [usage] = await t.db.select().from(apiUsage).where(eq(apiUsage.service, 'openai'));
    expect(usage?.calls).toBe(1);
    expect(usage?.tokens).toBeGreaterThan(0);
  });

  it('falls back to the local recommender within 1 s when the model is slow, and still caches its late answer', async () => {
    useModel(5000);
    fake.setMode('slow', { delayMs: 1500 });
    const c = await learner();
    const started = performance.now();
    const recs = (await c.get('/api/recommendations')).json<Rec[]>();
    expect(performance.now() - started).toBeLessThan(AI_WAIT_MS + 500);
    expect(recs.length).toBeGreaterThan(0);
    for (const r of recs) expect(r).toMatchObject({ isDefault: true, confidence: 0.8 });
    await expectRealVideos(recs);
    // The model's answer arrives later and is kept: the next view shows it.
    await new Promise((resolve) => setTimeout(resolve, 1800));
    const later = (await c.get('/api/recommendations')).json<Rec[]>();
    expect(later.every((r) => r.isAIGenerated)).toBe(true);
  });

  for (const [mode, options] of [
    ['error', { status: 500 }],
    ['error', { status: 429 }],
    ['garbage', { garbage: 'text' }],
    ['garbage', { garbage: 'shape' }],
    ['garbage', { garbage: 'body' }],
    ['garbage', { garbage: 'html' }],
  ] as const) {
    it(`falls back to the local recommender when the model answers ${mode} (${JSON.stringify(options)}), never a 5xx`, async () => {
      useModel();
      fake.setMode(mode, options);
      const c = await learner();
      const res = await c.get('/api/recommendations');
      expect(res.statusCode).toBe(200);
      const recs = res.json<Rec[]>();
      expect(recs.length).toBeGreaterThan(0);
      for (const r of recs) expect(r).toMatchObject({ isDefault: true, confidence: 0.8 });
      await expectRealVideos(recs);
      const [usage] = await t.db.select().from(apiUsage).where(eq(apiUsage.service, 'openai'));
      expect(usage?.errors).toBeGreaterThan(0);
    });
  }

  it('the three helpers answer from the model when it is there, and locally when it is not', async () => {
    const c = await t.user();
    const local = (await c.post('/api/ai/related-topics', { topic: 'Python', userContext: { level: 'beginner' } })).json();
    expect(local.isDefault).toBe(true);
    expect(local.relatedTopics.length).toBeGreaterThan(0);
    expect(local.relatedTopics).not.toContain('Python');
    const reason = (await c.post('/api/ai/connection-reason', { fromTopic: 'Python', toTopic: 'Statistics' })).json();
    expect(reason).toMatchObject({ isDefault: true, reason: expect.stringContaining('Statistics') });
    const fetched = (await c.post('/api/recommendations/smart-fetch', { topic: 'Statistics', userTopic: 'Python' })).json<{ videos: Rec['videos'] }>();
    expect(fetched.videos.length).toBeGreaterThan(0);
    await expectRealVideos([{ videos: fetched.videos } as Rec]);

    useModel();
    expect((await c.post('/api/ai/related-topics', { topic: 'Python' })).json()).toEqual({
      relatedTopics: ['Data Analysis with pandas', 'NumPy', 'Machine Learning', 'FastAPI', 'Django'],
      isAIGenerated: true,
    });
    expect((await c.post('/api/ai/connection-reason', { fromTopic: 'Python', toTopic: 'Statistics' })).json()).toMatchObject({ isAIGenerated: true, reason: expect.stringMatching(/^If you like Python/) });
    const smart = (await c.post('/api/recommendations/smart-fetch', { topic: 'Statistics', userTopic: 'Python' })).json<{ videos: Rec['videos'] }>();
    await expectRealVideos([{ videos: smart.videos } as Rec]);

    // Bad input is a 400; the content policy applies to smart fetch too.
    expect((await c.post('/api/ai/related-topics', { topic: '' })).statusCode).toBe(400);
    expect((await c.post('/api/ai/connection-reason', { fromTopic: 'Python' })).statusCode).toBe(400);
    expect((await c.post('/api/recommendations/smart-fetch', { topic: 'porn' })).json()).toMatchObject({ code: 'INAPPROPRIATE_SEARCH' });
  });

  it('falls back within the wait for each helper when the model is slow', async () => {
    useModel(5000);
    fake.setMode('slow', { delayMs: 3000 });
    const c = await t.user();
    const started = performance.now();
    const [a, b, s] = await Promise.all([
      c.post('/api/ai/related-topics', { topic: 'Python' }),
      c.post('/api/ai/connection-reason', { fromTopic: 'Python', toTopic: 'Statistics' }),
      c.post('/api/recommendations/smart-fetch', { topic: 'Statistics', userTopic: 'Python' }),
    ]);
    expect(performance.now() - started).toBeLessThan(AI_WAIT_MS + 700);
    expect(a.json()).toMatchObject({ isDefault: true });
    expect(b.json()).toMatchObject({ isDefault: true });
    expect(s.statusCode).toBe(200);
  });
});

describe('video lookups', () => {
  it("a pick's videos: the title-only and whole-document GIN indexes, never a table read", async () => {
    const plan = await t.db.transaction(async (tx) => {
      // The test database is small enough that a sequential read may be cheaper; ruled out, the plan
      // shows each path can read through its index (bench/search.ts measures it at 100,000 videos).
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = (await tx.execute<{ 'QUERY PLAN': string }>(sql`explain ${textCandidatesSql('Linear Algebra', 8)}`)).rows;
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('videos_title_tsv_idx');
    expect(plan).toContain('videos_search_tsv_idx');
    expect(plan).not.toMatch(/Seq Scan on videos/);
  });
});

describe('rate limits', () => {
  it('the AI helpers are limited per user: 429 with a message', async () => {
    // Factor 0.2: 6 calls a minute per route (and 2 sign-ups an hour per address, enough for two users).
    const limited = await createTestApp({ config: { rateLimitFactor: 0.2 } });
    const a = await limited.user();
    const b = await limited.user();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await a.post('/api/ai/related-topics', { topic: 'Python' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
    const res = await a.post('/api/ai/connection-reason', { fromTopic: 'Python', toTopic: 'SQL' });
    expect(res.statusCode).toBe(200); // each route counts on its own
    const refused = await a.post('/api/ai/related-topics', { topic: 'Python' });
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/Too many requests/) });
    // Another user (same address) is not affected.
    expect((await b.post('/api/ai/related-topics', { topic: 'Python' })).statusCode).toBe(200);
  });
});
