/**
 * Runs `task` once the page has loaded and the browser has a moment to spare (at most `timeout` ms
 * later): for background writes that must not compete with the requests and rendering of the page
 * the visitor is waiting for. Returns a function that cancels it.
 */
export function whenIdleAfterLoad(task: () => void, timeout = 2000): () => void {
  let cancel = () => {};
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(task, { timeout });
      cancel = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(task, 0);
      cancel = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancel();
  };
}
