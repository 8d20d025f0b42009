import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { makePlan, makeVideos, must } from '../../test/fixtures/plans.ts';
import { createTestApp } from '../../test/test-app.ts';
import { emailPreferences, learningPlans, notifications, users, videoProgress, watchEvents } from '../db/schema/index.ts';
import type { AppEvents, EventName } from './events.ts';

const DAY_MS = 24 * 60 * 60_000;

// After-commit failures are logged at error level: the log is recorded to see them.
const logged: { msg: string; event?: string; subscriber?: string }[] = [];
const log = pino({ level: 'error' }, { write: (line: string) => void logged.push(JSON.parse(line)) });
const t = await createTestApp({ deps: { log } });

/** Records every event of a kind (after commit), and which of them were seen inside the writer's transaction. */
function hear<E extends EventName>(name: E) {
  const afterCommit: AppEvents[E][] = [];
  const inTransaction: AppEvents[E][] = [];
  t.services.events.onInTransaction(name, `test: ${name} in transaction`, async (event) => void inTransaction.push(event));
  t.services.events.onAfterCommit(name, `test: ${name} after commit`, async (event) => void afterCommit.push(event));
  return { afterCommit, inTransaction };
}

const completedVideo = hear('VideoCompleted');
const completedPlan = hear('PlanCompleted');
const credited = hear('WatchTimeCredited');
const signedUp = hear('UserSignedUp');
const deleted = hear('UserDeleted');

const progressOf = async (userId: number, videoId: number) =>
  (await t.db.select().from(videoProgress).where(and(eq(videoProgress.userId, userId), eq(videoProgress.videoId, videoId))))[0];

describe('progress events', () => {
  it('VideoCompleted: once, when a save first completes the video, at the clock time of the save', async () => {
    const c = await t.user();
    const me = must(c.user).id;
    const [v] = await makeVideos(t, 1, { durationSeconds: 600 });
    const videoId = must(v).id;
    t.clock.advance(3 * DAY_MS);
    const before = t.clock.now().getTime();
    expect((await c.put('/api/video-progress', { videoId, currentTime: 10 })).statusCode).toBe(200);
    expect(completedVideo.afterCommit.filter((e) => e.userId === me)).toEqual([]);
    expect((await c.put('/api/video-progress', { videoId, currentTime: 580 })).statusCode).toBe(200);
    const mine = completedVideo.afterCommit.filter((e) => e.userId === me);
    expect(mine).toEqual([{ userId: me, videoId, at: expect.any(Date) }]);
    expect(mine[0]?.at.getTime()).toBeGreaterThanOrEqual(before);
    expect(mine[0]?.at.getTime()).toBeLessThan(before + 60_000);
    // The progress row carries the same time: the write and its event agree.
    expect((await progressOf(me, videoId))?.completedAt?.getTime()).toBe(mine[0]?.at.getTime());
    expect(completedVideo.inTransaction.filter((e) => e.userId === me)).toEqual(mine);
    // Completion is sticky: saving again announces nothing.
    await c.put('/api/video-progress', { videoId, currentTime: 590, isCompleted: true });
    expect(completedVideo.afterCommit.filter((e) => e.userId === me)).toHaveLength(1);
    t.clock.advance(-3 * DAY_MS);
  });

  it('WatchTimeCredited: the seconds and the day in the user’s zone, by the app’s clock (tomorrow once the clock moves a day)', async () => {
    const c = await t.user();
    const me = must(c.user).id;
    await t.db.update(users).set({ timeZone: 'Pacific/Kiritimati' }).where(eq(users.id, me));
    const [v] = await makeVideos(t, 1, { durationSeconds: 3600 });
    const videoId = must(v).id;
    t.clock.set(new Date('2031-05-10T08:00:00Z'));
    await c.put('/api/video-progress', { videoId, currentTime: 20 });
    t.clock.advance(DAY_MS);
    await c.put('/api/video-progress', { videoId, currentTime: 50 });
    const mine = credited.afterCommit.filter((e) => e.userId === me);
    // 08:00 UTC is 22:00 in Kiritimati (UTC+14): the first day is the 10th, a day later the 11th.
    expect(mine).toEqual([
      { userId: me, videoId, seconds: 20, localDate: '2031-05-10', at: expect.any(Date) },
      { userId: me, videoId, seconds: 30, localDate: '2031-05-11', at: expect.any(Date) },
    ]);
    const rows = await t.db.select().from(watchEvents).where(eq(watchEvents.userId, me)).orderBy(watchEvents.id);
    expect(rows.map((r) => [r.secondsCredited, r.localDate])).toEqual([
      [20, '2031-05-10'],
      [30, '2031-05-11'],
    ]);
    expect(rows.map((r) => r.createdAt.getTime())).toEqual(mine.map((e) => e.at.getTime()));
    t.clock.set(new Date());
  });

  it('PlanCompleted: each of the user’s plans the save completed, inside the transaction and after it', async () => {
    const c = await t.user();
    const me = must(c.user).id;
    const first = await makePlan(c, { title: 'First' });
    const second = await makePlan(c, { title: 'Second' });
    const [a, b] = await makeVideos(t, 2);
    await t.services.plans.addVideos(me, first.id, [must(a).id, must(b).id]);
    await t.services.plans.addVideos(me, second.id, [must(b).id]);
    await c.put('/api/video-progress', { videoId: must(a).id, currentTime: 5, isCompleted: true });
    expect(completedPlan.afterCommit.filter((e) => e.userId === me)).toEqual([]);
    await c.put('/api/video-progress', { videoId: must(b).id, currentTime: 5, isCompleted: true });
    const expected = [
      { userId: me, plan: { id: first.id, slug: first.slug, title: 'First' }, at: expect.any(Date) },
      { userId: me, plan: { id: second.id, slug: second.slug, title: 'Second' }, at: expect.any(Date) },
    ];
    expect(completedPlan.inTransaction.filter((e) => e.userId === me)).toEqual(expected);
    expect(completedPlan.afterCommit.filter((e) => e.userId === me)).toEqual(expected);
  });
});

