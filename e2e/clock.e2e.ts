import { expect, inject, test } from 'vitest';
import { signUpThroughApi, useBrowser } from './harness.ts';
import { setAppClockOffset } from './support/clock.ts';
import { apiFor, FULL_STACK } from './support/plans.ts';
import { sql } from './support/social.ts';

/**
 * Journeys that need tomorrow (days of watch time, streaks, cards due the next day) move the running
 * app's clock with setAppClockOffset: the app's process reads `Date` through e2e/support/app-clock.ts,
 * and its day-dependent logic takes time from its Clock.
 */

const browser = useBrowser();
const DAY_MS = 24 * 60 * 60_000;
const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

test('with the app’s clock a day ahead, watch time counts for the next day', async () => {
  const context = await browser().newContext({ baseURL: inject('baseUrl') });
  try {
    const { email } = await signUpThroughApi(context, { firstName: 'Tomorrow' });
    const api = apiFor(context);
    const video = FULL_STACK(7);
    const saved = await api.post<{ id: number }>('/api/videos', { youtubeId: video.id, title: video.title });
    expect(saved.status).toBe(200);
    expect((await api.put('/api/video-progress', { videoId: saved.body.id, currentTime: 20 })).status).toBe(200);

    await setAppClockOffset(DAY_MS);
    expect((await api.put('/api/video-progress', { videoId: saved.body.id, currentTime: 50 })).status).toBe(200);

    const rows = await sql<{ seconds: number; day: string }>(
      'select seconds_credited as seconds, local_date as day from watch_events where user_id = (select id from users where email = $1) order by id',
      [email],
    );
    expect(rows.map((r) => r.seconds)).toEqual([20, 30]);
    expect(rows[1]?.day).toBe(dayAfter(rows[0]?.day ?? ''));
  } finally {
    await setAppClockOffset(0);
    await context.close();
  }
});
