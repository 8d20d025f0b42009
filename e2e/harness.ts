import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import pg from 'pg';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { FAKE_IFRAME_API } from './fake-iframe-api.ts';

export const baseUrl = () => inject('baseUrl');
const screenshotDir = path.resolve(import.meta.dirname, 'screenshots');
// A 1x1 grey PNG answers every thumbnail request: nothing leaves the machine.
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=', 'base64');

let browser: Browser | undefined;

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
  shot: (name: string) => Promise<string>;
  axe: () => Promise<void>;
  finish: () => Promise<void>;
}

/**
 * A fresh browser context (its own cookies and storage) with the YouTube IFrame API replaced by the fake
 * player, thumbnails answered locally, and every other outside request refused and reported.
 */
export async function openJourney(b: Browser, options: { viewport?: { width: number; height: number }; storage?: Record<string, string> } = {}): Promise<Journey> {
  const context = await b.newContext({ viewport: options.viewport ?? { width: 1280, height: 860 }, baseURL: baseUrl() });
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
  fs.mkdirSync(screenshotDir, { recursive: true });
  return {
    context,
    page,
    errors,
    shot: async (name) => {
      const file = path.join(screenshotDir, `${name}.png`);
      await page.screenshot({ path: file, fullPage: true });
      return file;
    },
    axe: async () => {
      const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
    },
    finish: async () => {
      await context.close();
      expect(errors).toEqual([]);
    },
  };
}

/** Direct database access for what a person would read in their mailbox (the outbox). */
export async function lastMailTo(address: string): Promise<{ subject: string; text: string } | undefined> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    const res = await client.query<{ subject: string; text_body: string }>('select subject, text_body from outbox_emails where to_address = $1 order by id desc limit 1', [address]);
    const row = res.rows[0];
    return row ? { subject: row.subject, text: row.text_body } : undefined;
  } finally {
    await client.end();
  }
}

let seq = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}.${Date.now().toString(36)}${seq++}@example.com`;

/** Reads "a + b" from the security-check question on the page and types the sum. */
export async function solveSecurityCheck(page: Page): Promise<void> {
  const question = page.getByTestId('security-question');
  await question.waitFor();
  const text = (await question.textContent()) ?? '';
  const m = /(\d+)\s*\+\s*(\d+)/.exec(text);
  if (!m) throw new Error(`no question in "${text}"`);
  await page.getByLabel(/security check|answer/i).fill(String(Number(m[1]) + Number(m[2])));
}
