import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

const ROOT_ELEMENT = '<div id="root"></div>';

const MODULE_SCRIPT = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;
const BOOT_SCRIPT = /<script src="(\/assets\/boot-[^"]+\.js)"><\/script>/;

/**
 * The landing page needs no script to be read, so its HTML loads none before the first paint: the
 * app's entry and chunks move into `<meta name="learnstack-app">` and the boot script (deferred
 * here, no longer blocking the paint) starts them right after it (build/boot.js).
 */
export function deferAppScripts(html: string): string {
  const entries = [...html.matchAll(MODULE_SCRIPT)].map((m) => m[1]);
  if (entries.length !== 1 || !BOOT_SCRIPT.test(html)) throw new Error('prerender: expected one module entry and the boot script in index.html');
  const chunks = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  return html
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(BOOT_SCRIPT, `<meta name="learnstack-app" content="${[...entries, ...chunks].join(' ')}" />\n    <script defer src="$1"></script>`);
}

/**
 * Writes `landing.html`: index.html with the visitor's landing page already rendered into #root
 * (src/app/prerender.tsx, built for Node into a temporary folder and run once). The server sends it
 * for `/` to a browser without a session cookie; every other address keeps the empty shell.
 */
export function prerenderLanding(): Plugin {
  let root = '';
  let outDir = '';
  let isSsrBuild = false;
  return {
    name: 'learnstack:prerender-landing',
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
        const { renderLanding } = (await import(pathToFileURL(path.join(tmpDir, entry)).href)) as { renderLanding: () => string };
        const shell = await fs.readFile(path.join(outDir, 'index.html'), 'utf8');
        if (!shell.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
        const landing = path.join(outDir, 'landing.html');
        await fs.writeFile(landing, deferAppScripts(shell.replace(ROOT_ELEMENT, `<div id="root">${renderLanding()}</div>`)));
      } finally {
        await fs.rm(tmpDir, { recursive: true, force: true });
      }
    },
  };
}
