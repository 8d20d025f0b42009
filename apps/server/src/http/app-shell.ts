import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type PrecompressedFile, readPrecompressed, sendPrecompressed } from './precompressed.ts';

/** How often, at most, the file's modification time is looked at (a rebuild replaces it). */
const RECHECK_MS = 1000;

/**
 * index.html, the answer to every route of the web app, kept in memory with its precompressed
 * copies: sending it costs no file system work. Browsers revalidate it every time (ETag, 304
 * when unchanged); a rebuild is picked up within a second.
 */
export class AppShell {
  private readonly path: string;
  private file: PrecompressedFile;
  private version: string;
  private checkedAt = Date.now();

  /** `headers`: sent with every answer of this page (the landing page names itself, see static.ts). */
  constructor(
    distDir: string,
    fileName = 'index.html',
    private readonly headers: Record<string, string> = {},
  ) {
    this.path = path.join(distDir, fileName);
    this.version = this.versionOnDisk();
    this.file = readPrecompressed(this.path);
  }

  private current(): PrecompressedFile {
    const now = Date.now();
    if (now - this.checkedAt > RECHECK_MS) {
      this.checkedAt = now;
      try {
        const version = this.versionOnDisk();
        if (version !== this.version) {
          this.file = readPrecompressed(this.path);
          this.version = version;
        }
      } catch {
        // Mid-rebuild the file may be missing for a moment: keep the copy in memory.
      }
    }
    return this.file;
  }

  /** The file's and its copies' modification times: the copies are written after the file. */
  private versionOnDisk(): string {
    const mtime = (file: string) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
    return `${fs.statSync(this.path).mtimeMs}:${mtime(`${this.path}.br`)}:${mtime(`${this.path}.gz`)}`;
  }

  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    reply.headers(this.headers);
    // The landing page and the shell share the address `/`, chosen by the session cookie.
    return sendPrecompressed(request, reply, this.current(), 'no-cache', 'accept-encoding, cookie');
  }
}
