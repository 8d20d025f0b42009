import { PLAN_VIDEOS_MAX } from '@learnstack/contracts';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { planVideos } from '../../db/schema/index.ts';
import { makePlan, makeVideos, must, planInput } from '../../../test/fixtures/plans.ts';
import { createTestApp } from '../../../test/test-app.ts';

const t = await createTestApp();

/** The plan's video ids in stored order, and the stored indexes. */
async function stored(planId: number) {
  const rows = await t.db.select().from(planVideos).where(eq(planVideos.planId, planId)).orderBy(asc(planVideos.orderIndex));
  return { videoIds: rows.map((r) => r.videoId), indexes: rows.map((r) => r.orderIndex), entryIds: rows.map((r) => r.id) };
}
const readOnly = (plan: { id: number; title: string }) => ({
  code: 'PUBLIC_PLAN_READ_ONLY',
  error: 'PUBLIC_PLAN_READ_ONLY',
  message: 'This public plan is read-only. You can request a modification from its owner.',
  canRequestModification: true,
  planId: plan.id,
  planTitle: plan.title,
});

async function ownerWithPlan(n: number, fields: Record<string, unknown> = {}) {
  const owner = await t.user();
  const plan = await makePlan(owner, fields);
  const vids = await makeVideos(t, n);
  if (n > 0) await t.services.plans.addVideos(must(owner.user).id, plan.id, vids.map((v) => v.id));
  return { owner, plan, vids };
}

describe('PlansService.addVideos (used by playlist import)', () => {
  it('appends in order, skipping duplicates and videos already in the plan', async () => {
    const { owner, plan, vids } = await ownerWithPlan(2);
    const more = await makeVideos(t, 2);
    const result = await t.services.plans.addVideos(must(owner.user).id, plan.id, [must(more[0]).id, must(vids[0]).id, must(more[1]).id, must(more[0]).id]);
    expect(result.added.map((a) => [a.videoId, a.orderIndex])).toEqual([
      [must(more[0]).id, 2],
      [must(more[1]).id, 3],
    ]);
    expect(result.skipped).toBe(2);
    expect((await stored(plan.id)).videoIds).toEqual([must(vids[0]).id, must(vids[1]).id, must(more[0]).id, must(more[1]).id]);
  });

  it('creates a plan with videos in one call', async () => {
    const c = await t.user();
    const vids = await makeVideos(t, 3);
    const plan = await t.services.plans.createPlan(must(c.user).id, planInput({ title: 'Imported' }), { videoIds: vids.map((v) => v.id) });
    expect(plan.videoCount).toBe(3);
    expect((await stored(plan.id)).indexes).toEqual([0, 1, 2]);
  });

  it(`refuses to grow a plan past ${PLAN_VIDEOS_MAX} videos, adding none`, async () => {
    const { owner, plan } = await ownerWithPlan(0);
    const vids = await makeVideos(t, PLAN_VIDEOS_MAX + 1);
    await expect(t.services.plans.addVideos(must(owner.user).id, plan.id, vids.map((v) => v.id))).rejects.toMatchObject({ status: 400 });
    expect((await stored(plan.id)).videoIds).toHaveLength(0);
    await t.services.plans.addVideos(must(owner.user).id, plan.id, vids.slice(0, PLAN_VIDEOS_MAX).map((v) => v.id));
    const res = await owner.post(`/api/learning-plans/${plan.id}/videos`, { videoId: must(vids[PLAN_VIDEOS_MAX]).id });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`A learning plan can hold at most ${PLAN_VIDEOS_MAX} videos`);
    const list = (await owner.get(`/api/learning-plans/${plan.id}/videos`)).json();
    expect(list).toHaveLength(PLAN_VIDEOS_MAX);
  });
});

