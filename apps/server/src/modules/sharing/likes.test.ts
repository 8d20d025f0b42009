import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { learningPlans, planLikes } from '../../db/schema/index.ts';
import { makePlan, must } from '../../../test/fixtures/plans.ts';
import { createTestApp } from '../../../test/test-app.ts';

const t = await createTestApp();

async function state(planId: number) {
  const [plan] = await t.db.select({ likeCount: learningPlans.likeCount }).from(learningPlans).where(eq(learningPlans.id, planId));
  const [likes] = await t.db.select({ n: count() }).from(planLikes).where(eq(planLikes.planId, planId));
  return { likeCount: must(plan).likeCount, rows: must(likes).n };
}

describe('POST and DELETE /api/plans/{id}/like', () => {
  it('likes once per user, unlikes once, and answers { liked, likeCount }', async () => {
    const owner = await t.user();
    const plan = await makePlan(owner, { isPublic: true });
    const fan = await t.user();
    expect((await fan.post(`/api/plans/${plan.id}/like`)).json()).toEqual({ liked: true, likeCount: 1 });
    expect((await fan.post(`/api/plans/${plan.id}/like`)).json()).toEqual({ liked: true, likeCount: 1 });
    expect(await state(plan.id)).toEqual({ likeCount: 1, rows: 1 });
    expect((await owner.post(`/api/plans/${plan.id}/like`)).json()).toEqual({ liked: true, likeCount: 2 });
    expect((await fan.delete(`/api/plans/${plan.id}/like`)).json()).toEqual({ liked: false, likeCount: 1 });
    expect((await fan.delete(`/api/plans/${plan.id}/like`)).json()).toEqual({ liked: false, likeCount: 1 });
    expect(await state(plan.id)).toEqual({ likeCount: 1, rows: 1 });
  });

  it('keeps the count exact when 20 users like, then unlike, at once', async () => {
    const owner = await t.user();
    const plan = await makePlan(owner, { isPublic: true });
    const fans = await Promise.all(Array.from({ length: 20 }, () => t.user()));
    const liked = await Promise.all(fans.flatMap((f) => [f.post(`/api/plans/${plan.id}/like`), f.post(`/api/plans/${plan.id}/like`)]));
    expect(liked.every((r) => r.statusCode === 200)).toBe(true);
    expect(Math.max(...liked.map((r) => r.json().likeCount))).toBe(20);
    expect(await state(plan.id)).toEqual({ likeCount: 20, rows: 20 });
    const unliked = await Promise.all(fans.slice(0, 15).map((f) => f.delete(`/api/plans/${plan.id}/like`)));
    expect(unliked.every((r) => r.statusCode === 200)).toBe(true);
    expect(await state(plan.id)).toEqual({ likeCount: 5, rows: 5 });
  });

  it('answers 404 for another user’s private plan and 400 for your own private plan, changing nothing', async () => {
    const owner = await t.user();
    const hidden = await makePlan(owner, { isPublic: false });
    const other = await t.user();
    for (const res of [await other.post(`/api/plans/${hidden.id}/like`), await other.delete(`/api/plans/${hidden.id}/like`), await other.post('/api/plans/999999/like')]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Plan not found' });
    }
    const own = await owner.post(`/api/plans/${hidden.id}/like`);
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({ message: 'Only public plans can be liked' });
    expect(await state(hidden.id)).toEqual({ likeCount: 0, rows: 0 });
    expect((await t.client().post(`/api/plans/${hidden.id}/like`)).statusCode).toBe(401);
  });

  it('a plan made private keeps its likes; others can no longer change them', async () => {
    const owner = await t.user();
    const plan = await makePlan(owner, { isPublic: true });
    const fan = await t.user();
    await fan.post(`/api/plans/${plan.id}/like`);
    await owner.put(`/api/learning-plans/${plan.id}/visibility`, { isPublic: false });
    expect((await fan.delete(`/api/plans/${plan.id}/like`)).statusCode).toBe(404);
    expect(await state(plan.id)).toEqual({ likeCount: 1, rows: 1 });
  });
});
