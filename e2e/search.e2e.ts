import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, expect, inject, test } from 'vitest';
import { type FakeOpenAi, startFakeOpenAi } from '../apps/server/test/fake-openai.ts';
import { eventually, openJourney, useBrowser } from './harness.ts';
import { apiFor, fakeVideoId, FAKE_PLAYLISTS, snap } from './support/plans.ts';
import { closeToasts, createMember, type Member, signInThroughLoginPage } from './support/social.ts';

/**
 * Universal search and recommendations as journeys. A learner presses '/', types 'javscript' and finds
 * their own private JavaScript plan ('Your Plan') and another person's public one ('Public Plan'),
 * never that person's private one; moves through the results with the arrow keys and opens one with
 * Enter; saves a video of the public plan to their library; searches YouTube and adds a result to
 * their plan ('Adding...' -> 'Added', and 'Already Added' for one the plan holds); meets the
 * content-policy toast. Then the dashboard shows recommendations without a model; a second app
 * instance with a (fake) model shows the model's reasons, and the local ones again once the model
 * stops answering in time.
 */

const browser = useBrowser();
const CONSENTED = { cookieConsent: 'accepted' };
const GIT = (n: number) => ({ id: fakeVideoId(`${FAKE_PLAYLISTS.short}:${n}`), title: `Learn Git in Five Lessons - Part ${n}` });

async function visit(baseURL?: string, viewport?: { width: number; height: number }) {
  const journey = await openJourney(browser(), { storage: CONSENTED, ...(viewport ? { viewport } : {}) });
  if (baseURL) {
    // A second app instance: the same database, another origin.
    await journey.page.close();
    const context = await browser().newContext({ baseURL, viewport: viewport ?? { width: 1280, height: 860 } });
    await context.addInitScript(() => localStorage.setItem('cookieConsent', 'accepted'));
    await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
    const page = await context.newPage();
    context.setDefaultTimeout(15_000);
    const shot = async (name: string, options?: { fullPage?: boolean }) => {
      const file = path.resolve(import.meta.dirname, 'screenshots', `${name}.png`);
      await page.screenshot({ path: file, fullPage: options?.fullPage ?? true });
      return file;
    };
    return { ...journey, context, page, shot, finish: () => context.close() };
  }
  journey.context.setDefaultTimeout(15_000);
  return journey;
}

const searchBox = (page: Page) => page.getByRole('searchbox', { name: /^Search (Learnstack|YouTube)/ });
/** The search and its results (the page under it may name the same plans). */
const inSearch = (page: Page) => page.getByRole('search', { name: 'Universal search' });

let people: { ada: Member; grace: Member; publicSlug: string; sharedVideo: string } | undefined;

test('a learner finds plans and videos from the top bar, adds a YouTube result to a plan and meets the content policy', async () => {
  let publicSlug = '';
  // Its title is YouTube's (the server confirms what a person saves), whatever the person typed.
  const sharedVideo = GIT(4).title;
  const grace = await createMember(browser(), { firstName: 'Grace', lastName: 'Hopper' }, async (api) => {
    const pub = await api.post('/api/learning-plans', { title: 'Modern JavaScript Patterns', isPublic: true });
    const body = pub.body as { id: number; slug: string };
    publicSlug = body.slug;
    await api.post('/api/learning-plans', { title: 'JavaScript Secrets', isPublic: false });
    const saved = await api.post('/api/videos', { youtubeId: GIT(4).id, title: 'Closures Explained Visually' });
    await api.post(`/api/learning-plans/${body.id}/videos`, { videoId: (saved.body as { id: number }).id });
  });
  const ada = await createMember(browser(), { firstName: 'Ada', lastName: 'Lovelace' }, async (api) => {
    const mine = await api.post('/api/learning-plans', { title: 'JavaScript Foundations', isPublic: false });
    const saved = await api.post('/api/videos', { youtubeId: GIT(2).id, title: GIT(2).title });
    await api.post(`/api/learning-plans/${(mine.body as { id: number }).id}/videos`, { videoId: (saved.body as { id: number }).id });
  });
  people = { ada, grace, publicSlug, sharedVideo };

  const journey = await visit();
  const { page } = journey;
  await signInThroughLoginPage(page, ada);

  // '/' focuses the search; the typo still finds JavaScript.
  await page.keyboard.press('/');
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('search');
  await page.keyboard.type('javscript');
  const mine = inSearch(page).getByRole('link', { name: /JavaScript Foundations/ });
  const theirs = inSearch(page).getByRole('link', { name: /Modern JavaScript Patterns/ });
  await mine.waitFor();
  await expect.poll(() => mine.textContent()).toContain('Your Plan');
  await expect.poll(() => theirs.textContent()).toContain('Public Plan');
  await expect.poll(() => theirs.textContent()).toContain('by Grace Hopper');
  expect(await inSearch(page).getByRole('link', { name: /JavaScript Secrets/ }).count()).toBe(0);
  await snap(journey, 'search-local-results', { fullPage: false });
  await journey.axe();

  // Arrow keys move through the results; Enter opens the plan.
  await searchBox(page).press('ArrowDown');
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toMatch(/JavaScript/);
  const first = await page.evaluate(() => document.activeElement?.textContent ?? '');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toBe(first);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/plan\//);

  // A video of someone else's public plan goes into one's own library.
  await page.keyboard.press('Control+k');
  await searchBox(page).fill('five lessons part 4');
  const save = page.getByRole('button', { name: `Save to Library: ${sharedVideo}` });
  await save.click();
  await page.getByText('In your library').waitFor();
  await closeToasts(page);

  // YouTube scope: results are saved to the library, then added to the chosen plan.
  await page.getByRole('button', { name: 'YouTube', exact: true }).click();
  await searchBox(page).fill('learn git');
  const addPart1 = page.getByRole('button', { name: `Add to Plan: ${GIT(1).title}` });
  await addPart1.click();
  await page.getByRole('button', { name: `Added: ${GIT(1).title}` }).waitFor();
  await page.getByRole('button', { name: `Add to Plan: ${GIT(2).title}` }).click();
  await page.getByRole('button', { name: `Already Added: ${GIT(2).title}` }).waitFor();
  await snap(journey, 'search-remote-results', { fullPage: false });
  const api = apiFor(journey.context);
  const plans = await api.get<{ title: string; slug: string }[]>('/api/learning-plans');
  const foundations = plans.find((p) => p.title === 'JavaScript Foundations');
  const pageData = await api.get<{ videos: { video: { youtubeId: string } }[] }>(`/api/learning-plans/slug/${foundations?.slug}/page`);
  expect(pageData.videos.map((v) => v.video.youtubeId)).toEqual([GIT(2).id, GIT(1).id]);
  await closeToasts(page);

  // The content policy: a destructive toast, the text and results cleared.
  await page.getByRole('button', { name: 'Learnstack', exact: true }).click();
  await searchBox(page).fill('porn videos');
  await page.getByText('Content Policy Violation').waitFor();
  await expect.poll(() => searchBox(page).inputValue()).toBe('');
  await snap(journey, 'search-content-policy', { fullPage: false });

  // Empty results say so; the clear button empties the box.
  await searchBox(page).fill('zzqqxxyy');
  await page.getByText('No results found').waitFor();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect.poll(() => searchBox(page).inputValue()).toBe('');
  // The browser logs the two refusals the journey caused on purpose: the 409 of 'Already Added' and the 400 of the content policy.
  for (const expected of [/status of 409/, /status of 400/]) {
    const i = journey.errors.findIndex((e) => expected.test(e));
    expect(i).toBeGreaterThanOrEqual(0);
    journey.errors.splice(i, 1);
  }
  await journey.finish();
});

