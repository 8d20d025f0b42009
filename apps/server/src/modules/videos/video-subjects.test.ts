import { readFileSync } from 'node:fs';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { userInterests, videos } from '../../db/schema/index.ts';
import { startFakeYouTube } from '../../../test/fake-youtube.ts';
import { makePlan, makeVideos, must } from '../../../test/fixtures/plans.ts';
import { createTestApp } from '../../../test/test-app.ts';
import type { TestClient } from '../../../test/test-client.ts';
import { neutralVideo } from './video-input.ts';

/** Every video gets a subject when it is saved or refreshed (decision 0033, amended). */

const fake = await startFakeYouTube();
afterAll(() => fake.close());
const t = await createTestApp({
  config: { youtube: { apiKey: 'test-key', apiBaseUrl: fake.apiBaseUrl, publicBaseUrl: fake.publicBaseUrl, dailyQuota: 10000 } },
});

let counter = 0;
const freshId = () => `Sb${Date.now().toString(36).slice(-5)}${(counter++).toString(36).padStart(3, '0')}x`.slice(0, 11);

const subjectOf = async (id: number) => {
  const [row] = await t.db.select({ category: videos.category, source: videos.categorySource }).from(videos).where(eq(videos.id, id));
  return row;
};

/** Saves a video YouTube knows with these facts; answers the saved video's id. */
async function saveFromYouTube(c: TestClient, facts: { title: string; categoryId: string; tags: string[]; channelTitle?: string }): Promise<number> {
  // A neutral channel unless given: the fake picks one by the id (which holds the time), and some of
  // its channels name a subject ('Data ...'), which made the classifier's answer vary from run to run.
  const [video] = fake.addVideos([{ id: freshId(), channelTitle: 'Someone', ...facts }]);
  const res = await c.post('/api/videos', { youtubeId: must(video).id, title: 'what the browser sent' });
  expect(res.statusCode).toBe(200);
  return res.json().id;
}

describe('a saved video’s subject', () => {
  it('comes from YouTube’s tags, title and category through the classifier', async () => {
    const c = await t.user();
    const tagged = await saveFromYouTube(c, { title: 'Lesson 4', categoryId: '27', tags: ['python'] });
    expect(await subjectOf(tagged)).toEqual({ category: 'technology', source: 'rules' });
    expect((await c.get(`/api/videos/${tagged}`)).json().category).toBe('technology');
    const guessed = await saveFromYouTube(c, { title: 'Episode 7', categoryId: '28', tags: [] });
    expect(await subjectOf(guessed)).toEqual({ category: 'technology', source: 'guess' });
  });

  it('a video no rule can place takes the learner’s first interest, else the last resort; never none', async () => {
    const c = await t.user();
    expect((await c.post('/api/user/learning-interests', { interests: ['languages'] })).statusCode).toBe(200);
    const placed = await saveFromYouTube(c, { title: 'Episode 9', categoryId: '24', tags: [], channelTitle: 'Someone' });
    expect(await subjectOf(placed)).toEqual({ category: 'languages', source: 'fallback' });
    const nobody = await t.user();
    const other = await saveFromYouTube(nobody, { title: 'Episode 10', categoryId: '24', tags: [], channelTitle: 'Someone' });
    expect(await subjectOf(other)).toEqual({ category: 'personal', source: 'fallback' });
    // YouTube does not know it: the neutral row is placed too.
    const unknown = await nobody.post('/api/videos', { youtubeId: freshId(), title: 'Python decorators' });
    expect(unknown.statusCode).toBe(200);
    expect(await subjectOf(unknown.json().id)).toEqual({ category: 'personal', source: 'fallback' });
  });

  it('a video the fallback placed takes the subject of the plan it joins; a placed one keeps its own', async () => {
    const c = await t.user();
    expect((await c.post('/api/user/learning-interests', { interests: ['languages'] })).statusCode).toBe(200);
    const unplaced = await saveFromYouTube(c, { title: 'Episode 21', categoryId: '24', tags: [] });
    const placed = await saveFromYouTube(c, { title: 'Episode 22', categoryId: '24', tags: ['yoga'] });
    expect(await subjectOf(unplaced)).toEqual({ category: 'languages', source: 'fallback' });
    const design = await makeVideos(t, 2, { category: 'design' });
    const plan = await makePlan(c);
    for (const videoId of [...design.map((v) => v.id), unplaced, placed]) {
      expect((await c.post(`/api/learning-plans/${plan.id}/videos`, { videoId })).statusCode).toBe(201);
    }
    expect(await subjectOf(unplaced)).toEqual({ category: 'design', source: 'fallback' });
    expect(await subjectOf(placed)).toEqual({ category: 'health', source: 'rules' });
  });

  it('a better source is never overwritten by a worse one; a refresh upgrades a worse one', async () => {
    const [catalog] = await makeVideos(t, 1, { category: 'design' });
    const id = must(catalog).id;
    const youtube = { youtubeId: must(catalog).youtubeId, title: 'Python basics', tags: ['python'], factsSource: 'data_api' as const };
    await t.services.videos.upsertVideos(null, [youtube]);
    expect(await subjectOf(id)).toEqual({ category: 'design', source: 'catalog' });

    const c = await t.user();
    const fallback = await saveFromYouTube(c, { title: 'Episode 11', categoryId: '24', tags: [] });
    const youtubeId = must((await t.db.select().from(videos).where(eq(videos.id, fallback)))[0]).youtubeId;
    const refresh = (tags: string[], youtubeCategory: string | null) =>
      t.services.videos.upsertVideos(null, [{ youtubeId, title: 'Episode 11', tags, youtubeCategory, factsSource: 'data_api' }]);
    await refresh([], 'Sports');
    expect(await subjectOf(fallback)).toEqual({ category: 'health', source: 'guess' });
    await refresh(['spanish'], null);
    expect(await subjectOf(fallback)).toEqual({ category: 'languages', source: 'rules' });
    await refresh([], 'Music');
    expect(await subjectOf(fallback)).toEqual({ category: 'languages', source: 'rules' });
    await refresh([], null);
    expect(await subjectOf(fallback)).toEqual({ category: 'languages', source: 'rules' });
  });
});

