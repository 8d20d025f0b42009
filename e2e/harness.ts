import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import pg from 'pg';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, onTestFailed } from 'vitest';
import { FAKE_IFRAME_API } from './fake-iframe-api.ts';

export const baseUrl = () => inject('baseUrl');
const screenshotDir = path.resolve(import.meta.dirname, 'screenshots');
// A 1x1 grey PNG answers every thumbnail request: nothing leaves the machine.
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=', 'base64');

let browser: Browser | undefined;
let axeSource: string | undefined;

interface AxeViolation {
  id: string;
  impact?: string | null;
  nodes: Array<{ target: unknown[] }>;
}

/** WCAG 2.0, 2.1 and 2.2 A and AA. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/**
 * Rules outside those tags, turned on by name: an accessible name must contain the visible text
 * (WCAG 2.5.3, "experimental" in axe, so the tags alone leave it out).
 */
const AXE_EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true } };

export interface AxeOptions {
  /** Only these axe rule ids (default: every WCAG 2 A and AA rule, and AXE_EXTRA_RULES). */
  rules?: string[];
  /** CSS selectors of parts to leave out (for example the top bar and footer already checked on another page). */
  exclude?: string[];
}

/**
 * Waits for finite CSS animations and transitions to end (a toast fading in is half transparent, and
 * axe would measure its contrast mid-way): axe judges what a person sees once the page has settled.
 * Endless ones (spinners) are left running.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
}

/**
 * axe-core run in the page itself: AxeBuilder spends 1.5 to 2 s a call on its frame handling (a
 * helper page per run), ten times the check itself. Pages with iframes still go through AxeBuilder
 * so that frame content is checked.
 */
async function runAxe(page: Page, { rules, exclude = [] }: AxeOptions = {}): Promise<AxeViolation[]> {
  await settleAnimations(page);
  if (page.frames().length > 1) {
    // options() replaces every option, so it goes before withRules/withTags.
    let builder = new AxeBuilder({ page }).options(rules ? {} : { rules: AXE_EXTRA_RULES });
    builder = rules ? builder.withRules(rules) : builder.withTags(AXE_TAGS);
    for (const selector of exclude) builder = builder.exclude(selector);
    const result = await builder.analyze();
    return result.violations;
  }
  axeSource ??= fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    async ({ only, leaveOut, tags, extraRules }) => {
      const axe = (window as unknown as { axe: { run: (ctx: object, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
      const selection = only ? { runOnly: { type: 'rule', values: only } } : { runOnly: { type: 'tag', values: tags }, rules: extraRules };
      const context = leaveOut.length > 0 ? { include: [['html']], exclude: leaveOut.map((sel) => [sel]) } : document;
      const result = await axe.run(context, { ...selection, resultTypes: ['violations'], iframes: false });
      return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => ({ target: n.target })) }));
    },
    { only: rules, leaveOut: exclude, tags: AXE_TAGS, extraRules: AXE_EXTRA_RULES },
  );
}

/** One Chromium per test file (Debian's package; no browser download). */
export function useBrowser(): () => Browser {
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--autoplay-policy=no-user-gesture-required'],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('browser not started');
    return browser;
  };
}

export interface Journey {
  context: BrowserContext;
  page: Page;
  /** Console errors and page errors seen so far; `finish()` fails the test when there are any. */
  errors: string[];
  /** A full-page screenshot to e2e/screenshots/{name}.png; `{ fullPage: false }` takes what the viewport shows. */
  shot: (name: string, options?: { fullPage?: boolean }) => Promise<string>;
  /** WCAG 2.x A/AA with axe-core, plus AXE_EXTRA_RULES; any violation fails the test. */
  axe: (options?: AxeOptions) => Promise<void>;
  /**
   * Closes the context, then fails the test on any error seen, but those `expected` matches: errors
   * a journey causes on purpose (requests made offline) can come until the context is closed.
   */
  finish: (expected?: RegExp) => Promise<void>;
}

