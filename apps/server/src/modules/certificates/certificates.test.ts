import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countStatements } from '../../../test/count-statements.ts';
import { makePlan, makeVideos, must } from '../../../test/fixtures/plans.ts';
import { watch } from '../../../test/fixtures/watching.ts';
import { createTestApp } from '../../../test/test-app.ts';
import type { TestClient } from '../../../test/test-client.ts';
import { achievements, certificates, notifications, videos } from '../../db/schema/index.ts';

const t = await createTestApp();
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A learner with a plan of two videos (10 and 20 minutes). */
async function learner(name = { firstName: 'Ada', lastName: 'Lovelace' }) {
  const c = await t.user(name);
  const me = must(c.user).id;
  const plan = await makePlan(c, { title: 'Analytical Engines' });
  const [a, b] = await makeVideos(t, 2, { durationSeconds: 600 });
  await t.db.update(videos).set({ durationSeconds: 1200 }).where(eq(videos.id, must(b).id));
  await t.services.plans.addVideos(me, plan.id, [must(a).id, must(b).id]);
  return { c, me, plan, a: must(a).id, b: must(b).id };
}

const complete = (c: TestClient, videoId: number) => c.put('/api/video-progress', { videoId, currentTime: 5, isCompleted: true });
const bell = async (userId: number) => t.db.select().from(notifications).where(eq(notifications.userId, userId));
const earnedKeys = async (userId: number) => (await t.db.select({ key: achievements.key }).from(achievements).where(eq(achievements.userId, userId))).map((r) => r.key).sort();

describe('plan completion', () => {
  it('issues the certificate, its achievement and a notification in the save that completes the plan', async () => {
    const { c, me, plan, a, b } = await learner();
    await complete(c, a);
    expect((await c.get('/api/certificates/user')).json()).toEqual([]);
    const last = (await complete(c, b)).json();
    expect(last.completedPlans).toEqual([{ id: plan.id, slug: plan.slug, title: 'Analytical Engines' }]);
    const list = (await c.get('/api/certificates/user')).json();
    expect(list).toEqual([
      { certificateId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), planId: plan.id, planName: 'Analytical Engines', studentName: 'Ada Lovelace', courseDuration: 1800, completionDate: expect.any(String) },
    ]);
    const achievementsList = (await c.get('/api/achievements')).json();
    const planAchievement = achievementsList.find((x: { key: string }) => x.key === `plan-${plan.id}`);
    expect(planAchievement).toMatchObject({ type: 'certificate', title: 'Playlist Completed', certificateId: list[0].certificateId });
    expect(await earnedKeys(me)).toEqual(['certificates-1', `plan-${plan.id}`, 'plans-1', 'videos-1'].sort());
    const notes = await bell(me);
    expect(notes.filter((n) => n.type === 'achievement').map((n) => n.title).sort()).toEqual(
      ['Achievement unlocked: Certified', 'Achievement unlocked: First Steps', 'Achievement unlocked: Plan Finisher', 'Playlist Completed'].sort(),
    );
    // Saving again, and removing a video, revoke nothing and issue nothing twice.
    await complete(c, b);
    await c.delete(`/api/learning-plans/${plan.id}/videos/${a}`);
    expect((await c.get('/api/certificates/user')).json()).toHaveLength(1);
    expect((await bell(me)).length).toBe(notes.length);
  });

  it('two simultaneous completions award once', async () => {
    for (let round = 0; round < 3; round++) {
      const { c, me, plan, a, b } = await learner();
      // Both last videos at once, each request twice.
      const replies = await Promise.all([complete(c, a), complete(c, b), complete(c, a), complete(c, b)]);
      expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
      expect(replies.flatMap((r) => r.json().completedPlans)).toHaveLength(1);
      expect(await t.db.select().from(certificates).where(eq(certificates.userId, me))).toHaveLength(1);
      expect(await earnedKeys(me)).toEqual(['certificates-1', `plan-${plan.id}`, 'plans-1', 'videos-1'].sort());
      expect((await bell(me)).filter((n) => n.type === 'achievement')).toHaveLength(4);
    }
  });

  it('a failing award undoes the save (in-transaction)', async () => {
    const { c, me, a, b } = await learner();
    await complete(c, a);
    const original = t.services.certificates.onPlanCompleted.bind(t.services.certificates);
    t.services.certificates.onPlanCompleted = async () => {
      throw new Error('award failed');
    };
    try {
      expect((await complete(c, b)).statusCode).toBe(500);
    } finally {
      t.services.certificates.onPlanCompleted = original;
    }
    expect((await c.get(`/api/video-progress/${b}`)).json().isCompleted).toBe(false);
    expect(await earnedKeys(me)).toEqual(['videos-1']);
  });
});

