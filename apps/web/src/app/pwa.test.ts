import { describe, expect, it, vi } from 'vitest';
import { ASSETS_CACHE, KEEP_ASSETS_AFTER_CONTROL_MS, keepAssetsUntilControlled, keepLoadedAssets, registerServiceWorker } from './pwa.ts';

/** A service worker container and registration with just the events the page uses. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  readonly postMessage = vi.fn();
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

function fakeBrowser(options: { controlled: boolean; waiting?: boolean; refuses?: boolean }) {
  const registration = Object.assign(new EventTarget(), {
    waiting: options.waiting ? new FakeWorker() : null,
    installing: null as FakeWorker | null,
    update: vi.fn(async () => undefined),
  });
  const container = Object.assign(new EventTarget(), {
    controller: options.controlled ? new FakeWorker() : null,
    ready: Promise.resolve(registration),
    register: vi.fn(async () => {
      if (options.refuses) throw new DOMException('blocked', 'SecurityError');
      return registration;
    }),
  });
  /** A new version arrives: a worker installs and then waits. */
  const newVersion = () => {
    const worker = new FakeWorker();
    registration.installing = worker;
    registration.dispatchEvent(new Event('updatefound'));
    registration.installing = null;
    registration.waiting = worker;
    worker.become('installed');
    return worker;
  };
  return { registration, container, newVersion };
}

const asContainer = (c: EventTarget) => c as unknown as ServiceWorkerContainer;

describe('registerServiceWorker', () => {
  it('registers /sw.js for the whole site, asking the server for the worker every time', async () => {
    const { container } = fakeBrowser({ controlled: false });
    expect(await registerServiceWorker(asContainer(container), vi.fn(), vi.fn())).not.toBeNull();
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/', updateViaCache: 'none' });
  });

  it('offers a new version and lets it take over only when the user accepts; then reloads once', async () => {
    const { container, newVersion } = fakeBrowser({ controlled: true });
    const prompt = vi.fn();
    const reload = vi.fn();
    await registerServiceWorker(asContainer(container), prompt, reload);
    expect(prompt).not.toHaveBeenCalled();
    const worker = newVersion();
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(worker.postMessage).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    const accept = prompt.mock.calls[0]?.[0] as () => void;
    accept();
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers a version that was already waiting when the page opened', async () => {
    const { container } = fakeBrowser({ controlled: true, waiting: true });
    const prompt = vi.fn();
    await registerServiceWorker(asContainer(container), prompt, vi.fn());
    expect(prompt).toHaveBeenCalledTimes(1);
  });

  it('offers nothing and reloads nothing on the first install (no worker controlled the page)', async () => {
    const { container, newVersion } = fakeBrowser({ controlled: false });
    const prompt = vi.fn();
    const reload = vi.fn();
    await registerServiceWorker(asContainer(container), prompt, reload);
    newVersion();
    container.dispatchEvent(new Event('controllerchange'));
    expect(prompt).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('looks for a new version when the connection comes back', async () => {
    const { container, registration } = fakeBrowser({ controlled: true });
    await registerServiceWorker(asContainer(container), vi.fn(), vi.fn());
    window.dispatchEvent(new Event('online'));
    expect(registration.update).toHaveBeenCalledTimes(1);
  });

  it('answers null where the browser has no service workers or refuses one', async () => {
    expect(await registerServiceWorker(undefined, vi.fn(), vi.fn())).toBeNull();
    const { container } = fakeBrowser({ controlled: false, refuses: true });
    expect(await registerServiceWorker(asContainer(container), vi.fn(), vi.fn())).toBeNull();
    // Blocked by policy, some browsers (and Playwright's serviceWorkers: 'block') answer nothing.
    const silent = fakeBrowser({ controlled: true });
    silent.container.register.mockResolvedValueOnce(undefined as never);
    expect(await registerServiceWorker(asContainer(silent.container), vi.fn(), vi.fn())).toBeNull();
  });
});

describe('keepLoadedAssets', () => {
  it("puts the page's own chunks that no cache has into the worker's cache, and nothing else", async () => {
    const origin = window.location.origin;
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { name: `${origin}/assets/video-page-abc.js` },
      { name: `${origin}/assets/index-def.js` },
      { name: `${origin}/assets/video-page-abc.js` },
      { name: `${origin}/api/auth/user` },
      { name: 'https://i.ytimg.com/vi/x/mqdefault.jpg' },
      { name: `${origin}/assets/gone-123.js` },
    ] as PerformanceEntryList);
    const added: string[] = [];
    const cache = {
      add: vi.fn(async (url: string) => {
        if (url.includes('gone')) throw new TypeError('404');
        added.push(url);
      }),
    };
    const storage = {
      open: vi.fn(async () => cache),
      // The entry is precached already.
      match: vi.fn(async (url: string) => (url.includes('index-def') ? new Response('') : undefined)),
    };
    expect(await keepLoadedAssets(storage as unknown as CacheStorage)).toBe(1);
    expect(storage.open).toHaveBeenCalledWith(ASSETS_CACHE);
    expect(added).toEqual([`${origin}/assets/video-page-abc.js`]);
  });
});

describe('keepAssetsUntilControlled', () => {
  /** A PerformanceObserver the test feeds by hand. */
  function fakeObserver() {
    const feeds: Array<(entries: { name: string; startTime: number }[]) => void> = [];
    const disconnect = vi.fn();
    class Observer {
      constructor(callback: (list: { getEntries: () => { name: string; startTime: number }[] }) => void) {
        feeds.push((entries) => callback({ getEntries: () => entries }));
      }
      observe() {}
      disconnect = disconnect;
    }
    vi.stubGlobal('PerformanceObserver', Observer);
    const feed = (entries: { name: string; startTime: number }[]) => {
      for (const f of feeds) f(entries);
    };
    return { feed, disconnect };
  }

  it('keeps the chunks loaded before the worker took the page, once it is ready, then stops a while after', async () => {
    vi.useFakeTimers();
    const observer = fakeObserver();
    const { container } = fakeBrowser({ controlled: false });
    const keep = vi.fn(async () => 0);
    keepAssetsUntilControlled(asContainer(container), keep);
    await Promise.resolve();
    await Promise.resolve();
    expect(keep).toHaveBeenCalledTimes(1); // at ready
    // A page's chunks arrive while the worker is ready but not yet in control: kept.
    observer.feed([{ name: 'http://localhost/assets/plan-page-1.js', startTime: 100 }]);
    expect(keep).toHaveBeenCalledTimes(2);
    observer.feed([{ name: 'http://localhost/api/auth/user', startTime: 120 }]);
    expect(keep).toHaveBeenCalledTimes(2);
    // The worker takes the page: once more now; a chunk started later went through it.
    vi.spyOn(performance, 'now').mockReturnValue(200);
    container.dispatchEvent(new Event('controllerchange'));
    expect(keep).toHaveBeenCalledTimes(3);
    observer.feed([{ name: 'http://localhost/assets/video-page-1.js', startTime: 250 }]);
    expect(keep).toHaveBeenCalledTimes(3);
    observer.feed([{ name: 'http://localhost/assets/late-1.js', startTime: 150 }]);
    expect(keep).toHaveBeenCalledTimes(4);
    vi.advanceTimersByTime(KEEP_ASSETS_AFTER_CONTROL_MS);
    expect(observer.disconnect).toHaveBeenCalled();
    vi.useRealTimers();
  });
});
