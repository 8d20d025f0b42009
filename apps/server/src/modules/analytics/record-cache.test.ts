import type { AchievementsOverview, MonthlyAnalytics } from '@learnstack/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countStatements } from '../../../test/count-statements.ts';
import { makePlan, makeVideos, must } from '../../../test/fixtures/plans.ts';
import { watch } from '../../../test/fixtures/watching.ts';
import { createTestApp, secondInstance } from '../../../test/test-app.ts';
import { json } from '../../../test/read-json.ts';
import type { TestClient } from '../../../test/test-client.ts';

/**
 * The month (GET /api/analytics/monthly) and the achievements board (GET /api/achievements/overview)
 * answer from caches kept while the learner's record counters (users.progress_version and
 * users.achievements_version, migration 0032) and the local day hold (decision 0062). Writes go
 * through one app instance or plain SQL, reads through a second instance on the same database and
 * clock: only the version can tell the second one that anything changed.
 */
const t = await createTestApp();
const second = await secondInstance(t);

const DAY_MS = 86_400_000;
/** Wednesday 25 November 2026, 12:00 UTC. */
const WEDNESDAY_NOON = new Date('2026-11-25T12:00:00Z');
const MONTH = '/api/analytics/monthly';
const BOARD = '/api/achievements/overview';

const monthly = (c: TestClient) => json<MonthlyAnalytics>(c, MONTH);
const board = (c: TestClient) => json<AchievementsOverview>(c, BOARD);
const locked = async (c: TestClient, key: string) => must((await board(c)).locked.find((l) => l.key === key)).current;
const earned = async (c: TestClient) => (await board(c)).earned.map((e) => [e.key, e.certificateId]);
const complete = (c: TestClient, videoId: number) => c.put('/api/video-progress', { videoId, currentTime: 5, isCompleted: true });

/** A learner signed in on both instances, the month and the board cached on both. */
async function learner() {
  const one = await t.user();
  const two = one.on(second.app);
  for (const c of [one, two]) for (const url of [MONTH, BOARD]) await json(c, url);
  return { one, two, me: must(one.user).id };
}

/**
 * A plan completed without a PlanCompleted: its first video completed, then its second, unwatched,
 * removed (decision 0056's case). Its certificate, asked for later, is the first write of its own.
 */
async function quietlyCompletedPlan(one: TestClient, me: number) {
  const plan = await makePlan(one, { title: 'Quietly done' });
  const [a, b] = (await makeVideos(t, 2, { durationSeconds: 600 })).map((v) => must(v.id));
  await t.services.plans.addVideos(me, plan.id, [must(a), must(b)]);
  expect((await complete(one, must(a))).json().completedPlans).toEqual([]);
  expect((await one.delete(`/api/learning-plans/${plan.id}/videos/${b}`)).statusCode).toBe(200);
  return plan;
}

/** An achievement by plain SQL (earned at `at`): whoever writes, the version moves. */
const insertPlanAchievement = (me: number, planId: number, at: Date) =>
  t.db.execute(sql`insert into achievements (user_id, key, type, title, description, plan_id, earned_at)
    values (${me}, ${`plan-${planId}`}, 'certificate', 'Playlist Completed', 'By hand', ${planId}, ${at.toISOString()}::timestamptz)`);

describe('the month, cached per learner, record and local day', () => {
  it('fresh on every instance after watching, a watch event by SQL, a subject, a plan completed, a certificate asked for later, an achievement removed', async () => {
    t.clock.set(WEDNESDAY_NOON);
    const [a] = (await makeVideos(t, 1, { durationSeconds: 3600, category: 'technology' })).map((v) => must(v.id));
    const { one, two, me } = await learner();
    expect(await monthly(two)).toMatchObject({ totalHours: 0, completedPlans: 0, learningStreak: 0 });

    await watch(t, one, must(a), 900);
    expect(await monthly(two)).toMatchObject({ totalHours: 0.25, totalVideos: 1, learningStreak: 1 });

    // Watch time the app did not write (no progress row changes): only watch_days' trigger tells.
    await t.db.execute(sql`insert into watch_events (user_id, video_id, seconds_credited, local_date) values (${me}, ${must(a)}, 900, '2026-11-24')`);
    expect(await monthly(two)).toMatchObject({ totalHours: 0.5, learningStreak: 2, averageSessionTime: 15 });
    await t.db.execute(sql`delete from watch_events where user_id = ${me} and local_date = '2026-11-24'`);
    expect(await monthly(two)).toMatchObject({ totalHours: 0.25, learningStreak: 1 });

    // Whoever files the video under another subject (a model, a refresh): plain SQL here.
    await t.db.execute(sql`update videos set category = 'science' where id = ${must(a)}`);
    expect((await monthly(two)).topCategories).toEqual([{ category: 'science', hours: 0.25 }]);

    // A plan completed by the save that completes it (PlanCompleted: its certificate and achievement).
    const done = await makePlan(one, { title: 'Done by a save' });
    const [c] = (await makeVideos(t, 1, { durationSeconds: 600 })).map((v) => must(v.id));
    await t.services.plans.addVideos(me, done.id, [must(c)]);
    expect((await complete(one, must(c))).json().completedPlans).toHaveLength(1);
    expect((await monthly(two)).completedPlans).toBe(1);

    // A plan completed quietly, its certificate asked for later: the plan achievement it awards.
    const quiet = await quietlyCompletedPlan(one, me);
    expect((await monthly(two)).completedPlans).toBe(1);
    expect((await one.post('/api/certificates/generate', { planId: quiet.id })).statusCode).toBe(200);
    expect((await monthly(two)).completedPlans).toBe(2);

    // An achievement removed by hand: only the achievements' trigger tells.
    await t.db.execute(sql`delete from achievements where user_id = ${me} and key = ${`plan-${quiet.id}`}`);
    expect((await monthly(two)).completedPlans).toBe(1);
  });

  it('a new local day, a new month and a zone placing the month elsewhere are new answers without a write of the record', async () => {
    t.clock.set(new Date('2026-11-30T10:00:00Z'));
    const [a] = (await makeVideos(t, 1, { durationSeconds: 3600 })).map((v) => must(v.id));
    const { one, two, me } = await learner();
    await watch(t, one, must(a), 600);
    expect(await monthly(two)).toMatchObject({ totalHours: 0.1667, learningStreak: 1, month: '2026-11' });

    // Monday 1 December, 12:00 UTC: December, nothing watched in it, the streak still counts to yesterday.
    t.clock.set(new Date('2026-12-01T12:00:00Z'));
    expect(await monthly(two)).toMatchObject({ totalHours: 0, learningStreak: 1, month: '2026-12' });
    // Two days on, the streak is gone.
    t.clock.advance(DAY_MS);
    expect((await monthly(two)).learningStreak).toBe(0);

    // A plan achievement earned at 23:30 UTC on 30 November: in Berlin's December (it began at 23:00
    // UTC), not in UTC's, though the local day is 1 December in both. Only the zone in the version tells.
    t.clock.set(new Date('2026-12-01T12:00:00Z'));
    const plan = await makePlan(one, { title: 'Near midnight' });
    await insertPlanAchievement(me, plan.id, new Date('2026-11-30T23:30:00Z'));
    expect(await monthly(two)).toMatchObject({ completedPlans: 0, month: '2026-12' });
    expect((await one.put('/api/user/time-zone', { timeZone: 'Europe/Berlin' })).statusCode).toBe(200);
    expect(await monthly(two)).toMatchObject({ completedPlans: 1, month: '2026-12' });
  });
});

