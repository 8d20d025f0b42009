import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { staleAnswersSince, subscribeStaleAnswers } from '../lib/api.ts';
import { useOnline } from '../lib/online-status.ts';

export const OFFLINE_TITLE = 'You are offline';
export const OFFLINE_TEXT = 'Progress you make is saved on this device and sent when you are back online.';
/** Said when the page shows answers kept on the device (decision 0047). */
export const STALE_TEXT = 'What you see is from your last time online';

function savedAt(time: number): string {
  return new Date(time).toLocaleString(undefined, { weekday: 'short', hour: 'numeric', minute: '2-digit' });
}

/**
 * Says so while the browser has no connection, and goes away when it is back. The status region is
 * always there (empty while online), so screen readers announce the change, politely.
 * When the page shows answers kept on the device, it says they are from the last time online.
 * `aboveBottomBar`: signed-in phones have the bottom navigation bar.
 */
export function OfflineBanner({ aboveBottomBar = false }: { aboveBottomBar?: boolean }) {
  const online = useOnline();
  const stale = useSyncExternalStore(subscribeStaleAnswers, staleAnswersSince, () => null);
  return (
    <div role="status" className={`pointer-events-none fixed inset-x-3 z-[60] mx-auto flex max-w-xl justify-center ${aboveBottomBar ? 'bottom-20' : 'bottom-3'} lg:bottom-5`}>
      {online ? null : (
        <p className="pointer-events-auto flex items-start gap-2.5 rounded-xl border border-warning bg-warning-soft px-4 py-3 text-sm text-warning-soft-foreground shadow-lg">
          <WifiOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            <strong className="font-semibold">{OFFLINE_TITLE}.</strong> {OFFLINE_TEXT}
            {stale === null ? null : (
              <>
                {' '}
                {STALE_TEXT} ({savedAt(stale)}).
              </>
            )}
          </span>
        </p>
      )}
    </div>
  );
}
