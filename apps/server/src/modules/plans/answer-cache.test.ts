import type { PlanSummary, PlanVideoEntry } from '@learnstack/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countStatements } from '../../../test/count-statements.ts';
import { makePlan, makeVideos, must } from '../../../test/fixtures/plans.ts';
import { createTestApp, secondInstance } from '../../../test/test-app.ts';
import { json } from '../../../test/read-json.ts';
import type { TestClient } from '../../../test/test-client.ts';

/**
 * The plan list, a plan's videos and the progress on a plan answer from cached serialized answers
 * keyed by versions the database moves on. Two app instances share the database: whatever one
 * changes, the other answers fresh at once.
 */
const t = await createTestApp();
const second = await secondInstance(t);

/** A signed-in learner on both instances, with a plan of three videos; every answer already cached on both. */
async function learner() {
  const one = await t.user();
  const two = one.on(second.app);
  const videos = await makeVideos(t, 3);
  const plan = await makePlan(one);
  for (const v of videos) expect((await one.post(`/api/learning-plans/${plan.id}/videos`, { videoId: v.id })).statusCode).toBe(201);
  const urls = ['/api/learning-plans', `/api/learning-plans/${plan.id}/videos`, `/api/progress/plan/${plan.id}`];
  for (const c of [one, two]) for (const url of urls) await json(c, url);
  const listOn = async (c: TestClient) => must((await json<PlanSummary[]>(c, '/api/learning-plans')).find((p) => p.id === plan.id));
  const entriesOn = (c: TestClient) => json<PlanVideoEntry[]>(c, `/api/learning-plans/${plan.id}/videos`);
  const progressOn = (c: TestClient) => json<{ videoId: number; isCompleted: boolean; currentTime: number }[]>(c, `/api/progress/plan/${plan.id}`);
  return { one, two, videos, plan, listOn, entriesOn, progressOn };
}

