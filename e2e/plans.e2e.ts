import type { Page, Request } from 'playwright-core';
import { expect, test } from 'vitest';
import { eventually, openJourney, useBrowser } from './harness.ts';
import {
  apiFor,
  dialog,
  expectVideoCount,
  snap,
  FAKE_PLAYLISTS,
  FULL_STACK,
  fakeVideoId,
  planVideoTitles,
  playlistUrl,
  searchInAddVideo,
} from './support/plans.ts';
import { closeToasts, createMember, type Member, signInThroughLoginPage } from './support/social.ts';

/**
 * Plans as browser journeys. First: a person creates a plan (after the
 * blank-title message), adds videos by keyword search, by a pasted watch URL and by a bare id
 * (one already in the plan reads 'Already Added'), reorders them with the drag handle's keyboard
 * sensor (Space, ArrowDown, Space) and with a mouse drag, finds the order kept after a reload, puts the plan in a
 * group, makes it public and imports the 120-video playlist, watching its progress. Then another
 * person opens the public plan: read-only (no Add Video; the server answers an add with
 * PUBLIC_PLAN_READ_ONLY), suggests a video, which opens Request Modification, and sends it; the
 * owner approves the request on the plan page and the video joins the plan.
 * (Watching, resuming and the dashboard after watching are in player.e2e.ts.)
 */

const browser = useBrowser();
/** Shared between the two tests: the people and the public plan of the first. */
let shared: { owner: Member; viewer: Member; slug: string } | undefined;
const CONSENTED = { cookieConsent: 'accepted' };

const PLAN = 'Web Basics in Three Videos';
const GROUP = 'Frontend Path';
const GIT = (n: number) => ({ id: fakeVideoId(`${FAKE_PLAYLISTS.short}:${n}`), title: `Learn Git in Five Lessons - Part ${n}` });
const FS1 = { ...FULL_STACK(1), title: 'Full Stack Web Development 1: How the Web Works' };
const FS2 = { ...FULL_STACK(2), title: 'Full Stack Web Development 2: HTML Document Structure' };

async function visit() {
  const journey = await openJourney(browser(), { storage: CONSENTED });
  journey.context.setDefaultTimeout(15_000);
  return journey;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The API requests ("GET /api/...") the page makes while `run` runs and until the network is idle. */
async function apiRequestsWhile(page: Page, run: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const record = (request: Request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) seen.push(`${request.method()} ${pathname}`);
  };
  page.on('request', record);
  try {
    await run();
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('request', record);
  }
  return seen;
}

/** A toast by (part of) its text. */
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