describe('POST /api/learning-plans/{id}/videos', () => {
  it('adds at the end or at a position, keeping indexes contiguous', async () => {
    const { owner, plan, vids } = await ownerWithPlan(2);
    const [a, b] = await makeVideos(t, 2);
    const res = await owner.post(`/api/learning-plans/${plan.id}/videos`, { videoId: must(a).id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ videoId: must(a).id, orderIndex: 2, message: 'Video added to learning plan', video: { id: must(a).id, youtubeId: must(a).youtubeId, duration: 'PT1M40S' } });
    const atStart = await owner.post(`/api/learning-plans/${plan.id}/videos`, { videoId: must(b).id, orderIndex: 0 });
    expect(atStart.json().orderIndex).toBe(0);
    expect(await stored(plan.id)).toMatchObject({ videoIds: [must(b).id, must(vids[0]).id, must(vids[1]).id, must(a).id], indexes: [0, 1, 2, 3] });
  });

  it('answers 409 ALREADY_EXISTS for a duplicate and 404 for an unknown video', async () => {
    const { owner, plan, vids } = await ownerWithPlan(1);
    const dup = await owner.post(`/api/learning-plans/${plan.id}/videos`, { videoId: must(vids[0]).id });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ code: 'ALREADY_EXISTS', message: 'This video is already in your learning plan.' });
    const unknown = await owner.post(`/api/learning-plans/${plan.id}/videos`, { videoId: 99999999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Video not found');
    expect((await owner.post(`/api/learning-plans/${plan.id}/videos`, { videoId: 'abc' })).statusCode).toBe(400);
    expect((await owner.post(`/api/learning-plans/${plan.id}/videos`, { videoId: true })).statusCode).toBe(400);
    expect((await stored(plan.id)).videoIds).toEqual([must(vids[0]).id]);
  });

  it("is read-only on another user's public plan and hidden on a private one", async () => {
    const pub = await ownerWithPlan(1, { isPublic: true, title: 'Shared list' });
    const priv = await ownerWithPlan(1);
    const c = await t.user();
    const [v] = await makeVideos(t, 1);
    const res = await c.post(`/api/learning-plans/${pub.plan.id}/videos`, { videoId: must(v).id });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(readOnly(pub.plan));
    const hidden = await c.post(`/api/learning-plans/${priv.plan.id}/videos`, { videoId: must(v).id });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe('Plan not found');
    expect((await stored(pub.plan.id)).videoIds).toEqual([must(pub.vids[0]).id]);
    expect((await stored(priv.plan.id)).videoIds).toEqual([must(priv.vids[0]).id]);
    expect((await t.client().post(`/api/learning-plans/${pub.plan.id}/videos`, { videoId: must(v).id })).statusCode).toBe(401);
  });
});

describe('GET /api/learning-plans/{id}/videos', () => {
  it('lists entries in order with nested videos for the owner and for anyone on a public plan', async () => {
    const { owner, plan, vids } = await ownerWithPlan(3, { isPublic: true });
    const list = (await owner.get(`/api/learning-plans/${plan.id}/videos`)).json();
    expect(list.map((e: { videoId: number; orderIndex: number }) => [e.videoId, e.orderIndex])).toEqual(vids.map((v, i) => [v.id, i]));
    expect(list[0]).toMatchObject({ id: expect.any(Number), video: { id: must(vids[0]).id, title: must(vids[0]).title, durationSeconds: 100 } });
    const c = await t.user();
    expect((await c.get(`/api/learning-plans/${plan.id}/videos`)).json()).toHaveLength(3);
    await owner.put(`/api/learning-plans/${plan.id}/visibility`, { isPublic: false });
    expect((await c.get(`/api/learning-plans/${plan.id}/videos`)).statusCode).toBe(404);
    expect((await t.client().get(`/api/learning-plans/${plan.id}/videos`)).statusCode).toBe(401);
  });
});

