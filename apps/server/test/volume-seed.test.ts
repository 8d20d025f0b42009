/**
 * The volume seeder (bench/volume, issue 27) at a tiny scale, so it cannot rot: the counts it
 * promises, the rollups the triggers would have kept, and the app's reads on what it wrote.
 */
import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seedVolume, type VolumeData } from '../../../bench/volume/seed.ts';
import { sessions } from '../src/db/schema/index.ts';
import { SESSION_COOKIE } from '../src/http/session.ts';
import { createTestApp } from './test-app.ts';

describe('volume seeder', async () => {
  const t = await createTestApp();
  let data: VolumeData;

  it('writes every table at the scale asked, with the rollups the triggers keep', { timeout: 120_000 }, async () => {
    data = await seedVolume(t.pool, { scale: 0.001, now: t.clock.now() });
    const count = async (table: string) => Number((await t.pool.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]?.n);
    expect(await count('users')).toBeGreaterThanOrEqual(100);
    expect(await count('videos')).toBeGreaterThanOrEqual(1000);
    expect(await count('learning_plans')).toBe(data.counts.plans);
    expect(await count('plan_videos')).toBe(data.counts.planVideos);
    expect(await count('watch_events')).toBe(10_000);
    expect(await count('video_progress')).toBe(1000);
    expect(await count('review_cards')).toBe(500);
    expect(await count('review_logs')).toBe(2000);
    expect(data.counts.publicPlans).toBeGreaterThan(0);
    expect(await count('transcripts')).toBe(data.counts.transcripts);
    expect(data.counts.transcripts).toBeGreaterThanOrEqual(10);
    expect(data.counts.watchDays).toBe(await count('watch_days'));
    // Streaks as the trigger's restreak computes them: recomputing changes nothing.
    const heavy = data.heavyUserIds[0] as number;
    const streaks = () => t.pool.query(`select local_date, streak from watch_days where user_id = $1 order by local_date`, [heavy]).then((r) => r.rows);
    const seeded = await streaks();
    await t.pool.query(`select watch_days_restreak($1, (select min(local_date) from watch_days where user_id = $1))`, [heavy]);
    expect(await streaks()).toEqual(seeded);
    expect(seeded.length).toBeGreaterThan(10);
    expect(data.size.tables.length).toBeGreaterThan(0);
  });

  it("serves the app's reads to the heaviest learner", async () => {
    const heavy = data.heavyUserIds[0] as number;
    const id = randomBytes(32).toString('base64url');
    await t.db.insert(sessions).values({ idHash: createHash('sha256').update(id).digest('hex'), userId: heavy, csrfToken: 'x', expiresAt: new Date(t.clock.now().getTime() + 3600_000) });
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: `${SESSION_COOKIE}=${id}` } });
    const plans = await get('/api/learning-plans');
    expect(plans.statusCode).toBe(200);
    const list = plans.json<{ slug: string }[]>();
    expect(list.length).toBeGreaterThan(0);
    expect((await get(`/api/learning-plans/slug/${list[0]?.slug}/page`)).statusCode).toBe(200);
    for (const url of ['/api/videos', '/api/analytics/weekly', '/api/analytics/daily', '/api/analytics/monthly', '/api/review/due', '/api/review/stats', '/api/public-plans?search=course', '/api/universal-search/local?q=pyhton', '/api/achievements', '/api/continue-learning', '/api/user/viewing-history']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
    }
  });
});
