import { Bell } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { onDemand } from '../../../components/ui/on-demand.tsx';
import { useOpenOnFirstUse } from '../../../components/ui/open-on-first-use.ts';
import { useNotifications } from '../api/use-notifications.ts';
import { badgeText } from '../lib/notification-data.ts';

const NotificationPanel = onDemand(() => import('./notification-panel.tsx'));

/** The bell with its unread badge; also the panel's trigger once the panel has loaded. */
function BellButton({ unread, loaded, ...rest }: ComponentProps<typeof Button> & { unread: number; loaded: boolean }) {
  const badge = badgeText(unread);
  return (
    <Button
      variant="ghost"
      size="icon"
      className="relative"
      data-loaded={loaded || undefined}
      aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
      {...rest}
    >
      <Bell aria-hidden="true" />
      {badge ? (
        <span
          data-testid="notification-badge"
          aria-hidden="true"
          className="absolute right-1 top-1 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-destructive px-1 text-[0.65rem] font-bold leading-none text-destructive-foreground ring-2 ring-background"
        >
          {badge}
        </span>
      ) : null}
    </Button>
  );
}

/**
 * The bell of the signed-in top bar: unread badge, panel, mark read, friend actions. The panel
 * (radix) loads on the first hover, focus or click of the bell, as the theme menu does: every
 * signed-in page paints without radix.
 */
export function NotificationBell() {
  const [opened, trigger] = useOpenOnFirstUse(NotificationPanel.preload, 'dialog');
  const notifications = useNotifications();
  const bell = { unread: notifications.data?.unreadCount ?? 0, loaded: notifications.isSuccess };
  if (!opened) return <BellButton {...bell} {...trigger} />;
  return <NotificationPanel trigger={<BellButton {...bell} />} fallback={<BellButton {...bell} aria-busy="true" />} />;
}
