import type { Notification } from '@learnstack/contracts';
import { BellOff, CheckCheck, RefreshCw } from 'lucide-react';
import { Popover } from 'radix-ui';
import { type ReactElement, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useFriendActions, useFriendRequests, useInvitesForMe } from '../../friends/index.ts';
import { useMarkAllNotificationsRead } from '../api/use-mark-all-read.ts';
import { useMarkNotificationRead } from '../api/use-mark-notification-read.ts';
import { useNotifications } from '../api/use-notifications.ts';
import { idField, sharedLink } from '../lib/notification-data.ts';
import { NotificationItem } from './notification-item.tsx';

/**
 * The list inside the open panel. Friend items keep their buttons while the request or invite is
 * still open: an unread item always (a race ends in 409 "already answered"), a read one while the
 * server still lists it as pending (answering marks the item read on the server).
 */
function NotificationList({ items, close }: { items: Notification[]; close: () => void }) {
  const markRead = useMarkNotificationRead();
  const actions = useFriendActions();
  const hasRequests = items.some((n) => n.type === 'friend_request');
  const hasInvites = items.some((n) => n.type === 'friend_invite');
  const requests = useFriendRequests({ refetchOnMount: 'always', enabled: hasRequests });
  const invites = useInvitesForMe({ refetchOnMount: 'always', enabled: hasInvites });
  const openRequestIds = new Set((requests.data ?? []).map((r) => r.id));
  const openInviteIds = new Set((invites.data ?? []).map((i) => i.id));

  function open(n: Notification) {
    if (!n.isRead) markRead.mutate(n.id);
  }

  return (
    <ul className="divide-y divide-border" aria-label="Notifications">
      {items.map((n) => {
        const requestId = n.type === 'friend_request' ? idField(n, 'requestId') : undefined;
        const inviteId = n.type === 'friend_invite' ? idField(n, 'inviteId') : undefined;
        const requestOpen = requestId !== undefined && (!n.isRead || openRequestIds.has(requestId));
        const inviteOpen = inviteId !== undefined && (!n.isRead || openInviteIds.has(inviteId));
        const href = sharedLink(n);
        const requestBusy = requestId !== undefined && actions.pendingRequestId === requestId;
        return (
          <NotificationItem
            key={n.id}
            notification={n}
            {...(href ? { href } : {})}
            onOpen={() => {
              open(n);
              if (href) close();
            }}
            {...(requestOpen && requestId !== undefined
              ? {
                  request: {
                    onAccept: () => void actions.accept(requestId),
                    onDecline: () => void actions.reject(requestId),
                    busy: requestBusy,
                    accepting: requestBusy && actions.acceptingRequest,
                    declining: requestBusy && actions.rejectingRequest,
                  },
                }
              : {})}
            {...(n.type === 'friend_invite'
              ? {
                  invite: {
                    ...(inviteOpen && inviteId !== undefined ? { onAccept: () => void actions.acceptInvite({ inviteId }) } : {}),
                    onView: () => {
                      open(n);
                      close();
                    },
                    busy: inviteId !== undefined && actions.pendingInviteId === inviteId,
                  },
                }
              : {})}
          />
        );
      })}
    </ul>
  );
}

/**
 * The bell's panel (radix popover), loaded on the first use of the bell (notification-bell.tsx)
 * and open from its first render. `trigger` is the bell.
 */
export default function NotificationPanel({ trigger }: { trigger: ReactElement }) {
  const [open, setOpen] = useState(true);
  const notifications = useNotifications();
  const markAll = useMarkAllNotificationsRead();
  const unread = notifications.data?.unreadCount ?? 0;
  const items = notifications.data?.notifications ?? [];
  const { refetch } = notifications;
  // Opened by the bell's first use: what arrived since the page loaded, as each later opening asks.
  useEffect(() => {
    void refetch();
  }, [refetch]);

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) void notifications.refetch();
      }}
    >
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          aria-label="Notifications"
          className="z-50 flex max-h-[min(32rem,calc(100dvh-5rem))] w-[min(24rem,calc(100vw-1rem))] flex-col overflow-hidden rounded-xl border border-border bg-card text-card-foreground shadow-xl focus:outline-none data-[state=open]:animate-menu-in"
        >
          <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
            <h2 className="text-sm font-semibold text-foreground">Notifications</h2>
            {unread > 0 ? (
              <button
                type="button"
                onClick={() => markAll.mutate()}
                disabled={markAll.isPending}
                className="inline-flex items-center gap-1.5 rounded-md px-1.5 py-1 text-sm font-medium text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-55"
              >
                <CheckCheck className="size-4" aria-hidden="true" />
                Mark all read
              </button>
            ) : null}
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
            {notifications.isPending ? (
              <div className="flex flex-col gap-3 p-4" aria-busy="true">
                <span className="sr-only" role="status">
                  Loading notifications
                </span>
                {[0, 1, 2].map((i) => (
                  <div key={i} className="flex gap-3">
                    <Skeleton className="size-9 rounded-full" />
                    <div className="flex flex-1 flex-col gap-2">
                      <Skeleton className="h-4 w-2/3" />
                      <Skeleton className="h-3 w-full" />
                    </div>
                  </div>
                ))}
              </div>
            ) : notifications.isError && items.length === 0 ? (
              <div className="flex flex-col items-center gap-3 p-6 text-center text-sm text-muted-foreground" role="alert">
                Notifications could not be loaded.
                <Button variant="outline" size="sm" onClick={() => void notifications.refetch()}>
                  <RefreshCw aria-hidden="true" />
                  Try again
                </Button>
              </div>
            ) : items.length === 0 ? (
              <div className="flex flex-col items-center gap-2 px-6 py-10 text-center">
                <span className="flex size-10 items-center justify-center rounded-full bg-muted text-muted-foreground" aria-hidden="true">
                  <BellOff className="size-5" />
                </span>
                <p className="text-sm font-medium text-foreground">No notifications yet</p>
              </div>
            ) : (
              <NotificationList items={items} close={() => setOpen(false)} />
            )}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
