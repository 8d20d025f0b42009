import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countStatements } from '../../../test/count-statements.ts';
import { makeVideos, must } from '../../../test/fixtures/plans.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { difficultyFeedback, videoProgress, videos, videoWatchTotals, watchEvents } from '../../db/schema/index.ts';

const t = await createTestApp();
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** A real catalog video: technology, beginner, tags algorithms, big-o, complexity. */
const CATALOG_VIDEO = 'iOq5kSKqeR4';

const ratingsOf = (userId: number) => t.db.select().from(difficultyFeedback).where(eq(difficultyFeedback.userId, userId));

describe('GET /api/user/skill-profile, /api/learning/adaptive-insights, /api/learning/struggle-analysis', () => {
  it('a new learner: no profile, a new trend and a first step', async () => {
    const c = await t.user();
    expect((await c.get('/api/user/skill-profile')).json()).toEqual([]);
    expect((await c.get('/api/learning/adaptive-insights')).json()).toEqual({
      overallProgress: { averageSkillLevel: 0, overallCompletionRate: 0, totalSubjects: 0 },
      adaptationTrends: { trend: 'new' },
      learningStyle: 'new',
      strengths: [],
      nextSteps: ['Watch your first video and rate its difficulty.'],
      strugglingAreas: [],
    });
    expect((await c.get('/api/learning/struggle-analysis')).json()).toEqual({
      learningVelocity: 0,
      strugglingSubjects: [],
      commonIssues: [],
      recommendations: ['Watch a video and rate its difficulty to get your first insights.'],
    });
  });

  it('watching and completing a catalog video builds the subject’s profile from progress and the watch totals', async () => {
    const c = await t.user();
    const me = must(c.user).id;
    const [v] = await makeVideos(t, 1, { youtubeId: CATALOG_VIDEO, category: 'technology', durationSeconds: 600 });
    const videoId = must(v).id;
    await c.put('/api/video-progress', { videoId, currentTime: 20 });
    t.clock.advance(MINUTE_MS);
    await c.put('/api/video-progress', { videoId, currentTime: 600, isCompleted: true });
    // Credited: 20 s (first save) + 120 s (one minute at up to 2x) = 140 s, about 2 minutes.
    const [total] = await t.db.select().from(videoWatchTotals).where(eq(videoWatchTotals.userId, me));
    const [ledger] = await t.db.select({ seconds: sql<number>`sum(${watchEvents.secondsCredited})::int` }).from(watchEvents).where(eq(watchEvents.userId, me));
    expect(total?.seconds).toBe(140);
    expect(ledger?.seconds).toBe(140);
    const profile = (await c.get('/api/user/skill-profile')).json();
    expect(profile).toEqual([
      {
        id: 3,
        subject: 'technology',
        skillLevel: 4.2,
        confidence: 0.17,
        completionRate: 1,
        totalWatchTime: 2,
        masteredTopics: ['algorithms', 'big-o', 'complexity'],
        strugglingTopics: [],
        lastAssessed: expect.any(String),
      },
    ]);
    // The completing save's time, by the app's clock.
    const [row] = await t.db.select().from(videoProgress).where(eq(videoProgress.userId, me));
    expect(profile[0].lastAssessed).toBe(row?.updatedAt.toISOString());
    const insights = (await c.get('/api/learning/adaptive-insights')).json();
    expect(insights.overallProgress).toEqual({ averageSkillLevel: 4.2, overallCompletionRate: 1, totalSubjects: 1 });
    expect(insights.adaptationTrends).toEqual({ trend: 'improving' });
    expect((await c.get('/api/learning/struggle-analysis')).json().learningVelocity).toBe(0.03);
  });
});

