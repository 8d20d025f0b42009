import type { ChunkingContext, CodeSplittingGroup, ModuleInfo } from 'rolldown';

/**
 * One chunk for the app's small modules shared by its lazy pages (query keys, formatters, the
 * plain UI parts: card, badge, alert…). Left to the automatic splitting, each becomes a file of a
 * few hundred bytes for every set of pages sharing it: the dashboard needed 62 script files, and on
 * a phone's connection (six connections, one request at a time each) their round trips, not their
 * bytes, decided when it painted (decision 0016).
 *
 * A module goes in when it is small, shared, statically imported (a lazily loaded module stays the
 * head of its own chunk) and imports nothing that reaches radix (which the signed-in pages load only
 * when a menu or dialog opens) or sonner (which the visitor's pages load only for a toast). The entry's own modules are taken first by a group of higher
 * priority (vite.config.ts, `app-core`). What the visitor's pages import goes into a second chunk,
 * so that the landing and sign-in pages do not load the signed-in pages' parts; the walk follows
 * import edges as written, barrels included, so that chunk holds a little more than they use.
 */
export function smallSharedChunk(options: {
  name: string;
  /** The app's own modules (libraries keep their groups or the automatic splitting). */
  test: RegExp;
  maxModuleChars: number;
  /**
   * The pages a visitor opens first (absolute paths): what they import goes into a chunk of its own
   * (`visitor-` and the name), so that they do not load what only signed-in pages use.
   */
  visitorPages: string[];
  /** What must stay out of the chunk's static imports (radix, and sonner, which the landing page loads only for a toast). */
  lazyOnly: RegExp;
}): CodeSplittingGroup {
  const visitorPages = new Set(options.visitorPages);
  /** Whether a walk from the module along `next` meets a module for which `stop` holds (memoised per start). */
  const walker = (next: (info: ModuleInfo) => readonly string[], stop: (id: string, info: ModuleInfo) => boolean) => {
    const cache = new Map<string, boolean>();
    return (start: string, ctx: ChunkingContext): boolean => {
      const cached = cache.get(start);
      if (cached !== undefined) return cached;
      const seen = new Set([start]);
      const queue = [start];
      let found = false;
      while (queue.length > 0 && !found) {
        const id = queue.pop() as string;
        const info = ctx.getModuleInfo(id);
        if (!info) continue;
        if (stop(id, info) || cache.get(id) === true) found = true;
        for (const other of next(info)) {
          if (seen.has(other)) continue;
          seen.add(other);
          queue.push(other);
        }
      }
      cache.set(start, found);
      return found;
    };
  };
  /** A chain of static importers leads from a visitor's page to the module. */
  const loadedByVisitorPage = walker((info) => info.importers, (id) => visitorPages.has(id));
  /** The module, or something it imports statically, is kept for later (radix). */
  const reachesLazyOnly = walker((info) => info.importedIds, (id) => options.lazyOnly.test(id));

  return {
    name: (id, ctx) => {
      const info = ctx.getModuleInfo(id);
      if (!info || info.isEntry || info.dynamicImporters.length > 0 || info.importers.length === 0) return null;
      if ((info.code?.length ?? Infinity) > options.maxModuleChars) return null;
      if (reachesLazyOnly(id, ctx)) return null;
      return loadedByVisitorPage(id, ctx) ? `visitor-${options.name}` : options.name;
    },
    test: options.test,
    minShareCount: 2,
    // What these modules import stays where the automatic splitting puts it (the entry's own
    // modules in the entry), or the entry would import this chunk.
    includeDependenciesRecursively: false,
    priority: 5,
  };
}
