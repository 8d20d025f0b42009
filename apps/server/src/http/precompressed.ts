import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding } from './json-cache.ts';

type Encoding = 'br' | 'gzip' | 'identity';
interface Representation {
  body: Buffer;
  etag: string;
}

/** A file of the built web app in memory, with the brotli and gzip copies the build wrote next to it. */
export interface PrecompressedFile {
  type: string;
  representations: Map<Encoding, Representation>;
}

const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

/** Reads a file and its `.br` and `.gz` copies; each representation gets its own strong ETag. */
export function readPrecompressed(file: string): PrecompressedFile {
  const body = fs.readFileSync(file);
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 22);
  const representations = new Map<Encoding, Representation>([['identity', { body, etag: `"${hash}"` }]]);
  for (const [encoding, extension] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    const copy = `${file}${extension}`;
    if (fs.existsSync(copy)) representations.set(encoding, { body: fs.readFileSync(copy), etag: `"${hash}-${encoding}"` });
  }
  return { type: TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream', representations };
}

/** The representation the client prefers (else the file itself), and whether its ETag still matches. */
function choose(file: PrecompressedFile, acceptEncoding: string | undefined, ifNoneMatch: string | undefined) {
  const wanted = preferredEncoding(acceptEncoding);
  const encoding = file.representations.has(wanted) ? wanted : 'identity';
  const chosen = file.representations.get(encoding) as Representation;
  const notModified = ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === chosen.etag) ?? false;
  return { encoding, chosen, notModified };
}

/** Sends the representation the client prefers (else the file itself), or 304 when its ETag still matches. */
export function sendPrecompressed(request: FastifyRequest, reply: FastifyReply, file: PrecompressedFile, cacheControl: string, vary = 'accept-encoding'): FastifyReply {
  const { encoding, chosen, notModified } = choose(file, request.headers['accept-encoding'], request.headers['if-none-match']);
  reply.header('content-type', file.type).header('cache-control', cacheControl).header('vary', vary).header('etag', chosen.etag);
  if (notModified) return reply.code(304).send();
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(chosen.body);
}

/** The same on node's own request and response, with these headers besides (http/hashed-assets.ts). */
export function writePrecompressed(req: IncomingMessage, res: ServerResponse, file: PrecompressedFile, cacheControl: string, headers: readonly [string, string][]): void {
  const { encoding, chosen, notModified } = choose(file, req.headers['accept-encoding'], req.headers['if-none-match']);
  for (const [name, value] of headers) res.setHeader(name, value);
  res.setHeader('content-type', file.type);
  res.setHeader('cache-control', cacheControl);
  res.setHeader('vary', 'accept-encoding');
  res.setHeader('etag', chosen.etag);
  if (notModified) {
    res.writeHead(304).end();
    return;
  }
  if (encoding !== 'identity') res.setHeader('content-encoding', encoding);
  res.setHeader('content-length', chosen.body.length);
  res.writeHead(200).end(req.method === 'HEAD' ? undefined : chosen.body);
}
