/**
 * Lighthouse (mobile preset: simulated slow 4G and a 4x slower CPU) on the landing, login,
 * dashboard and plan pages of the app as it runs in production. Prints the performance and
 * accessibility scores (median run by performance) with the metrics behind them.
 *
 * By default each run starts a Chrome of its own with a fresh profile (no HTTP or code cache, no
 * service worker, nothing from an earlier run), as a learner's first visit on a new device is, and
 * the signed-in pages are those of a new learner with a few weeks' data written through the API
 * (bench/learner-seed.ts: 12 plans, progress, notes, due review cards), the session cookie set in
 * the profile before the run. `--shared-profile` measures the old way: one Chrome for every run
 * (its code cache warm after the first), the cookie sent as a header, and the benchmark's learner
 * with 50 plans (bench/seed.ts); `--bench-learner` alone takes that learner in fresh profiles.
 * Decision 0016 says what differs between the two.
 *
 * Lighthouse is not a dependency of the project (its size, and Lighthouse 13 needs Node 22): install
 * it anywhere and point LIGHTHOUSE_DIR at it (default: ../lh beside this checkout), e.g.
 *   mkdir -p ../lh && cd ../lh && npm init -y && npm install lighthouse@12.8.2
 * Chromium: CHROMIUM_PATH, default /usr/bin/chromium (headless, no sandbox).
 * Usage: npm run lighthouse [-- --runs 3 --only landing,login --save reports-dir --shared-profile --bench-learner]
 * (--save writes each run's full report as JSON, to read the audits behind a score)
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { ensureWebBuild, openBenchDatabase, root, startApp } from './harness.ts';
import { seedLearner } from './learner-seed.ts';

interface Audit {
  id: string;
  title: string;
  score: number | null;
  numericValue?: number;
  details?: { items?: { node?: { snippet?: string } }[] };
}
interface LighthouseResult {
  lhr: {
    categories: Record<string, { score: number | null; auditRefs: { id: string }[] }>;
    audits: Record<string, Audit>;
    runtimeError?: { message: string };
    /** Lighthouse's measure of the machine's speed at the run: a loaded machine scores low, and its TBT is inflated. */
    environment?: { benchmarkIndex?: number };
  };
}
type Lighthouse = (url: string, flags: Record<string, unknown>) => Promise<LighthouseResult | undefined>;
interface LaunchedChrome {
  port: number;
  kill: () => Promise<void> | void;
}
type LaunchChrome = (options: { chromePath: string; chromeFlags: string[] }) => Promise<LaunchedChrome>;
interface CdpSession {
  send: (method: string, params?: object) => Promise<unknown>;
}
interface Puppeteer {
  connect: (options: { browserURL: string }) => Promise<{ target: () => { createCDPSession: () => Promise<CdpSession> }; disconnect: () => Promise<void> }>;
}

const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, only: { type: 'string' }, save: { type: 'string' }, 'shared-profile': { type: 'boolean', default: false }, 'bench-learner': { type: 'boolean', default: false } },
});
const sharedProfile = args['shared-profile'];
const benchLearner = args['bench-learner'];
const runs = Number(args.runs);
const lighthouseDir = path.resolve(process.env.LIGHTHOUSE_DIR ?? path.join(root, '../lh'));
const entry = (pkg: string, file: string) => path.join(lighthouseDir, 'node_modules', pkg, file);
if (!fs.existsSync(entry('lighthouse', 'core/index.js'))) {
  console.error(`Lighthouse is not installed in ${lighthouseDir} (set LIGHTHOUSE_DIR); see the top of bench/lighthouse.ts.`);
  process.exit(1);
}
const lighthouse = (await import(pathToFileURL(entry('lighthouse', 'core/index.js')).href)).default as Lighthouse;
const { launch } = (await import(pathToFileURL(entry('chrome-launcher', 'dist/index.js')).href)) as { launch: LaunchChrome };
const puppeteer = (await import(pathToFileURL(entry('puppeteer-core', 'lib/esm/puppeteer/puppeteer-core.js')).href)).default as Puppeteer;
const { version } = JSON.parse(fs.readFileSync(entry('lighthouse', 'package.json'), 'utf8')) as { version: string };

