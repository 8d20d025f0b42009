import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { ASSETS_CACHE } from '../src/app/pwa.ts';
import { WEB_APP_MANIFEST } from './web-app-manifest.ts';

/** How long a page load waits for the network before the worker answers with a shell it keeps. */
export const NAVIGATION_TIMEOUT_SECONDS = 6;

/**
 * The web app manifest and the service worker (decision 0043), through vite-plugin-pwa's
 * generateSW (Workbox):
 * - precached: index.html, the files it names (entry, CSS, the boot script, the landing route's
 *   preloads) and the small files beside it; not every route's chunk, which would be megabytes on
 *   a first visit;
 * - page loads (navigations) go to the network first, so a deploy is picked up by a reload as
 *   before; without an answer in NAVIGATION_TIMEOUT_SECONDS the last shell the network gave is used,
 *   else the precached index.html;
 * - hashed chunks (/assets/*): cache first, kept as they are used, so a route visited once opens
 *   offline (the chunks of the first visit, loaded before the worker was there, are added by the
 *   page: src/app/pwa.ts keepLoadedAssets);
 * - /api/* is never cached: the worker does not answer it at all;
 * - a new worker waits until the user picks 'Reload to update' (src/app/pwa.ts posts SKIP_WAITING);
 *   the page registers it itself after load (injectRegister: false).
 */
export function pwa(): Plugin[] {
  // The build's folder, as configured (npm run build writes into a staging folder, then renames it).
  let outDir = '';
  const where: Plugin = {
    name: 'learnstack:pwa-out-dir',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
  };
  const plugins = VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    filename: 'sw.js',
    manifestFilename: 'manifest.webmanifest',
    includeManifestIcons: true,
    manifest: WEB_APP_MANIFEST,
    workbox: {
      globPatterns: ['index.html', 'theme-init.js', 'favicon.svg', 'robots.txt', 'icons/*.png', 'assets/*.{js,css}'],
      globIgnores: ['**/*.br', '**/*.gz'],
      manifestTransforms: [
        async (entries) => {
          const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
          const named = new Set([...html.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((m) => m[1]));
          return { manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || named.has(entry.url)), warnings: [] };
        },
      ],
      // Hashed names change with their content: no revision query needed.
      dontCacheBustURLsMatching: /^assets\//,
      navigateFallback: null,
      runtimeCaching: [
        {
          urlPattern: ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
          handler: 'NetworkFirst',
          options: {
            networkTimeoutSeconds: NAVIGATION_TIMEOUT_SECONDS,
            // Every app route answers the same shell: the latest one is kept once, not once per address.
            cacheName: 'learnstack-shell',
            cacheableResponse: { statuses: [200] },
            plugins: [
              {
                cacheKeyWillBeUsed: async () => '/__shell',
                // The prerendered landing page (a visitor's `/`, decision 0045) is not the shell of
                // every address: the server marks it (apps/server/src/http/static.ts) and it is not kept.
                cacheWillUpdate: async ({ response }) => (response.headers.get('x-learnstack-prerendered') ? null : response),
              },
            ],
            precacheFallback: { fallbackURL: '/index.html' },
          },
        },
        {
          urlPattern: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: {
            cacheName: ASSETS_CACHE,
            cacheableResponse: { statuses: [200] },
            expiration: { maxEntries: 300, maxAgeSeconds: 60 * 24 * 60 * 60, purgeOnQuotaError: true },
          },
        },
      ],
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: false,
      inlineWorkboxRuntime: true,
      sourcemap: false,
    },
  });
  return [where, ...plugins];
}
