import { useSyncExternalStore } from 'react';

/**
 * Sonner (the toaster and its styles, a third of the first page's script) loads with the first
 * page that may show a toast, not with the landing page. A toast shown before the toaster is on
 * screen is not lost: sonner's toaster shows the toasts still active when it subscribes.
 */
let requested = false;
const listeners = new Set<() => void>();

/** Asks the app's providers to put the toaster on screen (once; later calls do nothing). */
export function requestToaster(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the toaster has been asked for. */
export function useToasterRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => requested,
  );
}
