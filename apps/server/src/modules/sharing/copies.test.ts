import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { learningPlans, planGroups } from '../../db/schema/index.ts';
import { makePlan, makeVideos, must } from '../../../test/fixtures/plans.ts';
import { makeGroup, planWithVideos } from '../../../test/fixtures/sharing.ts';
import { createTestApp } from '../../../test/test-app.ts';
import type { TestClient } from '../../../test/test-client.ts';

const t = await createTestApp();

const plansOf = (c: TestClient) => t.db.select().from(learningPlans).where(eq(learningPlans.ownerId, must(c.user).id));
const groupsOf = (c: TestClient) => t.db.select().from(planGroups).where(eq(planGroups.ownerId, must(c.user).id));
const videoIdsOf = async (c: TestClient, planId: number) =>
  (await c.get(`/api/learning-plans/${planId}/videos`)).json().map((e: { videoId: number; orderIndex: number }) => [e.orderIndex, e.videoId]);

describe('POST /api/shared-plan/public/{id}/accept', () => {
  it('makes a private copy with the same videos in the same order, credited to the source', async () => {
    const author = await t.user();
    const { plan, videos } = await planWithVideos(t, author, 4, { title: 'Rust', description: 'Ownership', color: 'teal', isPublic: true });
    const entries = (await author.get(`/api/learning-plans/${plan.id}/videos`)).json();
    await author.put(`/api/learning-plans/${plan.id}/reorder`, { videos: [3, 1, 0, 2].map((from, i) => ({ planVideoId: entries[from].id, orderIndex: i })) });
    const sourceOrder = await videoIdsOf(author, plan.id);

    const learner = await t.user();
    const res = await learner.post(`/api/shared-plan/public/${plan.id}/accept`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ message: 'Plan Added!', planId: expect.any(Number), planSlug: expect.any(String) });
    const [copy] = await plansOf(learner);
    expect(copy).toMatchObject({ id: body.planId, slug: body.planSlug, title: 'Rust', description: 'Ownership', color: 'teal', isPublic: false, sourcePlanId: plan.id, groupId: null });
    expect(await videoIdsOf(learner, body.planId)).toEqual(sourceOrder);
    expect(sourceOrder.map((e: number[]) => e[1])).toEqual([videos[3]?.id, videos[1]?.id, videos[0]?.id, videos[2]?.id]);

    // The author's later edits never reach the copy.
    const [extra] = await makeVideos(t, 1);
    await author.put(`/api/learning-plans/${plan.id}`, { title: 'Rust 2024', description: 'Edited' });
    await author.post(`/api/learning-plans/${plan.id}/videos`, { videoId: must(extra).id });
    await author.delete(`/api/learning-plans/${plan.id}/videos/${must(videos[0]).id}`);
    expect(await videoIdsOf(learner, body.planId)).toEqual(sourceOrder);
    expect((await learner.get(`/api/learning-plans/slug/${body.planSlug}`)).json()).toMatchObject({ title: 'Rust', description: 'Ownership', videoCount: 4, isPublic: false });
  });

  it('is idempotent: a second add answers 409 ALREADY_ADDED with the existing copy and makes nothing', async () => {
    const author = await t.user();
    const { plan } = await planWithVideos(t, author, 2, { isPublic: true });
    const learner = await t.user();
    const first = (await learner.post(`/api/shared-plan/public/${plan.id}/accept`)).json();
    const second = await learner.post(`/api/shared-plan/public/${plan.id}/accept`);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'ALREADY_ADDED', message: 'This plan is already in your plans.', existingPlanId: first.planId, existingPlanSlug: first.planSlug });
    // The share link of the same plan leads to the same copy.
    const token = (await author.post(`/api/learning-plans/${plan.id}/share`, {})).json().shareToken;
    expect((await learner.post(`/api/shared-plan/${token}/accept`)).json()).toMatchObject({ code: 'ALREADY_ADDED', existingPlanId: first.planId });
    expect(await plansOf(learner)).toHaveLength(1);
  });

  it('holds one copy when the same user adds concurrently', async () => {
    const author = await t.user();
    const { plan } = await planWithVideos(t, author, 3, { isPublic: true });
    const learner = await t.user();
    const results = await Promise.all(Array.from({ length: 5 }, () => learner.post(`/api/shared-plan/public/${plan.id}/accept`)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'ALREADY_ADDED')).toBe(true);
    const copies = await plansOf(learner);
    expect(copies).toHaveLength(1);
    expect(await videoIdsOf(learner, must(copies[0]).id)).toHaveLength(3);
  });

  it('refuses your own plan with 400 and a private plan with 404, changing nothing', async () => {
    const author = await t.user();
    const own = await makePlan(author, { isPublic: true });
    const ownRes = await author.post(`/api/shared-plan/public/${own.id}/accept`);
    expect(ownRes.statusCode).toBe(400);
    expect(ownRes.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'This plan is already yours' });
    const hidden = await makePlan(author, { isPublic: false });
    const learner = await t.user();
    const res = await learner.post(`/api/shared-plan/public/${hidden.id}/accept`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Plan not found' });
    expect((await learner.post('/api/shared-plan/public/999999/accept')).statusCode).toBe(404);
    expect(await plansOf(learner)).toEqual([]);
    expect(await plansOf(author)).toHaveLength(2);
  });

  it('needs a signed-in user', async () => {
    const author = await t.user();
    const plan = await makePlan(author, { isPublic: true });
    expect((await t.client().post(`/api/shared-plan/public/${plan.id}/accept`)).statusCode).toBe(401);
  });
});