describe('DELETE /api/learning-plans/{id}/videos/{videoId}', () => {
  it('removes and closes the gap', async () => {
    const { owner, plan, vids } = await ownerWithPlan(4);
    const res = await owner.delete(`/api/learning-plans/${plan.id}/videos/${must(vids[1]).id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Video removed from learning plan' });
    expect(await stored(plan.id)).toMatchObject({ videoIds: [must(vids[0]).id, must(vids[2]).id, must(vids[3]).id], indexes: [0, 1, 2] });
    const again = await owner.delete(`/api/learning-plans/${plan.id}/videos/${must(vids[1]).id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Video not found in this plan');
  });

  it('refuses others', async () => {
    const pub = await ownerWithPlan(1, { isPublic: true });
    const priv = await ownerWithPlan(1);
    const c = await t.user();
    expect((await c.delete(`/api/learning-plans/${pub.plan.id}/videos/${must(pub.vids[0]).id}`)).json()).toEqual(readOnly(pub.plan));
    expect((await c.delete(`/api/learning-plans/${priv.plan.id}/videos/${must(priv.vids[0]).id}`)).statusCode).toBe(404);
    expect((await stored(pub.plan.id)).videoIds).toHaveLength(1);
    expect((await stored(priv.plan.id)).videoIds).toHaveLength(1);
  });
});

describe('POST /api/learning-plans/{id}/videos/{videoId}/move', () => {
  it('moves between own plans', async () => {
    const { owner, plan, vids } = await ownerWithPlan(3);
    const target = await makePlan(owner, { title: 'Target' });
    const res = await owner.post(`/api/learning-plans/${plan.id}/videos/${must(vids[0]).id}/move`, { toPlanId: target.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Video moved to "Target" successfully', code: 'MOVED', toPlan: { id: target.id, slug: target.slug, title: 'Target' } });
    expect(await stored(plan.id)).toMatchObject({ videoIds: [must(vids[1]).id, must(vids[2]).id], indexes: [0, 1] });
    expect(await stored(target.id)).toMatchObject({ videoIds: [must(vids[0]).id], indexes: [0] });
  });

  it('refuses a duplicate in the target, the same plan, a video not in the plan and plans of others', async () => {
    const { owner, plan, vids } = await ownerWithPlan(2);
    const target = await makePlan(owner);
    await t.services.plans.addVideos(must(owner.user).id, target.id, [must(vids[0]).id]);
    const dup = await owner.post(`/api/learning-plans/${plan.id}/videos/${must(vids[0]).id}/move`, { toPlanId: target.id });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ code: 'ALREADY_EXISTS', message: 'This video is already in your learning plan.' });
    const same = await owner.post(`/api/learning-plans/${plan.id}/videos/${must(vids[0]).id}/move`, { toPlanId: plan.id });
    expect(same.statusCode).toBe(400);
    const missing = await owner.post(`/api/learning-plans/${target.id}/videos/${must(vids[1]).id}/move`, { toPlanId: plan.id });
    expect(missing.statusCode).toBe(404);

    const stranger = await t.user();
    const theirPublic = await makePlan(stranger, { isPublic: true });
    const theirPrivate = await makePlan(stranger);
    expect((await owner.post(`/api/learning-plans/${plan.id}/videos/${must(vids[1]).id}/move`, { toPlanId: theirPublic.id })).json()).toEqual(readOnly(theirPublic));
    expect((await owner.post(`/api/learning-plans/${plan.id}/videos/${must(vids[1]).id}/move`, { toPlanId: theirPrivate.id })).statusCode).toBe(404);
    // A stranger cannot move out of the owner's plan either.
    const strangerTarget = await makePlan(stranger);
    expect((await stranger.post(`/api/learning-plans/${plan.id}/videos/${must(vids[1]).id}/move`, { toPlanId: strangerTarget.id })).statusCode).toBe(404);
    expect((await stored(plan.id)).videoIds).toEqual([must(vids[0]).id, must(vids[1]).id]);
    expect((await stored(target.id)).videoIds).toEqual([must(vids[0]).id]);
    expect((await stored(theirPublic.id)).videoIds).toEqual([]);
  });
});

describe('PUT /api/learning-plans/{id}/reorder', () => {
  it('applies a permutation of the plan entries', async () => {
    const { owner, plan, vids } = await ownerWithPlan(3);
    const { entryIds } = await stored(plan.id);
    const res = await owner.put(`/api/learning-plans/${plan.id}/reorder`, {
      videos: [
        { planVideoId: entryIds[0], orderIndex: 2 },
        { planVideoId: entryIds[1], orderIndex: 0 },
        { planVideoId: entryIds[2], orderIndex: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Video order updated' });
    expect(await stored(plan.id)).toMatchObject({ videoIds: [must(vids[1]).id, must(vids[2]).id, must(vids[0]).id], indexes: [0, 1, 2] });
  });

  it('refuses anything but exactly the plan entries, changing nothing', async () => {
    const { owner, plan } = await ownerWithPlan(3);
    const other = await ownerWithPlan(1);
    const before = await stored(plan.id);
    const [e0, e1, e2] = before.entryIds;
    const cases: [unknown, string][] = [
      [[{ planVideoId: e0, orderIndex: 0 }, { planVideoId: e1, orderIndex: 1 }], 'The new order must list exactly the videos of this plan'],
      [[{ planVideoId: e0, orderIndex: 0 }, { planVideoId: e1, orderIndex: 1 }, { planVideoId: must(other.vids[0]).id, orderIndex: 2 }], 'The new order must list exactly the videos of this plan'],
      [[{ planVideoId: e0, orderIndex: 0 }, { planVideoId: e1, orderIndex: 1 }, { planVideoId: e2, orderIndex: 2 }, { planVideoId: (await stored(other.plan.id)).entryIds[0], orderIndex: 3 }], 'The new order must list exactly the videos of this plan'],
      [[{ planVideoId: e0, orderIndex: 0 }, { planVideoId: e0, orderIndex: 1 }, { planVideoId: e2, orderIndex: 2 }], 'Each video of the plan must appear exactly once in the new order'],
      [[{ planVideoId: e0, orderIndex: 0 }, { planVideoId: e1, orderIndex: 0 }, { planVideoId: e2, orderIndex: 2 }], 'Each position may be used only once'],
    ];
    for (const [videos, message] of cases) {
      const res = await owner.put(`/api/learning-plans/${plan.id}/reorder`, { videos });
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await owner.put(`/api/learning-plans/${plan.id}/reorder`, { videos: 'nope' })).statusCode).toBe(400);
    expect(await stored(plan.id)).toEqual(before);
  });

  it('is for the owner only', async () => {
    const pub = await ownerWithPlan(2, { isPublic: true });
    const priv = await ownerWithPlan(2);
    const c = await t.user();
    for (const { plan } of [pub, priv]) {
      const { entryIds } = await stored(plan.id);
      const body = { videos: [{ planVideoId: entryIds[1], orderIndex: 0 }, { planVideoId: entryIds[0], orderIndex: 1 }] };
      const res = await c.put(`/api/learning-plans/${plan.id}/reorder`, body);
      if (plan.isPublic) expect(res.json()).toEqual(readOnly(plan));
      else expect(res.statusCode).toBe(404);
      expect((await stored(plan.id)).entryIds).toEqual(entryIds);
    }
  });
});

describe('concurrency', () => {
  it('20 adds and 5 reorders at once lose nothing and keep indexes unique and contiguous', async () => {
    const { owner, plan } = await ownerWithPlan(5);
    const extra = await makeVideos(t, 20);
    const { entryIds } = await stored(plan.id);
    const reversed = [...entryIds].reverse().map((planVideoId, orderIndex) => ({ planVideoId, orderIndex }));
    const calls = [
      ...extra.map((v) => owner.post(`/api/learning-plans/${plan.id}/videos`, { videoId: v.id })),
      ...Array.from({ length: 5 }, () => owner.put(`/api/learning-plans/${plan.id}/reorder`, { videos: reversed })),
    ];
    const results = await Promise.all(calls);
    const adds = results.slice(0, 20);
    const reorders = results.slice(20);
    expect(adds.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    // A reorder that runs after some adds no longer lists every entry: refused, never a 500.
    for (const r of reorders) expect([200, 400]).toContain(r.statusCode);
    const after = await stored(plan.id);
    expect(after.videoIds).toHaveLength(25);
    expect(new Set(after.videoIds).size).toBe(25);
    expect(after.indexes).toEqual(Array.from({ length: 25 }, (_, i) => i));
    for (const v of extra) expect(after.videoIds).toContain(v.id);
  });

  it('concurrent adds of the same video store it once', async () => {
    const { owner, plan } = await ownerWithPlan(0);
    const [v] = await makeVideos(t, 1);
    const results = await Promise.all(Array.from({ length: 6 }, () => owner.post(`/api/learning-plans/${plan.id}/videos`, { videoId: must(v).id })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect((await stored(plan.id)).videoIds).toEqual([must(v).id]);
  });
});
