import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built web app; any other non-API path gets index.html so the client router can answer. */
export async function installWebApp(app: FastifyInstance, distDir: string): Promise<boolean> {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return false;
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    setHeaders: (res, filePath) => {
      // Hashed assets never change; everything else is revalidated.
      res.setHeader('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}

/** Paths that must never be answered with the app's HTML (STACK-NOTES trap 10). */
export const isAssetOrApiPath = (url: string) =>
  url.startsWith('/api/') || url === '/api' || /^\/(robots\.txt|favicon\.ico|assets\/)/.test(url) || /\.[a-z0-9]{2,5}$/i.test(url.split('?')[0] ?? '');
