/**
 * Lighthouse (mobile preset: simulated slow 4G and a 4x slower CPU) on the landing, login,
 * dashboard and plan pages of the app as it runs in production, on the benchmark's seeded data
 * (the dashboard and plan page signed in as the learner with 50 plans). Prints the performance and
 * accessibility scores (median run by performance) with the metrics behind them.
 *
 * Lighthouse is not a dependency of the project (its size, and Lighthouse 13 needs Node 22): install
 * it anywhere and point LIGHTHOUSE_DIR at it (default: ../lh beside this checkout), e.g.
 *   mkdir -p ../lh && cd ../lh && npm init -y && npm install lighthouse@12.8.2
 * Chromium: CHROMIUM_PATH, default /usr/bin/chromium (headless, no sandbox).
 * Usage: npm run lighthouse [-- --runs 3 --only landing,login --save reports-dir]
 * (--save writes each run's full report as JSON, to read the audits behind a score)
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { ensureWebBuild, openBenchDatabase, root, startApp } from './harness.ts';

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
  };
}
type Lighthouse = (url: string, flags: Record<string, unknown>) => Promise<LighthouseResult | undefined>;
interface LaunchedChrome {
  port: number;
  kill: () => Promise<void> | void;
}
type LaunchChrome = (options: { chromePath: string; chromeFlags: string[] }) => Promise<LaunchedChrome>;

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '3' }, only: { type: 'string' }, save: { type: 'string' } } });
const runs = Number(args.runs);
const lighthouseDir = path.resolve(process.env.LIGHTHOUSE_DIR ?? path.join(root, '../lh'));
const entry = (pkg: string, file: string) => path.join(lighthouseDir, 'node_modules', pkg, file);
if (!fs.existsSync(entry('lighthouse', 'core/index.js'))) {
  console.error(`Lighthouse is not installed in ${lighthouseDir} (set LIGHTHOUSE_DIR); see the top of bench/lighthouse.ts.`);
  process.exit(1);
}
const lighthouse = (await import(pathToFileURL(entry('lighthouse', 'core/index.js')).href)).default as Lighthouse;
const { launch } = (await import(pathToFileURL(entry('chrome-launcher', 'dist/index.js')).href)) as { launch: LaunchChrome };
const { version } = JSON.parse(fs.readFileSync(entry('lighthouse', 'package.json'), 'utf8')) as { version: string };

ensureWebBuild();
const database = await openBenchDatabase();
const app = await startApp(database.url);
const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'] });

const { learner, plan20Slug } = database.data;
const pages = [
  { key: 'landing', path: '/', target: 95 },
  { key: 'login', path: '/login', target: 95 },
  { key: 'dashboard', path: '/dashboard', cookie: learner.cookie, target: 90 },
  { key: 'plan', path: `/plan/${plan20Slug}`, cookie: learner.cookie, target: 90 },
].filter((p) => !args.only || args.only.split(',').includes(p.key));

const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const;

try {
  console.info(`Lighthouse ${version}, mobile preset, ${runs} run(s) a page, median by performance\n`);
  console.info('| page | performance | accessibility | FCP | LCP | TBT | CLS | SI | JS sent |');
  console.info('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  const failures: string[] = [];
  for (const page of pages) {
    const results: LighthouseResult['lhr'][] = [];
    for (let i = 0; i < runs; i++) {
      // A run now and then fails to record its trace (NO_NAVSTART): try it once more.
      let result: LighthouseResult | undefined;
      for (let attempt = 0; attempt < 2 && (!result || result.lhr.runtimeError); attempt++) {
        result = await lighthouse(`${app.url}${page.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          ...(page.cookie ? { extraHeaders: { Cookie: page.cookie } } : {}),
        });
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
    const perf = results.map((r) => score(r, 'performance'));
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
  await chrome.kill();
  await app.stop();
  await database.drop();
}
