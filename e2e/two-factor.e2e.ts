import { Secret, TOTP } from 'otpauth';
import { afterAll, expect, test } from 'vitest';
import { eventually, lastMailTo, openJourney, signUpThroughApi, useBrowser } from './harness.ts';
import { setAppClockOffset } from './support/clock.ts';

/**
 * Two-factor sign-in as a person uses it (decision 0042): sign up, turn it on in Profile Settings ›
 * Security with a code computed from the shown secret, keep the recovery codes, sign out, sign in
 * with a code, then with a recovery code.
 */
const browser = useBrowser();
afterAll(() => setAppClockOffset(0));

/** The app's clock runs a minute ahead after the setup, so the sign-in code is a fresh step (each step counts once). */
const AHEAD_MS = 60_000;
const codeFor = (secret: string, offsetMs: number) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: Date.now() + offsetMs });

test('sign up, turn two-factor sign-in on, sign in with a code and with a recovery code', async () => {
  await setAppClockOffset(0);
  const journey = await openJourney(browser());
  const { page, context, shot } = journey;
  const { email, password } = await signUpThroughApi(context, { firstName: 'Grace', lastName: 'Hopper' });

  // ── Turn it on ────────────────────────────────────────────────────────────────────────────
  await page.goto('/profile/security');
  await page.getByRole('heading', { level: 1, name: 'Security' }).waitFor();
  await page.getByText('Off', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
  const secret = (await page.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await shot('two-factor-01-setup');
  await journey.axe();
  await page.getByLabel('Code from your app').fill(codeFor(secret, 0));
  await page.getByRole('button', { name: 'Confirm and turn on' }).click();
  const list = page.getByRole('list', { name: 'Recovery codes' });
  await list.waitFor();
  const codes = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim());
  expect(codes).toHaveLength(10);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download codes' }).click();
  expect((await download).suggestedFilename()).toBe('learnstack-recovery-codes.txt');
  await shot('two-factor-02-recovery-codes');
  await journey.axe();
  await page.getByRole('button', { name: 'I have saved my codes' }).click();
  await page.getByText('10 of 10 recovery codes left.').waitFor();
  await page.getByText('On', { exact: true }).waitFor();
  await eventually(async () => expect((await lastMailTo(email))?.subject).toBe('Two-factor sign-in is on'));

  // ── Sign out, sign in with a code ─────────────────────────────────────────────────────────
  await setAppClockOffset(AHEAD_MS);
  const signOut = async () => {
    await page.getByRole('button', { name: 'GH, account menu for Grace Hopper', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL('**/login');
  };
  const passwordStep = async () => {
    await page.getByRole('heading', { level: 1, name: 'Welcome back' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' }).waitFor();
  };
  await signOut();
  await passwordStep();
  // Not signed in before the code.
  expect((await context.request.get('/api/auth/user')).status()).toBe(401);
  await shot('two-factor-03-code-step');
  await journey.axe();
  await page.getByLabel('Authentication code').fill('000000' === codeFor(secret, AHEAD_MS) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByRole('alert').filter({ hasText: 'That code is not valid' }).waitFor();
  await page.getByLabel('Authentication code').fill(codeFor(secret, AHEAD_MS));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL('**/dashboard');
  await page.getByRole('heading', { level: 1, name: 'Welcome back, Grace!' }).waitFor();

  // ── Sign out, sign in with a recovery code ────────────────────────────────────────────────
  await signOut();
  await passwordStep();
  await page.getByLabel('Authentication code').fill(codes[3] ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL('**/dashboard');
  await page.getByRole('heading', { level: 1, name: 'Welcome back, Grace!' }).waitFor();
  await eventually(async () => expect((await lastMailTo(email))?.subject).toBe('A recovery code was used'));
  await page.goto('/profile/security');
  await page.getByText('9 of 10 recovery codes left.').waitFor();
  await journey.finish();
}, 90_000);