describe('migration 0023 (the backfill)', () => {
  it('places every stored video: catalog subjects kept, keyword rules on titles and channels, then plans, interests, the last resort', async () => {
    const owner = await t.user();
    const ownerId = must(owner.user).id;
    await t.db.insert(userInterests).values({ userId: ownerId, category: 'marketing' });
    const plan = await makePlan(owner);
    const design = await makeVideos(t, 2, { category: 'design' });
    // The schema as 0023 saw it: videos still knew who first saved them (migration 0028 dropped it).
    await t.db.execute(sql`alter table videos add column created_by integer`);
    const row = async ({ createdBy, ...values }: Partial<typeof videos.$inferInsert> & { createdBy?: number }) => {
      const [inserted] = await t.db.insert(videos).values({ ...neutralVideo(freshId()), factsSource: 'data_api', ...values }).returning({ id: videos.id });
      const id = must(inserted).id;
      if (createdBy) await t.db.execute(sql`update videos set created_by = ${createdBy} where id = ${id}`);
      return id;
    };
    const ids = {
      catalog: await row({ title: 'Yoga basics', category: 'technology' }),
      odd: await row({ title: 'Yoga basics', category: 'Education' }),
      title: await row({ title: 'Python decorators explained', channelTitle: 'Channel' }),
      channel: await row({ title: 'Day 3', channelTitle: 'Yoga with Ana' }),
      inPlan: await row({ title: 'Episode 1', createdBy: ownerId }),
      interest: await row({ title: 'Episode 2', createdBy: ownerId }),
      none: await row({ title: 'Episode 3' }),
    };
    for (const videoId of [...design.map((v) => v.id), ids.inPlan]) {
      expect((await owner.post(`/api/learning-plans/${plan.id}/videos`, { videoId })).statusCode).toBe(201);
    }
    // As before migration 0022: no sources, subjects only where the catalog wrote them.
    await t.db.update(videos).set({ categorySource: null }).where(inArray(videos.id, [...Object.values(ids), ...design.map((v) => v.id)]));
    await t.db.update(videos).set({ category: null }).where(inArray(videos.id, [ids.title, ids.channel, ids.inPlan, ids.interest, ids.none]));

    const migration = readFileSync(new URL('../../../drizzle/0023_video_subjects_backfill.sql', import.meta.url), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await t.db.execute(sql.raw(statement));

    expect(await subjectOf(ids.catalog)).toEqual({ category: 'technology', source: 'catalog' });
    expect(await subjectOf(ids.odd)).toEqual({ category: 'health', source: 'rules' });
    expect(await subjectOf(ids.title)).toEqual({ category: 'technology', source: 'rules' });
    expect(await subjectOf(ids.channel)).toEqual({ category: 'health', source: 'rules' });
    expect(await subjectOf(ids.inPlan)).toEqual({ category: 'design', source: 'fallback' });
    expect(await subjectOf(ids.interest)).toEqual({ category: 'marketing', source: 'fallback' });
    expect(await subjectOf(ids.none)).toEqual({ category: 'personal', source: 'fallback' });
    const [left] = await t.db.select({ n: sql<number>`count(*)::int` }).from(videos).where(sql`${videos.category} is null or ${videos.categorySource} is null`);
    expect(left?.n).toBe(0);
    await t.db.execute(sql`alter table videos drop column created_by`);
  });
});