describe('the achievements board, cached per learner, record and local day', () => {
  it('fresh on every instance after a completion, a reopen, watch time (by SQL too), certificates (asked for later, by SQL, deleted) and an achievement removed', async () => {
    t.clock.set(WEDNESDAY_NOON);
    const [a, b] = (await makeVideos(t, 2, { durationSeconds: 7200 })).map((v) => must(v.id));
    const { one, two, me } = await learner();
    expect(await board(two)).toMatchObject({ earned: [] });

    // A completion: the award, then a reopen (progress alone: only the progress counter tells).
    expect((await complete(one, must(a))).statusCode).toBe(200);
    expect(await earned(two)).toEqual([['videos-1', null]]);
    expect(await locked(two, 'videos-10')).toBe(1);
    expect((await one.delete(`/api/video-progress/${must(a)}`)).statusCode).toBe(200);
    expect(await locked(two, 'videos-10')).toBe(0);

    await watch(t, one, must(b), 1800);
    expect(await locked(two, 'hours-1')).toBe(0.5);
    // Watch time by SQL (no progress row changes): only watch_days' trigger tells.
    await t.db.execute(sql`insert into watch_events (user_id, video_id, seconds_credited, local_date) values (${me}, ${must(b)}, 900, '2026-11-25')`);
    expect(await locked(two, 'hours-1')).toBe(0.75);

    // A certificate by SQL (no achievement with it): only the certificates' trigger tells.
    await t.db.execute(sql`insert into certificates (id, user_id, plan_name, course_duration_seconds, completed_at)
      values ('record-cache-by-hand-000', ${me}, 'By hand', 60, now())`);
    expect(await locked(two, 'certificates-1')).toBe(1);

    // A plan completed quietly, its certificate asked for later: the plan's achievement and the milestones.
    const quiet = await quietlyCompletedPlan(one, me);
    expect((await board(two)).earned).toHaveLength(1);
    const { certificateId } = (await one.post('/api/certificates/generate', { planId: quiet.id })).json<{ certificateId: string }>();
    expect(await earned(two)).toEqual(expect.arrayContaining([[`plan-${quiet.id}`, certificateId], ['plans-1', null], ['certificates-1', null]]));

    // The certificate deleted: its achievement stays, without it.
    expect((await one.delete(`/api/certificates/${certificateId}`)).statusCode).toBe(200);
    expect(await earned(two)).toContainEqual([`plan-${quiet.id}`, null]);

    // An achievement removed by hand: only the achievements' trigger tells.
    await t.db.execute(sql`delete from achievements where user_id = ${me} and key = 'videos-1'`);
    expect((await earned(two)).map(([key]) => key)).not.toContain('videos-1');
  });

  it('a new local day is a new answer without a write: the streak', async () => {
    t.clock.set(WEDNESDAY_NOON);
    const [a] = (await makeVideos(t, 1, { durationSeconds: 3600 })).map((v) => must(v.id));
    const { one, two } = await learner();
    await watch(t, one, must(a), 60);
    expect(await locked(two, 'streak-3')).toBe(1);
    t.clock.advance(DAY_MS); // nothing yet today: the streak still counts to yesterday
    expect(await locked(two, 'streak-3')).toBe(1);
    t.clock.advance(DAY_MS);
    expect(await locked(two, 'streak-3')).toBe(0);
  });
});

describe('a hit', () => {
  it('runs only the session statement', async () => {
    t.clock.set(WEDNESDAY_NOON);
    const [a] = (await makeVideos(t, 1, { durationSeconds: 3600 })).map((v) => must(v.id));
    const { one } = await learner();
    await watch(t, one, must(a), 600);
    for (const url of [MONTH, BOARD]) {
      expect(await countStatements(t.pool, () => one.get(url)), `${url}, a miss`).toBe(2);
      expect(await countStatements(t.pool, () => one.get(url)), `${url}, a hit`).toBe(1);
    }
  });
});
