import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

type OutputChunk = { type: 'chunk'; fileName: string; imports: string[]; isEntry: boolean; facadeModuleId: string | null };

export interface RoutePreloadOptions {
  /** Route modules whose chunks every page preloads from the HTML: the visitor's first page. */
  always: string[];
  /** Path pattern (a regular expression's source) → the route modules that path shows. */
  paths: Record<string, string[]>;
  /** What `/` shows a signed-in user (the HTML preloads the visitor's version). */
  signedInHome: string[];
  /**
   * Path pattern → the API path of that page's main read (`$1` for the pattern's first group): the
   * boot script starts it while the scripts download (src/lib/api.ts takes the reply).
   */
  reads: Record<string, string>;
}

/**
 * The first page's requests in one round instead of three: a client-rendered page otherwise
 * downloads the entry, runs it, asks who is signed in, and only then downloads the layout and
 * page chunks the router picks.
 * - `always`: `<link rel="modulepreload">` in index.html for these routes' chunks (and their imports);
 * - a small boot script (an external script in <head>: the CSP forbids inline ones) starts
 *   GET /api/auth/user at once (src/features/auth/api/use-current-user.ts takes that answer) and
 *   the page's main read (`reads`; src/lib/api.ts takes it), and preloads the chunks of the route
 *   the address shows, and of the signed-in home once known.
 */
export function routePreloads(options: RoutePreloadOptions): Plugin {
  let root = '';
  let outDir = '';
  let boot: { fileName: string; source: string } | undefined;
  return {
    name: 'learnstack:route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((c): c is typeof c & OutputChunk => c.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const byModule = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId as string, c]));
        /** The chunk files a route module needs, the entry's own imports left out (the HTML preloads those). */
        const filesOf = (modules: string[]): string[] => {
          const files = new Set<string>();
          const visit = (fileName: string) => {
            const chunk = byFile.get(fileName);
            if (!chunk || chunk.isEntry || files.has(fileName)) return;
            files.add(fileName);
            for (const imported of chunk.imports) visit(imported);
          };
          for (const module of modules) {
            const chunk = byModule.get(path.resolve(root, module));
            if (!chunk) throw new Error(`routePreloads: no chunk for ${module}`);
            visit(chunk.fileName);
          }
          const inHtml = new Set([...html.matchAll(/href="\/([^"]+)"/g)].map((m) => m[1]));
          return [...files].filter((f) => !inHtml.has(f)).map((f) => `/${f}`);
        };
        const always = filesOf(options.always);
        const alwaysSet = new Set(always);
        const only = (files: string[]) => files.filter((f) => !alwaysSet.has(f));
        const paths = Object.entries(options.paths).map(([pattern, modules]) => [pattern, only(filesOf(modules))] as const);
        const template = fs.readFileSync(path.join(import.meta.dirname, 'boot.js'), 'utf8');
        const source = template
          .replace('/*PATHS*/[]', `[${paths.map(([pattern, files]) => `[${JSON.stringify(pattern)}, ${JSON.stringify(files)}]`).join(', ')}]`)
          .replace('/*SIGNED_IN_HOME*/[]', JSON.stringify(only(filesOf(options.signedInHome))))
          .replace('/*READS*/[]', JSON.stringify(Object.entries(options.reads)));
        boot = { fileName: `assets/boot-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`, source };
        return [
          // Not async: it must run before the app's entry module (which waits for the document to be parsed).
          { tag: 'script', attrs: { src: `/${boot.fileName}` }, injectTo: 'head' as const },
          ...always.map((href) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href }, injectTo: 'head' as const })),
        ];
      },
    },
    // Written before the precompress plugin (listed after this one) compresses the output.
    closeBundle() {
      if (boot) fs.writeFileSync(path.join(outDir, boot.fileName), boot.source);
    },
  };
}