const JOURNEY_LOG_LINES = 400;

/**
 * What the pages of a context asked and heard (requests, answers, failures, console lines), with the
 * time since the journey opened: printed when the test fails, so that a failure seen once on CI says
 * which request never went or never came back. The newest JOURNEY_LOG_LINES lines are kept.
 */
function recordForFailure(context: BrowserContext): void {
  const started = performance.now();
  const lines: string[] = [];
  const log = (line: string) => {
    lines.push(`${(performance.now() - started).toFixed(0).padStart(7)} ms  ${line}`);
    if (lines.length > JOURNEY_LOG_LINES) lines.shift();
  };
  const where = (url: string) => url.replace(/^https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?/, '');
  context.on('request', (r) => log(`-> ${r.method()} ${where(r.url())}${r.serviceWorker() ? ' (service worker)' : ''}`));
  context.on('response', (r) => log(`<- ${r.status()} ${r.request().method()} ${where(r.url())}${r.fromServiceWorker() ? ' (from service worker)' : ''}`));
  context.on('requestfailed', (r) => log(`xx ${r.method()} ${where(r.url())}: ${r.failure()?.errorText ?? 'failed'}`));
  context.on('console', (m) => log(`console ${m.type()}: ${m.text()}`));
  context.on('dialog', (d) => log(`dialog ${d.type()}: ${d.message()}`));
  const print = (name: string) => console.error(`\n--- journey log of "${name}" (last ${lines.length} lines) ---\n${lines.join('\n')}\n--- end of journey log ---`);
  try {
    onTestFailed(({ task }) => print(task.name));
  } catch {
    // Opened in a beforeAll (layout.e2e.ts), outside any one test: no test's failure to hook.
  }
}

/**
 * A fresh browser context (its own cookies and storage) with the YouTube IFrame API replaced by the fake
 * player, thumbnails answered locally, and every other outside request refused and reported.
 */
export async function openJourney(
  b: Browser,
  options: { viewport?: { width: number; height: number }; storage?: Record<string, string>; serviceWorkers?: 'allow' | 'block' } = {},
): Promise<Journey> {
  const context = await b.newContext({ viewport: options.viewport ?? { width: 1280, height: 860 }, baseURL: baseUrl(), serviceWorkers: options.serviceWorkers ?? 'allow' });
  const errors: string[] = [];
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, async (route) => {
    const url = route.request().url();
    if (url.startsWith('https://www.youtube.com/iframe_api')) return route.fulfill({ contentType: 'text/javascript', body: FAKE_IFRAME_API });
    if (/^https:\/\/i\d?\.ytimg\.com\//.test(url)) return route.fulfill({ contentType: 'image/png', body: PIXEL });
    errors.push(`outbound request refused: ${url}`);
    return route.abort();
  });
  if (options.storage) {
    await context.addInitScript((entries) => {
      for (const [k, v] of Object.entries(entries)) if (localStorage.getItem(k) === null) localStorage.setItem(k, v);
    }, options.storage);
  }
  const page = await context.newPage();
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !/401 \(Unauthorized\)|status of 401/.test(msg.text())) errors.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`page error: ${err.message}`));
  recordForFailure(context);
  fs.mkdirSync(screenshotDir, { recursive: true });
  return {
    context,
    page,
    errors,
    shot: async (name, shotOptions) => {
      const file = path.join(screenshotDir, `${name}.png`);
      await page.screenshot({ path: file, fullPage: shotOptions?.fullPage ?? true });
      return file;
    },
    axe: async (axeOptions) => {
      // axe measures colours as drawn: a toast still fading in is not yet its colour. Wait (at
      // most 2 s) for transitions and finite animations to end; spinners loop forever.
      await page
        .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY), undefined, { timeout: 2000 })
        .catch(() => undefined);
      const violations = await runAxe(page, axeOptions);
      expect(violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
    },
    finish: async (expected) => {
      await context.close();
      expect(errors.filter((e) => !expected?.test(e))).toEqual([]);
    },
  };
}

