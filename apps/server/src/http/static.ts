import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppShell } from './app-shell.ts';
import { type PrecompressedFile, readPrecompressed, sendPrecompressed } from './precompressed.ts';

const PRECOMPRESSED_COPY = /\.(br|gz)$/;

/**
 * The hashed files of the build (dist/assets), read once with their precompressed copies: they
 * never change, so they are kept in memory (a few MB) and browsers keep them for a year.
 */
function loadAssets(assetsDir: string): Map<string, PrecompressedFile> {
  const assets = new Map<string, PrecompressedFile>();
  if (!fs.existsSync(assetsDir)) return assets;
  for (const name of fs.readdirSync(assetsDir, { recursive: true }).map(String)) {
    const full = path.join(assetsDir, name);
    if (PRECOMPRESSED_COPY.test(name) || !fs.statSync(full).isFile()) continue;
    assets.set(name.split(path.sep).join('/'), readPrecompressed(full));
  }
  return assets;
}

/**
 * Serves the built web app. The build writes a brotli and a gzip copy of every text file
 * (apps/web/build/precompress.ts); they go out as they are, never compressed per request.
 * - /assets/*: hashed, from memory, cached by browsers for a year;
 * - the other files of the build (favicon, theme script, robots.txt): @fastify/static with the
 *   precompressed copies, revalidated (ETag, 304 when unchanged);
 * - any other non-API path: index.html (the returned shell) so the client router can answer; `/`,
 *   `/login` and `/signup` to a visitor: the same shell with that page prerendered (htmlFor).
 */
/**
 * Marks a prerendered page: the service worker keeps the last page load as the shell of every
 * address offline, and must not keep one of these (apps/web/build/pwa.ts).
 */
export const PRERENDERED_HEADER = 'x-learnstack-prerendered';

/**
 * The visitor pages the web build prerendered (apps/web/src/app/prerender.tsx), as it lists them in
 * `prerendered.json`: the address, the file, and whether the page is also the answer with a query.
 */
const prerenderedManifest = z.array(z.object({ path: z.string().startsWith('/'), file: z.string().regex(/^[\w-]+\.html$/), withQuery: z.boolean() }));

export interface WebAppPages {
  shell: AppShell;
  /** The prerendered pages the build wrote, by address. */
  prerendered: Map<string, { page: AppShell; withQuery: boolean }>;
}

export async function installWebApp(app: FastifyInstance, distDir: string): Promise<WebAppPages | undefined> {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return undefined;
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    globIgnore: ['assets/**'],
    // The Cache-Control below, not send's default (public, max-age=0), which would replace it.
    cacheControl: false,
    setHeaders: (res) => {
      res.setHeader('cache-control', 'no-cache');
      res.setHeader('vary', 'accept-encoding');
    },
  });
  const assets = loadAssets(path.join(distDir, 'assets'));
  app.get<{ Params: { '*': string } }>('/assets/*', (request, reply) => {
    const file = assets.get(request.params['*']);
    if (!file) return reply.callNotFound();
    return sendPrecompressed(request, reply, file, 'public, max-age=31536000, immutable');
  });
  const manifest = path.join(distDir, 'prerendered.json');
  const listed = fs.existsSync(manifest) ? prerenderedManifest.parse(JSON.parse(fs.readFileSync(manifest, 'utf8'))) : [];
  const prerendered = new Map(
    listed.map((p) => [p.path, { page: new AppShell(distDir, p.file, { [PRERENDERED_HEADER]: p.file.replace(/\.html$/, '') }), withQuery: p.withQuery }]),
  );
  return { shell: new AppShell(distDir), prerendered };
}

/**
 * The HTML for a page address: a prerendered page to a browser that holds no session (a visitor),
 * with a query only where the page reads none; the empty shell for everything else (the client
 * router renders it).
 */
export function htmlFor(pages: WebAppPages, request: FastifyRequest, sessionCookie: string): AppShell {
  if (request.cookies[sessionCookie]) return pages.shell;
  const [pathname = '', query] = request.url.split('?');
  const prerendered = pages.prerendered.get(pathname);
  return prerendered && (prerendered.withQuery || query === undefined) ? prerendered.page : pages.shell;
}

/** Paths that must never be answered with the app's HTML (STACK-NOTES trap 10). */
export const isAssetOrApiPath = (url: string) =>
  url.startsWith('/api/') || url === '/api' || /^\/(robots\.txt|favicon\.ico|assets\/)/.test(url) || /\.[a-z0-9]{2,5}$/i.test(url.split('?')[0] ?? '');
