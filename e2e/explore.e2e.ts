import type { APIRequestContext, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { baseUrl, openJourney, signUpThroughApi, uniqueEmail, useBrowser } from './harness.ts';
import { closeToasts, openBell } from './support/social.ts';

/**
 * Explore and sharing as browser journeys: a visitor browses /explore and opens a shared link;
 * a signed-in user B adds a demo plan and the demo group, edits the copy (the original stays),
 * likes a plan once, hearts the copy, and opens the plan a friend A shared with them from the bell.
 * A and B are made through the API (their friendship too); B is signed in by the API in the very
 * browser context the journey uses.
 */

const browser = useBrowser();
const CONSENTED = { cookieConsent: 'accepted' };

const DEMO_PLANS = ['Computer Science Fundamentals', 'Data Science Foundations', 'Neural Networks from the Ground Up', 'Design Basics', 'Personal Growth', 'Languages'];
const DEMO_GROUP = 'Road to Machine Learning';

interface PublicPlanRow {
  id: number;
  title: string;
  likeCount: number;
  likedByMe: boolean;
}

/** A small JSON client over a context's request (its cookies) with the CSRF header. */
function api(request: APIRequestContext, csrfToken: string) {
  const call = async <T>(method: 'get' | 'post', path: string, data?: unknown): Promise<T> => {
    const res = method === 'get' ? await request.get(path) : await request.post(path, { headers: { 'x-csrf-token': csrfToken }, data: data ?? {} });
    const body = await res.json().catch(() => null);
    if (!res.ok()) throw new Error(`${method.toUpperCase()} ${path}: ${res.status()} ${JSON.stringify(body)}`);
    return body as T;
  };
  return { get: <T = unknown>(path: string) => call<T>('get', path), post: <T = unknown>(path: string, data?: unknown) => call<T>('post', path, data) };
}

const publicPlans = async (client: ReturnType<typeof api>): Promise<PublicPlanRow[]> => (await client.get<{ plans: PublicPlanRow[] }>('/api/public-plans?limit=50')).plans;

/** A public plan card on /explore, by its title. */
const exploreCard = (page: Page, title: string) => page.getByRole('main').getByRole('article', { name: title });

test('visitor explores and opens a shared link; B adds, edits a copy, likes, favourites and opens a friend share', async () => {
  // ── People through the API: A (Ada) owns a plan; B (Bea) signs up inside B's browser context ──
  const aContext = await browser().newContext({ baseURL: baseUrl() });
  const [V, B] = await Promise.all([openJourney(browser(), { storage: CONSENTED }), openJourney(browser(), { storage: CONSENTED })]);
  V.context.setDefaultTimeout(15_000);
  B.context.setDefaultTimeout(15_000);
  const aEmail = uniqueEmail('ada');
  const bEmail = uniqueEmail('bea');
  const [aAuth, bAuth] = await Promise.all([
    signUpThroughApi(aContext, { email: aEmail, firstName: 'Ada', lastName: 'Lovelace' }),
    signUpThroughApi(B.context, { email: bEmail, firstName: 'Bea', lastName: 'Baker' }),
  ]);
  const A = api(aContext.request, aAuth.csrfToken);
  const Bapi = api(B.context.request, bAuth.csrfToken);

  const aPlanTitle = `Ada's Analytical Engines ${Date.now().toString(36)}`;
  const aPlan = (await A.post('/api/learning-plans', { title: aPlanTitle, description: 'Notes on the engine.' })) as { id: number };
  const link = (await A.post(`/api/learning-plans/${aPlan.id}/share`, {})) as { shareUrl: string; shareToken: string };
  expect(link.shareUrl).toContain(`/shared/${link.shareToken}`);
  const sharedPath = new URL(link.shareUrl, baseUrl()).pathname;

  // A and B become friends (A asks, B accepts), then A shares the plan with B.
  await A.post('/api/friends/invite', { toEmail: bEmail });
  const requests = (await Bapi.get('/api/friends/requests')) as Array<{ id: number; requester: { name: string } }>;
  expect(requests).toHaveLength(1);
  await Bapi.post(`/api/friends/accept/${requests[0]?.id}`);
  const aFriends = (await A.get('/api/friends')) as Array<{ id: number; name: string }>;
  const bea = aFriends.find((f) => f.name === 'Bea Baker');
  if (!bea) throw new Error(`B is not among A's friends: ${JSON.stringify(aFriends)}`);
  await A.post(`/api/learning-plans/${aPlan.id}/share`, { friendId: bea.id });

  // ── 1. The visitor (signed out) on /explore ────────────────────────────────────────────────
  const v = V.page;
  await v.goto('/explore');
  await v.getByRole('heading', { level: 1, name: 'Explore Community Plans' }).waitFor();
  const totals = v.getByRole('list', { name: 'Community totals' });
  // Other journeys may have published plans and groups too: the counts come from the server.
  const stats = (await (await v.request.get('/api/explore/stats')).json()) as { publicPlans: number; publicGroups: number };
  expect(stats.publicPlans).toBeGreaterThanOrEqual(DEMO_PLANS.length);
  await totals.getByText(`${stats.publicPlans} public plan${stats.publicPlans === 1 ? '' : 's'}`, { exact: true }).waitFor();
  await totals.getByText(`${stats.publicGroups} public group${stats.publicGroups === 1 ? '' : 's'}`, { exact: true }).waitFor();
  for (const title of DEMO_PLANS) await exploreCard(v, title).waitFor();
  await v.getByText(`Showing ${stats.publicPlans} of ${stats.publicPlans} plans`).waitFor();
  // No add, like or share buttons for visitors: a sign-in prompt instead.
  const vMain = v.getByRole('main');
  expect(await vMain.getByRole('button', { name: /Add to My Plans|^Like |^Unlike |Share/ }).count()).toBe(0);
  expect(await vMain.getByRole('link', { name: 'Sign in to add' }).count()).toBe(stats.publicPlans);
  await V.shot('explore-01-visitor-plans');
  await V.axe();

  await v.getByRole('tablist', { name: 'Explore' }).getByRole('tab', { name: 'Groups' }).click();
  await v.waitForURL('**/explore?tab=groups');
  await exploreCard(v, DEMO_GROUP).waitFor();
  await v.getByRole('link', { name: `View Group: ${DEMO_GROUP}` }).waitFor();
  expect(await vMain.getByRole('button', { name: `Add ${DEMO_GROUP} to My Plans` }).count()).toBe(0);
  await V.shot('explore-02-visitor-groups');

  // The shared link, signed out: the plan and a sign-in prompt.
  await v.goto(sharedPath);
  await v.getByRole('heading', { level: 1, name: aPlanTitle }).waitFor();
  await v.getByText('Sign in to add this plan to your learning plans and track your progress.').waitFor();
  await v.getByRole('main').getByRole('link', { name: 'Sign In', exact: true }).waitFor();
  expect(await v.getByRole('button', { name: 'Add to My Plans' }).count()).toBe(0);
  await V.shot('explore-03-visitor-shared-plan');
  await V.axe();

  // ── 2 and 3. B on /explore: likes a plan, adds a plan and the group ────────────────────────
  const likeTitle = 'Personal Growth';
  const addTitle = 'Computer Science Fundamentals';
  const before = await publicPlans(Bapi);
  const likePlan = before.find((p) => p.title === likeTitle);
  const original = before.find((p) => p.title === addTitle);
  if (!likePlan || !original) throw new Error('demo plans missing from /api/public-plans');
  expect(likePlan.likedByMe).toBe(false);
  const likes = likePlan.likeCount;
  const plural = (n: number) => (n === 1 ? 'like' : 'likes');

  const b = B.page;
  await b.goto('/explore');
  await b.getByRole('heading', { level: 1, name: 'Explore Community Plans' }).waitFor();
  const likeCard = exploreCard(b, likeTitle);
  const likeButton = likeCard.getByRole('button', { name: new RegExp(`^(Like|Unlike) ${likeTitle}:`) });
  await likeCard.getByRole('button', { name: `Like ${likeTitle}: ${likes} ${plural(likes)}` }).waitFor();
  expect(await likeButton.getAttribute('aria-pressed')).toBe('false');
  await likeButton.click();
  await likeCard.getByRole('button', { name: `Unlike ${likeTitle}: ${likes + 1} ${plural(likes + 1)}` }).waitFor();
  await expect.poll(() => likeButton.getAttribute('aria-busy')).toBeNull();
  expect(await likeButton.getAttribute('aria-pressed')).toBe('true');

  const addCard = exploreCard(b, addTitle);
  await addCard.getByRole('button', { name: `Add to My Plans: ${addTitle}` }).click();
  await b.getByText('Plan Added!', { exact: true }).waitFor();
  await addCard.getByRole('link', { name: `Open your copy of ${addTitle}` }).waitFor();
  await B.shot('explore-04-b-plan-added', { fullPage: false });
  await closeToasts(b);

  await b.getByRole('tablist', { name: 'Explore' }).getByRole('tab', { name: 'Groups' }).click();
  await b.getByRole('button', { name: `Add ${DEMO_GROUP} to My Plans` }).click();
  await b.getByText('Group Added!', { exact: true }).waitFor();
  await B.shot('explore-05-b-group-added', { fullPage: false });
  await closeToasts(b);

  // A reload keeps the like; the card offers Unlike only.
  await b.goto('/explore');
  await likeCard.getByRole('button', { name: `Unlike ${likeTitle}: ${likes + 1} ${plural(likes + 1)}` }).waitFor();
  expect(await likeCard.getByRole('button', { name: new RegExp(`^Like ${likeTitle}:`) }).count()).toBe(0);
  await B.shot('explore-06-b-like-after-reload');
  // A second like through the API changes nothing.
  const again = (await Bapi.post(`/api/plans/${likePlan.id}/like`)) as { liked: boolean; likeCount: number };
  expect(again).toEqual({ liked: true, likeCount: likes + 1 });
  expect((await publicPlans(Bapi)).find((p) => p.id === likePlan.id)?.likeCount).toBe(likes + 1);

  // ── 2 and 5. B's copy on /plans: heart it, then edit its title ─────────────────────────────
  await b.goto('/plans');
  const copyCard = b.getByRole('main').getByRole('article').filter({ has: b.getByRole('link', { name: addTitle, exact: true }) });
  await copyCard.waitFor();
  const heart = copyCard.getByRole('button', { name: 'Add to favorites' });
  await expect.poll(() => heart.getAttribute('aria-disabled')).toBeNull();
  await heart.click();
  await copyCard.getByRole('button', { name: 'Remove from favorites' }).and(b.locator('[aria-pressed="true"]')).waitFor();
  await B.shot('explore-07-b-plans-copy-favourited');
  await B.axe();

  await copyCard.getByRole('link', { name: addTitle, exact: true }).click();
  await b.waitForURL('**/plan/**');
  await b.getByRole('heading', { level: 1, name: addTitle }).waitFor();
  await b.getByRole('button', { name: 'Edit title and description' }).click();
  const newTitle = 'My CS Fundamentals Notes';
  const titleField = b.getByLabel('Title', { exact: true });
  await titleField.fill(newTitle);
  await titleField.press('Control+Enter');
  await b.getByText('Plan updated successfully', { exact: true }).waitFor();
  await b.getByRole('heading', { level: 1, name: newTitle }).waitFor();
  await B.shot('explore-08-b-copy-renamed', { fullPage: false });
  await closeToasts(b);
  // The original public plan keeps its title.
  const after = await publicPlans(Bapi);
  expect(after.find((p) => p.id === original.id)?.title).toBe(addTitle);
  expect(after.some((p) => p.title === newTitle)).toBe(false);

  // Favourites: the copy (under its new title) is the one favourite playlist.
  await b.goto('/library?tab=favorites');
  const favTab = b.getByRole('tablist', { name: 'Favorites' }).getByRole('tab', { name: 'Playlists (1)' });
  await favTab.click();
  await expect.poll(() => favTab.getAttribute('aria-selected')).toBe('true');
  await b.getByRole('tabpanel').getByText(newTitle).first().waitFor();
  await B.shot('explore-09-b-favourite-playlists');
  await B.axe();

  // ── 4. The bell: A's share opens the shared plan page ──────────────────────────────────────
  const panel = await openBell(b);
  const shared = panel.getByRole('link', { name: /^A learning plan was shared with you/ });
  await shared.waitFor();
  await panel.getByText(`Ada Lovelace shared "${aPlanTitle}" with you`).waitFor();
  await B.shot('explore-10-b-bell-plan-shared', { fullPage: false });
  await B.axe();
  await shared.click();
  await b.waitForURL(`**${sharedPath}`);
  await b.getByRole('heading', { level: 1, name: aPlanTitle }).waitFor();
  await b.getByRole('button', { name: 'Add to My Plans' }).waitFor();
  await B.shot('explore-11-b-shared-plan');
  await B.axe();

  await aContext.close();
  await V.finish();
  await B.finish();
});
