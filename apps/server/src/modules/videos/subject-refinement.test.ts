import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUsage, videos } from '../../db/schema/index.ts';
import { createOpenAiProvider } from '../../providers/ai/openai-provider.ts';
import { createDbCache, createDbUsageLedger } from '../../providers/youtube/db-cache.ts';
import { switchableAi } from '../../../test/switchable-ai.ts';
import { type FakeGarbage, type FakeOpenAi, type FakeOpenAiRequest, startFakeOpenAi } from '../../../test/fake-openai.ts';
import { startFakeYouTube } from '../../../test/fake-youtube.ts';
import { makeVideos, must } from '../../../test/fixtures/plans.ts';
import { createTestApp } from '../../../test/test-app.ts';
import type { TestClient } from '../../../test/test-client.ts';

/**
 * The model's second opinion on a weak subject (decision 0033, amended), through the real app, the fake
 * YouTube and the fake model server. The fake model files a video by a few words the classifier does not
 * know ('chess' personal, 'podcast' business, 'origami' design, ...) and answers 'other' for the rest.
 */

const youtube = await startFakeYouTube();
const model: FakeOpenAi = await startFakeOpenAi({ apiKey: 'test-key' });
afterAll(async () => {
  await youtube.close();
  await model.close();
});

/** The app's model; each test points it at a fresh provider (a failed one rests for 30 s). */
const { ai, use: useProvider } = switchableAi();

const t = await createTestApp({
  config: { youtube: { apiKey: 'test-key', apiBaseUrl: youtube.apiBaseUrl, publicBaseUrl: youtube.publicBaseUrl, dailyQuota: 10000 } },
  deps: { ai },
});

const providerOptions = (timeoutMs: number) => ({
  baseUrl: model.baseUrl,
  model: 'fake-model',
  prices: { inputPricePer1M: 0.4, outputPricePer1M: 1.6 },
  responseFormat: 'json_schema' as const,
  cache: createDbCache(t.db),
  usage: createDbUsageLedger(t.db),
  timeoutMs,
  backoffMs: 10,
});
/** No key: never asks anything. */
const noModel = createOpenAiProvider({ ...providerOptions(2000), apiKey: undefined });
/** A model through the fake server, with a short time limit (the real one is 10 s). */
const useModel = (timeoutMs = 2000) => {
  useProvider(createOpenAiProvider({ ...providerOptions(timeoutMs), apiKey: 'test-key' }));
};

beforeEach(async () => {
  await t.services.videos.subjectsIdle();
  model.reset();
  useModel();
  await t.db.execute(sql`delete from youtube_cache where key like 'ai:%'`);
  await t.db.delete(apiUsage);
});

/** Polls (no fixed sleeps) for what happens after the reply. */
const SOON = { timeout: 8000, interval: 20 };

let counter = 0;
const freshId = () => `Sr${Date.now().toString(36).slice(-5)}${(counter++).toString(36).padStart(3, '0')}x`.slice(0, 11);

const subjectOf = async (id: number) => {
  const [row] = await t.db.select({ category: videos.category, source: videos.categorySource }).from(videos).where(eq(videos.id, id));
  return row;
};

interface Facts {
  title: string;
  categoryId: string;
  tags: string[];
  channelTitle?: string;
}

/** Saves a video YouTube knows with these facts (a neutral channel unless given); answers the reply's id and subject. */
async function save(c: TestClient, facts: Facts): Promise<{ id: number; youtubeId: string; category: string }> {
  const [video] = youtube.addVideos([{ id: freshId(), channelTitle: 'Someone', ...facts }]);
  const res = await c.post('/api/videos', { youtubeId: must(video).id, title: 'what the browser sent' });
  expect(res.statusCode).toBe(200);
  return { id: res.json().id, youtubeId: must(video).id, category: res.json().category };
}

/** The same facts again, as a refresh (an import page, the periodic confirmation) stores them. */
const refresh = (youtubeId: string, facts: Facts) =>
  t.services.videos.upsertVideos(null, [
    { youtubeId, title: facts.title, channelTitle: facts.channelTitle ?? 'Someone', tags: facts.tags, youtubeCategory: 'Science & Technology', factsSource: 'data_api' },
  ]);

const userMessage = (request: FakeOpenAiRequest | undefined): unknown => {
  const messages = (must(request).body as { messages: { role: string; content: string }[] }).messages;
  return JSON.parse(messages.find((m) => m.role === 'user')?.content ?? 'null');
};

async function usage() {
  const rows = await t.db.select().from(apiUsage).where(eq(apiUsage.service, 'openai'));
  return { calls: rows.reduce((n, r) => n + r.calls, 0), errors: rows.reduce((n, r) => n + r.errors, 0) };
}

/** Science & Technology alone: the rules' guess is technology at 0.5. */
const CHESS: Facts = { title: 'Chess openings, part 3', categoryId: '28', tags: ['openings', 'club play'] };