describe('POST /api/learning/adaptation', () => {
  const rate = (c: Awaited<ReturnType<typeof t.user>>, videoId: number, userFeedback: unknown, extra: Record<string, unknown> = {}) =>
    c.post('/api/learning/adaptation', { videoId, adaptationType: 'difficulty_feedback', userFeedback, wasSkipped: false, ...extra });

  it('Too Hard lowers the level and lists the topics as struggling; a new rating replaces the old', async () => {
    const c = await t.user();
    const me = must(c.user).id;
    const [v] = await makeVideos(t, 1, { category: 'data', title: 'Pandas in ten minutes', durationSeconds: 600 });
    const videoId = must(v).id;
    await c.put('/api/video-progress', { videoId, currentTime: 30, isCompleted: true });
    expect((await c.get('/api/user/skill-profile')).json()[0]).toMatchObject({ subject: 'data', skillLevel: 4.2, masteredTopics: ['Pandas in ten minutes'] });

    const hard = await rate(c, videoId, 5);
    expect(hard.statusCode).toBe(200);
    expect(hard.json()).toMatchObject({ videoId, userFeedback: 5, profile: { subject: 'data', skillLevel: 2.2, confidence: 0.29, masteredTopics: [], strugglingTopics: ['Pandas in ten minutes'] } });
    expect((await c.get('/api/user/skill-profile')).json()[0]).toMatchObject({ skillLevel: 2.2, strugglingTopics: ['Pandas in ten minutes'] });
    expect((await c.get('/api/learning/adaptive-insights')).json()).toMatchObject({ adaptationTrends: { trend: 'struggling' }, strugglingAreas: ['data'] });
    expect((await c.get('/api/learning/struggle-analysis')).json()).toMatchObject({ strugglingSubjects: ['data'], commonIssues: ['1 video rated Too Hard'] });

    const easy = await rate(c, videoId, 1);
    expect(easy.json().profile).toMatchObject({ skillLevel: 6.2 });
    expect((await ratingsOf(me)).map((r) => r.rating)).toEqual([1]);
  });

  it('refuses any other value with a 400 and stores nothing; an unknown video is a 404', async () => {
    const c = await t.user();
    const me = must(c.user).id;
    const [v] = await makeVideos(t, 1, { category: 'design' });
    const videoId = must(v).id;
    for (const [body, message] of [
      [{ videoId, adaptationType: 'difficulty_feedback', userFeedback: 2, wasSkipped: false }, 'userFeedback must be 1, 3 or 5'],
      [{ videoId, adaptationType: 'difficulty_feedback', userFeedback: '5', wasSkipped: false }, 'userFeedback must be 1, 3 or 5'],
      [{ videoId, adaptationType: 'difficulty_feedback', userFeedback: 0, wasSkipped: false }, 'userFeedback must be 1, 3 or 5'],
      [{ videoId, adaptationType: 'skip', userFeedback: 3, wasSkipped: false }, "adaptationType must be 'difficulty_feedback'"],
      [{ videoId, adaptationType: 'difficulty_feedback', userFeedback: 3, wasSkipped: true }, 'wasSkipped must be false'],
      [{ videoId, adaptationType: 'difficulty_feedback', userFeedback: 3 }, 'wasSkipped must be false'],
      [{ adaptationType: 'difficulty_feedback', userFeedback: 3, wasSkipped: false }, undefined],
    ] as const) {
      const res = await c.post('/api/learning/adaptation', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if (message) expect(res.json().message, JSON.stringify(body)).toBe(message);
    }
    const missing = await rate(c, 99_999_999, 3);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Video not found');
    expect(await ratingsOf(me)).toEqual([]);
    expect((await c.get('/api/user/skill-profile')).json()).toEqual([]);
  });

  it('a video no rule can place still has a subject (the fallback chain) and shapes the profile', async () => {
    const c = await t.user();
    const [v] = await makeVideos(t, 1, { category: null, title: 'Episode 4' });
    const res = await rate(c, must(v).id, 3);
    expect(res.json()).toMatchObject({ videoId: must(v).id, userFeedback: 3, profile: { subject: 'personal' } });
    expect((await c.get('/api/user/skill-profile')).json()).toMatchObject([{ subject: 'personal' }]);
  });

  it('a stored video without a subject (none is written any more) is rated but shapes no profile', async () => {
    const c = await t.user();
    const [v] = await t.db.insert(videos).values({ youtubeId: `nosubject${Date.now().toString(36)}`.slice(0, 11), title: 'Unplaced', factsSource: 'catalog' }).returning();
    const res = await rate(c, must(v).id, 3);
    expect(res.json()).toEqual({ videoId: must(v).id, userFeedback: 3, profile: null });
    expect((await c.get('/api/user/skill-profile')).json()).toEqual([]);
  });

  it('concurrent ratings of one video leave one row', async () => {
    const c = await t.user();
    const me = must(c.user).id;
    const [v] = await makeVideos(t, 1, { category: 'health' });
    const results = await Promise.all([1, 3, 5, 1, 3, 5].map((r) => rate(c, must(v).id, r)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const rows = await ratingsOf(me);
    expect(rows).toHaveLength(1);
    expect([1, 3, 5]).toContain(rows[0]?.rating);
  });

  it('ratings are the learner’s own', async () => {
    const a = await t.user();
    const b = await t.user();
    const [v] = await makeVideos(t, 1, { category: 'languages' });
    await rate(a, must(v).id, 5);
    expect((await a.get('/api/user/skill-profile')).json()).toHaveLength(1);
    expect((await b.get('/api/user/skill-profile')).json()).toEqual([]);
  });
});

describe('bounded statements', () => {
  it('each insights endpoint runs the same number of statements for 1 video and for 300', async () => {
    // The answers are versioned by the hour (decision 0033): a real hour boundary falling between the
    // two learners' requests made one load the facts again (1 statement against 2). Start just past
    // an hour's beginning, so the test ends long before the next one.
    const now = t.clock.now().getTime();
    t.clock.set(new Date(Math.floor(now / HOUR_MS) * HOUR_MS + HOUR_MS + MINUTE_MS));
    const small = await t.user();
    const large = await t.user();
    const [one] = await makeVideos(t, 1, { category: 'business' });
    const many = await makeVideos(t, 300, { category: 'marketing' });
    const seed = async (userId: number, videoIds: number[]) => {
      const at = t.clock.now();
      await t.db.insert(videoProgress).values(videoIds.map((videoId, i) => ({ userId, videoId, currentTime: 50, isCompleted: i % 2 === 0, completedAt: i % 2 === 0 ? at : null, updatedAt: at })));
      await t.db.insert(videoWatchTotals).values(videoIds.map((videoId) => ({ userId, videoId, seconds: 300, lastWatchedAt: at })));
      await t.db.insert(difficultyFeedback).values(videoIds.map((videoId, i) => ({ userId, videoId, rating: [1, 3, 5][i % 3] ?? 3 })));
    };
    await seed(must(small.user).id, [must(one).id]);
    await seed(must(large.user).id, many.map((v) => v.id));
    for (const path of ['/api/user/skill-profile', '/api/learning/adaptive-insights', '/api/learning/struggle-analysis']) {
      const few = await countStatements(t.pool, () => small.get(path));
      const lots = await countStatements(t.pool, () => large.get(path));
      expect(lots, path).toBe(few);
      expect(lots, path).toBeLessThanOrEqual(4);
    }
    const profile = (await large.get('/api/user/skill-profile')).json();
    expect(profile).toMatchObject([{ subject: 'marketing', completionRate: 0.5, totalWatchTime: 1500 }]);
  });
});

describe('watch totals', () => {
  it('follow the ledger through many saves on several videos', async () => {
    const c = await t.user();
    const me = must(c.user).id;
    const vs = await makeVideos(t, 3, { category: 'personal', durationSeconds: 3600 });
    for (let step = 1; step <= 4; step++) {
      for (const v of vs) await c.put('/api/video-progress', { videoId: v.id, currentTime: step * 25 });
      t.clock.advance(MINUTE_MS);
    }
    const totals = await t.db.select().from(videoWatchTotals).where(eq(videoWatchTotals.userId, me)).orderBy(videoWatchTotals.videoId);
    const ledger = await t.db
      .select({ videoId: watchEvents.videoId, seconds: sql<number>`sum(${watchEvents.secondsCredited})::int` })
      .from(watchEvents)
      .where(and(eq(watchEvents.userId, me)))
      .groupBy(watchEvents.videoId)
      .orderBy(watchEvents.videoId);
    expect(totals.map((r) => [r.videoId, r.seconds])).toEqual(ledger.map((r) => [r.videoId, r.seconds]));
    expect(totals.every((r) => r.seconds === 100)).toBe(true);
  });
});
