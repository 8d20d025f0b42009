import type { ContinueLearningItem, DailyAnalytics, MonthlyAnalytics, ViewingHistoryItem, WeeklyAnalytics } from '@learnstack/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countStatements } from '../../../test/count-statements.ts';
import { makePlan, makeVideos, must } from '../../../test/fixtures/plans.ts';
import { watch } from '../../../test/fixtures/watching.ts';
import { createTestApp, secondInstance } from '../../../test/test-app.ts';
import { json } from '../../../test/read-json.ts';
import type { TestClient } from '../../../test/test-client.ts';

/**
 * The dashboard's per-learner reads answer from cached answers keyed by the session user's counters
 * and the clock (decision 0056). Two app instances share the database and the test clock: whatever
 * one changes, the other answers fresh at once; a new day (or hour) is a new answer without a write.
 */
const t = await createTestApp();
const second = await secondInstance(t);

const HOUR_MS = 3_600_000;
/** Wednesday 25 November 2026, 12:00 UTC. */
const WEDNESDAY_NOON = new Date('2026-11-25T12:00:00Z');

const weekly = (c: TestClient) => json<WeeklyAnalytics>(c, '/api/analytics/weekly');
const daily = (c: TestClient) => json<DailyAnalytics>(c, '/api/analytics/daily');
const monthly = (c: TestClient) => json<MonthlyAnalytics>(c, '/api/analytics/monthly');
const continueLearning = (c: TestClient) => json<ContinueLearningItem[]>(c, '/api/continue-learning');
const history = (c: TestClient) => json<ViewingHistoryItem[]>(c, '/api/user/viewing-history');
const ANALYTICS = ['/api/analytics/weekly', '/api/analytics/daily'];
const LISTS = ['/api/continue-learning', '/api/user/viewing-history'];

/** A learner signed in on both instances, with every given answer already cached on both. */
async function learner(urls: string[]) {
  const one = await t.user();
  const two = one.on(second.app);
  for (const c of [one, two]) for (const url of urls) await json(c, url);
  return { one, two };
}

describe('analytics: the week and the day cached per learner and local day', () => {
  it('fresh on every instance after watching, a completion, a reopen and a change of subject (the month too: record-cache.test.ts)', async () => {
    t.clock.set(WEDNESDAY_NOON);
    const [a, b] = (await makeVideos(t, 2, { durationSeconds: 3600 })).map((v) => v.id);
    const { one, two } = await learner(ANALYTICS);
    expect(await daily(two)).toEqual({ videosWatched: 0, timeSpent: 0, streakDays: 0 });

    await watch(t, one, must(a), 900);
    expect(await daily(two)).toEqual({ videosWatched: 1, timeSpent: 900, streakDays: 1 });
    expect((await weekly(two)).totalHours).toBe(0.25);
    expect((await monthly(two)).totalHours).toBe(0.25);

    // A watch event the app did not write (no progress row changes): watch_days' trigger (0032) tells.
    const me = must(one.user).id;
    await t.db.execute(sql`insert into watch_events (user_id, video_id, seconds_credited, local_date) values (${me}, ${must(b)}, 900, '2026-11-25')`);
    expect(await daily(two)).toEqual({ videosWatched: 2, timeSpent: 1800, streakDays: 1 });
    expect((await weekly(two)).totalHours).toBe(0.5);
    await t.db.execute(sql`delete from watch_events where user_id = ${me} and video_id = ${must(b)}`);
    expect(await daily(two)).toEqual({ videosWatched: 1, timeSpent: 900, streakDays: 1 });

    expect((await one.put('/api/video-progress', { videoId: must(b), currentTime: 10, isCompleted: true })).statusCode).toBe(200);
    expect((await weekly(two)).completedVideos).toBe(1);
    expect((await one.delete(`/api/video-progress/${must(b)}`)).statusCode).toBe(200);
    expect((await weekly(two)).completedVideos).toBe(0);

    // Whoever files the video under another subject (a model, a refresh): plain SQL here.
    await t.db.execute(sql`update videos set category = 'science' where id = ${must(a)}`);
    expect((await monthly(two)).topCategories).toContainEqual({ category: 'science', hours: 0.25 });
  });

  it('a new local day, and a new zone, are new answers without any write', async () => {
    t.clock.set(new Date('2026-11-24T23:30:00Z'));
    const [a] = (await makeVideos(t, 1, { durationSeconds: 3600 })).map((v) => v.id);
    const { one, two } = await learner(ANALYTICS);
    await watch(t, one, must(a), 60);
    expect(await daily(two)).toEqual({ videosWatched: 1, timeSpent: 60, streakDays: 1 });
    expect((await weekly(two)).today).toBe('2026-11-24');

    t.clock.advance(HOUR_MS); // 00:31 on Wednesday in UTC
    for (const c of [one, two]) {
      expect(await daily(c)).toEqual({ videosWatched: 0, timeSpent: 0, streakDays: 1 });
      expect((await weekly(c)).today).toBe('2026-11-25');
    }
    t.clock.set(new Date('2026-12-01T00:30:00Z'));
    expect((await monthly(two)).month).toBe('2026-12');

    // Five hours behind UTC it is still Monday evening (30 November): another answer again.
    expect((await one.put('/api/user/time-zone', { timeZone: 'America/New_York' })).statusCode).toBe(200);
    expect((await monthly(two)).month).toBe('2026-11');
    expect((await weekly(two)).today).toBe('2026-11-30');
  });

  it('a hit runs only the session statement (the month too: decision 0062)', async () => {
    t.clock.set(WEDNESDAY_NOON);
    const { one } = await learner([...ANALYTICS, '/api/analytics/monthly']);
    for (const url of [...ANALYTICS, '/api/analytics/monthly']) expect(await countStatements(t.pool, () => one.get(url)), url).toBe(1);
  });
});

