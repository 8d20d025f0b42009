import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { progressClientSaves, videoProgress, watchEvents } from '../../db/schema/index.ts';
import { makeVideos, must } from '../../../test/fixtures/plans.ts';
import { createTestApp } from '../../../test/test-app.ts';

/** Saves the web app's offline queue sends again carry the same client id: each is applied once (decision 0043). */
const t = await createTestApp();

const SECOND = 1000;
const row = async (userId: number, videoId: number) =>
  (await t.db.select().from(videoProgress).where(and(eq(videoProgress.userId, userId), eq(videoProgress.videoId, videoId))))[0];
const creditedSeconds = async (userId: number) => (await t.db.select().from(watchEvents).where(eq(watchEvents.userId, userId))).map((e) => e.secondsCredited);
const idsOf = async (userId: number) => (await t.db.select().from(progressClientSaves).where(eq(progressClientSaves.userId, userId))).map((r) => r.clientId);

describe('PUT /api/video-progress with a clientId', () => {
  it('applies a client id fired concurrently once: one answer for all, one completion, and a replay after Mark Incomplete completes nothing', async () => {
    const c = await t.user();
    const me = must(c.user).id;
    const [v] = await makeVideos(t, 1, { durationSeconds: 600 });
    const videoId = must(v).id;
    const completions: number[] = [];
    t.services.events.onAfterCommit('VideoCompleted', 'test: hear replayed completions', async (event) => {
      if (event.userId === me) completions.push(event.videoId);
    });
    expect((await c.put('/api/video-progress', { videoId, currentTime: 0 })).statusCode).toBe(200);
    t.clock.advance(60 * SECOND);

    const clientId = randomUUID();
    const body = { videoId, currentTime: 100, isCompleted: true, clientId };
    const first = await Promise.all(Array.from({ length: 6 }, () => c.put('/api/video-progress', body)));
    expect(first.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    for (const res of first) expect(res.json()).toMatchObject({ videoId, currentTime: 570, isCompleted: true, progressPercentage: 100 });
    expect(completions).toEqual([videoId]);
    expect(await creditedSeconds(me)).toEqual([100]);
    expect(await idsOf(me)).toEqual([clientId]);

    // Mark Incomplete, then the same save arrives again (and again, at once): it changes nothing.
    expect((await c.delete(`/api/video-progress/${videoId}`)).json()).toMatchObject({ isCompleted: false, currentTime: 570 });
    const before = must(await row(me, videoId));
    t.clock.advance(60 * SECOND);
    const replays = await Promise.all(Array.from({ length: 6 }, () => c.put('/api/video-progress', body)));
    for (const res of replays) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ videoId, currentTime: 570, isCompleted: false, progressPercentage: 95, completedPlans: [] });
    }
    expect(await row(me, videoId)).toEqual(before);
    expect(completions).toEqual([videoId]);
    expect(await creditedSeconds(me)).toEqual([100]);
  });

  it('a replay arriving after a later save neither moves the position back nor lets the next save credit the same seconds twice', async () => {
    const c = await t.user();
    const me = must(c.user).id;
    const [v] = await makeVideos(t, 1, { durationSeconds: 3600 });
    const videoId = must(v).id;
    await c.put('/api/video-progress', { videoId, currentTime: 0 });
    t.clock.advance(60 * SECOND);
    const a = { videoId, currentTime: 100, clientId: randomUUID() };
    expect((await c.put('/api/video-progress', a)).json()).toMatchObject({ currentTime: 100 });
    t.clock.advance(10 * SECOND);
    await c.put('/api/video-progress', { videoId, currentTime: 110, clientId: randomUUID() });
    t.clock.advance(10 * SECOND);
    // The queue did not hear the first answer to `a` and sends it again.
    expect((await c.put('/api/video-progress', a)).json()).toEqual({ videoId, currentTime: 110, isCompleted: false, progressPercentage: 3, completedPlans: [] });
    expect(must(await row(me, videoId)).currentTime).toBe(110);
    t.clock.advance(10 * SECOND);
    await c.put('/api/video-progress', { videoId, currentTime: 130 });
    // 130 seconds played, 130 credited (applied twice, the replay would have let 110 -> 130 count from 100).
    expect(await creditedSeconds(me)).toEqual([100, 10, 20]);
  });

  it('keeps ids per user, does not keep the id of a save that failed, and refuses an id that is not a UUID', async () => {
    const [c, d] = [await t.user(), await t.user()];
    const [v] = await makeVideos(t, 1, { durationSeconds: 600 });
    const videoId = must(v).id;
    const clientId = randomUUID();
    expect((await c.put('/api/video-progress', { videoId: 99_999_999, currentTime: 5, clientId })).statusCode).toBe(404);
    expect(await idsOf(must(c.user).id)).toEqual([]);
    expect((await c.put('/api/video-progress', { videoId, currentTime: 5, clientId })).json()).toMatchObject({ currentTime: 5 });
    // Another user's save with the same id is their own.
    expect((await d.put('/api/video-progress', { videoId, currentTime: 7, clientId })).json()).toMatchObject({ currentTime: 7 });
    expect(must(await row(must(d.user).id, videoId)).currentTime).toBe(7);

    for (const bad of ['not-a-uuid', '', 42, 'x'.repeat(5000)]) {
      const res = await c.put('/api/video-progress', { videoId, currentTime: 9, clientId: bad });
      expect(res.statusCode, String(bad)).toBe(400);
      if (typeof bad === 'string' && bad.length < 100) expect(res.json().message).toBe('clientId must be a UUID');
    }
    expect(must(await row(must(c.user).id, videoId)).currentTime).toBe(5);
  });

  it('the unload beacon takes a client id too', async () => {
    const c = await t.user();
    const [v] = await makeVideos(t, 1, { durationSeconds: 600 });
    const clientId = randomUUID();
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/video-progress/beacon',
        payload: JSON.stringify({ videoId: must(v).id, currentTime: 42, clientId, csrfToken: c.csrfToken }),
        headers: { 'content-type': 'text/plain', cookie: cookieOf(c) },
      });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    expect(await idsOf(must(c.user).id)).toEqual([clientId]);
  });
});

