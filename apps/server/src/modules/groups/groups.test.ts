import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { planGroups } from '../../db/schema/index.ts';
import { makePlan, must } from '../../../test/fixtures/plans.ts';
import { createTestApp } from '../../../test/test-app.ts';

const t = await createTestApp();
const groupsOf = (ownerId: number) => t.db.select().from(planGroups).where(eq(planGroups.ownerId, ownerId));

describe('plan groups', () => {
  it('creates with defaults and lists own groups with plan counts', async () => {
    const c = await t.user();
    const res = await c.post('/api/plan-groups', { name: '  Frontend  ', description: 'Web things' });
    expect(res.statusCode).toBe(201);
    const group = res.json();
    expect(group).toMatchObject({ name: 'Frontend', description: 'Web things', color: 'blue', isPublic: false, planCount: 0 });
    const second = (await c.post('/api/plan-groups', { name: 'Backend', color: 'red', isPublic: true })).json();
    await makePlan(c, { groupId: group.id });
    await makePlan(c, { groupId: group.id });
    await makePlan(c);
    const other = await t.user();
    await other.post('/api/plan-groups', { name: 'Not mine' });
    const list = (await c.get('/api/plan-groups')).json();
    expect(list.map((g: { id: number; planCount: number }) => [g.id, g.planCount])).toEqual([
      [second.id, 0],
      [group.id, 2],
    ]);
    expect(list[0]).toMatchObject({ color: 'red', isPublic: true });
  });

  it.each([
    [{}, 'Group name is required'],
    [{ name: '   ' }, 'Group name is required'],
    [{ name: 'x'.repeat(101) }, 'Group name must be less than 100 characters'],
    [{ name: 'ok', description: 'd'.repeat(501) }, 'Description must be less than 500 characters'],
    [{ name: 'ok', color: 'pink' }, 'Color must be one of blue, green, purple, orange, red'],
  ])('refuses %j with "%s" and stores nothing', async (body, message) => {
    const c = await t.user();
    const res = await c.post('/api/plan-groups', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await groupsOf(must(c.user).id)).toHaveLength(0);
  });

  it("toggles visibility and deletes for the owner only; others' groups are 404", async () => {
    const owner = await t.user();
    const group = (await owner.post('/api/plan-groups', { name: 'G' })).json();
    const c = await t.user();
    expect((await c.put(`/api/plan-groups/${group.id}/visibility`, { isPublic: true })).json()).toMatchObject({ code: 'NOT_FOUND', message: 'Group not found' });
    expect((await c.delete(`/api/plan-groups/${group.id}`)).statusCode).toBe(404);
    expect((await groupsOf(must(owner.user).id))[0]?.isPublic).toBe(false);

    const res = await owner.put(`/api/plan-groups/${group.id}/visibility`, { isPublic: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: group.id, isPublic: true });
    expect((await owner.put(`/api/plan-groups/${group.id}/visibility`, {})).statusCode).toBe(400);
    const del = await owner.delete(`/api/plan-groups/${group.id}`);
    expect(del.json()).toEqual({ message: 'Plan group deleted' });
    expect(await groupsOf(must(owner.user).id)).toHaveLength(0);
    expect((await owner.delete(`/api/plan-groups/${group.id}`)).statusCode).toBe(404);
  });

  it('answers 401 signed out', async () => {
    const anon = t.client();
    expect((await anon.get('/api/plan-groups')).statusCode).toBe(401);
    expect((await anon.post('/api/plan-groups', { name: 'x' })).statusCode).toBe(401);
  });
});
