import type { NotificationsReply } from '@learnstack/contracts';
import { useQuery } from '@tanstack/react-query';
import { useAfterFirstPaint } from '../../../lib/after-first-paint.ts';
import { api } from '../../../lib/api.ts';
import { notificationKeys } from '../keys.ts';

/** The bell polls every 30 s. */
export const NOTIFICATIONS_POLL_MS = 30_000;

/**
 * GET /api/notifications: the newest 50 and the count of all unread. Always a BACKGROUND request
 * (X-Background-Request): the user did not cause it, so the server does not count it as activity
 * and a poll never keeps an idle session alive.
 */
export function fetchNotifications(signal?: AbortSignal): Promise<NotificationsReply> {
  return api.get<NotificationsReply>('/api/notifications', { background: true, ...(signal ? { signal } : {}) });
}

export function useNotifications() {
  return useQuery({
    queryKey: notificationKeys.list(),
    // The bell's count can wait for the page's first paint.
    enabled: useAfterFirstPaint(),
    queryFn: ({ signal }) => fetchNotifications(signal),
    refetchInterval: NOTIFICATIONS_POLL_MS,
    staleTime: NOTIFICATIONS_POLL_MS,
  });
}
