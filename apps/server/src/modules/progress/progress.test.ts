import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users, videoProgress, watchEvents } from '../../db/schema/index.ts';
import { makePlan, makeVideos, must } from '../../../test/fixtures/plans.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { localDate } from './progress-rules.ts';

const t = await createTestApp();

const progressRow = async (userId: number, videoId: number) =>
  (await t.db.select().from(videoProgress).where(and(eq(videoProgress.userId, userId), eq(videoProgress.videoId, videoId))))[0];
const credited = async (userId: number) => t.db.select().from(watchEvents).where(eq(watchEvents.userId, userId));
/** Pretends the last save happened `seconds` ago. */
const ageLastSave = (userId: number, seconds: number) =>
  t.db.update(videoProgress).set({ updatedAt: sql`now() - make_interval(secs => ${seconds})` }).where(eq(videoProgress.userId, userId));

describe('GET /api/video-progress/{videoId}', () => {
  it('gives zeros before any save and 404 for an unknown video', async () => {
    const c = await t.user();
    const [v] = await makeVideos(t, 1);
    expect((await c.get(`/api/video-progress/${must(v).id}`)).json()).toEqual({ videoId: must(v).id, currentTime: 0, isCompleted: false, progressPercentage: 0 });
    expect((await c.get('/api/video-progress/99999999')).statusCode).toBe(404);
    expect((await t.client().get(`/api/video-progress/${must(v).id}`)).statusCode).toBe(401);
  });
});

