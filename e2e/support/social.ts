import pg from 'pg';
import type { Browser, Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { signUpThroughApi, uniqueEmail } from '../harness.ts';

/** Helpers for the friends journeys (friends.e2e.ts): people made through the API, the bell, the outbox link. */

export interface Member {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  name: string;
}

/**
 * A person who already has an account (signed up and onboarded through the API in a throwaway
 * context), to be signed in through the login page later. `then` runs in that context while it
 * is still signed in (with the CSRF token), for example to send an invitation through the API.
 */
export async function createMember(
  browser: Browser,
  who: { firstName: string; lastName: string; prefix?: string },
  then?: (api: { post: (path: string, data?: unknown) => Promise<{ status: number; body: unknown }> }) => Promise<void>,
): Promise<Member> {
  const context = await browser.newContext({ baseURL: inject('baseUrl') });
  try {
    const email = uniqueEmail(who.prefix ?? who.firstName.toLowerCase());
    const { password, csrfToken } = await signUpThroughApi(context, { email, firstName: who.firstName, lastName: who.lastName });
    if (then) {
      await then({
        post: async (path, data) => {
          const res = await context.request.post(path, { headers: { 'x-csrf-token': csrfToken }, data: data ?? {} });
          return { status: res.status(), body: await res.json().catch(() => null) };
        },
      });
    }
    return { email, password, firstName: who.firstName, lastName: who.lastName, name: `${who.firstName} ${who.lastName}` };
  } finally {
    await context.close();
  }
}

/** Signs in through the login page and waits for the dashboard. */
export async function signInThroughLoginPage(page: Page, member: Pick<Member, 'email' | 'password' | 'firstName'>): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/dashboard');
  await page.getByRole('heading', { level: 1, name: `Welcome back, ${member.firstName}!` }).waitFor();
}

/** One SQL statement on the app's database (the test's own fresh database). */
export async function sql<T extends pg.QueryResultRow = pg.QueryResultRow>(text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
}

/** The invite path (/invite/{token}) from an invitation e-mail's text. */
export function invitePathFrom(text: string): string {
  const m = /https?:\/\/[^\s]+?(\/invite\/[A-Za-z0-9_-]+)/.exec(text);
  if (!m?.[1]) throw new Error(`no invite link in the e-mail:\n${text}`);
  return m[1];
}

/** The date as the app shows it (en-US, "Mar 4, 2026"), in this machine's time zone like the browser. */
export const shownDate = (d: Date) => d.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** The bell of the top bar; its accessible name carries the unread count. */
export const bell = (page: Page): Locator => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
/** The bell's open panel. */
export const bellPanel = (page: Page): Locator => page.getByRole('dialog', { name: 'Notifications' });
/** The unread badge (a visual mirror of the bell's name). */
export const bellBadge = (page: Page): Locator => page.getByTestId('notification-badge');

/** Waits until the bell has loaded and says `unread` unread (0: plain "Notifications", no badge). */
export async function expectUnread(page: Page, unread: number): Promise<void> {
  await bell(page).and(page.locator('[data-loaded]')).waitFor();
  if (unread === 0) {
    await page.getByRole('banner').getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    await bellBadge(page).waitFor({ state: 'detached' });
  } else {
    await page.getByRole('banner').getByRole('button', { name: `Notifications, ${unread} unread`, exact: true }).waitFor();
    expect(await bellBadge(page).textContent()).toBe(unread > 9 ? '9+' : String(unread));
  }
}

/** Opens the bell's panel and waits for its list (or its empty state). */
export async function openBell(page: Page): Promise<Locator> {
  await closeToasts(page);
  await bell(page).click();
  const panel = bellPanel(page);
  await panel.waitFor();
  await panel.getByRole('status', { name: 'Loading notifications' }).waitFor({ state: 'detached' });
  return panel;
}

/** One notification of the open panel, by its title. */
export const notificationItem = (panel: Locator, title: string): Locator => panel.getByRole('listitem').filter({ has: panel.page().getByRole('button', { name: new RegExp(`^${title}`) }) });

/**
 * Closes the toasts: they sit over the right end of the top bar (the bell) for 5 s; a person closes
 * them to reach the buttons underneath.
 */
export async function closeToasts(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const open = document.querySelectorAll<HTMLButtonElement>('[data-sonner-toast][data-removed="false"] [data-close-button]');
      for (const button of open) button.click();
      return document.querySelectorAll('[data-sonner-toast]').length === 0;
    },
    undefined,
    { polling: 100 },
  );
}

/** The friends network card on /library, opened on `tab` by clicking it. */
export async function openFriendsTab(page: Page, tab: 'Friends' | 'Requests' | 'Invite Friends'): Promise<Locator> {
  const card = page.getByRole('main');
  // The Learning Hub opens on its Library tab; the friends card is behind its Friends tab.
  const hubTab = card.getByRole('tablist', { name: 'Learning Hub' }).getByRole('tab', { name: 'Friends', exact: true });
  await hubTab.waitFor();
  if ((await hubTab.getAttribute('aria-selected')) !== 'true') {
    await hubTab.click();
    await expect.poll(() => hubTab.getAttribute('aria-selected')).toBe('true');
  }
  const trigger = card.getByRole('tablist', { name: 'Friends network' }).getByRole('tab', { name: tab === 'Invite Friends' ? 'Invite Friends' : new RegExp(`^${tab}`) });
  await trigger.click();
  await expect.poll(() => trigger.getAttribute('aria-selected')).toBe('true');
  return card.getByRole('tabpanel');
}
