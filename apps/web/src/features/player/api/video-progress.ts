import type { VideoProgress, saveProgressReply } from '@learnstack/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, type RequestOptions } from '../../../lib/api.ts';
import { playerKeys } from '../keys.ts';

export type SaveProgressReply = z.infer<typeof saveProgressReply>;

export interface ProgressSave {
  videoId: number;
  currentTime: number;
  isCompleted: boolean;
  /** The save's client-made id: the server applies one id once (a save sent again changes nothing). */
  clientId?: string;
}

export const BEACON_PATH = '/api/video-progress/beacon';

/** GET /api/video-progress/{videoId}. */
export function useVideoProgress(videoId: number | null) {
  return useQuery({
    queryKey: playerKeys.progress(videoId ?? 0),
    queryFn: ({ signal }) => api.get<VideoProgress>(`/api/video-progress/${videoId ?? 0}`, { signal }),
    enabled: videoId !== null,
    // The player decides where to start from this: always ask the server afresh.
    staleTime: 0,
  });
}

/** PUT /api/video-progress (whole seconds). */
export function saveVideoProgress(body: ProgressSave, opts: Pick<RequestOptions, 'background' | 'on401'> = {}): Promise<SaveProgressReply> {
  return api.put<SaveProgressReply>('/api/video-progress', { ...body, currentTime: Math.max(0, Math.round(body.currentTime)) }, opts);
}

/**
 * The unload save: POST /api/video-progress/beacon through navigator.sendBeacon, which cannot set
 * headers, so the CSRF token travels in the body. Falls back to a keepalive fetch.
 */
export function sendProgressBeacon(body: ProgressSave, csrfToken: string | null): boolean {
  const payload = JSON.stringify({
    videoId: body.videoId,
    currentTime: Math.max(0, Math.round(body.currentTime)),
    isCompleted: body.isCompleted,
    ...(csrfToken ? { csrfToken } : {}),
  });
  try {
    if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(BEACON_PATH, payload)) return true;
  } catch {
    // fall through to fetch
  }
  try {
    void fetch(BEACON_PATH, {
      method: 'POST',
      body: payload,
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    }).catch(() => undefined);
    return true;
  } catch {
    return false;
  }
}

/**
 * Sends a save the offline queue kept, under its own client id. In the background and without the
 * signed-out redirect: the queue sends when the connection returns, not because the user asked.
 */
export function sendQueuedSave(save: ProgressSave & { clientId: string }): Promise<SaveProgressReply> {
  return saveVideoProgress({ videoId: save.videoId, currentTime: save.currentTime, isCompleted: save.isCompleted, clientId: save.clientId }, { background: true, on401: 'ignore' });
}
