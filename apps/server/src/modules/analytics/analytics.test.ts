import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countStatements } from '../../../test/count-statements.ts';
import { makeVideos, must } from '../../../test/fixtures/plans.ts';
import { watch } from '../../../test/fixtures/watching.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { users, watchEvents } from '../../db/schema/index.ts';

const t = await createTestApp();
const DAY = 86_400_000;

/** Wednesday 25 November 2026, 12:00 UTC. */
const WEDNESDAY_NOON = new Date('2026-11-25T12:00:00Z');

describe('GET /api/user/weekly-goal and POST /api/user/weekly-goal', () => {
  it('defaults to 10, saves 1 to 50, and refuses anything else without changing it', async () => {
    const c = await t.user();
    expect((await c.get('/api/user/weekly-goal')).json()).toEqual({ weeklyGoalHours: 10 });
    const saved = await c.post('/api/user/weekly-goal', { weeklyGoalHours: 12 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ weeklyGoalHours: 12 });
    expect((await c.post('/api/user/weekly-goal', { weeklyGoalHours: '50' })).json()).toMatchObject({ weeklyGoalHours: 50 });
    expect((await c.post('/api/user/weekly-goal', { weeklyGoalHours: 1 })).json()).toMatchObject({ weeklyGoalHours: 1 });
    for (const bad of [0, 51, -3, 7.5, '', 'ten', true, null, 1e9]) {
      const res = await c.post('/api/user/weekly-goal', { weeklyGoalHours: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().message).toBe('Weekly goal must be between 1 and 50 hours');
    }
    expect((await c.post('/api/user/weekly-goal', {})).statusCode).toBe(400);
    expect((await c.get('/api/user/weekly-goal')).json()).toEqual({ weeklyGoalHours: 1 });
    expect((await t.client().get('/api/user/weekly-goal')).statusCode).toBe(401);
  });
});

describe('PUT /api/user/time-zone', () => {
  it('stores a zone the runtime knows and refuses others', async () => {
    const c = await t.user();
    expect((await c.put('/api/user/time-zone', { timeZone: 'Asia/Kolkata' })).json()).toEqual({ timeZone: 'Asia/Kolkata' });
    const bad = await c.put('/api/user/time-zone', { timeZone: 'Mars/Olympus_Mons' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Unknown time zone');
    const [row] = await t.db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, must(c.user).id));
    expect(row?.timeZone).toBe('Asia/Kolkata');
  });
});

describe('analytics', () => {
  it('weekly: hours per day Monday to Sunday, decimals kept, completed videos this week', async () => {
    t.clock.set(WEDNESDAY_NOON);
    const c = await t.user();
    const [a, b] = await makeVideos(t, 2, { durationSeconds: 3600 });
    t.clock.set(new Date('2026-11-23T09:00:00Z')); // Monday
    await watch(t, c, must(a).id, 180); // three minutes
    t.clock.set(new Date('2026-11-25T09:00:00Z')); // Wednesday
    await watch(t, c, must(a).id, 1800, 180);
    await watch(t, c, must(b).id, 900);
    await c.put('/api/video-progress', { videoId: must(b).id, currentTime: 900, isCompleted: true });
    t.clock.set(new Date('2026-11-22T09:00:00Z')); // the Sunday before: another week
    await t.db.insert(watchEvents).values({ userId: must(c.user).id, videoId: must(a).id, secondsCredited: 600, localDate: '2026-11-22' });
    t.clock.set(WEDNESDAY_NOON);
    const weekly = (await c.get('/api/analytics/weekly')).json();
    expect(weekly).toEqual({ dailyHours: [0.05, 0, 0.75, 0, 0, 0, 0], totalHours: 0.8, completedVideos: 1, weekStart: '2026-11-23', today: '2026-11-25' });
  });

  it('daily: distinct videos and seconds today, and a streak ending today or yesterday', async () => {
    t.clock.set(new Date('2026-11-20T10:00:00Z'));
    const c = await t.user();
    const [a, b] = await makeVideos(t, 2, { durationSeconds: 3600 });
    await watch(t, c, must(a).id, 60);
    t.clock.set(new Date('2026-11-22T10:00:00Z')); // a day missed: the streak starts again
    await watch(t, c, must(a).id, 60, 60);
    t.clock.set(new Date('2026-11-23T10:00:00Z'));
    await watch(t, c, must(a).id, 60, 120);
    t.clock.set(new Date('2026-11-24T10:00:00Z'));
    await watch(t, c, must(a).id, 120, 180);
    await watch(t, c, must(b).id, 30);
    expect((await c.get('/api/analytics/daily')).json()).toEqual({ videosWatched: 2, timeSpent: 150, streakDays: 3 });
    t.clock.advance(DAY); // nothing yet today: the streak still counts to yesterday
    expect((await c.get('/api/analytics/daily')).json()).toEqual({ videosWatched: 0, timeSpent: 0, streakDays: 3 });
    t.clock.advance(DAY); // a whole day missed: gone
    expect((await c.get('/api/analytics/daily')).json().streakDays).toBe(0);
  });

  it('seeking to the end earns no hours; completing counts the video once', async () => {
    t.clock.set(WEDNESDAY_NOON);
    const c = await t.user();
    const [v] = await makeVideos(t, 1, { durationSeconds: 3600 });
    await c.put('/api/video-progress', { videoId: must(v).id, currentTime: 0 });
    t.clock.advance(5000);
    await c.put('/api/video-progress', { videoId: must(v).id, currentTime: 3600, isCompleted: true }); // a seek: at most 10 s
    t.clock.advance(5000);
    await c.put('/api/video-progress', { videoId: must(v).id, currentTime: 3600, isCompleted: true });
    const weekly = (await c.get('/api/analytics/weekly')).json();
    expect(weekly.totalHours).toBe(0.0028); // 10 s
    expect(weekly.completedVideos).toBe(1);
    expect((await c.get('/api/analytics/daily')).json().timeSpent).toBe(10);
  });

  it("days are the user's own: a save late in the evening in Los Angeles counts on that day there", async () => {
    const c = await t.user();
    const [v] = await makeVideos(t, 1, { durationSeconds: 3600 });
    await c.put('/api/user/time-zone', { timeZone: 'America/Los_Angeles' });
    t.clock.set(new Date('2026-11-26T06:30:00Z')); // Wednesday 22:30 in Los Angeles, Thursday in UTC
    await watch(t, c, must(v).id, 600);
    const weekly = (await c.get('/api/analytics/weekly')).json();
    expect(weekly.today).toBe('2026-11-25');
    expect(weekly.dailyHours).toEqual([0, 0, 0.1667, 0, 0, 0, 0]);
    // In UTC (until the web sends a zone) the same moment is Thursday.
    const utc = await t.user();
    await watch(t, utc, must(v).id, 600);
    expect((await utc.get('/api/analytics/weekly')).json().dailyHours).toEqual([0, 0, 0, 0.1667, 0, 0, 0]);
    // A stored zone the runtime does not know counts as UTC.
    await t.db.update(users).set({ timeZone: 'Nowhere/Land' }).where(eq(users.id, must(c.user).id));
    expect((await c.get('/api/analytics/weekly')).json().today).toBe('2026-11-26');
  });

  it('monthly: totals, top 2 categories, completed plans, streak and average session', async () => {
    t.clock.set(new Date('2026-11-10T10:00:00Z'));
    const c = await t.user();
    const [code, design, cooking] = await Promise.all([
      makeVideos(t, 1, { durationSeconds: 3600, category: 'technology' }),
      makeVideos(t, 1, { durationSeconds: 3600, category: 'design' }),
      makeVideos(t, 1, { durationSeconds: 3600, category: 'health' }),
    ]);
    await watch(t, c, must(code[0]).id, 1200);
    await watch(t, c, must(design[0]).id, 600);
    t.clock.set(new Date('2026-11-11T10:00:00Z'));
    await watch(t, c, must(cooking[0]).id, 300);
    await watch(t, c, must(code[0]).id, 600, 1200);
    await t.db.insert(watchEvents).values({ userId: must(c.user).id, videoId: must(code[0]).id, secondsCredited: 9000, localDate: '2026-10-31' }); // last month
    const monthly = (await c.get('/api/analytics/monthly')).json();
    expect(monthly).toEqual({
      totalHours: 0.75,
      totalVideos: 3,
      completedPlans: 0,
      topCategories: [
        { category: 'technology', hours: 0.5 },
        { category: 'design', hours: 0.1667 },
      ],
      learningStreak: 2,
      averageSessionTime: 11.3, // 2700 s over 4 sessions (a video on a day)
      month: '2026-11',
    });
  });

  it('answers in a bounded number of statements whatever the history', async () => {
    t.clock.set(WEDNESDAY_NOON);
    const c = await t.user();
    const me = must(c.user).id;
    const vids = await makeVideos(t, 20, { durationSeconds: 600 });
    const count = async () => ({
      weekly: await countStatements(t.pool, () => c.get('/api/analytics/weekly')),
      daily: await countStatements(t.pool, () => c.get('/api/analytics/daily')),
      monthly: await countStatements(t.pool, () => c.get('/api/analytics/monthly')),
      achievements: await countStatements(t.pool, () => c.get('/api/achievements')),
      overview: await countStatements(t.pool, () => c.get('/api/achievements/overview')),
    });
    const small = await count();
    // 2,000 events over 100 consecutive days on 20 videos.
    await t.db.execute(sql`
      insert into watch_events (user_id, video_id, seconds_credited, local_date)
      select ${me}, (array[${sql.join(vids.map((v) => sql`${v.id}::int`), sql`, `)}])[1 + (i % 20)], 30, to_char(date '2026-11-25' - (i % 100), 'YYYY-MM-DD')
      from generate_series(1, 2000) i`);
    // Written by SQL, without a progress save: watch_days' trigger moves the cached answers' version (migration 0032).
    const big = await count();
    expect(big).toEqual(small);
    expect(small.weekly).toBeLessThanOrEqual(2); // session, figures
    expect(small.monthly).toBeLessThanOrEqual(2);
    expect(small.overview).toBe(2); // session, the board with every measure (a miss: decision 0062)
    expect((await c.get('/api/analytics/daily')).json().streakDays).toBe(100);
  });

  it('needs a session', async () => {
    for (const url of ['/api/analytics/weekly', '/api/analytics/daily', '/api/analytics/monthly']) expect((await t.client().get(url)).statusCode).toBe(401);
  });
});