describe('certificates', () => {
  async function certified() {
    const l = await learner();
    await complete(l.c, l.a);
    await complete(l.c, l.b);
    const [cert] = (await l.c.get('/api/certificates/user')).json();
    return { ...l, id: must(cert).certificateId as string };
  }

  it('downloads a PNG named after its id; another user or an unknown id: 404 Certificate not found', async () => {
    const { c, id } = await certified();
    const res = await c.get(`/api/certificates/download/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="certificate-${id}.png"`);
    expect(res.rawPayload.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    const other = await t.user();
    for (const [client, url] of [
      [other, `/api/certificates/download/${id}`],
      [c, '/api/certificates/download/AAAAAAAAAAAAAAAAAAAAAA'],
      [c, '/api/certificates/download/not-an-id'],
    ] as const) {
      const r = await client.get(url);
      expect(r.statusCode, url).toBe(404);
      expect(r.json()).toMatchObject({ error: 'Certificate not found', message: 'Certificate not found' });
    }
    expect((await t.client().get(`/api/certificates/download/${id}`)).statusCode).toBe(401);
  });

  it('verifies publicly without e-mail or user id; deleted or unknown: 404 valid false', async () => {
    const { c, id, plan } = await certified();
    const visitor = t.client();
    const ok = await visitor.get(`/api/certificates/verify/${id}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ valid: true, certificateId: id, studentName: 'Ada Lovelace', planName: 'Analytical Engines', completionDate: expect.any(String), courseDuration: 1800 });
    expect(JSON.stringify(ok.json())).not.toMatch(/@|userId/);
    // The plan's title changing later does not change the certificate.
    await c.put(`/api/learning-plans/${plan.id}`, { title: 'Renamed' });
    expect((await visitor.get(`/api/certificates/verify/${id}`)).json().planName).toBe('Analytical Engines');

    const stranger = await t.user();
    const refused = await stranger.delete(`/api/certificates/${id}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error).toBe('Certificate not found');
    expect((await c.delete(`/api/certificates/${id}`)).json()).toEqual({ message: 'Certificate deleted' });
    const gone = await visitor.get(`/api/certificates/verify/${id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ valid: false, error: 'Certificate not found' });
    expect((await visitor.get('/api/certificates/verify/x')).json()).toMatchObject({ valid: false });
    expect((await c.delete(`/api/certificates/${id}`)).statusCode).toBe(404);
  });

  it('generate: the same id for a completed plan, names sent are ignored, a plan not complete is refused', async () => {
    const { c, me, plan, a, b } = await learner();
    await complete(c, a);
    const early = await c.post('/api/certificates/generate', { planId: plan.id, studentName: 'Mallory', userId: 1 });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Complete every video of this plan to earn its certificate');
    await complete(c, b);
    const [issued] = (await c.get('/api/certificates/user')).json();
    const again = await c.post('/api/certificates/generate', { planId: plan.id, studentName: 'Mallory', planName: 'Fake', userId: 1 });
    expect(again.json()).toEqual({ certificateId: issued.certificateId });
    // Deleted, then asked for again: a new certificate, with the plan's real facts.
    await c.delete(`/api/certificates/${issued.certificateId}`);
    const replies = await Promise.all([1, 2, 3].map(() => c.post('/api/certificates/generate', { planId: plan.id, studentName: 'Mallory' })));
    const ids = new Set(replies.map((r) => r.json().certificateId));
    expect(ids.size).toBe(1);
    const [fresh] = (await c.get('/api/certificates/user')).json();
    expect(fresh).toMatchObject({ certificateId: [...ids][0], studentName: 'Ada Lovelace', planName: 'Analytical Engines', courseDuration: 1800 });
    expect(await t.db.select().from(achievements).where(and(eq(achievements.userId, me), eq(achievements.key, `plan-${plan.id}`)))).toHaveLength(1);
    expect((await c.post('/api/certificates/generate', { planId: 99999999 })).statusCode).toBe(404);
    const stranger = await t.user();
    expect((await stranger.post('/api/certificates/generate', { planId: plan.id })).statusCode).toBe(404);
  });

  it('generate-image: the PNG of your own certificate for the plan', async () => {
    const { c, id, plan } = await certified();
    const res = await c.post('/api/certificates/generate-image', { planId: plan.id, studentName: 'Mallory', planName: 'x', courseName: 'y', courseDuration: 1, completionDate: 'z', userId: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toContain(`certificate-${id}.png`);
    expect(res.rawPayload.subarray(0, 8)).toEqual(PNG_SIGNATURE);
  });

  it('lists in one statement besides the session', async () => {
    const { c } = await certified();
    expect(await countStatements(t.pool, () => c.get('/api/certificates/user'))).toBeLessThanOrEqual(2);
    expect(await countStatements(t.pool, () => c.get('/api/achievements'))).toBeLessThanOrEqual(2);
  });
});

describe('achievements', () => {
  it('hours and streak milestones, and the locked ones with how far the user is', async () => {
    t.clock.set(new Date('2026-11-20T10:00:00Z'));
    const c = await t.user();
    const me = must(c.user).id;
    const [v] = await makeVideos(t, 1, { durationSeconds: 10_000 });
    await watch(t, c, must(v).id, 1800);
    let overview = (await c.get('/api/achievements/overview')).json();
    expect(overview.earned).toEqual([]);
    expect(overview.locked.find((l: { key: string }) => l.key === 'hours-1')).toMatchObject({ current: 0.5, target: 1, unit: 'hours' });
    expect(overview.locked.find((l: { key: string }) => l.key === 'streak-3')).toMatchObject({ current: 1, target: 3 });
    t.clock.set(new Date('2026-11-21T10:00:00Z'));
    await watch(t, c, must(v).id, 1800, 1800);
    expect(await earnedKeys(me)).toEqual(['hours-1']);
    t.clock.set(new Date('2026-11-22T10:00:00Z'));
    await watch(t, c, must(v).id, 60, 3600);
    expect(await earnedKeys(me)).toEqual(['hours-1', 'streak-3']);
    overview = (await c.get('/api/achievements/overview')).json();
    expect(overview.earned.map((e: { key: string }) => e.key).sort()).toEqual(['hours-1', 'streak-3']);
    expect(overview.locked.map((l: { key: string }) => l.key)).not.toContain('hours-1');
    const list = (await c.get('/api/achievements')).json();
    expect(list[0]).toEqual({ id: expect.any(Number), key: 'streak-3', type: 'streak', title: 'On a Roll', description: 'Learned 3 days in a row', earnedAt: expect.stringMatching(/^2026-11-22T10:01:00/), certificateId: null });
    expect((await t.client().get('/api/achievements')).statusCode).toBe(401);
  });
});
