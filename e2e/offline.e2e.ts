import pg from 'pg';
import type { Page, Response } from 'playwright-core';
import { expect, inject, test } from 'vitest';
import { openJourney, signUpThroughApi, useBrowser } from './harness.ts';
import { apiFor, expectVideoCount, FAKE_PLAYLISTS, fakePlayer, importThroughApi, type PlanVideo, seedFakePlayer, snap, YT_STATE } from './support/plans.ts';

/**
 * A flaky connection (decision 0043), in the built app with its service worker: a learner watches a
 * plan video, the connection drops mid-video (Playwright's offline mode), they watch on, the
 * 'You are offline' banner says so, the saves wait in IndexedDB, and when the connection returns
 * they arrive once: the watch time is credited once, and the same save sent again changes nothing.
 * Also: the app is installable (manifest linked, service worker in control) and its shell opens
 * offline.
 */

const browser = useBrowser();

interface QueuedSave {
  clientId: string;
  videoId: number;
  currentTime: number;
  isCompleted: boolean;
}

/** What the page's offline queue holds (IndexedDB 'learnstack-offline', store 'progress-saves'). */
function queuedSaves(page: Page): Promise<QueuedSave[]> {
  return page.evaluate(
    () =>
      new Promise<QueuedSave[]>((resolve, reject) => {
        const open = indexedDB.open('learnstack-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('progress-saves')) return resolve([]);
          const all = db.transaction('progress-saves').objectStore('progress-saves').getAll();
          all.onsuccess = () => resolve(all.result as QueuedSave[]);
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

async function dbCount(sql: string, params: unknown[]): Promise<number> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    return (await client.query<{ n: number }>(sql, params)).rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

const isProgressSave = (r: Response) => r.url().endsWith('/api/video-progress') && r.request().method() === 'PUT';

test('offline mid-video: the banner, progress kept on the device and credited once when the connection returns; installable; the shell opens offline', async () => {
  const journey = await openJourney(browser(), { storage: { cookieConsent: 'accepted' } });
  const { context, page } = journey;
  context.setDefaultTimeout(20_000);
  await signUpThroughApi(context, { firstName: 'Olive', lastName: 'Offline' });
  const api = apiFor(context);
  const plan = await importThroughApi(api, FAKE_PLAYLISTS.short);
  await seedFakePlayer(context, Object.fromEntries(plan.videos.map((v) => [v.video.youtubeId, v.video.durationSeconds ?? 300])));
  const video = (plan.videos[0] as PlanVideo).video;
  const fake = fakePlayer(page);
  const banner = page.getByRole('status').filter({ hasText: 'You are offline' });
  const puts: { status: number | null; body: QueuedSave }[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/api/video-progress') && req.method() === 'PUT') puts.push({ status: null, body: req.postDataJSON() as QueuedSave });
  });

  // ── The player, opened from the plan; the app is installable and its worker takes the page ─────
  await page.goto(`/video/${video.youtubeId}?plan=${plan.planSlug}`);
  await page.getByRole('heading', { level: 1, name: video.title }).waitFor();
  await expect.poll(() => page.getByRole('button', { name: 'Save Progress' }).isEnabled(), { timeout: 10_000 }).toBe(true);
  expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
  const manifest = await api.get<{ name: string; display: string; start_url: string; icons: { sizes: string; purpose: string }[] }>('/manifest.webmanifest');
  expect(manifest).toMatchObject({ name: 'Learnstack', display: 'standalone', start_url: '/' });
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)).toMatch(/\/sw\.js$/);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect.poll(() => banner.count()).toBe(0);

  // ── Watch online until the first save (every 10 s of play) ─────────────────────────────────────
  const firstSave = page.waitForResponse(isProgressSave, { timeout: 20_000 });
  await fake.play();
  const online = (await (await firstSave).json()) as { currentTime: number };
  expect(online.currentTime).toBeGreaterThanOrEqual(9);

  // ── The connection drops: the banner says so, the player goes on, the saves stay on the device ──
  await context.setOffline(true);
  await banner.waitFor();
  expect(await banner.textContent()).toContain('Progress you make is saved on this device');
  await snap(journey, 'offline-01-banner-while-watching');
  await expect.poll(async () => (await queuedSaves(page)).length, { timeout: 20_000 }).toBe(1); // the next periodic save
  const putsWhileOffline = puts.length;
  await page.waitForTimeout(2_000);
  await fake.pause();
  const [player] = await fake.players();
  expect(player?.state).toBe(YT_STATE.PAUSED);
  const watchedTo = Math.round(player?.time ?? 0);
  expect(watchedTo).toBeGreaterThan(online.currentTime + 10);
  // One entry per video: the pause's save replaced the periodic one.
  await expect.poll(async () => (await queuedSaves(page)).map((s) => s.currentTime), { timeout: 10_000 }).toEqual([watchedTo]);
  const [queued] = (await queuedSaves(page)) as [QueuedSave];
  expect(queued).toMatchObject({ videoId: video.id, isCompleted: false, clientId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  expect(await page.getByText('Failed to update progress.').count()).toBe(0);

  // ── Back online: the banner goes, the queue sends the save once, under its id ───────────────────
  const replay = page.waitForResponse((r) => isProgressSave(r) && (r.request().postDataJSON() as QueuedSave).clientId === queued.clientId, { timeout: 20_000 });
  await context.setOffline(false);
  expect((await replay).status()).toBe(200);
  await expect.poll(() => banner.count()).toBe(0);
  await expect.poll(async () => (await queuedSaves(page)).length).toBe(0);
  // Offline, the failed sends went nowhere; back online, one save carried what was watched.
  expect(puts.slice(putsWhileOffline).filter((p) => p.body.clientId === queued.clientId)).toHaveLength(1);

  // ── On the server: the position, and the watch time credited once ───────────────────────────────
  expect(await api.get(`/api/video-progress/${video.id}`)).toMatchObject({ currentTime: watchedTo, isCompleted: false });
  const today = await api.get<{ timeSpent: number }>('/api/analytics/daily');
  expect(today.timeSpent).toBe(watchedTo);
  // The same save arriving again (an answer lost on the way) is applied once: nothing changes.
  const again = await api.put<{ currentTime: number }>('/api/video-progress', queued);
  expect(again.status).toBe(200);
  expect(again.body.currentTime).toBe(watchedTo);
  expect((await api.get<{ timeSpent: number }>('/api/analytics/daily')).timeSpent).toBe(watchedTo);
  expect(await dbCount('select count(*)::int as n from progress_client_saves where client_id = $1', [queued.clientId])).toBe(1);
  await snap(journey, 'offline-02-back-online');

  // ── The app shell opens offline: the worker answers the page load with the shell it kept ───────
  await context.setOffline(true);
  const offlineSince = Date.now();
  const shell = await page.reload();
  expect(shell?.fromServiceWorker()).toBe(true);
  // Kept from an earlier load, not fetched now (the network is off for the worker too).
  expect(Date.parse(shell?.headers().date ?? '')).toBeLessThan(offlineSince - 1000);
  // The shell and the page's code are there; its data waits for the connection, and the banner says why.
  await banner.waitFor();
  await snap(journey, 'offline-03-reload-offline');
  await context.setOffline(false);
  await page.getByRole('heading', { level: 1, name: video.title }).waitFor();
  await expect.poll(() => banner.count()).toBe(0);

  // ── On a phone in dark mode the banner sits above the bottom bar and reads well (axe: contrast) ──
  // (A modern theme in dark mode, as the theme menu stores it; styles.test.ts checks the colour pair in every theme.)
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => {
    for (const [key, value] of [['ui-theme', 'modern-green'], ['theme', 'modern-green'], ['isDark', 'true']]) localStorage.setItem(key as string, value as string);
  });
  await page.reload();
  await page.getByRole('heading', { level: 1, name: video.title }).waitFor();
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  await context.setOffline(true);
  await banner.waitFor();
  const box = await banner.boundingBox();
  const bar = await page.getByRole('navigation', { name: 'Mobile' }).boundingBox();
  if (box && bar) expect(box.y + box.height).toBeLessThanOrEqual(bar.y);
  await snap(journey, 'offline-04-phone-dark', { fullPage: false });
  await journey.axe();
  await context.setOffline(false);
  await expect.poll(() => banner.count()).toBe(0);

  // Requests the page made while the connection was off failed, as they should.
  await journey.finish(/ERR_INTERNET_DISCONNECTED|Failed to fetch/);
});

/** What the offline reads store holds on the device, each GET path with its answer's text (IndexedDB 'learnstack-offline-reads', store 'reads'; decision 0047). */
function keptAnswers(page: Page): Promise<Record<string, string>> {
  return page.evaluate(
    () =>
      new Promise<Record<string, string>>((resolve, reject) => {
        const open = indexedDB.open('learnstack-offline-reads');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('reads')) {
            db.close();
            return resolve({});
          }
          const all = db.transaction('reads').objectStore('reads').getAll();
          all.onsuccess = () => {
            db.close();
            resolve(Object.fromEntries((all.result as { path: string; text: string }[]).map((read) => [read.path, read.text])));
          };
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

/** The GET paths the device kept, sorted. */
const keptReads = async (page: Page): Promise<string[]> => Object.keys(await keptAnswers(page)).sort();

/** The answer the device kept for one GET path, parsed (undefined: none). */
async function keptRead<T>(page: Page, path: string): Promise<T | undefined> {
  const text = (await keptAnswers(page))[path];
  return text === undefined ? undefined : (JSON.parse(text) as T);
}

test('reading offline: the pages a learner opened reload offline with their content, a page never opened says so, fresh data when back; another user never sees them', async () => {
  const journey = await openJourney(browser(), { storage: { cookieConsent: 'accepted' } });
  const { context, page } = journey;
  context.setDefaultTimeout(20_000);
  await signUpThroughApi(context, { firstName: 'Rhea', lastName: 'Reader' });
  const api = apiFor(context);
  const plan = await importThroughApi(api, FAKE_PLAYLISTS.short);
  await seedFakePlayer(context, Object.fromEntries(plan.videos.map((v) => [v.video.youtubeId, v.video.durationSeconds ?? 300])));
  const video = (plan.videos[0] as PlanVideo).video;
  const banner = page.getByRole('status').filter({ hasText: 'You are offline' });
  const nav = page.getByRole('navigation', { name: 'Main' });
  const planHeading = (title: string) => page.getByRole('heading', { level: 1, name: title });

  // ── Online, as a learner browses: the dashboard, a plan, one of its videos, back to the plan ──
  await page.goto('/dashboard');
  await page.getByRole('heading', { level: 1, name: 'Welcome back, Rhea!' }).waitFor();
  await page.getByRole('link', { name: plan.title, exact: true }).click();
  await planHeading(plan.title).waitFor();
  await expectVideoCount(page, plan.videos.length);
  await page.getByRole('link', { name: `Watch: ${video.title}` }).click();
  await page.getByRole('heading', { level: 1, name: video.title }).waitFor();
  await expect.poll(() => page.getByRole('button', { name: 'Save Progress' }).isEnabled(), { timeout: 10_000 }).toBe(true);
  // They watch a little of it (the fake player's clock runs in real time), then go back to the plan.
  const fake = fakePlayer(page);
  await fake.play();
  await expect.poll(async () => (await fake.players())[0]?.time ?? 0, { timeout: 30_000, interval: 500 }).toBeGreaterThanOrEqual(8);
  await fake.pause();
  await page.goBack();
  await planHeading(plan.title).waitFor();
  await expectVideoCount(page, plan.videos.length);
  // The plan shows what was watched once the pause's save is in (its answer invalidates the plan's
  // reads), and the device keeps that answer: before both, a reload offline would show the plan as
  // it was before the video, and on a loaded machine the save's round trip outlasted the steps below.
  const pagePath = `/api/learning-plans/slug/${plan.planSlug}/page`;
  await page.getByRole('link', { name: `Continue: ${video.title}` }).waitFor();
  await expect
    .poll(async () => ((await keptRead<{ progress: { videoId: number; currentTime: number }[] }>(page, pagePath))?.progress ?? []).filter((p) => p.currentTime > 0).map((p) => p.videoId))
    .toContain(video.id);
  // What the device kept: reads only, this learner's.
  await expect.poll(() => keptReads(page)).toEqual(expect.arrayContaining(['/api/auth/user', '/api/learning-plans', pagePath, `/api/videos/youtube/${video.youtubeId}`]));
  expect((await keptReads(page)).filter((path) => /admin|login|logout|csrf|import/.test(path))).toEqual([]);

  // The plan changes on the server while the learner is away: the device still has the old title.
  const renamed = `${plan.title} (renamed)`;
  expect((await api.put(`/api/learning-plans/${plan.planId}`, { title: renamed })).status).toBe(200);

  // ── Offline, a reload of the plan page: the navigation, the notice, the plan as last seen ──────
  await context.setOffline(true);
  await page.reload();
  await planHeading(plan.title).waitFor();
  await expectVideoCount(page, plan.videos.length);
  await nav.waitFor();
  await banner.waitFor();
  expect(await banner.textContent()).toContain('What you see is from your last time online');
  expect(await page.getByRole('status', { name: 'Loading your session' }).count()).toBe(0);
  await snap(journey, 'offline-05-plan-reloaded-offline');

  // The video page opened before shows too, with its title.
  await page.getByRole('link', { name: `Continue: ${video.title}` }).click();
  await page.getByRole('heading', { level: 1, name: video.title }).waitFor();

  // ── A page never opened: said so, with the navigation and a way back to the dashboard ─────────
  await nav.getByRole('link', { name: 'Progress' }).click();
  await page.getByRole('heading', { level: 1, name: 'This page is not available offline' }).waitFor();
  await nav.waitFor();
  await journey.axe();
  await page.getByRole('link', { name: 'Back to the dashboard' }).click();
  await page.getByRole('heading', { level: 1, name: 'Welcome back, Rhea!' }).waitFor();
  await page.getByRole('link', { name: plan.title, exact: true }).waitFor();

  // ── Back online: fresh data (the new title), the notice gone ───────────────────────────────────
  await context.setOffline(false);
  await page.getByRole('link', { name: renamed, exact: true }).waitFor();
  await expect.poll(() => banner.count()).toBe(0);
  await page.getByRole('link', { name: renamed, exact: true }).click();
  await planHeading(renamed).waitFor();

  // ── Sign out: the device forgets; another learner signs in and goes offline ───────────────────
  await page.getByRole('button', { name: /account menu for Rhea Reader/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.waitForURL('**/login');
  await expect.poll(() => keptReads(page)).toEqual([]);
  await signUpThroughApi(context, { firstName: 'Otto', lastName: 'Other' });
  await page.goto('/dashboard');
  await page.getByRole('heading', { level: 1, name: 'Welcome back, Otto!' }).waitFor();
  await expect.poll(() => keptReads(page)).toContain('/api/auth/user');
  await context.setOffline(true);
  await page.goto(`/plan/${plan.planSlug}`);
  await page.getByRole('heading', { level: 1, name: 'This page is not available offline' }).waitFor();
  await nav.waitFor();
  expect(await page.getByText(renamed).count()).toBe(0);
  expect(await page.getByText(plan.title).count()).toBe(0);
  // The journey ends offline: back online, the page would ask for Rhea's private plan again and get
  // the 404 it should (seen on a loaded machine before the context closed).

  // Requests the page made while the connection was off failed, as they should (through the worker, a
  // chunk it does not have fails as ERR_FAILED), until the context closed: it ends offline.
  await journey.finish(/ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to fetch/);
}, 180_000);
