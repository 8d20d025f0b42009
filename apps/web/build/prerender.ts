import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

const ROOT_ELEMENT = '<div id="root"></div>';

const MODULE_SCRIPT = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;
const BOOT_SCRIPT = /<script src="(\/assets\/boot-[^"]+\.js)"><\/script>/;

/**
 * A prerendered page loads no script before its first paint: the app's entry and chunks move into
 * `<meta name="learnstack-app">` and the boot script (deferred here, no longer blocking the paint)
 * starts them after the paint or on the visitor's first interaction, as `start` says (build/boot.js).
 */
export function deferAppScripts(html: string, start: 'interaction' | 'paint' = 'interaction'): string {
  const entries = [...html.matchAll(MODULE_SCRIPT)].map((m) => m[1]);
  if (entries.length !== 1 || !BOOT_SCRIPT.test(html)) throw new Error('prerender: expected one module entry and the boot script in index.html');
  const chunks = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  return html
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(BOOT_SCRIPT, `<meta name="learnstack-app" content="${[...entries, ...chunks].join(' ')}" data-start="${start}" />\n    <script defer src="$1"></script>`);
}

/**
 * Writes `landing.html`, `login.html` and `signup.html`: index.html with the visitor's page already
 * rendered into #root (src/app/prerender.tsx, built for Node into a temporary folder and run once).
 * The server sends each for its address to a browser without a session cookie (listed for it in
 * `prerendered.json`); every other address keeps the empty shell.
 */
export function prerenderVisitorPages(): Plugin {
  let root = '';
  let outDir = '';
  let isSsrBuild = false;
  return {
    name: 'learnstack:prerender-visitor-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      isSsrBuild = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (isSsrBuild) return;
      const { build } = await import('vite');
      const tmpDir = `${outDir}.prerender`;
      try {
        await build({
          root,
          configFile: false,
          logLevel: 'warn',
          ssr: { noExternal: ['@learnstack/contracts'] },
          build: { ssr: 'src/app/prerender.tsx', outDir: tmpDir, emptyOutDir: true, target: 'node20' },
        });
        const entry = (await fs.readdir(tmpDir)).find((f) => /^prerender\.m?js$/.test(f));
        if (!entry) throw new Error(`the prerender build wrote no entry in ${tmpDir}`);
        const { PRERENDERED_PAGES, renderPage } = (await import(pathToFileURL(path.join(tmpDir, entry)).href)) as typeof import('../src/app/prerender.tsx');
        const shell = await fs.readFile(path.join(outDir, 'index.html'), 'utf8');
        if (!shell.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
        for (const page of PRERENDERED_PAGES) {
          const html = shell.replace(ROOT_ELEMENT, `<div id="root">${renderPage(page.path)}</div>`);
          await fs.writeFile(path.join(outDir, page.file), deferAppScripts(html, page.start));
        }
        // The server's list of them (apps/server/src/http/static.ts).
        const manifest = PRERENDERED_PAGES.map(({ path: address, file, withQuery }) => ({ path: address, file, withQuery }));
        await fs.writeFile(path.join(outDir, 'prerendered.json'), JSON.stringify(manifest));
      } finally {
        await fs.rm(tmpDir, { recursive: true, force: true });
      }
    },
  };
}