describe('PUT /api/video-progress', () => {
  it('saves whole seconds and reads them back with a percentage', async () => {
    const c = await t.user();
    const [v] = await makeVideos(t, 1, { durationSeconds: 200 });
    const res = await c.put('/api/video-progress', { videoId: must(v).id, currentTime: 49.6, isCompleted: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ videoId: must(v).id, currentTime: 50, isCompleted: false, progressPercentage: 25, completedPlans: [] });
    expect((await c.get(`/api/video-progress/${must(v).id}`)).json()).toEqual({ videoId: must(v).id, currentTime: 50, isCompleted: false, progressPercentage: 25 });
  });

  it('refuses bad input and changes nothing', async () => {
    const c = await t.user();
    const [v] = await makeVideos(t, 1);
    for (const [body, status, message] of [
      [{ videoId: must(v).id, currentTime: -1 }, 400, 'currentTime must be between 0 and 86400'],
      [{ videoId: must(v).id, currentTime: 86_401 }, 400, 'currentTime must be between 0 and 86400'],
      [{ videoId: must(v).id, currentTime: 'ten' }, 400, 'currentTime must be a number of seconds'],
      [{ currentTime: 5 }, 400, undefined],
      [{ videoId: 99999999, currentTime: 5 }, 404, 'Video not found'],
    ] as const) {
      const res = await c.put('/api/video-progress', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      if (message) expect(res.json().message).toBe(message);
    }
    expect(await progressRow(must(c.user).id, must(v).id)).toBeUndefined();
    expect(await credited(must(c.user).id)).toHaveLength(0);
  });

  it('completion stores the greatest of time, 95% of duration and 1, and is sticky', async () => {
    const c = await t.user();
    const [v, unknown] = await makeVideos(t, 2, { durationSeconds: 200 });
    await t.db.execute(sql`update videos set duration_seconds = null where id = ${must(unknown).id}`);
    const done = (await c.put('/api/video-progress', { videoId: must(v).id, currentTime: 10, isCompleted: true })).json();
    expect(done).toMatchObject({ currentTime: 190, isCompleted: true, progressPercentage: 100 });
    expect((await progressRow(must(c.user).id, must(v).id))?.completedAt).toBeInstanceOf(Date);
    const rewatch = (await c.put('/api/video-progress', { videoId: must(v).id, currentTime: 20, isCompleted: false })).json();
    expect(rewatch).toMatchObject({ currentTime: 20, isCompleted: true, progressPercentage: 100 });
    const zero = (await c.put('/api/video-progress', { videoId: must(unknown).id, currentTime: 0, isCompleted: true })).json();
    expect(zero).toMatchObject({ currentTime: 1, isCompleted: true });
  });

  it('completes by itself at 95% of a known duration', async () => {
    const c = await t.user();
    const [v] = await makeVideos(t, 1, { durationSeconds: 100 });
    expect((await c.put('/api/video-progress', { videoId: must(v).id, currentTime: 94 })).json().isCompleted).toBe(false);
    expect((await c.put('/api/video-progress', { videoId: must(v).id, currentTime: 95 })).json().isCompleted).toBe(true);
  });

  it('credits forward movement bounded by elapsed time x 2, never seeking, on the local date', async () => {
    const c = await t.user();
    const me = must(c.user).id;
    await t.db.update(users).set({ timeZone: 'Pacific/Kiritimati' }).where(eq(users.id, me));
    const [v] = await makeVideos(t, 1, { durationSeconds: 3600 });
    await c.put('/api/video-progress', { videoId: must(v).id, currentTime: 20 });
    await ageLastSave(me, 10);
    await c.put('/api/video-progress', { videoId: must(v).id, currentTime: 1000 }); // a seek: at most 2 x 10 s
    await ageLastSave(me, 30);
    await c.put('/api/video-progress', { videoId: must(v).id, currentTime: 500 }); // backwards: nothing
    await ageLastSave(me, 30);
    await c.put('/api/video-progress', { videoId: must(v).id, currentTime: 530 }); // played 30 s
    const events = await credited(me);
    expect(events.map((e) => e.secondsCredited)).toEqual([20, 20, 30]);
    expect(new Set(events.map((e) => e.localDate))).toEqual(new Set([localDate(new Date(), 'Pacific/Kiritimati')]));
    expect(localDate(new Date('2024-01-01T12:00:00Z'), 'Pacific/Kiritimati')).toBe('2024-01-02');
    expect(localDate(new Date('2024-01-01T12:00:00Z'), 'Not/AZone')).toBe('2024-01-01');
  });

  it('reports plans completed by this save and announces them (PlanCompleted)', async () => {
    const c = await t.user();
    const me = must(c.user).id;
    const plan = await makePlan(c, { title: 'Finish me' });
    const [a, b] = await makeVideos(t, 2);
    await t.services.plans.addVideos(me, plan.id, [must(a).id, must(b).id]);
    const heard: number[] = [];
    t.services.events.onAfterCommit('PlanCompleted', 'test: hear completions', async (event) => {
      if (event.userId === me) heard.push(event.plan.id);
    });
    expect((await c.put('/api/video-progress', { videoId: must(a).id, currentTime: 5, isCompleted: true })).json().completedPlans).toEqual([]);
    const last = (await c.put('/api/video-progress', { videoId: must(b).id, currentTime: 5, isCompleted: true })).json();
    expect(last.completedPlans).toEqual([{ id: plan.id, slug: plan.slug, title: 'Finish me' }]);
    expect(heard).toEqual([plan.id]);
    // Saving again does not complete it again.
    expect((await c.put('/api/video-progress', { videoId: must(b).id, currentTime: 6, isCompleted: true })).json().completedPlans).toEqual([]);
    expect(heard).toEqual([plan.id]);
    expect(await t.services.progress.planCompletion(me, plan.id)).toEqual({ videoCount: 2, completedCount: 2, progress: 100, isCompleted: true });
  });
});

describe('POST /api/video-progress/beacon', () => {
  it('accepts text/plain and JSON bodies carrying the CSRF token', async () => {
    const c = await t.user();
    const [v] = await makeVideos(t, 1, { durationSeconds: 600 });
    const payload = (time: number, token = c.csrfToken) => JSON.stringify({ videoId: must(v).id, currentTime: time, isCompleted: false, csrfToken: token });
    const send = (body: string, type: string) =>
      t.app.inject({ method: 'POST', url: '/api/video-progress/beacon', payload: body, headers: { 'content-type': type, cookie: cookieOf(c) } });
    const ok = await send(payload(42), 'text/plain;charset=UTF-8');
    expect(ok.statusCode).toBe(200);
    expect((await progressRow(must(c.user).id, must(v).id))?.currentTime).toBe(42);
    expect((await send(payload(43), 'application/json')).statusCode).toBe(200);
    expect((await progressRow(must(c.user).id, must(v).id))?.currentTime).toBe(43);

    const wrong = await send(payload(99, 'not-the-token'), 'text/plain');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toBe('Invalid CSRF token');
    const missing = await send(JSON.stringify({ videoId: must(v).id, currentTime: 99 }), 'text/plain');
    expect(missing.statusCode).toBe(403);
    expect((await send('not json', 'text/plain')).statusCode).toBe(400);
    expect((await send('', 'text/plain')).statusCode).toBe(400);
    expect((await send(JSON.stringify({ videoId: must(v).id, currentTime: 99, csrfToken: 'x'.repeat(5000) }), 'text/plain')).statusCode).toBe(413);
    expect((await progressRow(must(c.user).id, must(v).id))?.currentTime).toBe(43);
    // Without a session: refused.
    const anon = await t.app.inject({ method: 'POST', url: '/api/video-progress/beacon', payload: payload(99), headers: { 'content-type': 'text/plain' } });
    expect(anon.statusCode).toBe(403);
  });
});

describe('GET /api/progress/plan/{planId}', () => {
  it("lists the caller's progress on each video of a plan they may see", async () => {
    const owner = await t.user();
    const plan = await makePlan(owner, { isPublic: true });
    const [a, b] = await makeVideos(t, 2);
    await t.services.plans.addVideos(must(owner.user).id, plan.id, [must(a).id, must(b).id]);
    await owner.put('/api/video-progress', { videoId: must(b).id, currentTime: 30 });
    expect((await owner.get(`/api/progress/plan/${plan.id}`)).json()).toEqual([
      { videoId: must(a).id, isCompleted: false, currentTime: 0 },
      { videoId: must(b).id, isCompleted: false, currentTime: 30 },
    ]);
    const visitor = await t.user();
    expect((await visitor.get(`/api/progress/plan/${plan.id}`)).json().every((e: { currentTime: number }) => e.currentTime === 0)).toBe(true);
    await owner.put(`/api/learning-plans/${plan.id}/visibility`, { isPublic: false });
    expect((await visitor.get(`/api/progress/plan/${plan.id}`)).statusCode).toBe(404);
  });
});

describe('GET /api/continue-learning', () => {
  it('gives up to 3 most recent unfinished videos with a plan to open them in', async () => {
    const c = await t.user();
    const me = must(c.user).id;
    const vids = await makeVideos(t, 5, { durationSeconds: 100 });
    const plan = await makePlan(c, { title: 'Holder' });
    await t.services.plans.addVideos(me, plan.id, [must(vids[3]).id]);
    await c.put('/api/video-progress', { videoId: must(vids[0]).id, currentTime: 10 });
    await c.put('/api/video-progress', { videoId: must(vids[1]).id, currentTime: 10, isCompleted: true });
    await c.put('/api/video-progress', { videoId: must(vids[2]).id, currentTime: 20 });
    await c.put('/api/video-progress', { videoId: must(vids[3]).id, currentTime: 50 });
    await c.put('/api/video-progress', { videoId: must(vids[4]).id, currentTime: 0 });
    const items = (await c.get('/api/continue-learning')).json();
    expect(items.map((i: { id: number }) => i.id)).toEqual([must(vids[3]).id, must(vids[2]).id, must(vids[0]).id]);
    expect(items[0]).toMatchObject({ youtubeId: must(vids[3]).youtubeId, progress: { progressPercentage: 50, currentTime: 50 }, planSlug: plan.slug, planTitle: 'Holder' });
    expect(items[1]).toMatchObject({ planSlug: null, progress: { progressPercentage: 20 } });
    expect((await (await t.user()).get('/api/continue-learning')).json()).toEqual([]);
  });
});

function cookieOf(c: { request: unknown }): string {
  // The test client keeps its cookies private; read them the same way it sends them.
  const jar = (c as unknown as { cookies: Map<string, string> }).cookies;
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}
