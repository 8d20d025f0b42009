import { afterAll, describe, expect, it } from 'vitest';
import { fakeVideoId, startFakeYouTube } from '../../../test/fake-youtube.ts';
import { must } from '../../../test/fixtures/plans.ts';
import { createTestApp } from '../../../test/test-app.ts';
import type { TestClient } from '../../../test/test-client.ts';

/** Issue 25: a learner whose videos come from YouTube, not the catalog, gets a skill profile too. */

const fake = await startFakeYouTube();
afterAll(() => fake.close());
const t = await createTestApp({
  config: { youtube: { apiKey: 'test-key', apiBaseUrl: fake.apiBaseUrl, publicBaseUrl: fake.publicBaseUrl, dailyQuota: 10000 } },
});

const [python] = fake.addVideos([{ id: fakeVideoId('insights:python'), title: 'Lesson 4: loops', categoryId: '27', tags: ['python', 'loops'] }]);
const [physics] = fake.addVideos([{ id: fakeVideoId('insights:physics'), title: 'Episode 12', categoryId: '28', tags: [] }]);

/** Saves the YouTube video and watches 30 seconds of it; answers its id. */
async function saveAndWatch(c: TestClient, youtubeId: string): Promise<number> {
  const saved = await c.post('/api/videos', { youtubeId, title: 'typed by the learner' });
  expect(saved.statusCode).toBe(200);
  const videoId: number = saved.json().id;
  expect((await c.put('/api/video-progress', { videoId, currentTime: 30 })).statusCode).toBe(200);
  return videoId;
}

const rate = (c: TestClient, videoId: number, userFeedback: 1 | 3 | 5) =>
  c.post('/api/learning/adaptation', { videoId, adaptationType: 'difficulty_feedback', userFeedback, wasSkipped: false });

const profileOf = async (c: TestClient) => ((await c.get('/api/user/skill-profile')).json() as { lastAssessed: string }[]).map(({ lastAssessed: _, ...rest }) => rest);

describe('skill profile from videos saved from YouTube', () => {
  it('a rating shows the subject with a level out of 10 at once', async () => {
    const c = await t.user();
    const videoId = await saveAndWatch(c, must(python).id);
    expect((await c.get('/api/user/skill-profile')).json()).toMatchObject([{ subject: 'technology', completionRate: 0 }]);
    const res = await rate(c, videoId, 1);
    expect(res.statusCode).toBe(200);
    // One started beginner video rated Too Easy: 1 + 2 = 3 (decision 0033).
    expect(res.json().profile).toMatchObject({ subject: 'technology', skillLevel: 3 });
    const [profile] = (await c.get('/api/user/skill-profile')).json();
    expect(profile).toMatchObject({ id: 3, subject: 'technology', skillLevel: 3, confidence: 0.29, strugglingTopics: [] });
    expect(profile.skillLevel).toBeGreaterThanOrEqual(1);
    expect(profile.skillLevel).toBeLessThanOrEqual(10);
    expect((await c.get('/api/learning/adaptive-insights')).json().overallProgress).toEqual({ averageSkillLevel: 3, overallCompletionRate: 0, totalSubjects: 1 });
  });

  it("YouTube's category alone places a video too", async () => {
    const c = await t.user();
    const videoId = await saveAndWatch(c, must(physics).id);
    await rate(c, videoId, 5);
    // Too Hard on a started beginner video: 1 − 2 clamps to 1.
    expect(await profileOf(c)).toMatchObject([{ subject: 'technology', skillLevel: 1, strugglingTopics: ['Episode 12'] }]);
  });

  it("'Too Hard' then 'Too Easy' on one video gives the same profile as 'Too Easy' alone", async () => {
    const changed = await t.user();
    const easy = await t.user();
    const a = await saveAndWatch(changed, must(python).id);
    const b = await saveAndWatch(easy, must(python).id);
    expect((await rate(changed, a, 5)).json().profile).toMatchObject({ skillLevel: 1 });
    expect(await profileOf(changed)).toMatchObject([{ skillLevel: 1 }]);
    const after = (await rate(changed, a, 1)).json().profile;
    await rate(easy, b, 1);
    expect(await profileOf(changed)).toEqual(await profileOf(easy));
    expect(await profileOf(easy)).toMatchObject([{ subject: 'technology', skillLevel: 3 }]);
    const { lastAssessed: _, ...reply } = after;
    expect([reply]).toEqual(await profileOf(easy));
  });
});
