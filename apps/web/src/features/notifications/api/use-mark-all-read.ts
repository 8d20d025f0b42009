import type { NotificationsReply } from '@learnstack/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { NOTIFICATIONS_QUERY_KEY } from './use-notifications.ts';

/** PUT /api/notifications/mark-all-read (the body is `{}`). */
export function markAllNotificationsRead(): Promise<{ message: string; updated: number; unreadCount: number }> {
  return api.put<{ message: string; updated: number; unreadCount: number }>('/api/notifications/mark-all-read', {});
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
      const previous = queryClient.getQueryData<NotificationsReply>(NOTIFICATIONS_QUERY_KEY);
      if (previous) {
        queryClient.setQueryData<NotificationsReply>(NOTIFICATIONS_QUERY_KEY, {
          notifications: previous.notifications.map((n) => ({ ...n, isRead: true })),
          unreadCount: 0,
        });
      }
      return { previous };
    },
    onError: (_err, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(NOTIFICATIONS_QUERY_KEY, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
}
