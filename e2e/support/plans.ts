import type { BrowserContext, Locator, Page, Response } from 'playwright-core';
import { expect } from 'vitest';
import { FAKE_PLAYLISTS, fakeVideoId } from '../../apps/server/test/fake-youtube.ts';

/**
 * Helpers for the plans and player journeys (plans.e2e.ts, player.e2e.ts): the API calls a journey
 * makes to start past what it tests, the fake YouTube player's test controls, and the plan page's
 * video list as a person reads it.
 */

export { FAKE_PLAYLISTS, fakeVideoId };

/** The fake YouTube's 5-video playlist ('Learn Git in Five Lessons') and the 120-video one, as URLs. */
export const playlistUrl = (id: string) => `https://www.youtube.com/playlist?list=${id}`;

/** Videos the fake YouTube knows, by the seed its id is drawn from (apps/server/test/fake-youtube.ts). */
export const FULL_STACK = (n: number) => ({ id: fakeVideoId(`long:${n}`), title: `Full Stack Web Development ${n}` });

export interface Api {
  get: <T = unknown>(path: string) => Promise<T>;
  post: <T = unknown>(path: string, data?: unknown) => Promise<{ status: number; body: T }>;
  put: <T = unknown>(path: string, data?: unknown) => Promise<{ status: number; body: T }>;
}

/** JSON calls in `context`'s session (its cookies), with a fresh CSRF token each time. */
export function apiFor(context: BrowserContext): Api {
  const req = context.request;
  const token = async () => ((await (await req.get('/api/csrf-token')).json()) as { csrfToken: string }).csrfToken;
  const send = async <T>(method: 'post' | 'put', path: string, data?: unknown) => {
    const res = await req[method](path, { headers: { 'x-csrf-token': await token(), 'x-requested-with': 'XMLHttpRequest' }, data: data ?? {} });
    return { status: res.status(), body: (await res.json().catch(() => null)) as T };
  };
  return {
    get: async <T>(path: string) => {
      const res = await req.get(path);
      if (!res.ok()) throw new Error(`GET ${path}: ${res.status()} ${await res.text()}`);
      return (await res.json()) as T;
    },
    post: (path, data) => send('post', path, data),
    put: (path, data) => send('put', path, data),
  };
}

export interface PlanVideo {
  id: number;
  videoId: number;
  orderIndex: number;
  video: { id: number; youtubeId: string; title: string; durationSeconds: number | null };
}

export interface ImportedPlan {
  planId: number;
  planSlug: string;
  title: string;
  videos: PlanVideo[];
}

/** Imports a playlist through the API (what the Import Playlist dialog starts) and waits for it to finish. */
export async function importThroughApi(api: Api, playlistId: string): Promise<ImportedPlan> {
  const started = await api.post<{ importId: number; planId: number; planSlug: string; title: string }>('/api/youtube/import-playlist', {
    playlistUrl: playlistUrl(playlistId),
  });
  if (started.status !== 202 && started.status !== 200) throw new Error(`import-playlist: ${started.status} ${JSON.stringify(started.body)}`);
  const { importId, planId, planSlug, title } = started.body;
  const deadline = Date.now() + 20_000;
  for (;;) {
    const status = await api.get<{ status: string; error?: string | null }>(`/api/youtube/imports/${importId}`);
    if (status.status === 'completed') break;
    if (status.status !== 'running' || Date.now() > deadline) throw new Error(`import ${importId}: ${JSON.stringify(status)}`);
    await new Promise((r) => setTimeout(r, 150));
  }
  const videos = await api.get<PlanVideo[]>(`/api/learning-plans/${planId}/videos`);
  return { planId, planSlug, title, videos: [...videos].sort((a, b) => a.orderIndex - b.orderIndex) };
}

// ---------------------------------------------------------------------------------------------- the fake player

interface FakePlayerHandle {
  _videoId: string;
  _time: number;
  _state: number;
  _rate: number;
  _duration: number;
  playVideo(): void;
  pauseVideo(): void;
  getCurrentTime(): number;
}
interface FakeControl {
  players: FakePlayerHandle[];
  durations: Record<string, number>;
  failIds: Record<string, number>;
  speed: number;
  last(): FakePlayerHandle;
  seek(t: number): void;
  end(): void;
}
type FakeWindow = Window & { __fakeYT: FakeControl };

/** YT.PlayerState values the fake reports. */
export const YT_STATE = { UNSTARTED: -1, ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 } as const;

/**
 * Seeds window.__fakeYT before any page script runs (fake-iframe-api.ts keeps an existing one):
 * the players' durations (the stored ones, so the player and the server agree) and, later, ids
 * whose embed fails. Init scripts run in the order they were added, on every document.
 */
