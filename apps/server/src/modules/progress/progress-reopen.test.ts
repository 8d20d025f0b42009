import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makePlan, makeVideos, must } from '../../../test/fixtures/plans.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { videoProgress, watchEvents } from '../../db/schema/index.ts';

const t = await createTestApp();
const completed: number[] = [];
t.services.events.onAfterCommit('VideoCompleted', 'test: completions', async (e) => void completed.push(e.videoId));

describe('DELETE /api/video-progress/{videoId} (Mark Incomplete)', () => {
  it('undoes the completion, keeps the position and the watch time; the plan’s progress follows both ways', async () => {
    const c = await t.user();
    const me = must(c.user).id;
    const plan = await makePlan(c);
    const [a, b] = await makeVideos(t, 2, { durationSeconds: 200 });
    await t.services.plans.addVideos(me, plan.id, [must(a).id, must(b).id]);
    await c.put('/api/video-progress', { videoId: must(a).id, currentTime: 40 });
    const done = await c.put('/api/video-progress', { videoId: must(a).id, currentTime: 40, isCompleted: true });
    expect(done.json()).toMatchObject({ isCompleted: true, currentTime: 190 });
    await c.put('/api/video-progress', { videoId: must(b).id, currentTime: 10, isCompleted: true });
    expect((await c.get(`/api/learning-plans/slug/${plan.slug}/page`)).json().progress.filter((p: { isCompleted: boolean }) => p.isCompleted)).toHaveLength(2);
    const creditsBefore = await t.db.select().from(watchEvents).where(eq(watchEvents.userId, me));

    const undone = await c.delete(`/api/video-progress/${must(a).id}`);
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toEqual({ videoId: must(a).id, currentTime: 190, isCompleted: false, progressPercentage: 95 });
    const [row] = await t.db.select().from(videoProgress).where(and(eq(videoProgress.userId, me), eq(videoProgress.videoId, must(a).id)));
    expect(row).toMatchObject({ isCompleted: false, completedAt: null, currentTime: 190 });
    expect(await t.db.select().from(watchEvents).where(eq(watchEvents.userId, me))).toEqual(creditsBefore);
    // The cached answers move on: the plan page, the progress list and the plan list.
    const page = (await c.get(`/api/learning-plans/slug/${plan.slug}/page`)).json();
    expect(page.progress).toEqual([
      { videoId: must(a).id, isCompleted: false, currentTime: 190 },
      { videoId: must(b).id, isCompleted: true, currentTime: 190 },
    ]);
    expect((await c.get(`/api/progress/plan/${plan.id}`)).json()[0]).toMatchObject({ isCompleted: false });
    expect((await c.get(`/api/video-progress/${must(a).id}`)).json()).toMatchObject({ isCompleted: false, currentTime: 190 });

    // Completing it again counts as a new completion.
    const before = completed.filter((id) => id === must(a).id).length;
    await c.put('/api/video-progress', { videoId: must(a).id, currentTime: 190, isCompleted: true });
    expect(completed.filter((id) => id === must(a).id).length).toBe(before + 1);
  });

  it('a video never started answers zeros; an unknown video is a 404; another learner’s progress is untouched', async () => {
    const c = await t.user();
    const other = await t.user();
    const [v] = await makeVideos(t, 1);
    await other.put('/api/video-progress', { videoId: must(v).id, currentTime: 5, isCompleted: true });
    expect((await c.delete(`/api/video-progress/${must(v).id}`)).json()).toEqual({ videoId: must(v).id, currentTime: 0, isCompleted: false, progressPercentage: 0 });
    expect((await other.get(`/api/video-progress/${must(v).id}`)).json()).toMatchObject({ isCompleted: true });
    const missing = await c.delete('/api/video-progress/99999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Video not found');
    expect((await c.delete('/api/video-progress/abc')).statusCode).toBe(400);
  });
});