describe('account events', () => {
  it('UserSignedUp: a password sign-up stores the e-mail defaults in its transaction and, after commit, notifies pending invitations', async () => {
    const inviter = await t.user({ firstName: 'Ines' });
    const email = `invited.${Date.now()}@example.com`;
    expect((await inviter.post('/api/friends/invite', { toEmail: email })).statusCode).toBe(201);
    const newcomer = await t.user({ email });
    const id = must(newcomer.user).id;
    expect(signedUp.inTransaction.filter((e) => e.userId === id)).toEqual([{ userId: id, email, method: 'password', at: expect.any(Date) }]);
    expect(signedUp.afterCommit.filter((e) => e.userId === id)).toHaveLength(1);
    expect(await t.db.select().from(emailPreferences).where(eq(emailPreferences.userId, id))).toHaveLength(1);
    const bell = await t.db.select().from(notifications).where(eq(notifications.userId, id));
    expect(bell.map((n) => n.type)).toEqual(['friend_invite']);
  });

  it('UserSignedUp: a first Google sign-in announces the new account; a later one does not', async () => {
    const email = `google.${Date.now()}@example.com`;
    const profile = { sub: `g-${Date.now()}`, email, emailVerified: true, firstName: 'Gia', lastName: null, picture: null };
    const user = await t.services.auth.signInWithGoogle(profile);
    await t.services.auth.signInWithGoogle(profile);
    expect(signedUp.afterCommit.filter((e) => e.userId === user.id)).toEqual([{ userId: user.id, email, method: 'google', at: expect.any(Date) }]);
    expect(await t.db.select().from(emailPreferences).where(eq(emailPreferences.userId, user.id))).toHaveLength(1);
  });

  it('UserDeleted: in the deletion’s transaction the plans the user liked count one like fewer; copies of their plans stay', async () => {
    const owner = await t.user();
    const leaver = await t.user();
    const leaverId = must(leaver.user).id;
    const liked = await makePlan(owner, { title: 'Liked', isPublic: true });
    const [v] = await makeVideos(t, 1);
    await t.services.plans.addVideos(must(owner.user).id, liked.id, [must(v).id]);
    expect((await owner.post(`/api/plans/${liked.id}/like`)).statusCode).toBe(200);
    expect((await leaver.post(`/api/plans/${liked.id}/like`)).json().likeCount).toBe(2);
    const shared = await makePlan(leaver, { title: 'Mine to share', isPublic: true });
    const copy = (await owner.post(`/api/shared-plan/public/${shared.id}/accept`)).json();
    expect(copy.planId).toBeGreaterThan(0);

    // What the account deletion will do: announce, then delete the row (ON DELETE does the rest).
    await t.services.events.transaction(async ({ tx, emit }) => {
      await emit('UserDeleted', { userId: leaverId, email: must(leaver.user).email });
      await tx.delete(users).where(eq(users.id, leaverId));
    });

    expect(deleted.inTransaction.filter((e) => e.userId === leaverId)).toHaveLength(1);
    const [plan] = await t.db.select({ likeCount: learningPlans.likeCount }).from(learningPlans).where(eq(learningPlans.id, liked.id));
    expect(plan?.likeCount).toBe(1);
    const [kept] = await t.db.select().from(learningPlans).where(eq(learningPlans.id, copy.planId));
    expect(kept).toMatchObject({ title: 'Mine to share', ownerId: must(owner.user).id, sourcePlanId: null });
  });
});