describe('a weak subject gets the model’s second opinion in the background', () => {
  it('a guess from YouTube’s category alone: the model’s subject shortly after the save, asked once with the video’s facts', async () => {
    const c = await t.user();
    const saved = await save(c, CHESS);
    // The reply carries the rules' guess: the model is never awaited.
    expect(saved.category).toBe('technology');
    await vi.waitFor(async () => expect(await subjectOf(saved.id)).toEqual({ category: 'personal', source: 'model' }), SOON);
    expect(model.completions()).toHaveLength(1);
    expect(userMessage(model.completions()[0])).toEqual({
      title: 'Chess openings, part 3',
      channel: 'Someone',
      youtubeCategory: 'Science & Technology',
      tags: ['openings', 'club play'],
    });
    expect((await c.get(`/api/videos/${saved.id}`)).json().category).toBe('personal');
    // Counted like every model call, for the admin dashboard.
    await vi.waitFor(async () => expect(await usage()).toEqual({ calls: 1, errors: 0 }), SOON);
  });

  it('so are weak rules (a keyword in the channel’s name alone) and a fallback', async () => {
    const c = await t.user();
    const weakRules = await save(c, { title: 'Podcast 12: starting out', categoryId: '24', tags: [], channelTitle: 'Yoga with Ana' });
    const fallback = await save(c, { title: 'Origami cranes', categoryId: '24', tags: [] });
    expect(weakRules.category).toBe('health');
    expect(fallback.category).toBe('personal');
    await vi.waitFor(async () => {
      expect(await subjectOf(weakRules.id)).toEqual({ category: 'business', source: 'model' });
      expect(await subjectOf(fallback.id)).toEqual({ category: 'design', source: 'model' });
    }, SOON);
    expect(model.completions()).toHaveLength(2);
  });

  it('the save does not wait: a slow model still gives a quick save, and its answer lands later', async () => {
    model.setMode('slow', { delayMs: 2000 });
    useModel(6000);
    const c = await t.user();
    const saved = await save(c, CHESS);
    // The save has answered while the model's request is still open.
    await vi.waitFor(() => expect(model.completions()).toHaveLength(1), SOON);
    expect(model.completions()[0]?.status).toBeNull();
    expect(await subjectOf(saved.id)).toEqual({ category: 'technology', source: 'guess' });
    await vi.waitFor(async () => expect(await subjectOf(saved.id)).toEqual({ category: 'personal', source: 'model' }), SOON);
    expect(model.completions()[0]?.status).toBe(200);
  });

  it('a failing, slow, malformed or out-of-list answer leaves the rules’ subject; the save is unaffected', async () => {
    const cases: { what: string; mode: () => void; title?: string }[] = [
      { what: 'an error status', mode: () => model.setMode('error', { status: 500 }) },
      {
        what: 'a timeout',
        mode: () => {
          model.setMode('slow', { delayMs: 5000 });
          useModel(200);
        },
      },
      ...(['shape', 'text', 'body'] as FakeGarbage[]).map((garbage) => ({ what: `garbage (${garbage})`, mode: () => model.setMode('garbage', { garbage }) })),
      // The fake answers 'other' for a video without a word it knows.
      { what: 'a subject outside the eight', mode: () => {}, title: 'Episode 12 of the series' },
    ];
    const c = await t.user();
    for (const { what, mode, title } of cases) {
      useModel();
      model.reset();
      mode();
      const saved = await save(c, { ...CHESS, title: title ?? CHESS.title });
      expect(saved.category, what).toBe('technology');
      await t.services.videos.subjectsIdle();
      // Asked, and retried once, as every model job.
      expect(model.completions().length, what).toBe(2);
      expect(await subjectOf(saved.id), what).toEqual({ category: 'technology', source: 'guess' });
    }
    // Counted as failed calls.
    expect(await usage()).toMatchObject({ errors: 2 * cases.length });
  });

  it('a catalog video, confident rules, an unconfirmed video, or no model at all: nothing is sent', async () => {
    const c = await t.user();
    // The catalog files it under design; a refresh whose own facts are weak keeps it.
    const [catalog] = await makeVideos(t, 1, { category: 'design' });
    const [refreshed] = await refresh(must(catalog).youtubeId, CHESS);
    expect(refreshed).toMatchObject({ category: 'design', categorySource: 'catalog' });
    expect((await c.post('/api/videos', { youtubeId: must(catalog).youtubeId, title: 'Chess' })).statusCode).toBe(200);
    // A tag and the title agree: rules at 0.83.
    const confident = await save(c, { title: 'Chess engines in Python', categoryId: '28', tags: ['python'] });
    expect(await subjectOf(confident.id)).toEqual({ category: 'technology', source: 'rules' });
    // YouTube does not know it: only the neutral row, whose facts are nobody's.
    const unknown = await c.post('/api/videos', { youtubeId: freshId(), title: 'Chess openings' });
    expect(unknown.statusCode).toBe(200);
    expect(await subjectOf(unknown.json().id)).toEqual({ category: 'personal', source: 'fallback' });
    // No key: a weak subject stays as the rules left it.
    useProvider(noModel);
    const unaided = await save(c, CHESS);
    await t.services.videos.subjectsIdle();
    expect(model.requests).toHaveLength(0);
    expect(await subjectOf(unaided.id)).toEqual({ category: 'technology', source: 'guess' });
    expect(await subjectOf(must(catalog).id)).toEqual({ category: 'design', source: 'catalog' });
  });
});