describe('cached answers stay fresh on every instance', () => {
  it('after plan edits, video changes in the plan, and deletion', async () => {
    const { one, two, videos, plan, listOn, entriesOn } = await learner();
    expect((await one.put(`/api/learning-plans/${plan.id}`, { title: 'Renamed plan' })).statusCode).toBe(200);
    expect((await listOn(two)).title).toBe('Renamed plan');

    const [first, secondVideo, third] = videos.map((v) => v.id);
    expect((await one.delete(`/api/learning-plans/${plan.id}/videos/${must(secondVideo)}`)).statusCode).toBe(200);
    expect((await entriesOn(two)).map((e) => e.videoId)).toEqual([first, third]);
    expect(await listOn(two)).toMatchObject({ videoCount: 2, totalDurationSeconds: 200 });

    const entries = await entriesOn(one);
    const reversed = entries.map((e, i) => ({ planVideoId: e.id, orderIndex: entries.length - 1 - i }));
    expect((await one.put(`/api/learning-plans/${plan.id}/reorder`, { videos: reversed })).statusCode).toBe(200);
    expect((await entriesOn(two)).map((e) => e.videoId)).toEqual([third, first]);

    const other = await makePlan(one, { title: 'Other plan' });
    await json(two, `/api/learning-plans/${other.id}/videos`);
    expect((await one.post(`/api/learning-plans/${plan.id}/videos/${must(first)}/move`, { toPlanId: other.id })).statusCode).toBe(200);
    expect((await entriesOn(two)).map((e) => e.videoId)).toEqual([third]);
    expect((await json<PlanVideoEntry[]>(two, `/api/learning-plans/${other.id}/videos`)).map((e) => e.videoId)).toEqual([first]);

    expect((await one.delete(`/api/learning-plans/${plan.id}`)).statusCode).toBe(200);
    expect((await json<PlanSummary[]>(two, '/api/learning-plans')).map((p) => p.id)).toEqual([other.id]);
    expect((await two.get(`/api/learning-plans/${plan.id}/videos`)).statusCode).toBe(404);
  });

  it('after progress saves: the progress answer, and the plan list when a video is completed', async () => {
    const { one, two, videos, listOn, progressOn } = await learner();
    const videoId = must(videos[0]).id;
    expect((await one.put('/api/video-progress', { videoId, currentTime: 30, isCompleted: false })).statusCode).toBe(200);
    expect((await progressOn(two))[0]).toEqual({ videoId, isCompleted: false, currentTime: 30 });
    expect((await listOn(two)).completedCount).toBe(0);
    expect((await one.put('/api/video-progress', { videoId, currentTime: 100, isCompleted: true })).statusCode).toBe(200);
    expect((await progressOn(two))[0]).toMatchObject({ videoId, isCompleted: true });
    expect((await listOn(two)).completedCount).toBe(1);
  });

  it('after a group is deleted and a video is changed by any writer (plain SQL here)', async () => {
    const { one, two, videos, plan, listOn, entriesOn } = await learner();
    const group = (await one.post('/api/plan-groups', { name: 'Frontend' })).json<{ id: number }>();
    expect((await one.put(`/api/learning-plans/${plan.id}/group`, { groupId: group.id })).statusCode).toBe(200);
    expect((await listOn(two)).groupName).toBe('Frontend');
    expect((await one.delete(`/api/plan-groups/${group.id}`)).statusCode).toBe(200);
    expect(await listOn(two)).toMatchObject({ groupId: null, groupName: null });

    const videoId = must(videos[0]).id;
    await t.db.execute(sql`update videos set title = 'New title', duration_seconds = 1000 where id = ${videoId}`);
    expect((await entriesOn(two))[0]?.video).toMatchObject({ id: videoId, title: 'New title', durationSeconds: 1000 });
    expect((await listOn(two)).totalDurationSeconds).toBe(1200);
  });

  it("after the owner's own label of an unconfirmed video changes, and when the video is confirmed", async () => {
    const { one, two, videos, plan, entriesOn } = await learner();
    expect((await one.put(`/api/learning-plans/${plan.id}/visibility`, { isPublic: true })).statusCode).toBe(200);
    const visitor = await t.user();
    const videoId = must(videos[0]).id;
    const titleOf = async (c: TestClient) => must((await json<PlanVideoEntry[]>(c, `/api/learning-plans/${plan.id}/videos`)).find((e) => e.videoId === videoId)).video.title;
    await t.db.execute(sql`update videos set facts_source = null, title = 'YouTube video x' where id = ${videoId}`);
    expect(await titleOf(visitor)).toBe('YouTube video x');
    expect(await titleOf(two)).toBe('YouTube video x');

    await t.db.execute(sql`insert into video_labels (user_id, video_id, title) values (${must(one.user).id}, ${videoId}, 'My own words')`);
    expect(await titleOf(two)).toBe('My own words');
    expect(await titleOf(visitor)).toBe('YouTube video x');
    await t.db.execute(sql`update video_labels set title = 'Better words' where video_id = ${videoId}`);
    expect(must((await entriesOn(two)).find((e) => e.videoId === videoId)).video.title).toBe('Better words');

    await t.db.execute(sql`update videos set facts_source = 'oembed', title = 'The real title' where id = ${videoId}`);
    expect(await titleOf(two)).toBe('The real title');
    expect(await titleOf(visitor)).toBe('The real title');
    await t.db.execute(sql`delete from video_labels where video_id = ${videoId}`);
    expect(await titleOf(one)).toBe('The real title');
  });

  it('never serves a cached answer past the permission check or the session', async () => {
    const { one, two, plan } = await learner();
    expect((await one.put(`/api/learning-plans/${plan.id}/visibility`, { isPublic: true })).statusCode).toBe(200);
    const visitor = await t.user();
    const visitorTwo = visitor.on(second.app);
    await json(visitorTwo, `/api/learning-plans/${plan.id}/videos`);
    await json(visitorTwo, `/api/progress/plan/${plan.id}`);
    expect((await one.put(`/api/learning-plans/${plan.id}/visibility`, { isPublic: false })).statusCode).toBe(200);
    expect((await visitorTwo.get(`/api/learning-plans/${plan.id}/videos`)).statusCode).toBe(404);
    expect((await visitorTwo.get(`/api/progress/plan/${plan.id}`)).statusCode).toBe(404);

    expect((await one.post('/api/auth/logout')).statusCode).toBe(200);
    for (const url of ['/api/learning-plans', `/api/learning-plans/${plan.id}/videos`, `/api/progress/plan/${plan.id}`]) {
      expect((await two.get(url)).statusCode, url).toBe(401);
    }
  });

  it('answers from the cache with one read, which checks the session and the plan together', async () => {
    const { one, plan } = await learner();
    const statements = async (url: string) => countStatements(t.pool, () => json(one, url));
    expect(await statements('/api/auth/user')).toBe(1);
    expect(await statements('/api/learning-plans')).toBe(1);
    expect(await statements(`/api/learning-plans/${plan.id}/videos`)).toBe(1);
    expect(await statements(`/api/progress/plan/${plan.id}`)).toBe(1);
  });

  it('reads the plan with the session only for a plan id: no plan, another private plan and a malformed id answer as before', async () => {
    const { one, plan } = await learner();
    const stranger = await t.user();
    for (const url of [`/api/learning-plans/${plan.id}/videos`, `/api/progress/plan/${plan.id}`]) {
      expect((await stranger.get(url)).statusCode, url).toBe(404);
    }
    for (const id of [2_000_000_000, 2_147_483_647]) {
      expect((await one.get(`/api/learning-plans/${id}/videos`)).statusCode).toBe(404);
      expect((await one.get(`/api/progress/plan/${id}`)).statusCode).toBe(404);
    }
    for (const id of ['0', 'abc', '99999999999']) {
      expect((await one.get(`/api/progress/plan/${id}`)).statusCode, id).toBe(400);
    }
    expect((await t.app.inject({ url: `/api/progress/plan/${plan.id}` })).statusCode).toBe(401);
  });
});
