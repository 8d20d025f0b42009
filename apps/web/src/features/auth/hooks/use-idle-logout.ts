import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { api } from '../../../lib/api.ts';
import { DEFAULT_SESSION_IDLE_MINUTES, useAuthConfig } from '../api/use-auth-config.ts';
import { useCurrentUser } from '../api/use-current-user.ts';
import { signOut } from '../api/use-sign-out.ts';

/** What counts as the user being there. */
export const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'click', 'scroll', 'touchstart'] as const;
/** Other code (for example a playing video) may report activity by dispatching this event on window. */
export const USER_ACTIVITY_EVENT = 'learnstack:user-activity';
export const IDLE_WARNING_TOAST_ID = 'idle-logout-warning';
/** Where an inactivity logout lands. */
export const IDLE_LOGOUT_PATH = '/login?timeout=true';

const WARNING_LEAD_MINUTES = 5;
const WARNING_VISIBLE_MS = 10_000;
const ACTIVITY_THROTTLE_MS = 1_000;
const CHECK_INTERVAL_MS = 1_000;
/** At most one keep-alive call a minute while the user is active, so the server session slides too. */
const KEEPALIVE_THROTTLE_MS = 60_000;

/** Tells the idle tracker that the user is there without touching the page (a playing video). */
export function reportUserActivity(): void {
  window.dispatchEvent(new Event(USER_ACTIVITY_EVENT));
}

/**
 * Signs the user out after `sessionIdleMinutes` (30 by default) without activity, with a warning
 * toast 5 minutes before. Activity and the tab becoming visible reset
 * both timers. Elapsed time is measured with timestamps checked every second, so a laptop that
 * slept past the limit is signed out as soon as it wakes (and the first mouse move after waking
 * does not count as activity that would rescue an expired session).
 */
export function useIdleLogout(): void {
  const { user } = useCurrentUser();
  const config = useAuthConfig();
  const queryClient = useQueryClient();

  const signedIn = Boolean(user);
  const idleMinutes = config.data?.sessionIdleMinutes ?? DEFAULT_SESSION_IDLE_MINUTES;

  useEffect(() => {
    if (!signedIn) return;
    const idleMs = Math.max(1, idleMinutes) * 60_000;
    const warnMs = Math.max(0, idleMs - WARNING_LEAD_MINUTES * 60_000);
    const leadMinutes = Math.round((idleMs - warnMs) / 60_000);

    let lastActivity = Date.now();
    let lastHandled = 0;
    let lastKeepAlive = lastActivity;
    let warned = false;
    let loggingOut = false;
    let disposed = false;

    const logout = async () => {
      if (loggingOut) return;
      loggingOut = true;
      stop();
      toast.dismiss(IDLE_WARNING_TOAST_ID);
      // POST /api/auth/logout (a failure still signs out locally), clear the CSRF token and the
      // cache, and land on the login page with the timeout notice.
      await signOut(queryClient, IDLE_LOGOUT_PATH);
      queryClient.getMutationCache().clear();
    };

    const check = () => {
      if (loggingOut || disposed) return;
      const idle = Date.now() - lastActivity;
      if (idle >= idleMs) {
        void logout();
        return;
      }
      if (!warned && idle >= warnMs) {
        warned = true;
        toast.warning('Session expiring soon', {
          id: IDLE_WARNING_TOAST_ID,
          description: `You will be signed out in ${leadMinutes} ${leadMinutes === 1 ? 'minute' : 'minutes'} because of inactivity.`,
          duration: WARNING_VISIBLE_MS,
          action: { label: 'Stay signed in', onClick: () => markActive() },
        });
      }
    };

    const markActive = () => {
      if (loggingOut || disposed) return;
      const now = Date.now();
      // Coming back after the limit (a laptop waking up): the session is over, activity cannot revive it.
      if (now - lastActivity >= idleMs) {
        void logout();
        return;
      }
      lastActivity = now;
      if (warned) {
        warned = false;
        toast.dismiss(IDLE_WARNING_TOAST_ID);
      }
      if (now - lastKeepAlive >= KEEPALIVE_THROTTLE_MS) {
        lastKeepAlive = now;
        // A foreground request slides the server's idle timeout along with ours.
        api.get('/api/auth/user', { on401: 'ignore' }).catch(() => undefined);
      }
    };

    const onActivity = () => {
      const now = Date.now();
      if (now - lastHandled < ACTIVITY_THROTTLE_MS) return;
      lastHandled = now;
      markActive();
    };

    const onVisibilityChange = () => {
      if (document.visibilityState !== 'visible') return;
      lastHandled = Date.now();
      markActive();
    };

    const listenerOptions: AddEventListenerOptions = { passive: true, capture: true };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, listenerOptions);
    window.addEventListener(USER_ACTIVITY_EVENT, onActivity);
    document.addEventListener('visibilitychange', onVisibilityChange);
    const interval = window.setInterval(check, CHECK_INTERVAL_MS);

    function stop() {
      window.clearInterval(interval);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, listenerOptions);
      window.removeEventListener(USER_ACTIVITY_EVENT, onActivity);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    }

    return () => {
      disposed = true;
      stop();
      if (!loggingOut) toast.dismiss(IDLE_WARNING_TOAST_ID);
    };
  }, [signedIn, idleMinutes, queryClient]);
}
