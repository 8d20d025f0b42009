import { z } from 'zod';

/** The bell (notifications) and the e-mail preferences. */

export const NOTIFICATIONS_LIST_MAX = 50;
export const NOTIFICATIONS_KEPT_DAYS = 90;

/** Known types; the web shows a default icon for any other. */
export const NOTIFICATION_TYPES = ['friend_request', 'friend_accepted', 'friend_invite', 'plan_shared', 'achievement', 'video_completed', 'milestone', 'review'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const notification = z.object({
  id: z.number(),
  type: z.string(),
  title: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
  /** friend_request: requestId, fromUserId. friend_invite: inviteId, fromUserId. friend_accepted: friendId. */
  data: z.record(z.string(), z.unknown()),
});
export type Notification = z.infer<typeof notification>;

export const notificationsReply = z.object({ notifications: z.array(notification), unreadCount: z.number() });
export type NotificationsReply = z.infer<typeof notificationsReply>;

export const markReadReply = z.object({ message: z.string(), unreadCount: z.number() });
export const markAllReadReply = z.object({ message: z.string(), updated: z.number(), unreadCount: z.number() });

export const emailPreferences = z.object({
  friendInvites: z.boolean(),
  planSharing: z.boolean(),
  serviceUpdates: z.boolean(),
  /** Always true: security mail cannot be turned off. */
  securityAlerts: z.literal(true),
});
export type EmailPreferences = z.infer<typeof emailPreferences>;
export type EmailKind = keyof EmailPreferences;

export const SECURITY_ALERTS_LOCKED = 'Security alerts are always on and cannot be turned off';

/** Any subset of the four; securityAlerts may only be sent as true. */
export const emailPreferencesBody = z.object({
  friendInvites: z.boolean().optional(),
  planSharing: z.boolean().optional(),
  serviceUpdates: z.boolean().optional(),
  securityAlerts: z.boolean().optional().refine((v) => v !== false, SECURITY_ALERTS_LOCKED),
});
export type EmailPreferencesBody = z.input<typeof emailPreferencesBody>;

export const emailPreferencesReply = z.object({ message: z.string(), preferences: emailPreferences });
