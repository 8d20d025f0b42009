import { idParams, markAllReadReply, markReadReply, notificationsReply } from '@learnstack/contracts';
import type { App, Services } from '../../http/app-types.ts';
import { requireUser } from '../../http/app-types.ts';

export function notificationsRoutes(app: App, { notifications }: Services): void {
  app.get('/api/notifications', { schema: { summary: "List the signed-in user's notifications", response: { 200: notificationsReply } } }, (req) => notifications.list(requireUser(req).id));

  app.put('/api/notifications/mark-all-read', { schema: { summary: 'Mark every notification as read', response: { 200: markAllReadReply } } }, async (req) => {
    const { updated } = await notifications.markAllRead(requireUser(req).id);
    return { message: 'All notifications marked as read', updated, unreadCount: 0 };
  });

  app.put('/api/notifications/:id/read', { schema: { summary: 'Mark a notification as read', errors: [404], params: idParams, response: { 200: markReadReply } } }, async (req) => {
    const { unreadCount } = await notifications.markRead(requireUser(req).id, req.params.id);
    return { message: 'Notification marked as read', unreadCount };
  });
}
