import type { NotificationsReply } from '@learnstack/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { notificationKeys } from '../keys.ts';

/** PUT /api/notifications/mark-all-read (the body is `{}`). */
export function markAllNotificationsRead(): Promise<{ message: string; updated: number; unreadCount: number }> {
  return api.put<{ message: string; updated: number; unreadCount: number }>('/api/notifications/mark-all-read', {});
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.list() });
      const previous = queryClient.getQueryData<NotificationsReply>(notificationKeys.list());
      if (previous) {
        queryClient.setQueryData<NotificationsReply>(notificationKeys.list(), {
          notifications: previous.notifications.map((n) => ({ ...n, isRead: true })),
          unreadCount: 0,
        });
      }
      return { previous };
    },
    onError: (_err, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(notificationKeys.list(), context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list() }),
  });
}
