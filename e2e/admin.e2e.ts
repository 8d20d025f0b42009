import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { E2E_ADMIN } from './global-setup.ts';
import { eventually, openJourney, useBrowser } from './harness.ts';
import { createMember, signInThroughLoginPage, sql } from './support/social.ts';

/**
 * The admin area and donations as browser journeys. The admin signs in at /admin/login with the
 * configured account (ADMIN_EMAIL), sees a new sign-up in the figures after a reload, corrects the
 * quota and watches the usage badge change colour, runs the integrity check and the two-step fix,
 * cleans inactive plans and signs out. A learner can open no admin call or page. With donations on,
 * a learner donates through a tier and the promotion slots give way to the thank-you note.
 */

const browser = useBrowser();
const CONSENTED = { cookieConsent: 'accepted' };
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
const statValue = async (page: Page, label: string) => Number((await page.getByTestId(`stat-${label}`).textContent())?.replace(/,/g, ''));

async function visit(viewport?: { width: number; height: number }) {
  const journey = await openJourney(browser(), { storage: CONSENTED, ...(viewport ? { viewport } : {}) });
  journey.context.setDefaultTimeout(15_000);
  return journey;
}

async function signInAsAdmin(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel('Password', { exact: true }).getAttribute('type')).resolves.toBe('text');
  await page.getByRole('button', { name: 'Access Dashboard' }).click();
  await page.waitForURL('**/admin/dashboard');
  await page.getByTestId('stat-Total users').waitFor();
}

