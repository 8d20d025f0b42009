import fs from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { type PrecompressedFile, readPrecompressed, writePrecompressed } from './precompressed.ts';

const PRECOMPRESSED_COPY = /\.(br|gz)$/;
/** Hashed names never change content: browsers keep them a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The hashed files of the build (dist/assets), read once with their precompressed copies and kept
 * in memory (a few MB). A GET or HEAD of one is answered on node's request event, before Fastify
 * (`serve`, from the server the app is built on: app.ts): a page's first load asks for twenty of
 * them, and Fastify's per-request work (routing, hooks, the access log) was twice the cost of
 * sending one. Anything else, and `app.inject` in tests, goes through the `/assets/*` route.
 * Neither the access log nor the request metrics see these answers.
 */
export class HashedAssets {
  private readonly files = new Map<string, PrecompressedFile>();

  /** `headers`: what every answer carries besides its own (the subresource security headers). */
  constructor(private readonly headers: readonly [string, string][]) {}

  load(assetsDir: string): void {
    this.files.clear();
    if (!fs.existsSync(assetsDir)) return;
    for (const name of fs.readdirSync(assetsDir, { recursive: true }).map(String)) {
      const full = path.join(assetsDir, name);
      if (PRECOMPRESSED_COPY.test(name) || !fs.statSync(full).isFile()) continue;
      this.files.set(name.split(path.sep).join('/'), readPrecompressed(full));
    }
  }

  /** The file at this path under /assets/ (no query), if the build has it. */
  get(name: string): PrecompressedFile | undefined {
    return this.files.get(name);
  }

  /** Answers the request if it is a GET or HEAD of a known hashed file; false leaves it to Fastify. */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url?.startsWith('/assets/')) return false;
    const file = this.files.get(req.url.slice('/assets/'.length).split('?')[0] ?? '');
    if (!file) return false;
    writePrecompressed(req, res, file, IMMUTABLE, this.headers);
    return true;
  }
}

/** Fastify's server options that its own HTTP/1 server takes (fastify/lib/server.js). */
interface ServerOptions {
  http?: http.ServerOptions;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket?: number;
}

/**
 * Fastify's `serverFactory`: the HTTP/1 server Fastify would make, with the same timeouts, whose
 * requests for hashed files are answered before Fastify sees them.
 */
export function serveHashedAssetsFirst(assets: HashedAssets, handler: (req: IncomingMessage, res: ServerResponse) => void, options: Record<string, unknown>): http.Server {
  const settings = options as unknown as ServerOptions;
  const server = http.createServer(settings.http ?? {}, (req, res) => {
    if (!assets.serve(req, res)) handler(req, res);
  });
  server.keepAliveTimeout = settings.keepAliveTimeout;
  server.requestTimeout = settings.requestTimeout;
  server.setTimeout(settings.connectionTimeout);
  if ((settings.maxRequestsPerSocket ?? 0) > 0) server.maxRequestsPerSocket = settings.maxRequestsPerSocket as number;
  return server;
}
