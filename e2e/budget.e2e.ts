import { gzipSync } from 'node:zlib';
import type { Response } from 'playwright-core';
import { expect, test } from 'vitest';
import { openJourney, useBrowser } from './harness.ts';

/** Issue 2: the JavaScript a visitor's first page (/) loads stays under 150 KB gzip. */

const browser = useBrowser();
const BUDGET = 150 * 1024;

test('the landing page loads less than 150 KB of JavaScript (gzip, level 9)', async () => {
  const journey = await openJourney(browser());
  const { page } = journey;
  const scripts: Promise<{ url: string; raw: number; gzip: number }>[] = [];
  page.on('response', (res: Response) => {
    const type = res.request().resourceType();
    const isScript = type === 'script' || /javascript/.test(res.headers()['content-type'] ?? '');
    if (!isScript) return;
    scripts.push(
      res.body().then((body) => ({ url: new URL(res.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length })),
    );
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: 'Learn Smarter, Not Harder!' }).waitFor();
  await page.waitForLoadState('networkidle');
  const files = await Promise.all(scripts);
  const total = files.reduce((sum, f) => sum + f.gzip, 0);
  const lines = files
    .sort((a, b) => b.gzip - a.gzip)
    .map((f) => `  ${(f.gzip / 1024).toFixed(1).padStart(6)} KB gzip  ${(f.raw / 1024).toFixed(1).padStart(6)} KB raw  ${f.url}`);
  // biome-ignore lint/suspicious/noConsole: the figure belongs in the run output
  console.log(`Landing-page JavaScript: ${(total / 1024).toFixed(1)} KB gzip in ${files.length} files (budget 150 KB)\n${lines.join('\n')}`);
  expect(files.length).toBeGreaterThan(0);
  expect(files.some((f) => /\/assets\/index-[^/]+\.js$/.test(f.url)), 'the entry bundle was counted').toBe(true);
  expect(total).toBeLessThan(BUDGET);
  await journey.finish();
});
