import type { LibraryPage } from '@learnstack/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users, videos } from '../../db/schema/index.ts';
import { countStatements } from '../../../test/count-statements.ts';
import { makeVideos, must } from '../../../test/fixtures/plans.ts';
import { createTestApp, secondInstance } from '../../../test/test-app.ts';
import type { TestClient } from '../../../test/test-client.ts';
import { LIBRARY_FACTS_MAX_AGE_MS } from './videos.service.ts';

/**
 * The library's first page (GET /api/videos, no cursor, no search) answers from a cached answer kept
 * while users.library_version holds, LIBRARY_FACTS_MAX_AGE_MS at most (decision 0058). Writes through
 * one app instance, reads through another on the same database and clock.
 */
const t = await createTestApp();
const second = await secondInstance(t);

let counter = 0;
const youtubeId = () => `libcache${String(counter++).padStart(3, '0')}`;

async function library(c: TestClient, query = ''): Promise<LibraryPage> {
  const res = await c.get(`/api/videos${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<LibraryPage>();
}

/** A learner with one saved (unconfirmed, self-labelled) video, its first page cached on the reading instance. */
async function learner() {
  const one = await t.user();
  const two = one.on(second.app);
  const id = youtubeId();
  const saved = (await one.post('/api/videos', { youtubeId: id, title: 'My label' })).json<{ id: number }>();
  expect((await library(two)).videos.map((v) => v.id)).toEqual([saved.id]);
  expect(await countStatements(t.pool, () => library(two))).toBe(1);
  return { one, two, saved, youtubeId: id };
}

const libraryVersion = async (c: TestClient) => must((await t.db.select({ v: users.libraryVersion }).from(users).where(eq(users.id, must(c.user).id)))[0]).v;

describe('the cached library page', () => {
  it('shows a video saved and one removed, with the total', async () => {
    const { one, two, saved } = await learner();
    const added = (await one.post('/api/videos', { youtubeId: youtubeId(), title: 'Second' })).json<{ id: number }>();
    expect(await library(two)).toMatchObject({ total: 2, videos: [{ id: added.id }, { id: saved.id }] });
    expect((await one.delete(`/api/videos/${saved.id}`)).statusCode).toBe(200);
    expect(await library(two)).toMatchObject({ total: 1, videos: [{ id: added.id }] });
  });

  it("shows the learner's relabelling of an unconfirmed video", async () => {
    const { one, two, youtubeId: id } = await learner();
    await one.post('/api/videos', { youtubeId: id, title: 'My new label' });
    expect(must((await library(two)).videos[0]).title).toBe('My new label');
  });

  it("shows a change of a video's facts, is not moved by a view count refresh, and shows the view count after LIBRARY_FACTS_MAX_AGE_MS", async () => {
    const one = await t.user();
    const two = one.on(second.app);
    const video = must((await makeVideos(t, 1))[0]);
    expect((await one.post('/api/videos', { youtubeId: video.youtubeId, title: 'ignored' })).statusCode).toBe(200);
    expect(must((await library(two)).videos[0]).title).toBe(video.title);
    await t.db.update(videos).set({ title: 'Renamed by YouTube', thumbnailUrl: 'https://i.ytimg.com/vi/x/hq.jpg' }).where(eq(videos.id, video.id));
    expect(must((await library(two)).videos[0])).toMatchObject({ title: 'Renamed by YouTube', thumbnailUrl: 'https://i.ytimg.com/vi/x/hq.jpg' });

    const before = await libraryVersion(one);
    await t.db.update(videos).set({ viewCount: 4242, fetchedAt: new Date() }).where(eq(videos.id, video.id));
    expect(await libraryVersion(one)).toBe(before);
    // Bounded staleness, not a bump per saver: the old count until the answer's age runs out.
    expect(must((await library(two)).videos[0]).viewCount).not.toBe(4242);
    t.clock.advance(LIBRARY_FACTS_MAX_AGE_MS);
    expect(must((await library(two)).videos[0]).viewCount).toBe(4242);
  });

  it('reads later pages and searches fresh, and answers other limits apart', async () => {
    const { one, two, saved } = await learner();
    const added = (await one.post('/api/videos', { youtubeId: youtubeId(), title: 'Findable' })).json<{ id: number }>();
    const first = await library(two, '?limit=1');
    expect(first.videos.map((v) => v.id)).toEqual([added.id]);
    expect((await library(two, `?limit=1&cursor=${must(first.nextCursor)}`)).videos.map((v) => v.id)).toEqual([saved.id]);
    expect((await library(two, '?search=findable')).videos.map((v) => v.id)).toEqual([added.id]);
    expect(await countStatements(t.pool, () => library(two, '?search=findable'))).toBeGreaterThan(1);
  });
});