describe('the API reference', () => {
  it('documents the optional clientId of a save', async () => {
    const doc = (await t.client().get('/api/openapi.json')).json();
    const body = doc.paths['/api/video-progress'].put.requestBody.content['application/json'].schema;
    const schema = body.$ref ? doc.components.schemas[body.$ref.split('/').pop()] : body;
    expect(schema.properties.clientId).toMatchObject({ type: 'string', format: 'uuid', description: expect.stringContaining('applied once') });
    expect(schema.required).not.toContain('clientId');
  });
});

describe('forgetting applied client ids', () => {
  it('forgets ids applied more than 30 days ago and keeps the others', async () => {
    const c = await t.user();
    const me = must(c.user).id;
    const [v] = await makeVideos(t, 1, { durationSeconds: 600 });
    const [old, recent] = [randomUUID(), randomUUID()];
    await c.put('/api/video-progress', { videoId: must(v).id, currentTime: 5, clientId: old });
    await c.put('/api/video-progress', { videoId: must(v).id, currentTime: 6, clientId: recent });
    await t.db.execute(sql`update progress_client_saves set applied_at = applied_at - interval '31 days' where client_id = ${old}`);
    expect(await t.services.progress.forgetOldClientSaves()).toBeGreaterThanOrEqual(1);
    expect(await idsOf(me)).toEqual([recent]);
  });
});

function cookieOf(c: { request: unknown }): string {
  // The test client keeps its cookies private; read them the same way it sends them.
  const jar = (c as unknown as { cookies: Map<string, string> }).cookies;
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}
