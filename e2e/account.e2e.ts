import pg from 'pg';
import { expect, inject, test } from 'vitest';
import { eventually, lastMailTo, openJourney, signUpThroughApi, uniqueEmail, useBrowser } from './harness.ts';
import { apiFor } from './support/plans.ts';

/**
 * Issue 13 as one person lives it: they find a saved video in the library by search and delete it
 * (the plan holding it keeps it), make a plan from three common-playlist courses and bookmark one,
 * edit their name and interests, turn a mail preference off (security alerts stay locked on),
 * download their data, write to support, and delete their account: the session ends, the e-mail can
 * sign up again, and their friend no longer lists them.
 */

const browser = useBrowser();
const CONSENTED = { cookieConsent: 'accepted' };

async function supportAddressMails(address: string): Promise<number> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    const res = await client.query<{ n: number }>('select count(*)::int as n from outbox_emails where to_address = $1', [address]);
    return res.rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

test('library, common playlist, profile, export, contact and account deletion', async () => {
  const journey = await openJourney(browser(), { storage: CONSENTED });
  const { page, context } = journey;
  context.setDefaultTimeout(15_000);
  const me = await signUpThroughApi(context, { firstName: 'Libby', lastName: 'Reader' });
  const api = apiFor(context);

  // A friend, and two saved videos; one of them is also in a plan.
  const friendContext = await browser().newContext({ baseURL: inject('baseUrl') });
  const friend = await signUpThroughApi(friendContext, { firstName: 'Fred', lastName: 'Friend' });
  const friendApi = apiFor(friendContext);
  expect((await api.post('/api/friends/invite', { toEmail: friend.email })).status).toBe(201);
  const [request] = await friendApi.get<{ id: number }[]>('/api/friends/requests');
  expect((await friendApi.post(`/api/friends/accept/${request?.id}`)).status).toBe(200);

  const kept = await api.post<{ id: number }>('/api/videos', { youtubeId: 'e2eLibKeep1', title: 'Watercolour Landscapes', channelTitle: 'Paint Club', description: 'Wet on wet' });
  const doomed = await api.post<{ id: number }>('/api/videos', { youtubeId: 'e2eLibGone1', title: 'Sourdough Science', channelTitle: 'Bakehouse', description: 'Fermentation explained' });
  const plan = await api.post<{ id: number }>('/api/learning-plans', { title: 'Bread plan' });
  expect((await api.post(`/api/learning-plans/${plan.body.id}/videos`, { videoId: doomed.body.id })).status).toBe(201);
  expect(kept.status).toBe(200);

  // Library: search by channel, then delete the found video after the confirmation.
  await page.goto('/library');
  await page.getByText('2 videos in your library').waitFor();
  await journey.axe();
  await page.getByRole('searchbox', { name: 'Search your library' }).fill('bakehouse');
  await page.getByText('1 video in your library').waitFor();
  await page.getByRole('button', { name: 'Delete Sourdough Science from your library' }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByText(/This action cannot be undone/).waitFor();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await page.getByText('No videos found').waitFor();
  await page.getByRole('searchbox', { name: 'Search your library' }).fill('');
  await page.getByText('1 video in your library').waitFor();
  const planVideos = await api.get<{ video: { id: number } }[]>(`/api/learning-plans/${plan.body.id}/videos`);
  expect(planVideos.map((v) => v.video.id)).toEqual([doomed.body.id]);

  // Common playlist: select three courses, make a plan of them; bookmark one, and it survives a reload.
  await page.getByRole('tab', { name: 'Common Playlist' }).click();
  await page.getByRole('heading', { name: 'Creative Skills', level: 2 }).waitFor();
  await journey.axe();
  const checkboxes = page.getByRole('checkbox', { name: 'Select' });
  for (const n of [0, 4, 8]) await checkboxes.nth(n).check();
  const chosenTitles = await Promise.all([0, 4, 8].map((n) => page.locator('article').nth(n).getByRole('heading', { level: 3 }).textContent()));
  await page.getByRole('button', { name: 'Create Plan (3)' }).click();
  const createDialog = page.getByRole('dialog', { name: 'Create Plan (3)' });
  await createDialog.getByLabel('Plan Title').fill('My three courses');
  await createDialog.getByRole('button', { name: 'Create Plan' }).click();
  await page.getByRole('button', { name: 'Create Plan (0)' }).waitFor();
  const plans = await api.get<{ id: number; title: string; isPublic: boolean }[]>('/api/learning-plans');
  const made = plans.find((p) => p.title === 'My three courses');
  expect(made?.isPublic).toBe(false);
  const madeVideos = await api.get<{ video: { id: number } }[]>(`/api/learning-plans/${made?.id}/videos`);
  expect(madeVideos).toHaveLength(3);
  const items = await api.get<{ id: number; title: string; video: { id: number } }[]>('/api/common-playlist');
  expect(madeVideos.map((v) => items.find((i) => i.video.id === v.video.id)?.title)).toEqual(chosenTitles);

  const firstTitle = chosenTitles[0] ?? '';
  await page.getByRole('button', { name: `Bookmark ${firstTitle}` }).click();
  await page.getByRole('button', { name: `Remove bookmark from ${firstTitle}` }).waitFor();
  await page.reload();
  await expect.poll(() => page.getByRole('button', { name: `Remove bookmark from ${firstTitle}` }).getAttribute('aria-pressed')).toBe('true');

  // Profile: the name, the interests, a mail preference; security alerts are locked on.
  await page.goto('/profile');
  await page.getByRole('heading', { name: 'Profile Settings', level: 1 }).waitFor();
  const info = page.getByRole('region', { name: 'Profile Information' });
  await info.getByRole('button', { name: 'Edit' }).click();
  await info.getByLabel('First name').fill('Liberty');
  await info.getByRole('button', { name: 'Cancel' }).click();
  await info.getByText('Libby').waitFor();
  await info.getByRole('button', { name: 'Edit' }).click();
  await info.getByLabel('First name').fill('  Liberty ');
  await info.getByRole('button', { name: 'Save' }).click();
  await info.getByText('Liberty').waitFor();
  expect((await api.get<{ firstName: string }>('/api/auth/user')).firstName).toBe('Liberty');

  const interests = page.getByRole('region', { name: 'Learning Interests' });
  await interests.getByRole('button', { name: 'Edit' }).click();
  await interests.getByText('Languages').click();
  await interests.getByText('Data Science and Analytics').click();
  await interests.getByRole('button', { name: 'Save' }).click();
  await interests.getByRole('list', { name: 'Your interests' }).getByText('Languages').waitFor();
  expect((await api.get<{ interests: string[] }>('/api/user/learning-interests')).interests).toEqual(expect.arrayContaining(['languages', 'data']));

  const mail = page.getByRole('region', { name: 'Email Notifications' });
  await mail.getByRole('switch', { name: 'Service updates' }).click();
  await eventually(async () => expect((await api.get<{ serviceUpdates: boolean }>('/api/user/email-preferences')).serviceUpdates).toBe(false));
  const security = mail.getByRole('switch', { name: 'Security alerts' });
  expect(await security.getAttribute('aria-checked')).toBe('true');
  expect(await security.isDisabled()).toBe(true);
  await journey.axe();

  // Download my data.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download my data' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^learnstack-export-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8')));
  expect(exported.tables.users[0].firstName).toBe('Liberty');
  expect(exported.friends).toEqual([expect.objectContaining({ firstName: 'Fred' })]);
  expect(JSON.stringify(exported)).not.toContain(friend.email);

  // Contact: the message reaches support's mailbox (the outbox: SMTP is not configured here).
  const { supportEmail } = await api.get<{ supportEmail: string }>('/api/auth/config');
  const before = await supportAddressMails(supportEmail);
  await page.goto('/contact');
  await page.getByLabel('Subject').fill('Exporting data');
  await page.getByLabel('Category').selectOption('feedback');
  await page.getByLabel('Message').fill('The export works nicely.');
  await journey.axe();
  await page.getByRole('button', { name: 'Send Message' }).click();
  await page.getByRole('heading', { name: 'Message sent successfully!' }).waitFor();
  await eventually(async () => expect(await supportAddressMails(supportEmail)).toBe(before + 1));
  expect((await lastMailTo(supportEmail))?.subject).toBe('[Contact: Feedback] Exporting data');
  await page.getByRole('button', { name: 'Send Another Message' }).click();
  expect(await page.getByLabel('Subject').inputValue()).toBe('');

  // Delete the account: type the e-mail, and the session ends.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const deleteDialog = page.getByRole('dialog', { name: 'Delete Account' });
  const finalButton = deleteDialog.getByRole('button', { name: 'Permanently Delete Account' });
  expect(await finalButton.isDisabled()).toBe(true);
  await deleteDialog.getByLabel(/Type your e-mail/).fill(me.email);
  await finalButton.click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByText('Account deleted').first().waitFor();
  expect((await context.request.get('/api/auth/user')).status()).toBe(401);
  expect(await friendApi.get('/api/friends')).toEqual([]);

  // The same e-mail signs up again, as a new account.
  const again = await browser().newContext({ baseURL: inject('baseUrl') });
  await signUpThroughApi(again, { email: me.email });
  expect(await apiFor(again).get('/api/learning-plans')).toEqual([]);
  await again.close();
  await friendContext.close();
  await journey.finish();
}, 120_000);

test('a visitor reaches /contact from the FAQ and sends a message', async () => {
  const journey = await openJourney(browser(), { storage: CONSENTED });
  const { page } = journey;
  await page.goto('/faq');
  await page.getByRole('link', { name: /contact/i }).first().click();
  await page.waitForURL((url) => url.pathname === '/contact');
  await page.getByLabel('Name').fill('Vera Visitor');
  await page.getByLabel('Email').fill(uniqueEmail('vera'));
  await page.getByLabel('Subject').fill('Hello');
  await page.getByLabel('Message').fill('Just saying hi.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await page.getByRole('heading', { name: 'Message sent successfully!' }).waitFor();
  await journey.finish();
});
