import { NOTIFICATIONS_KEPT_DAYS, NOTIFICATIONS_LIST_MAX, type Notification, type NotificationType, type NotificationsReply } from '@learnstack/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { type NewNotification, type NotificationRow, notificationsRepository } from './notifications.repository.ts';

const TITLE_MAX = 200;
const MESSAGE_MAX = 1000;

export interface NotificationInput {
  type: NotificationType;
  title: string;
  message: string;
  data?: Record<string, unknown>;
}

const toRow = (userId: number, input: NotificationInput): NewNotification => ({
  userId,
  type: input.type,
  title: input.title.slice(0, TITLE_MAX),
  message: input.message.slice(0, MESSAGE_MAX),
  data: input.data ?? {},
});

export function toNotificationView(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
    data: (row.data ?? {}) as Record<string, unknown>,
  };
}

/**
 * The bell. Depends on nothing; other modules notify through it. Methods that write take an optional
 * transaction so a notification commits together with the change it reports.
 */
export class NotificationsService {
  constructor(private readonly db: Db) {}

  async notify(userId: number, input: NotificationInput, db: DbOrTx = this.db): Promise<void> {
    await notificationsRepository.insertMany(db, [toRow(userId, input)]);
  }

  async notifyMany(items: Array<{ userId: number } & NotificationInput>, db: DbOrTx = this.db): Promise<void> {
    await notificationsRepository.insertMany(
      db,
      items.map(({ userId, ...input }) => toRow(userId, input)),
    );
  }

  /** Notifies unless the user already has a notification of this type whose data contains `key` (e.g. one per invite). */
  async notifyManyOnce(items: Array<{ userId: number; key: Record<string, unknown> } & NotificationInput>, db: DbOrTx = this.db): Promise<number> {
    return notificationsRepository.insertManyUnlessExists(
      db,
      items.map(({ userId, key, ...input }) => ({ ...toRow(userId, input), key })),
    );
  }

  /** Marks read the notifications about matters that have been settled (e.g. a friend request answered elsewhere). */
  async resolve(items: Array<{ userId: number; type: NotificationType; match: Record<string, unknown> }>, db: DbOrTx = this.db): Promise<void> {
    await notificationsRepository.markReadMatching(db, items);
  }

  async list(userId: number): Promise<NotificationsReply> {
    const [rows, unreadCount] = await Promise.all([
      notificationsRepository.listNewest(this.db, userId, NOTIFICATIONS_LIST_MAX),
      notificationsRepository.unreadCount(this.db, userId),
    ]);
    return { notifications: rows.map(toNotificationView), unreadCount };
  }

  /** Another user's notification answers like a missing one. */
  async markRead(userId: number, id: number): Promise<{ unreadCount: number }> {
    if (!(await notificationsRepository.markRead(this.db, userId, id))) throw notFound('Notification not found');
    return { unreadCount: await notificationsRepository.unreadCount(this.db, userId) };
  }

  async markAllRead(userId: number): Promise<{ updated: number }> {
    return { updated: await notificationsRepository.markAllRead(this.db, userId) };
  }
}

/** Maintenance: notifications older than 90 days are deleted. */
export async function pruneOldNotifications(db: DbOrTx, days = NOTIFICATIONS_KEPT_DAYS): Promise<number> {
  return notificationsRepository.deleteOlderThan(db, days);
}
