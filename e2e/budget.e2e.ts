import type { Response } from 'playwright-core';
import { expect, test } from 'vitest';
import { baseUrl, openJourney, signUpThroughApi, useBrowser, wakeLandingPage } from './harness.ts';
import { apiFor } from './support/plans.ts';

/**
 * The JavaScript a visitor's first page (/) loads, as the server sends it: the encoded body sizes
 * Chromium received (brotli, as the build precompressed it), not the files compressed again by the
 * test. The landing page is prerendered and needs no script to be read (decision 0045): opening it
 * loads only the theme and boot scripts, within issue 10's 100 KB. The app's own code (React, React
 * Router and TanStack Query alone are 92 KB of it) loads on the visitor's first interaction; it is
 * held to 128 KB so that any growth shows.
 */

const browser = useBrowser();
const OPEN_BUDGET = 100 * 1024;
const APP_BUDGET = 128 * 1024;

interface Sent {
  url: string;
  wire: number;
  raw: number;
  encoding: string;
}

test('the landing page loads at most 100 KB of JavaScript on the wire, and the app on the first move at most 128 KB, all of it compressed', async () => {
  // The first visit's page, as the server sends it: the service worker (decision 0043) installs
  // after the app has started and precaches the shell's files for offline use; its fetches, and the
  // page's requests it answers once in control, are not the page's load.
  const journey = await openJourney(browser(), { serviceWorkers: 'block' });
  const { page } = journey;
  let scripts: Promise<Sent>[] = [];
  page.on('response', (res: Response) => {
    const type = res.request().resourceType();
    const isScript = type === 'script' || /javascript/.test(res.headers()['content-type'] ?? '');
    if (!isScript) return;
    scripts.push(
      Promise.all([res.request().sizes(), res.body(), res.allHeaders()]).then(([sizes, body, headers]) => ({
        url: new URL(res.url()).pathname,
        wire: sizes.responseBodySize,
        raw: body.length,
        encoding: headers['content-encoding'] ?? 'none',
      })),
    );
  });
  const report = async (label: string, budget: number) => {
    const files = await Promise.all(scripts);
    scripts = [];
    const total = files.reduce((sum, f) => sum + f.wire, 0);
    const lines = files
      .sort((a, b) => b.wire - a.wire)
      .map((f) => `  ${(f.wire / 1024).toFixed(1).padStart(6)} KB sent (${f.encoding.padEnd(4)}) ${(f.raw / 1024).toFixed(1).padStart(6)} KB raw  ${f.url}`);
    // biome-ignore lint/suspicious/noConsole: the figure belongs in the run output
    console.log(`${label}: ${(total / 1024).toFixed(1)} KB of JavaScript on the wire in ${files.length} files (budget ${budget / 1024} KB)\n${lines.join('\n')}`);
    // Every script of 1 KB or more went out compressed (smaller ones are not worth it).
    expect(files.filter((f) => f.raw >= 1024 && f.encoding === 'none').map((f) => f.url)).toEqual([]);
    expect(files.every((f) => f.wire > 0 && f.wire <= f.raw)).toBe(true);
    expect(total).toBeLessThanOrEqual(budget);
    return files;
  };

  await page.goto('/', { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: 'Learn Smarter, Not Harder!' }).waitFor();
  await page.waitForLoadState('networkidle');
  const opened = await report('Landing page, opened', OPEN_BUDGET);
  expect(opened.map((f) => f.url.replace(/-[\w-]{8}\.js$/, '.js')).sort()).toEqual(['/assets/boot.js', '/theme-init.js']);

  await wakeLandingPage(page);
  await page.waitForLoadState('networkidle');
  const app = await report('Landing page, app started by the first move', APP_BUDGET);
  expect(app.some((f) => /\/assets\/index-[^/]+\.js$/.test(f.url)), 'the entry bundle was counted').toBe(true);
  await journey.finish();
});

test('the dashboard and a plan page paint without radix: menus and dialogs load theirs when first opened', async () => {
  const journey = await openJourney(browser(), { serviceWorkers: 'block', storage: { cookieConsent: 'accepted' } });
  const { page } = journey;
  await signUpThroughApi(journey.context, { firstName: 'Ada', lastName: 'Lovelace' });
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  });
  await page.goto('/dashboard', { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: 'Welcome back, Ada!' }).waitFor();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((s) => /\/(radix|dialog|dropdown-menu)-[\w-]+\.js$/.test(s))).toEqual([]);

  await page.getByRole('button', { name: 'AL, account menu for Ada Lovelace' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).waitFor();
  expect(scripts.some((s) => /\/radix-[\w-]+\.js$/.test(s))).toBe(true);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await page.getByRole('dialog', { name: 'Notifications' }).getByText('No notifications yet').waitFor();

  // A plan page with a video: its row menus and dialogs come when used.
  const api = apiFor(journey.context);
  const plan = await api.post<{ id: number; slug: string }>('/api/learning-plans', { title: 'Radix-free plan' });
  const video = await api.post<{ id: number }>('/api/videos', { youtubeId: 'e2eBudget01', title: 'Budgeted video', channelTitle: 'Bytes' });
  expect((await api.post(`/api/learning-plans/${plan.body.id}/videos`, { videoId: video.body.id })).status).toBe(201);
  // A new context with the same session: this one's memory cache would hide the scripts it loads.
  const context = await journey.context.browser()?.newContext({ baseURL: baseUrl(), serviceWorkers: 'block', storageState: await journey.context.storageState() });
  if (!context) throw new Error('no browser');
  const fresh = await context.newPage();
  const planScripts: string[] = [];
  const planReads: { initiator: string; at: number }[] = [];
  fresh.on('request', (req) => {
    if (req.resourceType() === 'script') planScripts.push(new URL(req.url()).pathname);
    if (new URL(req.url()).pathname === `/api/learning-plans/slug/${plan.body.slug}/page`) planReads.push({ initiator: req.resourceType(), at: planScripts.length });
  });
  await fresh.goto(`/plan/${plan.body.slug}`, { waitUntil: 'networkidle' });
  await fresh.getByRole('heading', { level: 1, name: 'Radix-free plan' }).waitFor();
  await fresh.waitForLoadState('networkidle');
  expect(planScripts.filter((s) => /\/(radix|dialog|dropdown-menu|confirm-dialog)-[\w-]+\.js$/.test(s))).toEqual([]);
  // The plan is read once, by the boot script while the page's scripts download (before the page's own chunk).
  expect(planReads).toHaveLength(1);
  const pageChunkAt = planScripts.findIndex((s) => /\/plan-page-[\w-]+\.js$/.test(s));
  expect(pageChunkAt).toBeGreaterThan(-1);
  expect(planReads[0]?.at).toBeLessThanOrEqual(pageChunkAt);
  await fresh.getByRole('button', { name: 'More actions for Budgeted video' }).click();
  await fresh.getByRole('menuitem', { name: 'Remove from plan' }).click();
  await fresh.getByRole('alertdialog', { name: 'Remove video from plan?' }).waitFor();
  await context.close();
  await journey.finish();
});
