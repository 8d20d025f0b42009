import type { QueryClient } from '@tanstack/react-query';
import { notificationKeys } from '../../notifications/keys.ts';
import { planKeys } from '../../plans/keys.ts';
import { progressKeys } from '../../progress/keys.ts';
import { playerKeys } from '../keys.ts';
import { type FlushResult, flushQueuedSaves } from '../lib/progress-queue.ts';
import { sendQueuedSave } from './video-progress.ts';

/**
 * Sends the progress the user saved while offline (the queue, lib/progress-queue.ts) and, when
 * something went, refreshes what shows progress: plans, the progress pages, the player's saved
 * position and the bell (a completion may have earned an achievement).
 */
export async function syncQueuedProgress(userId: number, queryClient: QueryClient): Promise<FlushResult> {
  const result = await flushQueuedSaves(userId, sendQueuedSave);
  if (result.sent > 0) {
    for (const queryKey of [planKeys.all, progressKeys.all, playerKeys.all, notificationKeys.all]) void queryClient.invalidateQueries({ queryKey });
  }
  return result;
}