test('the admin signs in, sees real figures, corrects the quota, fixes integrity, cleans plans and signs out', async () => {
  const J = await visit();
  const { page } = J;
  await page.goto('/admin/login');
  await page.getByRole('button', { name: 'Access Dashboard' }).waitFor();
  await J.axe();
  await J.shot('admin-login');

  // A wrong password: Access Denied, and still on the login page.
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Access Dashboard' }).click();
  await toast(page, 'Access Denied').waitFor();
  expect(new URL(page.url()).pathname).toBe('/admin/login');

  await signInAsAdmin(page);
  await page.getByTestId('admin-clock').waitFor();
  const clockBefore = await page.getByTestId('admin-clock').textContent();
  await eventually(async () => expect(await page.getByTestId('admin-clock').textContent()).not.toBe(clockBefore), 3000);

  // A new sign-up shows in total users and recent users after a reload.
  const usersBefore = await statValue(page, 'Total users');
  const newcomer = await createMember(browser(), { firstName: 'Katherine', lastName: 'Johnson', prefix: 'katherine' });
  await page.reload();
  await page.getByTestId('stat-Total users').waitFor();
  expect(await statValue(page, 'Total users')).toBe(usersBefore + 1);
  await expect(page.getByTestId('recent-users').textContent()).resolves.toContain(newcomer.email);

  // The quota: the badge follows red above 90 %, orange above 70 %, else green.
  const badge = page.getByTestId('usage-youtube');
  for (const [units, level] of [
    ['9500', 'red'],
    ['7500', 'orange'],
    ['100', 'green'],
  ] as const) {
    await page.getByRole('button', { name: 'Update Quota' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update YouTube quota' });
    const input = dialog.getByLabel('Quota used today');
    await input.fill('100001');
    expect(await dialog.getByRole('button', { name: 'Update' }).isDisabled()).toBe(true);
    await input.fill(units);
    await dialog.getByRole('button', { name: 'Update' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await eventually(async () => expect(await badge.getAttribute('data-level')).toBe(level));
  }

  // Integrity: an import stuck in 'running' and an expired session; then the two-step fix.
  const [member] = await sql<{ id: number }>('select id from users where email = $1', [newcomer.email]);
  await sql(`insert into playlist_imports (user_id, youtube_playlist_id, status, updated_at, created_at) values ($1, 'PLe2eStuck', 'running', now() - interval '1 hour', now() - interval '1 hour')`, [member?.id]);
  await sql(`insert into sessions (id_hash, csrf_token, expires_at) values ('e2e-expired', 'x', now() - interval '1 minute')`);
  await page.getByRole('button', { name: 'Run Check' }).click();
  await page.getByText('PLe2eStuck (import').waitFor();
  await page.getByRole('button', { name: 'Fix Issues' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  expect(await sql(`select 1 from playlist_imports where youtube_playlist_id = 'PLe2eStuck' and status = 'running'`)).toHaveLength(1);
  await page.getByRole('button', { name: 'Fix Issues' }).click();
  await page.getByRole('button', { name: 'Confirm Fix Issues' }).click();
  await toast(page, 'Cleanup Completed').waitFor();
  await page.getByText('No issues found').waitFor();
  expect(await sql(`select status from playlist_imports where youtube_playlist_id = 'PLe2eStuck'`)).toEqual([{ status: 'failed' }]);

  // Clean DB: an empty plan untouched for 40 days goes; a fresh empty one stays.
  await sql(`insert into learning_plans (owner_id, slug, title, created_at, updated_at) values ($1, 'e2e-stale-plan', 'Stale', now() - interval '40 days', now() - interval '40 days'), ($1, 'e2e-fresh-plan', 'Fresh', now(), now())`, [member?.id]);
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.accept();
  });
  await page.getByRole('button', { name: 'Clean DB' }).click();
  await eventually(() => expect(dialogs).toEqual(['This will permanently delete all inactive plans. Are you sure?', '✅ Cleaned up 1 inactive plan']));
  expect((await sql<{ slug: string }>(`select slug from learning_plans where slug like 'e2e-%'`)).map((r) => r.slug)).toEqual(['e2e-fresh-plan']);

  // The audit trail shows what was done.
  await page.reload();
  await page.getByRole('heading', { name: 'Audit trail' }).waitFor();
  for (const action of ['admin.cleanup', 'admin.integrity.fix', 'admin.quota.youtube', 'admin.login']) {
    await page.getByText(action, { exact: true }).first().waitFor();
  }
  await J.axe();
  await J.shot('admin-dashboard');

  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/admin/login');
  await page.goto('/admin/dashboard');
  await page.waitForURL('**/admin/login');
  await J.finish();
});

test('a learner can open no admin call or page', async () => {
  const learner = await createMember(browser(), { firstName: 'Ada', lastName: 'Learner', prefix: 'ada' });
  const J = await visit();
  const { page } = J;
  await signInThroughLoginPage(page, learner);
  await page.goto('/admin/dashboard');
  await page.waitForURL('**/admin/login');
  const statuses = await page.evaluate(async () => {
    const csrf = ((await (await fetch('/api/csrf-token')).json()) as { csrfToken: string }).csrfToken;
    const get = async (path: string) => (await fetch(path)).status;
    const post = async (path: string, body: unknown = {}) => (await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf-token': csrf }, body: JSON.stringify(body) })).status;
    return [await get('/api/admin/stats'), await get('/api/admin/data-integrity/check'), await get('/api/admin/audit'), await post('/api/admin/quota/youtube', { quotaUsed: 1 }), await post('/api/admin/cleanup'), await post('/api/admin/data-integrity/cleanup')];
  });
  expect(statuses).toEqual([403, 403, 403, 403, 403, 403]);
  // The learner's own password does not open the admin area either.
  await page.getByLabel('Email').fill(learner.email);
  await page.getByLabel('Password', { exact: true }).fill(learner.password);
  await page.getByRole('button', { name: 'Access Dashboard' }).click();
  await toast(page, 'Access Denied').waitFor();
  // The console shows the refused calls; they are what this test expects.
  J.errors.splice(0, J.errors.length, ...J.errors.filter((e) => !/403|401/.test(e)));
  await J.finish();
});

test('with donations on, a learner donates through a tier and the promotions give way to a thank-you note', async () => {
  const learner = await createMember(browser(), { firstName: 'Mary', lastName: 'Donor', prefix: 'mary' });
  const J = await visit();
  const { page, context } = J;
  // Layout shifts of the signed-in pages, promotion slots included.
  await context.addInitScript(() => {
    (window as unknown as { __cls: number }).__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!e.hadRecentInput) (window as unknown as { __cls: number }).__cls += e.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await signInThroughLoginPage(page, learner);
  await page.getByTestId('promo-slots').waitFor();
  await page.getByRole('link', { name: 'Become a supporter' }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  expect(cls).toBeLessThan(0.1);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Support Learnstack' }).click();
  await page.waitForURL('**/donate');
  await page.getByRole('heading', { level: 1, name: 'Support Learnstack' }).waitFor();
  await J.axe();
  await J.shot('donate');
  await page.getByRole('button', { name: /Education Champion/ }).click();
  const alerts: string[] = [];
  page.on('dialog', (d) => {
    alerts.push(d.message());
    void d.accept();
  });
  const popup = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Donate $50' }).click();
  const tab = await popup;
  await eventually(() => expect(tab.url()).toMatch(/\/donate\?amount=50$/));
  await eventually(() => expect(alerts).toEqual(['Thank you for supporting Learnstack! The donation page has opened in a new tab.']));
  await tab.close();
  // Reloaded 2 s later: a supporter now.
  await page.getByTestId('supporter-note').waitFor({ timeout: 10_000 });
  expect(await page.getByTestId('promo-slots').count()).toBe(0);
  expect(await sql('select is_supporter from users where email = $1', [learner.email])).toEqual([{ is_supporter: true }]);
  await J.finish();
});
