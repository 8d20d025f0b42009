import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing; images other than SVG are compressed already. */
const TEXT = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;
/** Below this a compressed copy saves less than the headers it costs (the server compresses nothing smaller either). */
const MIN_BYTES = 1024;

/** The brotli and gzip copies of one file (none for a file too small to gain from them). */
export async function writeCompressedCopies(full: string): Promise<void> {
  const body = await fs.readFile(full);
  if (body.length < MIN_BYTES) return;
  const [br, gzipped] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gz(body, { level: 9 }),
  ]);
  await Promise.all([fs.writeFile(`${full}.br`, br), fs.writeFile(`${full}.gz`, gzipped)]);
}

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy next to every text file of the build, so
 * the server sends them as they are (@fastify/static `preCompressed`) instead of compressing on
 * every request, and at the best ratio, which is too slow to afford per request.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'learnstack:precompress',
    apply: 'build',
    // After every other plugin's output: vite-plugin-pwa writes the service worker when the bundle closes.
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: { sequential: true, order: 'post', handler: compressAll },
  };

  async function compressAll() {
    const files = (await fs.readdir(outDir, { recursive: true })).map(String).filter((f) => TEXT.test(f));
    await Promise.all(files.map((file) => writeCompressedCopies(path.join(outDir, file))));
  }
}