/**
 * Direct database access for what a person would read in their mailbox (the outbox). Some mail goes
 * through the app's queue and arrives a moment after the reply: wait for it a few seconds, as a person would.
 */
export async function lastMailTo(address: string): Promise<{ subject: string; text: string } | undefined> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const res = await client.query<{ subject: string; text_body: string }>('select subject, text_body from outbox_emails where to_address = $1 order by id desc limit 1', [address]);
      const row = res.rows[0];
      if (row) return { subject: row.subject, text: row.text_body };
      if (Date.now() > deadline) return undefined;
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    await client.end();
  }
}

let seq = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}.${Date.now().toString(36)}${seq++}@example.com`;

/**
 * Solves the security check as a person would: waits for the question ("What is 7 + 3?") in the
 * check's label, reads the two numbers and types their sum into the field the label names.
 * Returns the answer typed.
 */
export async function solveSecurityCheck(page: Page, offset = 0): Promise<number> {
  const check = page.getByTestId('security-check');
  const label = check.locator('label', { hasText: /\d+\s*\+\s*\d+/ });
  await label.waitFor();
  const text = (await label.textContent()) ?? '';
  const m = /(\d+)\s*\+\s*(\d+)/.exec(text);
  if (!m) throw new Error(`no question in "${text}"`);
  const answer = Number(m[1]) + Number(m[2]) + offset;
  const field = check.getByLabel(/What is \d+\s*\+\s*\d+\?/);
  await field.fill(String(answer));
  return answer;
}

/**
 * A signed-in user in `context` without going through the pages (for journeys that start past
 * sign-up): GET /api/csrf-token, GET /api/auth/challenge, POST /api/auth/signup; optionally
 * finishes onboarding. The session cookie lands in the context's cookie jar.
 */
export async function signUpThroughApi(
  context: BrowserContext,
  options: { email?: string; password?: string; firstName?: string; lastName?: string; onboarded?: boolean } = {},
): Promise<{ email: string; password: string; csrfToken: string }> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? 'Secret123';
  const req = context.request;
  const csrf = (await (await req.get('/api/csrf-token')).json()) as { csrfToken: string };
  const challenge = (await (await req.get('/api/auth/challenge')).json()) as { challengeId: string; question: string };
  const [a, b] = challenge.question.split('+').map((n) => Number(n.trim()));
  const res = await req.post('/api/auth/signup', {
    headers: { 'x-csrf-token': csrf.csrfToken },
    data: {
      email,
      password,
      firstName: options.firstName ?? 'Test',
      lastName: options.lastName ?? 'Learner',
      challengeId: challenge.challengeId,
      challengeAnswer: (a ?? 0) + (b ?? 0),
    },
  });
  if (res.status() !== 201) throw new Error(`signup failed: ${res.status()} ${await res.text()}`);
  const { csrfToken } = (await res.json()) as { csrfToken: string };
  if (options.onboarded !== false) {
    const done = await req.post('/api/user/complete-onboarding', { headers: { 'x-csrf-token': csrfToken } });
    if (!done.ok()) throw new Error(`complete-onboarding failed: ${done.status()} ${await done.text()}`);
  }
  return { email, password, csrfToken };
}

/** Waits until `fn` stops throwing (a vitest expectation, for example) or `timeout` ms pass. */
export async function eventually(fn: () => unknown | Promise<unknown>, timeout = 5000): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      await fn();
      return;
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

/**
 * The prerendered pages (landing, sign-in, sign-up) load the app on the visitor's first interaction
 * (decisions 0045, 0053): points at the page, as a visitor's mouse does, and waits until the app has
 * replaced it.
 */
export async function wakeLandingPage(page: Page): Promise<void> {
  await page.mouse.move(8, 8);
  await page.waitForFunction(() => (window as { __learnstackHandover?: unknown }).__learnstackHandover === undefined);
}
