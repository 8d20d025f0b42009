import { type PlanPage, planPage } from '@learnstack/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countStatements } from '../../../test/count-statements.ts';
import { makeVideos, must, planInput } from '../../../test/fixtures/plans.ts';
import { createTestApp, secondInstance } from '../../../test/test-app.ts';
import { json } from '../../../test/read-json.ts';
import type { TestClient } from '../../../test/test-client.ts';

/**
 * GET /api/learning-plans/slug/{slug}/page answers what the three reads of the plan page answered
 * (the plan by slug, its videos, the progress on it), from one request whose statements do not
 * grow with the plan, and stays fresh on every app instance.
 */
const t = await createTestApp();
const second = await secondInstance(t);

const pageOf = (c: TestClient, slug: string) => json<PlanPage>(c, `/api/learning-plans/slug/${slug}/page`);

/** An owner with a plan of `size` videos, some watched. */
async function ownerWithPlan(size: number) {
  const owner = await t.user();
  const videos = await makeVideos(t, size);
  const summary = await t.services.plans.createPlan(must(owner.user).id, planInput({ title: `Plan of ${size}` }), { videoIds: videos.map((v) => v.id) });
  for (const v of videos.slice(0, Math.ceil(size / 3))) await owner.put('/api/video-progress', { videoId: v.id, currentTime: 30, isCompleted: v.id % 2 === 0 });
  return { owner, videos, plan: summary };
}

/** What the plan page asked before, in three requests. */
async function threeReads(c: TestClient, plan: { id: number; slug: string }) {
  return {
    plan: await json(c, `/api/learning-plans/slug/${plan.slug}`),
    videos: await json(c, `/api/learning-plans/${plan.id}/videos`),
    progress: await json(c, `/api/progress/plan/${plan.id}`),
  };
}