describe('POST /api/shared-plan/{shareToken}/accept', () => {
  it('copies a private plan through its link; the link is the grant; own plan 400; bad token 404', async () => {
    const author = await t.user();
    const { plan } = await planWithVideos(t, author, 2, { title: 'Secret sauce', isPublic: false });
    const token = (await author.post(`/api/learning-plans/${plan.id}/share`, {})).json().shareToken;
    const learner = await t.user();
    const res = await learner.post(`/api/shared-plan/${token}/accept`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Plan Added!' });
    expect(await plansOf(learner)).toMatchObject([{ title: 'Secret sauce', isPublic: false, sourcePlanId: plan.id }]);
    expect(await videoIdsOf(learner, res.json().planId)).toHaveLength(2);

    expect((await author.post(`/api/shared-plan/${token}/accept`)).json()).toMatchObject({ message: 'This plan is already yours' });
    const bad = await learner.post(`/api/shared-plan/${'B'.repeat(43)}/accept`);
    expect(bad.statusCode).toBe(404);
    expect(bad.json()).toMatchObject({ message: 'Plan not found' });
  });
});

describe('POST /api/public-groups/{id}/accept', () => {
  it('copies a public group with its public plans (private ones stay behind), once', async () => {
    const author = await t.user();
    const group = await makeGroup(author, { name: 'Backend', description: 'Servers', color: 'orange', isPublic: true });
    const first = await planWithVideos(t, author, 2, { title: 'First', isPublic: true, groupId: group.id });
    const second = await planWithVideos(t, author, 3, { title: 'Second', isPublic: true, groupId: group.id });
    await planWithVideos(t, author, 1, { title: 'Hidden', isPublic: false, groupId: group.id });

    const learner = await t.user();
    const res = await learner.post(`/api/public-groups/${group.id}/accept`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ message: 'Group Added!', groupId: expect.any(Number), planCount: 2 });
    expect(await groupsOf(learner)).toMatchObject([{ id: body.groupId, name: 'Backend', description: 'Servers', color: 'orange', isPublic: false, sourceGroupId: group.id }]);
    const copies = await plansOf(learner);
    expect(copies.map((p) => [p.title, p.sourcePlanId, p.groupId, p.isPublic]).sort()).toEqual([
      ['First', first.plan.id, body.groupId, false],
      ['Second', second.plan.id, body.groupId, false],
    ]);
    // Listed in the same order as the source's list (newest first).
    expect((await learner.get('/api/learning-plans')).json().map((p: { title: string }) => p.title)).toEqual(['Second', 'First']);
    expect((await learner.get('/api/plan-groups')).json()).toMatchObject([{ id: body.groupId, planCount: 2 }]);

    const again = await learner.post(`/api/public-groups/${group.id}/accept`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_ADDED', message: 'This group is already in your plans.', existingGroupId: body.groupId });
    expect(await groupsOf(learner)).toHaveLength(1);
    expect(await plansOf(learner)).toHaveLength(2);
  });

  it('does not copy a plan twice: an earlier ungrouped copy joins the new group', async () => {
    const author = await t.user();
    const group = await makeGroup(author, { isPublic: true });
    const { plan } = await planWithVideos(t, author, 2, { isPublic: true, groupId: group.id });
    const other = await planWithVideos(t, author, 1, { isPublic: true, groupId: group.id });
    const learner = await t.user();
    const single = (await learner.post(`/api/shared-plan/public/${plan.id}/accept`)).json();
    const res = (await learner.post(`/api/public-groups/${group.id}/accept`)).json();
    expect(res.planCount).toBe(2);
    const copies = await plansOf(learner);
    expect(copies).toHaveLength(2);
    expect(copies.find((c) => c.sourcePlanId === plan.id)).toMatchObject({ id: single.planId, groupId: res.groupId });
    expect(copies.find((c) => c.sourcePlanId === other.plan.id)).toMatchObject({ groupId: res.groupId });
  });

  it('holds one group copy when the same user adds concurrently', async () => {
    const author = await t.user();
    const group = await makeGroup(author, { isPublic: true });
    await planWithVideos(t, author, 2, { isPublic: true, groupId: group.id });
    const learner = await t.user();
    const results = await Promise.all(Array.from({ length: 4 }, () => learner.post(`/api/public-groups/${group.id}/accept`)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(await groupsOf(learner)).toHaveLength(1);
    expect(await plansOf(learner)).toHaveLength(1);
  });

  it('refuses a private group (404), your own group (400), and an unknown one (404)', async () => {
    const author = await t.user();
    const hidden = await makeGroup(author, { isPublic: false });
    const own = await makeGroup(author, { isPublic: true });
    const learner = await t.user();
    const res = await learner.post(`/api/public-groups/${hidden.id}/accept`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Group not found' });
    expect((await author.post(`/api/public-groups/${own.id}/accept`)).json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'This group is already yours' });
    expect((await learner.post('/api/public-groups/999999/accept')).statusCode).toBe(404);
    expect(await groupsOf(learner)).toEqual([]);
  });
});

describe('POST /api/shared-group/{groupId}/accept', () => {
  it('a private group needs its token, which also grants its private plans', async () => {
    const author = await t.user();
    const group = await makeGroup(author, { name: 'Private group', isPublic: false });
    await planWithVideos(t, author, 1, { title: 'Open', isPublic: true, groupId: group.id });
    await planWithVideos(t, author, 2, { title: 'Closed', isPublic: false, groupId: group.id });
    const learner = await t.user();

    const refused = await learner.post(`/api/shared-group/${group.id}/accept`, {});
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ message: 'This shared group link is invalid or has expired.' });
    expect((await learner.post(`/api/shared-group/${group.id}/accept`, { token: 'C'.repeat(43) })).statusCode).toBe(404);
    expect(await groupsOf(learner)).toEqual([]);

    const token = (await author.post(`/api/plan-groups/${group.id}/share`, {})).json().shareToken;
    const res = await learner.post(`/api/shared-group/${group.id}/accept`, { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Group Added!', planCount: 2 });
    expect((await plansOf(learner)).map((p) => p.title).sort()).toEqual(['Closed', 'Open']);
    expect((await learner.get(`/api/shared-group/${group.id}?token=${token}`)).json().existingCopy).toEqual({ id: res.json().groupId });

    // The token may also travel in the query string, as in the page's URL.
    const another = await t.user();
    expect((await another.post(`/api/shared-group/${group.id}/accept?token=${token}`)).statusCode).toBe(200);
    expect((await author.post(`/api/shared-group/${group.id}/accept`, { token })).json()).toMatchObject({ message: 'This group is already yours' });
  });

  it('a public group needs no token and copies its public plans only', async () => {
    const author = await t.user();
    const group = await makeGroup(author, { isPublic: true });
    await planWithVideos(t, author, 1, { title: 'Open', isPublic: true, groupId: group.id });
    await planWithVideos(t, author, 1, { title: 'Closed', isPublic: false, groupId: group.id });
    const learner = await t.user();
    expect((await learner.post(`/api/shared-group/${group.id}/accept`)).json()).toMatchObject({ message: 'Group Added!', planCount: 1 });
    expect((await plansOf(learner)).map((p) => p.title)).toEqual(['Open']);
    const copyOfGroup = await t.db.select().from(planGroups).where(and(eq(planGroups.ownerId, must(learner.user).id), eq(planGroups.sourceGroupId, group.id)));
    expect(copyOfGroup).toHaveLength(1);
  });
});
