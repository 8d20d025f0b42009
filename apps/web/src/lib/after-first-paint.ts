import { type ComponentType, createElement, useSyncExternalStore } from 'react';

/**
 * Whether the page has shown content (its first contentful paint). The parts around a page that can
 * wait (the top bar's counters, the footer's details, the toaster) wait for it, so that their code
 * and reads are not on the way to the page's first paint: started during the first render, they
 * finished before it and the page painted later. Once painted, it stays so.
 */
let painted = false;
/** The longest the parts wait when the browser does not tell of the first paint. */
export const FIRST_PAINT_WAIT_MS = 1000;
let scheduled = false;
const listeners = new Set<() => void>();

function markPainted(): void {
  if (painted) return;
  painted = true;
  for (const listener of listeners) listener();
}

/** Marks the app painted once the page shows content (its first contentful paint), else after a while. */
function watchForFirstPaint(): void {
  if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(markPainted, 0);
    });
    // Buffered: a prerendered page has painted before the app started.
    observer.observe({ type: 'paint', buffered: true });
  } else if (typeof requestAnimationFrame === 'function') {
    requestAnimationFrame(() => setTimeout(markPainted, 0));
  }
  // A background tab paints nothing, and a browser may not tell.
  setTimeout(markPainted, FIRST_PAINT_WAIT_MS);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!scheduled && !painted) {
    scheduled = true;
    watchForFirstPaint();
  }
  return () => listeners.delete(listener);
}

/** True once the app's first frame is on screen. */
export function useAfterFirstPaint(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => painted,
    () => false,
  );
}

/** The component, rendered only once the app's first frame is on screen (nothing before). */
export function afterFirstPaint<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function AfterFirstPaint(props: P) {
    return useAfterFirstPaint() ? createElement(Component, props) : null;
  }
  return AfterFirstPaint;
}

/** Tests: the next app starts unpainted. */
export function resetFirstPaint(): void {
  painted = false;
  scheduled = false;
}
