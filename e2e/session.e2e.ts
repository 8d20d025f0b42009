import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { openJourney, signUpThroughApi, useBrowser } from './harness.ts';

/**
 * The idle timeout: a warning toast at 25 minutes without
 * activity, sign-out to /login?timeout=true at 30, and activity resets both timers. The browser's
 * clock is Playwright's; the server's session is independent of it (the page signs out by its own
 * timer).
 */

const browser = useBrowser();

/** Waits for CSS transitions and animations (a toast sliding in) to end, for a truthful screenshot. */
const settle = (page: Page) => page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));

test('30 idle minutes: a warning at 25, then the app signs out to the login page with the timeout notice', async () => {
  const journey = await openJourney(browser());
  const { page } = journey;
  await page.clock.install();
  await signUpThroughApi(journey.context, { firstName: 'Idle' });
  await page.goto('/dashboard');
  await page.getByRole('heading', { level: 1, name: 'Welcome back, Idle!' }).waitFor();
  const warning = page.getByText('Session expiring soon');
  const warningToast = page.locator('[data-sonner-toast]').filter({ has: warning });

  await page.clock.fastForward('24:50');
  // Let a few seconds of page time pass so the once-a-second check has run before 25 minutes.
  await page.clock.runFor(2000);
  expect(await warning.count(), 'warned before 25 minutes').toBe(0);

  await page.clock.fastForward('00:10');
  await warning.waitFor();
  await page.getByText('You will be signed out in 5 minutes because of inactivity.').waitFor();
  expect(page.url()).toMatch(/\/dashboard$/);
  await settle(page);
  await journey.shot('session-01-idle-warning', { fullPage: false });
  await journey.axe();

  await page.clock.fastForward('05:00');
  await page.waitForURL('**/login?timeout=true');
  await page.getByRole('heading', { level: 1, name: 'Welcome back' }).waitFor();
  const notice = page.getByTestId('session-expired-notice');
  await notice.waitFor();
  expect(await notice.textContent()).toContain('You were signed out after 30 minutes of inactivity');
  await page.getByText('Your session expired after 30 minutes of inactivity. Please sign in again.').waitFor();
  // The sign-out dismisses the warning, which then plays its exit animation (200 ms) while the
  // login page is already showing: wait for it to leave the page rather than expect it gone at once.
  await warningToast.waitFor({ state: 'detached', timeout: 5_000 });
  await settle(page);
  await journey.shot('session-02-signed-out-after-timeout', { fullPage: false });
  await journey.axe();

  // Signed out for real: the dashboard address now shows the visitor's pages.
  const me = await journey.context.request.get('/api/auth/user');
  expect(me.status()).toBe(401);
  await journey.finish();
});

test('activity resets the idle timers', async () => {
  const journey = await openJourney(browser());
  const { page } = journey;
  await page.clock.install();
  await signUpThroughApi(journey.context, { firstName: 'Busy' });
  await page.goto('/dashboard');
  await page.getByRole('heading', { level: 1, name: 'Welcome back, Busy!' }).waitFor();

  await page.clock.fastForward('20:00');
  await page.mouse.move(200, 300);
  await page.mouse.move(240, 320);
  await page.clock.fastForward('20:00');
  await page.clock.runFor(2000);
  // 40 minutes since the page opened, 20 since the mouse moved: still signed in, no warning.
  expect(page.url()).toMatch(/\/dashboard$/);
  expect(await page.getByText('Session expiring soon').count()).toBe(0);
  expect(await page.getByRole('heading', { level: 1, name: 'Welcome back, Busy!' }).isVisible()).toBe(true);

  // And the reset timer still runs: 10 more idle minutes (30 since the mouse moved) sign out.
  await page.clock.fastForward('10:00');
  await page.waitForURL('**/login?timeout=true');
  await page.getByTestId('session-expired-notice').waitFor();
  await journey.finish();
});
