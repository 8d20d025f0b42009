/** The notifications feature's query keys (see `features/plans/keys.ts` for the pattern). This file imports nothing. */
export const notificationKeys = {
  all: ['notifications'] as const,
  /** GET /api/notifications: the bell's list and unread count. */
  list: () => [...notificationKeys.all, 'list'] as const,
};
