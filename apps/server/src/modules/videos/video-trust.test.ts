import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { videoLabels, videos } from '../../db/schema/index.ts';
import { parseIsoDuration } from '../../providers/youtube/index.ts';
import { loadCatalogVideos } from '../../seed/catalog.ts';
import { seedIfEmpty } from '../../seed/seed.ts';
import { startFakeYouTube } from '../../../test/fake-youtube.ts';
import { makePlan, must } from '../../../test/fixtures/plans.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { TestClient } from '../../../test/test-client.ts';
import { startYouTubeGate } from '../../../test/youtube-gate.ts';
import { SAVE_CONFIRM_TIMEOUT_MS } from '../youtube/youtube.wiring.ts';
import { neutralVideo } from './video-input.ts';
import { videosRepository } from './videos.repository.ts';

/**
 * A video's shared facts come only from a trusted source (YouTube, the catalog). Until one confirms a
 * video, what a person sent when saving it is their own label: theirs to see, nobody else's.
 */

const fake = await startFakeYouTube();
const gate = await startYouTubeGate(fake.url);
afterAll(async () => {
  await gate.close();
  await fake.close();
});

/** Without a key, through the gate: oEmbed confirms single videos. */
const t = await createTestApp({
  config: { youtube: { apiKey: undefined, apiBaseUrl: `${gate.url}/youtube/v3`, publicBaseUrl: gate.url, dailyQuota: 10000 } },
});
/** With a key: the Data API confirms, in batches. */
const withKey = await createTestApp({
  config: { youtube: { apiKey: 'test-key', apiBaseUrl: fake.apiBaseUrl, publicBaseUrl: fake.publicBaseUrl, dailyQuota: 10000 } },
});

interface VideoView {
  id: number;
  youtubeId: string;
  title: string;
  description: string;
  channelTitle: string;
  thumbnailUrl: string;
  duration: string | null;
  viewCount: number;
}

let counter = 0;
/** A valid YouTube id nobody has seen (YouTube itself only once the test adds it to the fake). */
const freshId = () => `Tr${Date.now().toString(36).slice(-5)}${(counter++).toString(36).padStart(3, '0')}x`.slice(0, 11);

const LABEL = { title: 'FREE CRYPTO at evil.example', channelTitle: 'Totally Official', description: 'Click evil.example now' };

const neutral = (youtubeId: string) => ({
  youtubeId,
  title: `YouTube video ${youtubeId}`,
  channelTitle: '',
  description: '',
  thumbnailUrl: `https://i.ytimg.com/vi/${youtubeId}/mqdefault.jpg`,
});

