import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { syncQueuedProgress } from '../api/progress-sync.ts';

/**
 * Sends the progress saved on this device while offline: when a signed-in page opens and whenever
 * the browser is back online. Renders nothing.
 */
export function OfflineProgressSync({ userId }: { userId: number }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    // A failure leaves the saves queued for the next try; there is nothing to tell the user.
    const sync = () => void syncQueuedProgress(userId, queryClient).catch(() => undefined);
    sync();
    window.addEventListener('online', sync);
    return () => window.removeEventListener('online', sync);
  }, [queryClient, userId]);
  return null;
}
