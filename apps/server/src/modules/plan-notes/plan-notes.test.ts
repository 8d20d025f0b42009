import { describe, expect, it } from 'vitest';
import { makePlan } from '../../../test/fixtures/plans.ts';
import { createTestApp } from '../../../test/test-app.ts';

const t = await createTestApp();

describe('GET and PUT /api/learning-plans/{id}/notes', () => {
  it('empty at first; saved notes come back; each learner has their own on a public plan', async () => {
    const owner = await t.user();
    const reader = await t.user();
    const plan = await makePlan(owner, { isPublic: true });
    expect((await owner.get(`/api/learning-plans/${plan.id}/notes`)).json()).toEqual({ notes: '' });
    const saved = await owner.put(`/api/learning-plans/${plan.id}/notes`, { notes: 'Watch the second video twice.' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ notes: 'Watch the second video twice.' });
    expect((await owner.get(`/api/learning-plans/${plan.id}/notes`)).json()).toEqual({ notes: 'Watch the second video twice.' });
    expect((await reader.get(`/api/learning-plans/${plan.id}/notes`)).json()).toEqual({ notes: '' });
    await reader.put(`/api/learning-plans/${plan.id}/notes`, { notes: 'Mine' });
    expect((await owner.get(`/api/learning-plans/${plan.id}/notes`)).json()).toEqual({ notes: 'Watch the second video twice.' });
    await owner.put(`/api/learning-plans/${plan.id}/notes`, { notes: '' });
    expect((await owner.get(`/api/learning-plans/${plan.id}/notes`)).json()).toEqual({ notes: '' });
  });

  it('at most 10,000 characters; bad input is a 400 and changes nothing', async () => {
    const c = await t.user();
    const plan = await makePlan(c);
    const full = 'x'.repeat(10_000);
    expect((await c.put(`/api/learning-plans/${plan.id}/notes`, { notes: full })).statusCode).toBe(200);
    const long = await c.put(`/api/learning-plans/${plan.id}/notes`, { notes: `${full}y` });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Notes can be at most 10,000 characters');
    for (const body of [{}, { notes: 5 }, { notes: null }]) expect((await c.put(`/api/learning-plans/${plan.id}/notes`, body)).statusCode, JSON.stringify(body)).toBe(400);
    expect((await c.get(`/api/learning-plans/${plan.id}/notes`)).json().notes).toBe(full);
  });

  it('another’s private plan and a missing plan are 404s, for reading and writing', async () => {
    const owner = await t.user();
    const stranger = await t.user();
    const plan = await makePlan(owner);
    for (const path of [`/api/learning-plans/${plan.id}/notes`, '/api/learning-plans/99999999/notes']) {
      expect((await stranger.get(path)).statusCode).toBe(404);
      expect((await stranger.put(path, { notes: 'hi' })).statusCode).toBe(404);
    }
    expect((await owner.get(`/api/learning-plans/${plan.id}/notes`)).json()).toEqual({ notes: '' });
  });
});