test('on a phone the Search button opens the search over the top bar', async () => {
  if (!people) throw new Error('the first journey makes the people');
  const journey = await visit(undefined, { width: 390, height: 844 });
  const { page } = journey;
  await signInThroughLoginPage(page, people.ada);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await searchBox(page).fill('javscript');
  await inSearch(page).getByRole('link', { name: /Modern JavaScript Patterns/ }).waitFor();
  await snap(journey, 'search-phone', { fullPage: false });
  await journey.axe();
  await journey.finish();
});

test('the dashboard recommends without a model', async () => {
  if (!people) throw new Error('the first journey makes the people');
  const journey = await visit();
  const { page } = journey;
  await signInThroughLoginPage(page, people.grace);
  await apiFor(journey.context).post('/api/user/learning-interests', { interests: ['technology'] });
  await page.reload();
  const card = page.getByRole('heading', { name: 'Recommended for you' });
  await card.waitFor();
  await page.getByText(/If you like Technology and Computer Science, try/).first().waitFor();
  expect(await page.getByText('From your activity').count()).toBeGreaterThan(0);
  expect(await page.getByText('AI suggestion').count()).toBe(0);
  await card.scrollIntoViewIfNeeded();
  await snap(journey, 'recommendations-local');
  await journey.axe();
  await journey.finish();
});

// ------------------------------------------------------------------------------- with a model

let fake: FakeOpenAi | undefined;
let second: ChildProcess | undefined;
afterAll(async () => {
  if (second && second.exitCode === null) {
    const exited = new Promise((resolve) => second?.once('exit', resolve));
    second.kill('SIGTERM');
    await exited;
  }
  await fake?.close();
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** The app again, on the same database, with OPENAI_* pointing at the fake model server. */
async function startAppWithModel(): Promise<string> {
  fake = await startFakeOpenAi({ apiKey: 'e2e-model-key' });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  second = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATABASE_URL: inject('databaseUrl'),
      YOUTUBE_API_KEY: 'e2e-key',
      YOUTUBE_API_BASE_URL: `${inject('fakeYouTubeUrl')}/youtube/v3`,
      YOUTUBE_PUBLIC_BASE_URL: inject('fakeYouTubeUrl'),
      RATE_LIMIT_FACTOR: '100',
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      OPENAI_API_KEY: 'e2e-model-key',
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_MODEL: 'fake-model',
    },
    stdio: 'ignore',
  });
  await eventually(async () => {
    const res = await fetch(`${url}/api/health`);
    expect(res.ok).toBe(true);
  }, 60_000);
  return url;
}

test("with a model the dashboard shows the model's reasons, and the local ones when the model is too slow", async () => {
  if (!people) throw new Error('the first journey makes the people');
  const url = await startAppWithModel();
  const journey = await visit(url);
  const { page } = journey;
  await signInThroughLoginPage(page, people.grace);
  await page.getByText('AI suggestion').first().waitFor();
  await page.getByText(/you will enjoy/).first().waitFor();
  expect(await page.getByText('From your activity').count()).toBe(0);
  expect(fake?.completions().length).toBeGreaterThan(0);
  await page.getByRole('heading', { name: 'Recommended for you' }).scrollIntoViewIfNeeded();
  await snap(journey, 'recommendations-model');

  // The model stalls: a new question (new interests) gets the local answer within the wait.
  fake?.setMode('slow', { delayMs: 15_000 });
  await apiFor(journey.context).post('/api/user/learning-interests', { interests: ['technology', 'health'] });
  await page.reload();
  await page.getByText('From your activity').first().waitFor();
  expect(await page.getByText('AI suggestion').count()).toBe(0);
  await journey.finish();
});