describe('the plan page in one request', () => {
  it('answers the plan, its videos in order and the progress on each, as the three reads do, for the owner and a visitor', async () => {
    const { owner, plan } = await ownerWithPlan(4);
    const page = await pageOf(owner, plan.slug);
    expect(planPage.parse(page)).toEqual(page);
    expect(page).toEqual(await threeReads(owner, plan));
    expect(page.plan.permissions.isOwner).toBe(true);
    expect(page.videos).toHaveLength(4);
    expect(page.progress.filter((p) => p.currentTime > 0)).toHaveLength(2);

    await owner.put(`/api/learning-plans/${plan.id}/visibility`, { isPublic: true });
    const visitor = await t.user();
    const seen = await pageOf(visitor, plan.slug);
    expect(seen).toEqual(await threeReads(visitor, plan));
    expect(seen.plan.permissions).toEqual({ isOwner: false, canAddVideos: false, canRequestModification: true });
    expect(seen.progress.every((p) => p.currentTime === 0 && !p.isCompleted)).toBe(true);
  });

  it("answers 404 'Plan not found' for another user's private plan and for a slug that is no plan", async () => {
    const { plan } = await ownerWithPlan(1);
    const stranger = await t.user();
    for (const slug of [plan.slug, 'no-such-plan', 'NOT A SLUG']) {
      const res = await stranger.get(`/api/learning-plans/slug/${encodeURIComponent(slug)}/page`);
      expect(res.statusCode, slug).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', error: 'NOT_FOUND', message: 'Plan not found' });
    }
  });

  it('is compressed like any reply of 1 KB or more', async () => {
    const { owner, plan } = await ownerWithPlan(10);
    const res = await owner.request('GET', `/api/learning-plans/slug/${plan.slug}/page`, undefined, { headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('stays fresh on another instance after reorders, removals, progress saves, edits and visibility changes', async () => {
    const { owner, videos, plan } = await ownerWithPlan(3);
    const two = owner.on(second.app);
    await pageOf(owner, plan.slug);
    await pageOf(two, plan.slug);

    const entries = (await pageOf(owner, plan.slug)).videos;
    const reversed = entries.map((e, i) => ({ planVideoId: e.id, orderIndex: entries.length - 1 - i }));
    expect((await owner.put(`/api/learning-plans/${plan.id}/reorder`, { videos: reversed })).statusCode).toBe(200);
    expect((await pageOf(two, plan.slug)).videos.map((e) => e.videoId)).toEqual(entries.map((e) => e.videoId).reverse());

    const last = must(videos[2]).id;
    expect((await owner.put('/api/video-progress', { videoId: last, currentTime: 100, isCompleted: true })).statusCode).toBe(200);
    const afterSave = await pageOf(two, plan.slug);
    expect(afterSave.progress.find((p) => p.videoId === last)).toMatchObject({ isCompleted: true });
    expect(afterSave.plan.completedCount).toBe((await json<{ completedCount: number }>(owner, `/api/learning-plans/slug/${plan.slug}`)).completedCount);

    expect((await owner.delete(`/api/learning-plans/${plan.id}/videos/${last}`)).statusCode).toBe(200);
    const afterRemove = await pageOf(two, plan.slug);
    expect(afterRemove.videos.map((e) => e.videoId)).not.toContain(last);
    expect(afterRemove.progress.map((p) => p.videoId)).not.toContain(last);
    expect(afterRemove.plan.videoCount).toBe(2);

    expect((await owner.put(`/api/learning-plans/${plan.id}`, { title: 'Renamed' })).statusCode).toBe(200);
    expect((await pageOf(two, plan.slug)).plan.title).toBe('Renamed');

    const first = must(videos[0]).id;
    await t.db.execute(sql`update videos set title = 'Retitled by plain SQL' where id = ${first}`);
    expect(must((await pageOf(two, plan.slug)).videos.find((e) => e.videoId === first)).video.title).toBe('Retitled by plain SQL');

    const visitor = await t.user();
    expect((await owner.put(`/api/learning-plans/${plan.id}/visibility`, { isPublic: true })).statusCode).toBe(200);
    await pageOf(visitor.on(second.app), plan.slug);
    expect((await owner.put(`/api/learning-plans/${plan.id}/visibility`, { isPublic: false })).statusCode).toBe(200);
    expect((await visitor.on(second.app).get(`/api/learning-plans/slug/${plan.slug}/page`)).statusCode).toBe(404);
  });

  it('stays fresh after its group or its author is renamed by any writer (plain SQL here)', async () => {
    const { owner, plan } = await ownerWithPlan(2);
    const group = (await owner.post('/api/plan-groups', { name: 'Frontend' })).json<{ id: number }>();
    expect((await owner.put(`/api/learning-plans/${plan.id}/group`, { groupId: group.id })).statusCode).toBe(200);
    await owner.put(`/api/learning-plans/${plan.id}/visibility`, { isPublic: true });
    const visitor = await t.user();
    expect((await pageOf(owner, plan.slug)).plan.groupName).toBe('Frontend');
    expect((await pageOf(visitor, plan.slug)).plan.author.name).not.toBe('Renamed Author');

    await t.db.execute(sql`update plan_groups set name = 'Backend' where id = ${group.id}`);
    await t.db.execute(sql`update users set first_name = 'Renamed', last_name = 'Author' where id = ${must(owner.user).id}`);
    expect((await pageOf(owner, plan.slug)).plan.groupName).toBe('Backend');
    expect((await pageOf(visitor, plan.slug)).plan.author.name).toBe('Renamed Author');
  });

  it("shows the owner's pending modification requests, and nobody else's", async () => {
    const { owner, videos, plan } = await ownerWithPlan(2);
    await owner.put(`/api/learning-plans/${plan.id}/visibility`, { isPublic: true });
    const visitor = await t.user();
    expect((await pageOf(owner, plan.slug)).plan.modificationRequests).toEqual([]);
    const sent = await visitor.post(`/api/learning-plans/${plan.id}/modification-request`, {
      requestType: 'remove_video',
      requestData: { videoId: must(videos[0]).id },
      message: 'This one repeats the next.',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect((await pageOf(owner, plan.slug)).plan.modificationRequests).toHaveLength(1);
    expect((await pageOf(visitor, plan.slug)).plan.modificationRequests).toEqual([]);
  });
});

describe('statements per plan page stay the same whatever the number of videos', () => {
  /** Statements of a first (cold) and a second (warm) read of the page, right after the session's idle-timeout slide. */
  async function coldAndWarm(c: TestClient, slug: string, size: number) {
    await json(c, '/api/auth/user');
    const read = async () => expect((await pageOf(c, slug)).videos).toHaveLength(size);
    return { cold: await countStatements(t.pool, read), warm: await countStatements(t.pool, read) };
  }

  it('3 vs 300 videos, cold and warm, for the owner and a visitor of the public plan', async () => {
    const small = await ownerWithPlan(3);
    const large = await ownerWithPlan(300);
    const few = await coldAndWarm(small.owner, small.plan.slug, 3);
    const many = await coldAndWarm(large.owner, large.plan.slug, 300);
    console.info(`GET /api/learning-plans/slug/{slug}/page statements, owner: 3 videos ${JSON.stringify(few)}, 300 videos ${JSON.stringify(many)}`);
    expect(many).toEqual(few);
    // The session with the plan's head (its access and versions, with the owner's pending requests:
    // one statement); then, when not cached yet, the plan's counts, its entries and the progress on them.
    expect(many).toEqual({ cold: 4, warm: 1 });

    await large.owner.put(`/api/learning-plans/${large.plan.id}/visibility`, { isPublic: true });
    const visitor = await t.user();
    const seen = await coldAndWarm(visitor, large.plan.slug, 300);
    console.info(`... a visitor of the 300-video plan: ${JSON.stringify(seen)}`);
    // The same for a visitor (no pending requests are read for them).
    expect(seen).toEqual({ cold: 4, warm: 1 });
  });

  it('the plan by its slug alone: the head with the session, then its counts once', async () => {
    const { owner, plan } = await ownerWithPlan(30);
    await json(owner, '/api/auth/user');
    const read = async () => expect((await json<{ videoCount: number }>(owner, `/api/learning-plans/slug/${plan.slug}`)).videoCount).toBe(30);
    expect({ cold: await countStatements(t.pool, read), warm: await countStatements(t.pool, read) }).toEqual({ cold: 2, warm: 1 });
  });
});
