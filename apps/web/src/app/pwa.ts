/**
 * Registers the service worker (apps/web/build/pwa.ts, decision 0043). Loaded by main.tsx with a
 * dynamic import once the page has loaded, so it costs the first page nothing. Written on
 * navigator.serviceWorker directly: workbox-window would add about 3 KB for the same few events.
 *
 * A new version never takes over by itself: its worker waits, the user is offered 'Reload to
 * update', and only that button tells it to take over (SKIP_WAITING); the page reloads when it has.
 */

export const UPDATE_MESSAGE = 'A new version of Learnstack is available.';
export const UPDATE_ACTION = 'Reload to update';
/** An open tab looks for a new version this often (and whenever the connection comes back). */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;
/** The worker's cache of hashed chunks (cache first; apps/web/build/pwa.ts). */
export const ASSETS_CACHE = 'learnstack-assets';

/**
 * The chunks this page loaded before a worker was in control (the first visit) never went through
 * it, so its cache does not have them and the page would not open offline. They are put there now,
 * from the browser's HTTP cache (hashed files, kept a year), unless a cache has them already.
 */
export async function keepLoadedAssets(storage: CacheStorage | undefined = typeof caches === 'undefined' ? undefined : caches): Promise<number> {
  if (!storage || typeof performance === 'undefined') return 0;
  const urls = new Set(
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name, window.location.href))
      .filter((url) => url.origin === window.location.origin && url.pathname.startsWith('/assets/'))
      .map((url) => url.href),
  );
  const cache = await storage.open(ASSETS_CACHE);
  // All at once: the learner may lose the connection any moment after the worker took the page.
  const added = await Promise.all(
    [...urls].map(async (url) => {
      if (await storage.match(url)) return 0;
      try {
        await cache.add(url);
        return 1;
      } catch {
        // Gone from the server (a newer build): nothing to keep.
        return 0;
      }
    }),
  );
  return added.reduce<number>((sum, n) => sum + n, 0);
}

/** How long after the worker takes the page the chunks loaded meanwhile are still looked after. */
export const KEEP_ASSETS_AFTER_CONTROL_MS = 30_000;

/**
 * Chunks keep loading while the learner browses between the worker's install and the moment it
 * takes the page (clientsClaim): those went to the network, not through the worker, and a page
 * opened then would not reload offline. Once the worker is ready, each chunk whose load started
 * before the worker was in control is put into its cache too (keepLoadedAssets skips what a cache
 * has); a while after the worker took the page, the watch stops. Answers the function that stops it.
 */
export function keepAssetsUntilControlled(container: ServiceWorkerContainer, keep: () => Promise<unknown> = keepLoadedAssets): () => void {
  if (typeof PerformanceObserver === 'undefined') return () => undefined;
  let ready = false;
  let controlledAt = container.controller ? 0 : Number.POSITIVE_INFINITY;
  let stopTimer: ReturnType<typeof setTimeout> | undefined;
  const run = () => void keep().catch(() => undefined);
  const observer = new PerformanceObserver((list) => {
    const early = list.getEntries().some((entry) => entry.startTime < controlledAt && entry.name.includes('/assets/'));
    if (ready && early) run();
  });
  const stop = () => {
    observer.disconnect();
    clearTimeout(stopTimer);
  };
  try {
    observer.observe({ type: 'resource', buffered: false });
  } catch {
    // no resource timing here: the runs at ready and at control remain
  }
  const controlled = () => {
    controlledAt = Math.min(controlledAt, performance.now());
    clearTimeout(stopTimer);
    stopTimer = setTimeout(stop, KEEP_ASSETS_AFTER_CONTROL_MS);
    if (ready) run();
  };
  if (container.controller) controlled();
  else container.addEventListener('controllerchange', controlled, { once: true });
  void container.ready.then(() => {
    ready = true;
    run();
  });
  return stop;
}

/** Shows the offer; `accept` is what its button does. */
export type UpdatePrompt = (accept: () => void) => void;

/** The offer as a toast that stays until answered; sonner loads with it if no page has loaded it yet. */
async function toastPrompt(accept: () => void): Promise<void> {
  const [{ toast }, { requestToaster }] = await Promise.all([import('sonner'), import('../lib/toaster-request.ts')]);
  requestToaster();
  toast(UPDATE_MESSAGE, { id: 'app-update', duration: Number.POSITIVE_INFINITY, action: { label: UPDATE_ACTION, onClick: accept } });
}

/** Offers the waiting worker once; accepting tells it to take over. */
function offer(worker: ServiceWorker, prompt: UpdatePrompt): void {
  prompt(() => worker.postMessage({ type: 'SKIP_WAITING' }));
}

/**
 * Registers /sw.js and wires the update offer. Answers the registration, or null where the browser
 * has no service workers (or refuses one: private modes, blocked storage).
 */
export async function registerServiceWorker(
  container: ServiceWorkerContainer | undefined = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker,
  prompt: UpdatePrompt = (accept) => void toastPrompt(accept),
  reload: () => void = () => window.location.reload(),
): Promise<ServiceWorkerRegistration | null> {
  if (!container) return null;
  // A page that had a worker before (so this is an update, not the first install) reloads once the
  // new worker controls it: the user asked for it with the button.
  const hadController = Boolean(container.controller);
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    if (!hadController || reloading) return;
    reloading = true;
    reload();
  });
  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await container.register('/sw.js', { scope: '/', updateViaCache: 'none' });
  } catch {
    return null;
  }
  // A browser that blocks workers by policy may answer nothing instead of refusing.
  if (!registration) return null;
  const offered = new WeakSet<ServiceWorker>();
  const offerWaiting = () => {
    const waiting = registration.waiting;
    // A waiting worker with no worker in control is the first install finishing: nothing to offer.
    if (!waiting || !container.controller || offered.has(waiting)) return;
    offered.add(waiting);
    offer(waiting, prompt);
  };
  offerWaiting();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offerWaiting();
    });
  });
  keepAssetsUntilControlled(container);
  const check = () => void registration.update().catch(() => undefined);
  window.setInterval(check, UPDATE_CHECK_MS);
  window.addEventListener('online', check);
  return registration;
}