describe('a video is asked about once', () => {
  it('a refined video is never asked again: not by another save or a refresh', async () => {
    const saved = await save(await t.user(), CHESS);
    await vi.waitFor(async () => expect(await subjectOf(saved.id)).toEqual({ category: 'personal', source: 'model' }), SOON);
    // Without the model's cached answer, asking again would reach the fake.
    await t.db.execute(sql`delete from youtube_cache where key like 'ai:%'`);
    expect((await (await t.user()).post('/api/videos', { youtubeId: saved.youtubeId, title: 'x' })).statusCode).toBe(200);
    const [again] = await refresh(saved.youtubeId, CHESS);
    const [retitled] = await refresh(saved.youtubeId, { ...CHESS, title: 'Chess openings, part 3 (remastered)' });
    expect(again?.categorySource).toBe('model');
    expect(retitled?.categorySource).toBe('model');
    await t.services.videos.subjectsIdle();
    expect(model.completions()).toHaveLength(1);
    expect(await subjectOf(saved.id)).toEqual({ category: 'personal', source: 'model' });
  });

  it('one question per video at a time: refreshes while it is in flight send nothing more', async () => {
    model.setMode('slow', { delayMs: 1000 });
    useModel(6000);
    const saved = await save(await t.user(), CHESS);
    // Other facts make another question, which the provider would not share with the first.
    await refresh(saved.youtubeId, { ...CHESS, title: 'Chess openings, part 3 (remastered)' });
    await refresh(saved.youtubeId, { ...CHESS, tags: ['openings'] });
    await t.services.videos.subjectsIdle();
    expect(model.completions()).toHaveLength(1);
    expect(await subjectOf(saved.id)).toEqual({ category: 'personal', source: 'model' });
  });

  it('an answer landing after the catalog filed the video changes nothing', async () => {
    model.setMode('slow', { delayMs: 1000 });
    useModel(6000);
    const saved = await save(await t.user(), CHESS);
    await vi.waitFor(() => expect(model.completions()).toHaveLength(1), SOON);
    await t.services.videos.upsertVideos(null, [{ youtubeId: saved.youtubeId, title: CHESS.title, category: 'design', factsSource: 'catalog' }]);
    await t.services.videos.subjectsIdle();
    expect(model.completions()[0]?.status).toBe(200);
    expect(await subjectOf(saved.id)).toEqual({ category: 'design', source: 'catalog' });
  });
});

describe('the skill profile follows a video’s subject', () => {
  const profileSubjects = async (c: TestClient) => (await c.get('/api/user/skill-profile')).json<{ subject: string }[]>().map((p) => p.subject);

  it('a refined subject shows at once, though the profile is cached by the learner’s progress version', async () => {
    useProvider(noModel);
    const c = await t.user();
    const saved = await save(c, CHESS);
    expect((await c.put('/api/video-progress', { videoId: saved.id, currentTime: 600, isCompleted: true })).statusCode).toBe(200);
    expect(await profileSubjects(c)).toEqual(['technology']);
    expect(await profileSubjects(c)).toEqual(['technology']);
    // The model comes back; the next refresh asks it.
    useModel();
    await refresh(saved.youtubeId, CHESS);
    await vi.waitFor(async () => expect(await subjectOf(saved.id)).toEqual({ category: 'personal', source: 'model' }), SOON);
    expect(await profileSubjects(c)).toEqual(['personal']);
  });

  it('so does any other change of subject: a refresh placing a fallback video by its tags', async () => {
    useProvider(noModel);
    const c = await t.user();
    const saved = await save(c, { title: 'Episode 9', categoryId: '24', tags: [] });
    expect((await c.put('/api/video-progress', { videoId: saved.id, currentTime: 120 })).statusCode).toBe(200);
    expect(await profileSubjects(c)).toEqual(['personal']);
    await refresh(saved.youtubeId, { title: 'Episode 9', categoryId: '24', tags: ['spanish'] });
    expect(await subjectOf(saved.id)).toEqual({ category: 'languages', source: 'rules' });
    expect(await profileSubjects(c)).toEqual(['languages']);
  });
});