async function json<T>(client: TestClient, url: string): Promise<T> {
  const res = await client.get(url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json<T>();
}

async function save(client: TestClient, body: Record<string, unknown>): Promise<VideoView> {
  const res = await client.post('/api/videos', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<VideoView>();
}

const library = async (client: TestClient) => (await json<{ videos: VideoView[] }>(client, '/api/videos')).videos;
const planVideos = async (client: TestClient, planId: number) =>
  (await json<{ video: VideoView }[]>(client, `/api/learning-plans/${planId}/videos`)).map((e) => e.video);
const stored = async (app: TestApp, youtubeId: string) => must((await app.db.select().from(videos).where(eq(videos.youtubeId, youtubeId)))[0]);

/** A public plan of `owner` holding these videos, added by id as the web does. */
async function publicPlan(owner: TestClient, videoIds: number[]) {
  const plan = await makePlan(owner, { isPublic: true });
  for (const videoId of videoIds) {
    const res = await owner.post(`/api/learning-plans/${plan.id}/videos`, { videoId });
    expect(res.statusCode, res.body).toBe(201);
  }
  return plan;
}

describe('an unconfirmed video: the saver’s text is their own label', () => {
  it('the labeller sees it everywhere that is theirs; nobody else sees it anywhere', async () => {
    gate.mode = 'open'; // YouTube answers, but does not know the id (oEmbed 404): the video stays unconfirmed
    const youtubeId = freshId();
    const a = await t.user();
    const b = await t.user();
    const c = await t.user();

    const saved = await save(a, { youtubeId, ...LABEL, thumbnailUrl: 'https://evil.example/pixel.gif', duration: 'PT5M', viewCount: 999_999 });
    expect(saved).toMatchObject({ ...LABEL, youtubeId, thumbnailUrl: neutral(youtubeId).thumbnailUrl, duration: null, viewCount: 0 });
    expect(await stored(t, youtubeId)).toMatchObject({ ...neutral(youtubeId), factsSource: null, durationSeconds: null, viewCount: 0 });

    // The labeller: library, the video page, their own plan (by id), favourites, continue learning.
    expect((await library(a)).find((v) => v.id === saved.id)).toMatchObject(LABEL);
    expect(await json(a, `/api/videos/${saved.id}`)).toMatchObject(LABEL);
    expect(await json(a, `/api/videos/youtube/${youtubeId}`)).toMatchObject(LABEL);
    const [mate] = await t.services.videos.upsertVideos(null, [{ youtubeId: freshId(), title: 'A confirmed lesson', factsSource: 'catalog' }]);
    const plan = await publicPlan(a, [must(mate).id]);
    const added = await a.post(`/api/learning-plans/${plan.id}/videos`, { videoId: saved.id });
    expect(added.json().video).toMatchObject(LABEL);
    expect((await planVideos(a, plan.id)).find((v) => v.id === saved.id)).toMatchObject(LABEL);
    expect((await a.post(`/api/favorites/videos/${saved.id}`)).statusCode).toBe(200);
    expect((await json<{ video: VideoView }[]>(a, '/api/favorites/videos'))[0]?.video).toMatchObject(LABEL);
    expect((await a.put('/api/video-progress', { videoId: saved.id, currentTime: 30 })).statusCode).toBe(200);
    expect((await json<VideoView[]>(a, '/api/continue-learning'))[0]).toMatchObject({ id: saved.id, title: LABEL.title, channelTitle: LABEL.channelTitle });
    expect((await json<VideoView[]>(a, `/api/videos/${must(mate).id}/related`)).find((v) => v.id === saved.id)).toMatchObject(LABEL);

    // Someone else saving the same id gets their own label, never the first saver's.
    const bSaved = await save(b, { youtubeId, title: 'My own note', channelTitle: '' });
    expect(bSaved).toMatchObject({ id: saved.id, title: 'My own note', channelTitle: '', description: '' });
    expect((await library(b)).find((v) => v.id === saved.id)).toMatchObject({ title: 'My own note', channelTitle: '', description: '' });
    expect((await library(a)).find((v) => v.id === saved.id)).toMatchObject(LABEL);

    // A third person: the video page, A's public plan, related videos, favourites, continue learning.
    expect(await json(c, `/api/videos/${saved.id}`)).toMatchObject(neutral(youtubeId));
    expect((await planVideos(c, plan.id)).find((v) => v.id === saved.id)).toMatchObject(neutral(youtubeId));
    expect((await json<VideoView[]>(c, `/api/videos/${must(mate).id}/related`)).find((v) => v.id === saved.id)).toMatchObject(neutral(youtubeId));
    await c.post(`/api/favorites/videos/${saved.id}`);
    expect((await json<{ video: VideoView }[]>(c, '/api/favorites/videos'))[0]?.video).toMatchObject(neutral(youtubeId));
    await c.put('/api/video-progress', { videoId: saved.id, currentTime: 30 });
    expect((await json<VideoView[]>(c, '/api/continue-learning'))[0]).toMatchObject({ id: saved.id, title: neutral(youtubeId).title, channelTitle: '' });

    // The shared link (signed out, and signed in as someone else) and a copy of the public plan.
    const token = (await a.post(`/api/learning-plans/${plan.id}/share`, {})).json().shareToken;
    for (const viewer of [t.client(), c]) {
      const page = await json<{ videos: { video: VideoView }[] }>(viewer, `/api/shared-plan/${token}`);
      expect(page.videos.find((v) => v.video.id === saved.id)?.video).toMatchObject(neutral(youtubeId));
    }
    const copy = await c.post(`/api/shared-plan/public/${plan.id}/accept`);
    expect(copy.statusCode, copy.body).toBe(200);
    expect((await planVideos(c, copy.json().planId)).find((v) => v.id === saved.id)).toMatchObject(neutral(youtubeId));

    // Search finds nothing of the label, and no unconfirmed video at all.
    for (const q of ['crypto', 'Totally Official', 'YouTube video', youtubeId]) {
      const found = await json<{ videos: VideoView[] }>(c, `/api/youtube/search?q=${encodeURIComponent(q)}`);
      expect(found.videos.map((v) => v.youtubeId), q).not.toContain(youtubeId);
    }

    // A change request names the video by its shared title, whatever the requester sends.
    const request = await c.post(`/api/learning-plans/${plan.id}/modification-request`, {
      requestType: 'remove_video',
      requestData: { videoId: saved.id, videoTitle: 'Please remove FREE CRYPTO' },
    });
    expect(request.statusCode, request.body).toBe(201);
    expect(request.json().request.requestData).toEqual({ videoId: saved.id, videoTitle: neutral(youtubeId).title });
  });

  it('people saving the same unknown video at once share one row and keep their own labels', async () => {
    gate.mode = 'failing';
    const youtubeId = freshId();
    const people = await Promise.all(Array.from({ length: 5 }, () => t.user()));
    const saved = await Promise.all(people.map((p, i) => save(p, { youtubeId, title: `Label ${i}` })));
    gate.mode = 'open';
    expect(new Set(saved.map((v) => v.id)).size).toBe(1);
    expect(saved.map((v) => v.title)).toEqual(people.map((_, i) => `Label ${i}`));
    for (const [i, p] of people.entries()) expect((await library(p))[0]?.title).toBe(`Label ${i}`);
    expect(await t.db.select().from(videos).where(eq(videos.youtubeId, youtubeId))).toHaveLength(1);
  });

  it('saves with YouTube failing or silent; the wait is bounded', async () => {
    const a = await t.user();
    gate.mode = 'failing';
    const failing = freshId();
    let started = performance.now();
    expect(await save(a, { youtubeId: failing, title: 'Saved while YouTube fails' })).toMatchObject({ title: 'Saved while YouTube fails' });
    const failingMs = Math.round(performance.now() - started);

    gate.mode = 'silent';
    const silent = freshId();
    started = performance.now();
    expect(await save(a, { youtubeId: silent, title: 'Saved while YouTube is silent' })).toMatchObject({ title: 'Saved while YouTube is silent' });
    const silentMs = Math.round(performance.now() - started);
    console.info(`POST /api/videos of an unknown video: YouTube failing ${failingMs} ms, YouTube silent ${silentMs} ms`);
    expect(silentMs).toBeGreaterThanOrEqual(SAVE_CONFIRM_TIMEOUT_MS - 50);
    expect(silentMs).toBeLessThan(SAVE_CONFIRM_TIMEOUT_MS + 1500);
    expect(failingMs).toBeLessThan(1000);
    gate.mode = 'open';
    expect((await stored(t, failing)).factsSource).toBeNull();
    expect((await stored(t, silent)).factsSource).toBeNull();
    expect((await library(a)).map((v) => v.title).sort()).toEqual(['Saved while YouTube fails', 'Saved while YouTube is silent']);
  });
});

describe('confirmation: once YouTube or the catalog confirms, everyone sees the trusted facts', () => {
  it('the periodic confirmation asks oEmbed; labels go', async () => {
    const a = await t.user();
    const b = await t.user();
    gate.mode = 'failing';
    const youtubeId = freshId();
    const saved = await save(a, { youtubeId, ...LABEL });
    const plan = await publicPlan(a, [saved.id]);
    expect((await planVideos(b, plan.id))[0]).toMatchObject(neutral(youtubeId));

    gate.mode = 'open';
    fake.addVideos([{ id: youtubeId, title: 'Graph Search, Explained', channelTitle: 'Open Lecture Hall' }]);
    const outcome = await t.services.videos.confirmPending();
    expect(outcome.confirmed).toBeGreaterThanOrEqual(1);
    const real = { title: 'Graph Search, Explained', channelTitle: 'Open Lecture Hall' };
    expect((await planVideos(b, plan.id))[0]).toMatchObject(real);
    expect((await planVideos(a, plan.id))[0]).toMatchObject(real);
    expect((await library(a))[0]).toMatchObject(real);
    expect(await stored(t, youtubeId)).toMatchObject({ ...real, factsSource: 'oembed' });
    expect(await t.db.select().from(videoLabels).where(eq(videoLabels.videoId, saved.id))).toEqual([]);
    // Asked about recently: the next run leaves it (and every other recent one) alone.
    expect((await t.services.videos.confirmPending()).asked).toBe(0);
  });

  it('a later save by anyone confirms it for everybody', async () => {
    const a = await t.user();
    const b = await t.user();
    gate.mode = 'failing';
    const youtubeId = freshId();
    const first = await save(a, { youtubeId, ...LABEL });
    expect(first.title).toBe(LABEL.title);

    gate.mode = 'open';
    fake.addVideos([{ id: youtubeId, title: 'Dynamic Programming in 20 Minutes', channelTitle: 'Data Dojo' }]);
    const second = await save(b, { youtubeId, title: 'whatever B typed' });
    expect(second).toMatchObject({ id: first.id, title: 'Dynamic Programming in 20 Minutes', channelTitle: 'Data Dojo' });
    expect((await library(a))[0]).toMatchObject({ title: 'Dynamic Programming in 20 Minutes', channelTitle: 'Data Dojo', description: '' });
  });

  it('the catalog confirms its own videos at the next start', async () => {
    const a = await t.user();
    gate.mode = 'failing';
    const entry = must(loadCatalogVideos().at(-1));
    expect(await save(a, { youtubeId: entry.youtubeId, ...LABEL })).toMatchObject(LABEL);
    gate.mode = 'open';
    await seedIfEmpty(t.db, pino({ level: 'silent' }));
    expect(await stored(t, entry.youtubeId)).toMatchObject({ title: entry.title, factsSource: 'catalog', category: entry.category });
    expect((await library(a))[0]).toMatchObject({ title: entry.title, description: '' });
  });
});

describe('with a Data API key', () => {
  it('a save of a video YouTube knows stores YouTube’s facts at once, with one videos.list', async () => {
    const [real] = fake.addVideos([{ title: 'Trusted Facts 101', channelTitle: 'Practical Minds' }]);
    const youtubeId = must(real).id;
    const a = await withKey.user();
    const b = await withKey.user();
    fake.resetCalls();
    const units = fake.unitsUsed();
    const started = performance.now();
    const saved = await save(a, { youtubeId, ...LABEL, duration: 'PT1S' });
    console.info(`POST /api/videos confirmed through the Data API: ${Math.round(performance.now() - started)} ms`);
    expect(saved).toMatchObject({ title: 'Trusted Facts 101', channelTitle: 'Practical Minds', durationSeconds: parseIsoDuration(must(real).duration) });
    expect(fake.calls.map((call) => call.path)).toEqual(['/youtube/v3/videos']);
    expect(fake.unitsUsed() - units).toBe(1);
    expect((await stored(withKey, youtubeId)).factsSource).toBe('data_api');
    expect(await save(b, { youtubeId, title: 'B' })).toMatchObject({ title: 'Trusted Facts 101' });
    // The second save needed no call: the row is confirmed.
    expect(fake.calls).toHaveLength(1);
  });

  it('the periodic confirmation asks in batches of 50, one unit each', async () => {
    const known = fake.addVideos(Array.from({ length: 60 }, (_, i) => ({ title: `Batch lesson ${i}` })));
    const unknown = Array.from({ length: 10 }, () => freshId());
    for (const youtubeId of [...known.map((v) => v.id), ...unknown]) {
      await videosRepository.insertNeutral(withKey.db, neutralVideo(youtubeId));
    }
    fake.resetCalls();
    const units = fake.unitsUsed();
    const outcome = await withKey.services.videos.confirmPending();
    expect(outcome).toMatchObject({ asked: 70, confirmed: 60 });
    const batches = fake.calls.filter((call) => call.path === '/youtube/v3/videos').map((call) => call.query.id?.split(',').length);
    expect(batches).toEqual([50, 20]);
    expect(fake.unitsUsed() - units).toBe(2);
    expect(await stored(withKey, must(known[0]).id)).toMatchObject({ title: 'Batch lesson 0', factsSource: 'data_api' });
    expect((await stored(withKey, must(unknown[0]))).factsSource).toBeNull();
  });

  it('a playlist import confirms the unconfirmed videos it brings', async () => {
    const [lesson] = fake.addVideos([{ title: 'Imported and confirmed' }]);
    const playlist = fake.addPlaylist({ title: 'Trust playlist', videos: [must(lesson).id] });
    const a = await withKey.user();
    await a.post('/api/videos', { youtubeId: must(lesson).id, title: 'ignored' });
    await withKey.db.update(videos).set(neutralVideo(must(lesson).id)).where(eq(videos.youtubeId, must(lesson).id));
    const started = await a.post('/api/youtube/import-playlist', { playlistUrl: `https://www.youtube.com/playlist?list=${playlist.id}` });
    expect(started.statusCode, started.body).toBe(202);
    await expect.poll(async () => (await stored(withKey, must(lesson).id)).factsSource, { timeout: 5000 }).toBe('data_api');
    expect((await stored(withKey, must(lesson).id)).title).toBe('Imported and confirmed');
  });
});

describe('the migration of rows saved before facts were tracked', () => {
  it('keeps the first saver’s text as their label and neutralises the shared row', async () => {
    const a = await t.user();
    const youtubeId = freshId();
    const [row] = await t.db
      .insert(videos)
      .values({ ...neutralVideo(youtubeId), ...LABEL, durationSeconds: 60, viewCount: 5, category: 'technology' })
      .returning();
    await t.db.insert(videos).values({ ...neutralVideo(freshId()), title: 'Catalog row', factsSource: 'catalog' });
    // The schema as 0005 saw it: videos still knew who first saved them (migration 0028 dropped it).
    await t.db.execute(sql`alter table videos add column created_by integer`);
    await t.db.execute(sql`update videos set created_by = ${must(a.user).id} where id = ${must(row).id}`);
    const migration = readFileSync(new URL('../../../drizzle/0005_video_facts_backfill.sql', import.meta.url), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await t.db.execute(sql.raw(statement));
    await t.db.execute(sql`alter table videos drop column created_by`);
    expect(await stored(t, youtubeId)).toMatchObject({ ...neutral(youtubeId), durationSeconds: null, viewCount: 0, category: null, factsSource: null });
    expect(await t.db.select().from(videoLabels).where(eq(videoLabels.videoId, must(row).id))).toMatchObject([{ userId: must(a.user).id, ...LABEL }]);
    expect((await library(a)).length).toBe(0);
    expect(await json(a, `/api/videos/${must(row).id}`)).toMatchObject(LABEL);
    const catalogRows = await t.db.select().from(videos).where(eq(videos.title, 'Catalog row'));
    expect(catalogRows).toHaveLength(1);
  });
});
