import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppShell } from './app-shell.ts';
import { type HashedAssets, IMMUTABLE } from './hashed-assets.ts';
import { sendPrecompressed } from './precompressed.ts';

/**
 * Serves the built web app. The build writes a brotli and a gzip copy of every text file
 * (apps/web/build/precompress.ts); they go out as they are, never compressed per request.
 * - /assets/*: hashed, from memory, cached by browsers for a year (http/hashed-assets.ts);
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

export async function installWebApp(app: FastifyInstance, distDir: string, assets: HashedAssets): Promise<WebAppPages | undefined> {
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
  assets.load(path.join(distDir, 'assets'));
  // What the server's own handler leaves (http/hashed-assets.ts): other methods, `app.inject`, unknown files.
  app.get<{ Params: { '*': string } }>('/assets/*', (request, reply) => {
    const file = assets.get(request.params['*']);
    if (!file) return reply.callNotFound();
    return sendPrecompressed(request, reply, file, IMMUTABLE);
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