describe('subscriber failures', () => {
  it('an in-transaction subscriber that fails rolls the write back: no progress, no watch time, no after-commit event', async () => {
    const c = await t.user();
    const me = must(c.user).id;
    const [v] = await makeVideos(t, 1, { durationSeconds: 100 });
    const videoId = must(v).id;
    t.services.events.onInTransaction('VideoCompleted', 'test: refuses', async (event) => {
      if (event.userId === me) throw new Error('award failed');
    });
    const res = await c.put('/api/video-progress', { videoId, currentTime: 99 });
    expect(res.statusCode).toBe(500);
    expect(await progressOf(me, videoId)).toBeUndefined();
    expect(await t.db.select().from(watchEvents).where(eq(watchEvents.userId, me))).toEqual([]);
    expect(credited.afterCommit.filter((e) => e.userId === me)).toEqual([]);
    expect(completedVideo.afterCommit.filter((e) => e.userId === me)).toEqual([]);
  });

  it('an after-commit subscriber that fails is logged and the write stands', async () => {
    const c = await t.user();
    const me = must(c.user).id;
    const [v] = await makeVideos(t, 1, { durationSeconds: 100 });
    const videoId = must(v).id;
    t.services.events.onAfterCommit('WatchTimeCredited', 'test: crashes', async (event) => {
      if (event.userId === me) throw new Error('streak update failed');
    });
    const res = await c.put('/api/video-progress', { videoId, currentTime: 30 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ videoId, currentTime: 30 });
    expect((await progressOf(me, videoId))?.currentTime).toBe(30);
    expect(credited.afterCommit.filter((e) => e.userId === me)).toHaveLength(1);
    expect(logged).toContainEqual(expect.objectContaining({ msg: 'after-commit subscriber failed', event: 'WatchTimeCredited', subscriber: 'test: crashes' }));
  });
});

describe('a write that fails', () => {
  it('a sign-up refused for a taken address announces nothing', async () => {
    const first = await t.user();
    const count = signedUp.inTransaction.length;
    const other = t.client();
    const again = await other.post('/api/auth/signup', { email: first.email, password: 'another-password', ...(await other.solvedChallenge()) });
    expect(again.statusCode).toBe(409);
    expect(signedUp.inTransaction.length).toBe(count);
    expect(signedUp.afterCommit.length).toBe(count);
  });
});