ensureWebBuild();
const database = await openBenchDatabase();
// A start that fails (a loaded machine can take over a minute) must not leave the database behind.
const app = await startApp(database.url).catch(async (err: unknown) => {
  await database.drop();
  throw err;
});
const chromeOptions = { chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'] };
// The shared profile's one Chrome; in fresh profiles, one per run (chrome-launcher makes a new profile directory each launch).
const shared = sharedProfile ? await launch(chromeOptions) : undefined;

interface Page {
  key: string;
  path: string;
  target: number;
  /** The signed-in session: a cookie in the profile, or a header in the shared profile. */
  session?: { name: string; value: string };
}
let pages: Page[];
let learnerText: string;
if (sharedProfile || benchLearner) {
  const { learner, plan20Slug } = database.data;
  const [name = '', value = ''] = learner.cookie.split('=');
  pages = [
    { key: 'dashboard', path: '/dashboard', session: { name, value }, target: 90 },
    { key: 'plan', path: `/plan/${plan20Slug}`, session: { name, value }, target: 90 },
  ];
  learnerText = 'the benchmark learner with 50 plans (bench/seed.ts)';
} else {
  const learner = await seedLearner(app.url);
  pages = [
    { key: 'dashboard', path: '/dashboard', session: learner.session, target: 90 },
    { key: 'plan', path: `/plan/${learner.planSlug}`, session: learner.session, target: 90 },
  ];
  learnerText = `a new learner with ${learner.planCount} plans, progress, notes and ${learner.dueCards} due cards (bench/learner-seed.ts)`;
}
const profile = `${sharedProfile ? 'one profile for every run' : 'a fresh profile each run'}, ${learnerText}`;
pages = [{ key: 'landing', path: '/', target: 95 }, { key: 'login', path: '/login', target: 95 }, ...pages].filter((p) => !args.only || args.only.split(',').includes(p.key));

/** One Lighthouse run of `page`, in the shared Chrome or in a new one with a fresh profile. */
async function measure(page: Page): Promise<LighthouseResult | undefined> {
  const chrome = shared ?? (await launch(chromeOptions));
  try {
    if (page.session && !shared) {
      // Into the fresh profile as the sign-in would put it, without loading a page (nothing cached).
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const cdp = await browser.target().createCDPSession();
      await cdp.send('Storage.setCookies', { cookies: [{ ...page.session, url: app.url, httpOnly: true, sameSite: 'Lax' }] });
      await browser.disconnect();
    }
    return await lighthouse(`${app.url}${page.path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      ...(page.session && shared ? { extraHeaders: { Cookie: `${page.session.name}=${page.session.value}` } } : {}),
    });
  } finally {
    if (!shared) await chrome.kill();
  }
}

const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const;

try {
  console.info(`Lighthouse ${version}, mobile preset, ${runs} run(s) a page, median by performance; ${profile}\n`);
  console.info('| page | performance | accessibility | FCP | LCP | TBT | CLS | SI | JS sent |');
  console.info('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  const failures: string[] = [];
  for (const page of pages) {
    const results: LighthouseResult['lhr'][] = [];
    for (let i = 0; i < runs; i++) {
      // A run now and then fails to record its trace (NO_NAVSTART): try it once more.
      let result: LighthouseResult | undefined;
      for (let attempt = 0; attempt < 2 && (!result || result.lhr.runtimeError); attempt++) {
        result = await measure(page);
      }
      if (!result || result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${page.path}: ${result?.lhr.runtimeError?.message ?? 'no result'}`);
      results.push(result.lhr);
      if (args.save) {
        fs.mkdirSync(args.save, { recursive: true });
        fs.writeFileSync(path.join(args.save, `${page.key}-${i + 1}.json`), JSON.stringify(result.lhr));
      }
    }
    const score = (lhr: LighthouseResult['lhr'], category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
    results.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
    const median = results[Math.floor(results.length / 2)] as LighthouseResult['lhr'];
    const metric = (id: string) => {
      const value = median.audits[id]?.numericValue ?? 0;
      return id === 'cumulative-layout-shift' ? value.toFixed(3) : `${Math.round(value)} ms`;
    };
    const scripts = (median.audits['resource-summary'] as unknown as { details?: { items?: { resourceType: string; transferSize: number }[] } })?.details?.items?.find((i) => i.resourceType === 'script');
    const perf = results.map((r) => `${score(r, 'performance')} (TBT ${Math.round(r.audits['total-blocking-time']?.numericValue ?? 0)}, CLS ${(r.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)}, CPU index ${Math.round(r.environment?.benchmarkIndex ?? 0)})`);
    console.info(
      `| ${page.key} (${page.path}) | ${score(median, 'performance')} (runs: ${perf.join(', ')}; target ${page.target}) | ${score(median, 'accessibility')} | ${METRICS.map(([id]) => metric(id)).join(' | ')} | ${((scripts?.transferSize ?? 0) / 1024).toFixed(1)} KB |`,
    );
    for (const ref of median.categories.accessibility?.auditRefs ?? []) {
      const audit = median.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      const nodes = (audit.details?.items ?? []).slice(0, 3).map((item) => `\n      ${item.node?.snippet ?? ''}`);
      failures.push(`${page.key}: ${audit.id} (${audit.title})${nodes.join('')}`);
    }
  }
  if (failures.length) console.info(`\naccessibility audits not passed:\n  ${failures.join('\n  ')}`);
} finally {
  await shared?.kill();
  await app.stop();
  await database.drop();
}
