import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { learningPlans, planGroups } from '../../db/schema/index.ts';
import { makePlan, makeVideos, must, planInput } from '../../../test/fixtures/plans.ts';
import { createTestApp } from '../../../test/test-app.ts';

const t = await createTestApp();

const planCount = async (ownerId: number) =>
  (await t.db.select({ n: count() }).from(learningPlans).where(eq(learningPlans.ownerId, ownerId)))[0]?.n;
const planRow = async (id: number) => (await t.db.select().from(learningPlans).where(eq(learningPlans.id, id)))[0];
const readOnlyBody = (plan: { id: number; title: string }) => ({
  code: 'PUBLIC_PLAN_READ_ONLY',
  error: 'PUBLIC_PLAN_READ_ONLY',
  message: 'This public plan is read-only. You can request a modification from its owner.',
  canRequestModification: true,
  planId: plan.id,
  planTitle: plan.title,
});
const notFoundBody = { code: 'NOT_FOUND', error: 'NOT_FOUND', message: 'Plan not found' };

describe('POST /api/learning-plans', () => {
  it('creates a private blue plan with a unique URL-safe slug', async () => {
    const c = await t.user();
    const res = await c.post('/api/learning-plans', { title: '  My First Plan  ', description: 'About things' });
    expect(res.statusCode).toBe(201);
    const plan = res.json();
    expect(plan).toMatchObject({
      title: 'My First Plan',
      description: 'About things',
      isPublic: false,
      color: 'blue',
      groupId: null,
      groupName: null,
      videoCount: 0,
      completedCount: 0,
      totalDurationSeconds: 0,
      progress: 0,
      isCompleted: false,
      shareCount: 0,
    });
    expect(plan.slug).toMatch(/^my-first-plan-[a-z0-9]{6}$/);
    const again = (await c.post('/api/learning-plans', { title: 'My First Plan' })).json();
    expect(again.slug).not.toBe(plan.slug);
    const odd = (await c.post('/api/learning-plans', { title: 'Café Ünïcode 日本 / ?#' })).json();
    expect(odd.slug).toMatch(/^cafe-unicode-[a-z0-9]{6}$/);
    const onlySymbols = (await c.post('/api/learning-plans', { title: '日本語' })).json();
    expect(onlySymbols.slug).toMatch(/^plan-[a-z0-9]{6}$/);
  });

  it('takes isPublic, color and an own group', async () => {
    const c = await t.user();
    const group = (await c.post('/api/plan-groups', { name: 'G' })).json();
    const plan = (await c.post('/api/learning-plans', { title: 'T', isPublic: true, color: 'teal', groupId: group.id })).json();
    expect(plan).toMatchObject({ isPublic: true, color: 'teal', groupId: group.id, groupName: 'G' });
  });

  it.each([
    [{}, 'Title is required'],
    [{ title: '   ' }, 'Title is required'],
    [{ title: 'x'.repeat(101) }, 'Title must be less than 100 characters'],
    [{ title: 'ok', description: 'd'.repeat(501) }, 'Description must be less than 500 characters'],
    [{ title: 'ok', color: 'black' }, 'Color must be one of blue, green, purple, pink, orange, teal'],
  ])('refuses %j with "%s" and creates nothing', async (body, message) => {
    const c = await t.user();
    const res = await c.post('/api/learning-plans', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
    expect(await planCount(must(c.user).id)).toBe(0);
  });

  it('accepts exactly 100 and 500 characters', async () => {
    const c = await t.user();
    const res = await c.post('/api/learning-plans', { title: 'x'.repeat(100), description: 'd'.repeat(500) });
    expect(res.statusCode).toBe(201);
  });

  it("refuses another user's group as 404 and creates nothing", async () => {
    const owner = await t.user();
    const group = (await owner.post('/api/plan-groups', { name: 'Theirs' })).json();
    const c = await t.user();
    const res = await c.post('/api/learning-plans', { title: 'T', groupId: group.id });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Group not found');
    expect(await planCount(must(c.user).id)).toBe(0);
  });

  it('needs sign-in and the CSRF token', async () => {
    const res = await t.client().post('/api/learning-plans', { title: 'T' });
    expect(res.statusCode).toBe(401);
    const c = await t.user();
    const noCsrf = await c.request('POST', '/api/learning-plans', { title: 'T' }, { csrf: false });
    expect(noCsrf.statusCode).toBe(403);
    expect(await planCount(must(c.user).id)).toBe(0);
  });
});

describe('GET /api/learning-plans', () => {
  it("lists only the caller's plans, newest first, with counts, duration and the caller's progress", async () => {
    const c = await t.user();
    const other = await t.user();
    await makePlan(other, { title: 'Not mine', isPublic: true });
    const group = (await c.post('/api/plan-groups', { name: 'Grouped' })).json();
    const a = await makePlan(c, { title: 'A', groupId: group.id });
    const b = await makePlan(c, { title: 'B' });
    const vids = await makeVideos(t, 3, { durationSeconds: 200 });
    await t.services.plans.addVideos(must(c.user).id, a.id, vids.map((v) => v.id));
    await c.put('/api/video-progress', { videoId: must(vids[0]).id, currentTime: 10, isCompleted: true });
    // Another user's progress does not count.
    await other.put('/api/video-progress', { videoId: must(vids[1]).id, currentTime: 10, isCompleted: true });

    const list = (await c.get('/api/learning-plans')).json();
    expect(list.map((p: { id: number }) => p.id)).toEqual([b.id, a.id]);
    expect(list[1]).toMatchObject({ videoCount: 3, completedCount: 1, totalDurationSeconds: 600, progress: 33, isCompleted: false, groupId: group.id, groupName: 'Grouped' });
    expect(list[0]).toMatchObject({ videoCount: 0, completedCount: 0, totalDurationSeconds: 0, progress: 0 });
  });

  it('reports 100 and isCompleted once every video is complete', async () => {
    const c = await t.user();
    const plan = await makePlan(c);
    const vids = await makeVideos(t, 2);
    await t.services.plans.addVideos(must(c.user).id, plan.id, vids.map((v) => v.id));
    for (const v of vids) await c.put('/api/video-progress', { videoId: v.id, currentTime: 5, isCompleted: true });
    const [listed] = (await c.get('/api/learning-plans')).json();
    expect(listed).toMatchObject({ progress: 100, isCompleted: true, completedCount: 2 });
    const detail = (await c.get(`/api/learning-plans/slug/${plan.slug}`)).json();
    expect(detail).toMatchObject({ progress: 100, isCompleted: true });
  });

  it('answers 401 signed out', async () => {
    expect((await t.client().get('/api/learning-plans')).statusCode).toBe(401);
  });
});

describe('GET /api/learning-plans/slug/{slug}', () => {
  it('gives the owner the plan, author and owner permissions', async () => {
    const c = await t.user({ firstName: 'Ada', lastName: 'Lovelace' });
    const plan = await makePlan(c, { title: 'Mine', description: 'D' });
    const res = await c.get(`/api/learning-plans/slug/${plan.slug}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: plan.id,
      title: 'Mine',
      author: { id: must(c.user).id, name: 'Ada Lovelace' },
      permissions: { isOwner: true, canAddVideos: true, canRequestModification: false },
      modificationRequests: [],
    });
    expect(JSON.stringify(body)).not.toContain(c.email);
  });

  it('shows a public plan read-only to others, and hides private and missing plans as 404', async () => {
    const owner = await t.user();
    const pub = await makePlan(owner, { isPublic: true });
    const priv = await makePlan(owner);
    const c = await t.user();
    const res = await c.get(`/api/learning-plans/slug/${pub.slug}`);
    expect(res.json().permissions).toEqual({ isOwner: false, canAddVideos: false, canRequestModification: true });
    for (const slug of [priv.slug, 'no-such-plan']) {
      const hidden = await c.get(`/api/learning-plans/slug/${slug}`);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toMatchObject(notFoundBody);
    }
    expect((await t.client().get(`/api/learning-plans/slug/${pub.slug}`)).statusCode).toBe(401);
  });
});

describe('PUT /api/learning-plans/{id}', () => {
  it('changes only the fields sent', async () => {
    const c = await t.user();
    const plan = await makePlan(c, { title: 'Old', description: 'Keep me' });
    const res = await c.put(`/api/learning-plans/${plan.id}`, { title: 'New' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'New', description: 'Keep me' });
    expect((await c.put(`/api/learning-plans/${plan.id}`, { description: 'Changed' })).json()).toMatchObject({ title: 'New', description: 'Changed' });
  });

  it('validates and refuses an empty edit, changing nothing', async () => {
    const c = await t.user();
    const plan = await makePlan(c, { title: 'Same' });
    for (const [body, message] of [
      [{ title: '' }, 'Title is required'],
      [{ title: 'x'.repeat(101) }, 'Title must be less than 100 characters'],
      [{ description: 'x'.repeat(501) }, 'Description must be less than 500 characters'],
      [{}, 'Nothing to update: send a title or a description'],
    ] as const) {
      const res = await c.put(`/api/learning-plans/${plan.id}`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await planRow(plan.id))?.title).toBe('Same');
  });

  it("is read-only on another user's public plan (403) and hidden on a private one (404)", async () => {
    const owner = await t.user();
    const pub = await makePlan(owner, { title: 'Public one', isPublic: true });
    const priv = await makePlan(owner, { title: 'Private one' });
    const c = await t.user();
    const res = await c.put(`/api/learning-plans/${pub.id}`, { title: 'Hacked' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(readOnlyBody(pub));
    const hidden = await c.put(`/api/learning-plans/${priv.id}`, { title: 'Hacked' });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject(notFoundBody);
    expect((await c.put('/api/learning-plans/99999999', { title: 'x' })).statusCode).toBe(404);
    expect((await planRow(pub.id))?.title).toBe('Public one');
    expect((await planRow(priv.id))?.title).toBe('Private one');
  });
});

describe('DELETE /api/learning-plans/{id}', () => {
  it('deletes for the owner only', async () => {
    const owner = await t.user();
    const pub = await makePlan(owner, { isPublic: true });
    const priv = await makePlan(owner);
    const c = await t.user();
    expect((await c.delete(`/api/learning-plans/${pub.id}`)).json()).toEqual(readOnlyBody(pub));
    expect((await c.delete(`/api/learning-plans/${priv.id}`)).json()).toMatchObject(notFoundBody);
    expect(await planRow(pub.id)).toBeDefined();
    expect(await planRow(priv.id)).toBeDefined();
    const res = await owner.delete(`/api/learning-plans/${priv.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Learning plan deleted' });
    expect(await planRow(priv.id)).toBeUndefined();
    expect((await owner.delete(`/api/learning-plans/${priv.id}`)).statusCode).toBe(404);
  });
});

describe('PUT /api/learning-plans/{id}/visibility', () => {
  it('toggles for the owner; others get 403 or 404', async () => {
    const owner = await t.user();
    const plan = await makePlan(owner);
    const res = await owner.put(`/api/learning-plans/${plan.id}/visibility`, { isPublic: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().isPublic).toBe(true);
    const c = await t.user();
    expect((await c.put(`/api/learning-plans/${plan.id}/visibility`, { isPublic: false })).json()).toEqual(readOnlyBody(plan));
    expect((await planRow(plan.id))?.isPublic).toBe(true);
    await owner.put(`/api/learning-plans/${plan.id}/visibility`, { isPublic: false });
    expect((await c.put(`/api/learning-plans/${plan.id}/visibility`, { isPublic: true })).json()).toMatchObject(notFoundBody);
    expect((await planRow(plan.id))?.isPublic).toBe(false);
    const bad = await owner.put(`/api/learning-plans/${plan.id}/visibility`, { isPublic: 'yes' });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses to publish a second public copy of the same playlist', async () => {
    const a = await t.user();
    const b = await t.user();
    await t.services.plans.createPlan(must(a.user).id, planInput({ title: 'Imported', isPublic: true, youtubePlaylistId: 'PLtwin' }));
    const copy = await t.services.plans.createPlan(must(b.user).id, planInput({ title: 'Imported', youtubePlaylistId: 'PLtwin' }));
    const res = await b.put(`/api/learning-plans/${copy.id}/visibility`, { isPublic: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This playlist already exists publicly. You can only keep your copy private to avoid duplicates.');
    expect((await planRow(copy.id))?.isPublic).toBe(false);
  });
});

describe('PUT /api/learning-plans/{id}/group', () => {
  it('moves a plan into an own group and back out', async () => {
    const c = await t.user();
    const plan = await makePlan(c);
    const group = (await c.post('/api/plan-groups', { name: 'Work' })).json();
    expect((await c.put(`/api/learning-plans/${plan.id}/group`, { groupId: group.id })).json()).toMatchObject({ groupId: group.id, groupName: 'Work' });
    expect((await c.put(`/api/learning-plans/${plan.id}/group`, { groupId: null })).json()).toMatchObject({ groupId: null, groupName: null });
  });

  it("refuses another user's group and another user's plan", async () => {
    const owner = await t.user();
    const theirGroup = (await owner.post('/api/plan-groups', { name: 'Theirs' })).json();
    const theirPublic = await makePlan(owner, { isPublic: true });
    const c = await t.user();
    const mine = await makePlan(c);
    const res = await c.put(`/api/learning-plans/${mine.id}/group`, { groupId: theirGroup.id });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Group not found');
    expect((await planRow(mine.id))?.groupId).toBeNull();
    const ownGroup = (await c.post('/api/plan-groups', { name: 'Mine' })).json();
    expect((await c.put(`/api/learning-plans/${theirPublic.id}/group`, { groupId: ownGroup.id })).json()).toEqual(readOnlyBody(theirPublic));
    expect((await planRow(theirPublic.id))?.groupId).toBeNull();
    expect((await c.put(`/api/learning-plans/${mine.id}/group`, {})).statusCode).toBe(400);
  });

  it('deleting a group leaves its plans ungrouped', async () => {
    const c = await t.user();
    const group = (await c.post('/api/plan-groups', { name: 'Temp' })).json();
    const plan = await makePlan(c, { groupId: group.id });
    expect((await c.delete(`/api/plan-groups/${group.id}`)).statusCode).toBe(200);
    expect((await planRow(plan.id))?.groupId).toBeNull();
    expect(await t.db.select().from(planGroups).where(eq(planGroups.id, group.id))).toHaveLength(0);
  });
});
