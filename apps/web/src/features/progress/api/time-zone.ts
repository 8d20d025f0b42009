import { useEffect } from 'react';
import { api } from '../../../lib/api.ts';
import { whenIdleAfterLoad } from '../../../lib/idle.ts';

const SENT_KEY = 'learnstack.timeZoneSent';

/** The browser's IANA zone, or null when the runtime gives none. */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/**
 * Sends the browser's time zone once per signed-in session (decision 0024): the server counts days,
 * streaks and weeks on it. Until it has, days are UTC days. A failure is tried again on the next load.
 */
export function useTimeZoneSync(userId: number | null | undefined): void {
  useEffect(() => {
    if (!userId) return;
    const zone = browserTimeZone();
    if (!zone) return;
    const marker = `${userId}:${zone}`;
    try {
      if (sessionStorage.getItem(SENT_KEY) === marker) return;
    } catch {
      // Storage refused: send anyway; it is one small request.
    }
    // Sent once the page has what it needs: its own requests go first on a slow connection.
    return whenIdleAfterLoad(() => {
      void api.put('/api/user/time-zone', { timeZone: zone }, { background: true, on401: 'ignore' }).then(
        () => {
          try {
            sessionStorage.setItem(SENT_KEY, marker);
          } catch {
            // Nothing to remember it in: it is sent again next time.
          }
        },
        () => undefined,
      );
    });
  }, [userId]);
}