export async function seedFakePlayer(context: BrowserContext, durations: Record<string, number>): Promise<void> {
  await context.addInitScript((d) => {
    (window as unknown as { __fakeYT: unknown }).__fakeYT = { players: [], durations: d, failIds: {}, speed: 1 };
  }, durations);
}

/** From now on, the embed of `youtubeId` fails with `code` (150: the owner disabled embedding). */
export async function failEmbedOf(context: BrowserContext, youtubeId: string, code = 150): Promise<void> {
  await context.addInitScript(
    ({ id, c }) => {
      const w = window as unknown as { __fakeYT?: { failIds: Record<string, number> } };
      if (w.__fakeYT) w.__fakeYT.failIds[id] = c;
    },
    { id: youtubeId, c: code },
  );
}

/** The fake player's test controls, as a person's hands on the real player (the last player made). */
export function fakePlayer(page: Page) {
  return {
    play: () => page.evaluate(() => (window as unknown as FakeWindow).__fakeYT.last().playVideo()),
    pause: () => page.evaluate(() => (window as unknown as FakeWindow).__fakeYT.last().pauseVideo()),
    seek: (t: number) => page.evaluate((at) => (window as unknown as FakeWindow).__fakeYT.seek(at), t),
    end: () => page.evaluate(() => (window as unknown as FakeWindow).__fakeYT.end()),
    /** Every live player (main first, then the mini player), times rounded. */
    players: () =>
      page.evaluate(() =>
        (window as unknown as FakeWindow).__fakeYT.players.map((p) => ({
          videoId: p._videoId,
          state: p._state,
          time: Math.round(p.getCurrentTime()),
          rate: p._rate,
          duration: p._duration,
        })),
      ),
    clearFailure: (youtubeId: string) =>
      page.evaluate((id) => {
        delete (window as unknown as FakeWindow).__fakeYT.failIds[id];
      }, youtubeId),
  };
}

/** The next PUT /api/video-progress answer (what the player saved), with its request body. */
export async function nextProgressSave(page: Page, trigger: () => Promise<unknown>): Promise<{ currentTime: number; isCompleted: boolean }> {
  const [response] = await Promise.all([
    page.waitForResponse((r: Response) => r.url().endsWith('/api/video-progress') && r.request().method() === 'PUT', { timeout: 10_000 }),
    trigger(),
  ]);
  expect(response.status()).toBe(200);
  return (await response.json()) as { currentTime: number; isCompleted: boolean };
}

// ---------------------------------------------------------------------------------------------- the plan page

const watchLinks = (page: Page) => page.getByRole('region', { name: /^Videos/ }).getByRole('link', { name: /^(Watch|Continue|Watch Again): / });

/** The plan page's video list, in the order shown: each row's title from its watch link ('Watch: {title}'). */
export async function planVideoTitles(page: Page): Promise<string[]> {
  const names = await watchLinks(page).evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
  return names.map((n) => n.replace(/^(Watch|Continue|Watch Again): /, ''));
}

/**
 * Waits until the plan page says 'Videos (N)' and lists N videos (the heading shows the plan's
 * count while the list is still loading).
 */
export async function expectVideoCount(page: Page, count: number): Promise<void> {
  await page.getByRole('heading', { level: 2, name: `Videos (${count})` }).waitFor();
  await expect.poll(() => watchLinks(page).count(), { timeout: 10_000 }).toBe(count);
}

/** A dialog by its title. */
export const dialog = (page: Page, title: string | RegExp): Locator => page.getByRole('dialog', { name: title });

/** Types into the add-video box and waits for the debounced search or lookup to settle. */
export async function searchInAddVideo(box: Locator, text: string): Promise<Locator> {
  const input = box.getByLabel('YouTube URL, video id or keywords');
  await input.fill(text);
  const results = box.getByRole('region', { name: 'Results' });
  await expect.poll(() => results.getAttribute('aria-busy'), { timeout: 10_000 }).toBe('false');
  return results;
}

/**
 * Waits until the page's CSS transitions and finite animations have finished (a dialog zooming in,
 * a progress bar growing), so a screenshot shows the state and not a frame of the way there.
 * Endless animations (spinners) are not waited for; after 3 s the screenshot is taken anyway.
 */
export async function settled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
      undefined,
      { timeout: 3_000, polling: 50 },
    )
    .catch(() => undefined);
}

/** A screenshot once the page has settled (see `settled`). */
export async function snap(journey: { page: Page; shot: (name: string, options?: { fullPage?: boolean }) => Promise<string> }, name: string, options?: { fullPage?: boolean }): Promise<void> {
  await settled(journey.page);
  await journey.shot(name, options);
}
