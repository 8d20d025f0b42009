import type { NotificationsReply } from '@learnstack/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { notificationKeys } from '../keys.ts';

/** PUT /api/notifications/{id}/read (the body is `{}`). */
export function markNotificationRead(id: number): Promise<{ message: string; unreadCount: number }> {
  return api.put<{ message: string; unreadCount: number }>(`/api/notifications/${id}/read`, {});
}

/** Marks one notification read: the bell updates at once, then follows the server. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.list() });
      const previous = queryClient.getQueryData<NotificationsReply>(notificationKeys.list());
      if (previous) {
        const target = previous.notifications.find((n) => n.id === id);
        queryClient.setQueryData<NotificationsReply>(notificationKeys.list(), {
          notifications: previous.notifications.map((n) => (n.id === id ? { ...n, isRead: true } : n)),
          unreadCount: Math.max(0, previous.unreadCount - (target && !target.isRead ? 1 : 0)),
        });
      }
      return { previous };
    },
    onError: (_err, _id, context) => {
      if (context?.previous) queryClient.setQueryData(notificationKeys.list(), context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list() }),
  });
}