describe('continue learning and the viewing history: cached per learner and hour', () => {
  it('fresh on every instance after saves, a completion, a plan renamed and a video retitled; other facts within the hour', async () => {
    t.clock.set(WEDNESDAY_NOON);
    const [a, b] = (await makeVideos(t, 2, { durationSeconds: 600 })).map((v) => must(v.id));
    const { one, two } = await learner(LISTS);
    const plan = await makePlan(one, { title: 'Holder' });
    expect((await one.post(`/api/learning-plans/${plan.id}/videos`, { videoId: a })).statusCode).toBe(201);
    expect(await continueLearning(two)).toEqual([]);

    expect((await one.put('/api/video-progress', { videoId: a, currentTime: 60 })).statusCode).toBe(200);
    t.clock.advance(1000);
    expect((await one.put('/api/video-progress', { videoId: b, currentTime: 30 })).statusCode).toBe(200);
    expect((await continueLearning(two)).map((i) => [i.id, i.planTitle])).toEqual([
      [b, null],
      [a, 'Holder'],
    ]);
    expect((await history(two)).map((i) => i.id)).toEqual([b, a]);

    expect((await one.put(`/api/learning-plans/${plan.id}`, { title: 'Renamed holder' })).statusCode).toBe(200);
    expect((await continueLearning(two)).map((i) => i.planTitle)).toEqual([null, 'Renamed holder']);

    t.clock.advance(1000);
    expect((await one.put('/api/video-progress', { videoId: a, currentTime: 600, isCompleted: true })).statusCode).toBe(200);
    expect((await continueLearning(two)).map((i) => i.id)).toEqual([b]);
    expect((await history(two)).map((i) => [i.id, i.isCompleted])).toEqual([
      [a, true],
      [b, false],
    ]);

    await t.db.execute(sql`update videos set title = 'Retitled' where id = ${b}`);
    expect((await continueLearning(two))[0]?.title).toBe('Retitled');
    expect((await history(two))[1]?.video.title).toBe('Retitled');

    // A thumbnail no counter follows (the video is in none of the learner's plans): seen within the hour.
    await t.db.execute(sql`update videos set thumbnail_url = 'https://i.ytimg.com/vi/new/hqdefault.jpg' where id = ${b}`);
    t.clock.advance(HOUR_MS);
    expect((await continueLearning(two))[0]?.thumbnailUrl).toBe('https://i.ytimg.com/vi/new/hqdefault.jpg');
    expect((await history(two))[1]?.video.thumbnailUrl).toBe('https://i.ytimg.com/vi/new/hqdefault.jpg');
  });

  it('a hit runs only the session statement', async () => {
    const { one } = await learner(LISTS);
    for (const url of LISTS) expect(await countStatements(t.pool, () => one.get(url)), url).toBe(1);
  });
});