test('create a plan, add videos three ways, reorder, group, make it public, import the 120-video playlist', async () => {
  const [owner, viewer] = await Promise.all([
    createMember(browser(), { firstName: 'Margaret', lastName: 'Hamilton' }),
    createMember(browser(), { firstName: 'Alan', lastName: 'Turing' }),
  ]);
  const A = await visit();
  const { page } = A;

  // ── Sign in, My Plans: nothing yet ────────────────────────────────────────────────────────
  await signInThroughLoginPage(page, owner);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Plans' }).click();
  await page.waitForURL('**/plans');
  await page.getByRole('heading', { level: 1, name: 'My Learning Plans' }).waitFor();
  const tabs = page.getByRole('tablist', { name: 'Plans and groups' });
  await tabs.getByRole('tab', { name: 'All Plans (0)' }).waitFor();
  await tabs.getByRole('tab', { name: 'Groups (0)' }).waitFor();
  await page.getByRole('heading', { name: 'No Learning Plans Yet' }).waitFor();
  await closeToasts(page);
  await snap(A, 'plans-01-empty');
  await A.axe();

  // ── Create New Plan: a blank title is refused, a real one makes the plan ─────────────────────
  await page.getByRole('button', { name: 'Create New Plan' }).first().click();
  let box = dialog(page, 'Create New Learning Plan');
  await box.waitFor();
  const title = box.getByLabel('Title');
  await box.getByRole('button', { name: 'Create Plan' }).click();
  await box.getByRole('alert').filter({ hasText: 'Title is required' }).waitFor();
  expect(await title.getAttribute('aria-invalid')).toBe('true');
  await title.fill('   ');
  await box.getByRole('button', { name: 'Create Plan' }).click();
  await box.getByRole('alert').filter({ hasText: 'Title is required' }).waitFor();
  await snap(A, 'plans-02-create-blank-title', { fullPage: false });
  await title.fill(PLAN);
  await box.getByRole('alert').waitFor({ state: 'detached' });
  await box.getByLabel(/Description/).fill('The web from the wire to the page, then version control.');
  await box.getByRole('button', { name: 'Create Plan' }).click();
  await box.waitFor({ state: 'detached' });
  await toast(page, 'Learning plan created').waitFor();
  const card = page.getByRole('article', { name: PLAN });
  await card.getByText('Private', { exact: true }).waitFor();
  await card.getByRole('button', { name: `Add Courses to ${PLAN}` }).waitFor();
  await tabs.getByRole('tab', { name: 'All Plans (1)' }).waitFor();
  await card.getByRole('link', { name: PLAN }).click();

  // ── The plan page, empty ─────────────────────────────────────────────────────────────────
  await page.waitForURL('**/plan/web-basics-in-three-videos-*');
  const slug = new URL(page.url()).pathname.split('/').pop() as string;
  await page.getByRole('heading', { level: 1, name: PLAN }).waitFor();
  await page.getByRole('heading', { name: 'No videos in this plan yet' }).waitFor();
  await expectVideoCount(page, 0);

  // ── Add Video: keyword search, a pasted watch URL, a bare id; a duplicate is 'Already Added' ─
  await page.getByRole('button', { name: 'Add Video' }).first().click();
  box = dialog(page, 'Add Video to Learning Plan');
  await box.waitFor();
  let results = await searchInAddVideo(box, 'Learn Git Five Lessons');
  await eventually(async () => expect(await results.getByRole('listitem').count()).toBe(5));
  for (const n of [1, 2, 3, 4, 5]) await results.getByRole('button', { name: `Add to Plan: ${GIT(n).title}` }).waitFor();
  await results.getByRole('button', { name: `Add to Plan: ${GIT(1).title}` }).click();
  const addedGit = results.getByRole('button', { name: `Added: ${GIT(1).title}` });
  await addedGit.waitFor();
  expect(await addedGit.isDisabled()).toBe(true);
  await toast(page, 'Video added to learning plan').waitFor();
  await closeToasts(page);
  await snap(A, 'plans-03-add-video-search', { fullPage: false });

  results = await searchInAddVideo(box, `https://www.youtube.com/watch?v=${FS1.id}&t=42s`);
  await eventually(async () => expect(await results.getByRole('listitem').count()).toBe(1));
  await results.getByRole('button', { name: `Add to Plan: ${FS1.title}` }).click();
  await results.getByRole('button', { name: `Added: ${FS1.title}` }).waitFor();

  results = await searchInAddVideo(box, FS2.id);
  await eventually(async () => expect(await results.getByRole('listitem').count()).toBe(1));
  await results.getByRole('button', { name: `Add to Plan: ${FS2.title}` }).click();
  await results.getByRole('button', { name: `Added: ${FS2.title}` }).waitFor();

  // In the same dialog the first video, pasted again, still reads 'Added'.
  results = await searchInAddVideo(box, GIT(1).id);
  await results.getByRole('button', { name: `Added: ${GIT(1).title}` }).waitFor();
  await page.keyboard.press('Escape');
  await box.waitFor({ state: 'detached' });
  await expectVideoCount(page, 3);
  expect(await planVideoTitles(page)).toEqual([GIT(1).title, FS1.title, FS2.title]);

  // Opened again, the dialog knows the plan's videos: the first one, as a short link, is 'Already Added'.
  await page.getByRole('button', { name: 'Add Video' }).click();
  box = dialog(page, 'Add Video to Learning Plan');
  results = await searchInAddVideo(box, `https://youtu.be/${GIT(1).id}`);
  const already = results.getByRole('button', { name: `Already Added: ${GIT(1).title}` });
  await already.waitFor();
  expect(await already.isDisabled()).toBe(true);
  await closeToasts(page);
  await snap(A, 'plans-04-add-video-already-added', { fullPage: false });
  await page.keyboard.press('Escape');
  await box.waitFor({ state: 'detached' });

  // ── Reorder with the keyboard, then by dragging; the order survives a reload ───────────────
  const handle = page.getByRole('button', { name: `Reorder ${GIT(1).title}` });
  await handle.focus();
  // dnd-kit reads out where the video is: picked up over position 1, over 2, dropped at 2.
  const live = page.locator('[id^="DndLiveRegion"]');
  await page.keyboard.press('Space');
  await eventually(async () => expect(await live.textContent()).toMatch(new RegExp(`${escapeRegExp(GIT(1).title)}.* position 1`)));
  await page.keyboard.press('ArrowDown');
  await eventually(async () => expect(await live.textContent()).toBe(`${GIT(1).title} is over position 2.`));
  await page.keyboard.press('Space');
  await eventually(async () => expect(await live.textContent()).toBe(`${GIT(1).title} dropped at position 2.`));
  await toast(page, 'Video order updated').waitFor();
  expect(await planVideoTitles(page)).toEqual([FS1.title, GIT(1).title, FS2.title]);
  await closeToasts(page);
  // And with the mouse: the last video's handle dragged, in steps, onto the first row.
  const from = await page.getByRole('button', { name: `Reorder ${FS2.title}` }).boundingBox();
  const to = await page.getByRole('button', { name: `Reorder ${FS1.title}` }).boundingBox();
  if (!from || !to) throw new Error('no drag handles on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 12, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await eventually(async () => expect(await live.textContent()).toBe(`${FS2.title} is over position 1.`));
  await page.mouse.up();
  await toast(page, 'Video order updated').waitFor();
  expect(await planVideoTitles(page)).toEqual([FS2.title, FS1.title, GIT(1).title]);
  // Opened afresh, the page reads the plan, its videos and the progress on them with one request.
  const apiRequests = await apiRequestsWhile(page, async () => {
    await page.reload();
    await expectVideoCount(page, 3);
  });
  expect(apiRequests.filter((r) => /^GET \/api\/(learning-plans|progress)\//.test(r))).toEqual([`GET /api/learning-plans/slug/${slug}/page`]);
  console.info(`the plan page's API requests: ${apiRequests.join(', ')}`);
  expect(await planVideoTitles(page)).toEqual([FS2.title, FS1.title, GIT(1).title]);
  await snap(A, 'plans-05-plan-reordered');
  await A.axe();

  // ── Groups: create one, move the plan into it, see it in the group's panel ─────────────────
  await page.getByRole('link', { name: 'Back to My Plans' }).click();
  await page.waitForURL('**/plans');
  await tabs.getByRole('tab', { name: 'Groups (0)' }).click();
  await page.getByRole('heading', { name: 'No Plan Groups Yet' }).waitFor();
  await page.getByRole('button', { name: 'Create Plan Group' }).click();
  box = dialog(page, 'Create Plan Group');
  await box.waitFor();
  expect(await box.getByRole('button', { name: 'Create', exact: true }).isDisabled()).toBe(true);
  await box.getByLabel('Name').fill(GROUP);
  await box.getByRole('button', { name: 'Create', exact: true }).click();
  await box.waitFor({ state: 'detached' });
  await toast(page, 'Plan group created').waitFor();
  const groupCard = page.getByRole('article', { name: GROUP });
  await groupCard.getByText('0 plans').waitFor();
  await tabs.getByRole('tab', { name: 'Groups (1)' }).waitFor();

  await tabs.getByRole('tab', { name: 'All Plans (1)' }).click();
  await card.getByRole('button', { name: `Move ${PLAN} to a group` }).click();
  box = dialog(page, 'Move Plan to Group');
  await box.waitFor();
  expect(await box.getByRole('button', { name: 'Move Plan' }).isDisabled()).toBe(true);
  await box.getByRole('radio', { name: GROUP }).click();
  await box.getByRole('button', { name: 'Move Plan' }).click();
  await box.waitFor({ state: 'detached' });
  await toast(page, `Plan moved to "${GROUP}"`).waitFor();
  await card.getByText(`Group: ${GROUP}`).waitFor();

  await tabs.getByRole('tab', { name: 'Groups (1)' }).click();
  await groupCard.getByText('1 plan', { exact: true }).waitFor();
  await groupCard.getByRole('button', { name: `View Plans of ${GROUP}` }).click();
  const panel = page.getByRole('region', { name: new RegExp(`^${GROUP}`) });
  await panel.getByRole('link', { name: PLAN }).waitFor();
  await panel.getByText('3 courses · 0 completed · Private').waitFor();
  await closeToasts(page);
  await snap(A, 'plans-06-group-panel');

  // ── Make the plan public ──────────────────────────────────────────────────────────────────
  await tabs.getByRole('tab', { name: 'All Plans (1)' }).click();
  await card.getByRole('button', { name: `Make ${PLAN} public` }).click();
  await toast(page, 'Plan is now public').waitFor();
  await card.getByText('Public', { exact: true }).waitFor();
  await card.getByRole('button', { name: `Make ${PLAN} private` }).waitFor();
  await closeToasts(page);
  await snap(A, 'plans-07-plan-public');
  await A.axe();

  // ── Import Playlist: the 120-video playlist, its real progress, then the plan ───────────────
  await page.getByRole('button', { name: 'Import Playlist' }).first().click();
  box = dialog(page, 'Import Playlist');
  await box.waitFor();
  const urlField = box.getByLabel('YouTube playlist URL');
  const importButton = box.getByRole('button', { name: 'Import Playlist' });
  await importButton.click();
  await toast(page, 'URL Required').getByText('Please enter a YouTube playlist URL').waitFor();
  expect(await urlField.getAttribute('aria-invalid')).toBe('true');
  await urlField.fill('https://www.youtube.com/watch?v=abc');
  await importButton.click();
  await toast(page, 'Invalid URL').getByText('Please enter a valid YouTube playlist URL').waitFor();
  await closeToasts(page);
  await urlField.fill(playlistUrl(FAKE_PLAYLISTS.long));
  expect(await urlField.getAttribute('aria-invalid')).toBeNull();
  await snap(A, 'plans-08-import-dialog', { fullPage: false });
  // Every state the counter and the bar go through is recorded as it renders.
  await page.evaluate(() => {
    const w = window as unknown as { __importStates: string[] };
    w.__importStates = [];
    const record = () => {
      const bar = document.querySelector('[role="progressbar"][aria-label="Import progress"]');
      const counter = [...document.querySelectorAll('[role="dialog"] p')].find((p) => /^\d+ of \d+ imported/.test(p.textContent ?? ''));
      if (!bar || !counter) return;
      const state = `${counter.textContent} [bar ${bar.getAttribute('aria-valuenow')}/${bar.getAttribute('aria-valuemax')}]`;
      if (w.__importStates.at(-1) !== state) w.__importStates.push(state);
    };
    new MutationObserver(record).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  });
  await importButton.click();
  box = dialog(page, 'Importing Playlist');
  await box.waitFor();
  await box.getByText('Full Stack Web Development Course').waitFor();
  await A.shot('plans-09-import-running', { fullPage: false });
  await box.getByText('120 of 120 imported').waitFor({ timeout: 20_000 });
  const states = await page.evaluate(() => (window as unknown as { __importStates: string[] }).__importStates);
  console.info(`import progress: ${states.join(' → ')}`);
  // From nothing to everything, never backwards (pages of 50: 0, 50, 100, 120).
  expect(states[0]).toBe('0 of 120 imported [bar 0/120]');
  expect(states.at(-1)).toBe('120 of 120 imported [bar 120/120]');
  const counts = states.map((t) => Number(t.split(' ')[0]));
  expect([...counts].sort((x, y) => x - y)).toEqual(counts);
  const bar = box.getByRole('progressbar', { name: 'Import progress' });
  expect(await bar.getAttribute('aria-valuenow')).toBe('120');
  await box.getByText('Import complete').waitFor();
  await toast(page, 'Playlist imported').waitFor();
  await closeToasts(page);
  await snap(A, 'plans-10-import-complete', { fullPage: false });
  await box.getByRole('link', { name: 'Open Plan' }).click();
  await box.waitFor({ state: 'detached' });
  await page.getByRole('heading', { level: 1, name: 'Full Stack Web Development Course' }).waitFor();
  await expectVideoCount(page, 120);
  const imported = await planVideoTitles(page);
  expect(imported).toHaveLength(120);
  expect(imported[0]).toBe(FS1.title);
  expect(imported[119]).toBe('Full Stack Web Development 120: Deployment');
  await snap(A, 'plans-11-imported-plan', { fullPage: false });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Plans' }).click();
  await tabs.getByRole('tab', { name: 'All Plans (2)' }).waitFor();
  await page.getByRole('article', { name: 'Full Stack Web Development Course' }).getByText('120 courses').waitFor();

  shared = { owner, viewer, slug };
  await A.finish();
});

test('another person finds the public plan read-only and asks for a video; the owner approves and the plan changes', async () => {
  if (!shared) throw new Error('the first journey did not get as far as the public plan');
  const { owner, viewer, slug } = shared;
  const [A, B] = await Promise.all([visit(), visit()]);
  const { page } = A;

  await Promise.all([signInThroughLoginPage(page, owner), signInThroughLoginPage(B.page, viewer)]);

  // ── Another person on the public plan: read-only; a suggested video becomes a request ───────
  await B.page.goto(`/plan/${slug}`);
  await B.page.getByRole('heading', { level: 1, name: PLAN }).waitFor();
  await B.page.getByText('by Margaret Hamilton').waitFor();
  await B.page.getByText(`This public plan belongs to Margaret Hamilton and is read-only for you.`).waitFor();
  await expectVideoCount(B.page, 3);
  expect(await planVideoTitles(B.page)).toEqual([FS2.title, FS1.title, GIT(1).title]);
  expect(await B.page.getByRole('button', { name: 'Add Video' }).count()).toBe(0);
  expect(await B.page.getByRole('button', { name: /^Reorder / }).count()).toBe(0);
  expect(await B.page.getByRole('button', { name: 'Edit title and description' }).count()).toBe(0);
  await closeToasts(B.page);
  await snap(B, 'plans-12-public-plan-read-only');
  await B.axe();
  // What the server answers when this person adds a video anyway (the page offers no Add Video).
  const bApi = apiFor(B.context);
  const { id: planId } = await bApi.get<{ id: number }>(`/api/learning-plans/slug/${slug}`);
  const refused = await bApi.post<{ code: string; canRequestModification: boolean; planTitle: string }>(`/api/learning-plans/${planId}/videos`, {
    videoId: (await bApi.get<{ id: number }>(`/api/videos/youtube/${GIT(1).id}`)).id,
  });
  expect(refused.status).toBe(403);
  expect(refused.body).toMatchObject({ code: 'PUBLIC_PLAN_READ_ONLY', canRequestModification: true, planTitle: PLAN });

  await B.page.getByRole('button', { name: 'Suggest a Video' }).click();
  const box = dialog(B.page, 'Suggest a Video');
  await box.waitFor();
  const results = await searchInAddVideo(box, 'Learn Git Five Lessons');
  await results.getByRole('button', { name: `Already Added: ${GIT(1).title}` }).waitFor();
  await results.getByRole('button', { name: `Suggest for Plan: ${GIT(2).title}` }).click();
  await box.waitFor({ state: 'detached' });
  const request = dialog(B.page, 'Request Modification');
  await request.waitFor();
  expect(await request.getByLabel('Request type').inputValue()).toBe('add_video');
  await request.getByText(`Video to add: ${GIT(2).title}`).waitFor();
  const send = request.getByRole('button', { name: 'Send Request' });
  expect(await send.isDisabled()).toBe(true); // no message yet
  await request.getByLabel('Message to the owner').fill('Part 2 covers branching, which the plan needs next.');
  await snap(B, 'plans-13-request-modification', { fullPage: false });
  await send.click();
  await request.waitFor({ state: 'detached' });
  await toast(B.page, 'Request sent').waitFor();

  // ── The owner sees the pending request on the plan page and approves it ────────────────────
  await page.goto(`/plan/${slug}`);
  const pending = page.getByRole('region', { name: 'Pending modification requests (1)' });
  await pending.waitFor();
  await pending.getByText('Add a video').waitFor();
  await pending.getByText('Alan Turing', { exact: false }).waitFor();
  await pending.getByText(`Add “${GIT(2).title}”`).waitFor();
  await pending.getByText('“Part 2 covers branching, which the plan needs next.”').waitFor();
  await snap(A, 'plans-14-owner-pending-request');
  await A.axe();
  await pending.getByRole('button', { name: 'Approve request from Alan Turing' }).click();
  await toast(page, 'Modification request approved and applied').waitFor();
  await pending.waitFor({ state: 'detached' });
  await expectVideoCount(page, 4);
  expect(await planVideoTitles(page)).toEqual([FS2.title, FS1.title, GIT(1).title, GIT(2).title]);
  await closeToasts(page);
  await snap(A, 'plans-15-request-applied');

  // The visitor sees the change too.
  await B.page.reload();
  await expectVideoCount(B.page, 4);
  expect(await planVideoTitles(B.page)).toEqual([FS2.title, FS1.title, GIT(1).title, GIT(2).title]);

  await A.finish();
  await B.finish();
});
