import type { Notification } from '@learnstack/contracts';
import { Check, Eye, X } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { fullDateTime, relativeTime } from '../lib/relative-time.ts';
import { NotificationIcon } from './notification-icon.tsx';

export const FRIENDS_VIEW_PATH = '/library?tab=friends&view=requests';

export interface NotificationItemProps {
  notification: Notification;
  /** Where the item leads (plan_shared), if anywhere. */
  href?: string;
  /** Called when the item is opened (click on its body): marks it read. */
  onOpen: () => void;
  /** Accept/Decline for a pending friend request. */
  request?: { onAccept: () => void; onDecline: () => void; busy: boolean; accepting: boolean; declining: boolean };
  /** Accept/View for a friend invitation; `onAccept` absent once it is answered. */
  invite?: { onAccept?: () => void; onView: () => void; busy: boolean };
}

const bodyClasses =
  'block w-full rounded-lg text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring ' +
  'after:absolute after:inset-0 after:content-[""]';

export function NotificationItem({ notification: n, href, onOpen, request, invite }: NotificationItemProps) {
  const time = relativeTime(n.createdAt);
  const content = (
    <>
      <span className={cn('block text-sm leading-snug text-foreground', n.isRead ? 'font-medium' : 'font-semibold')}>
        {n.title}
        {n.isRead ? null : <span className="sr-only"> (unread)</span>}
      </span>
      <span className="mt-0.5 block break-words text-sm leading-snug text-muted-foreground">{n.message}</span>
      {time ? (
        <time dateTime={n.createdAt} title={fullDateTime(n.createdAt)} className="mt-1 block text-xs text-muted-foreground">
          {time}
        </time>
      ) : null}
    </>
  );

  return (
    <li className={cn('relative flex gap-3 px-4 py-3 transition-colors hover:bg-muted/60', !n.isRead && 'bg-accent/45')}>
      <NotificationIcon type={n.type} />
      <div className="min-w-0 flex-1">
        {href ? (
          <Link to={href} onClick={onOpen} className={bodyClasses}>
            {content}
          </Link>
        ) : (
          <button type="button" onClick={onOpen} className={bodyClasses}>
            {content}
          </button>
        )}
        {request ? (
          <div className="relative z-10 mt-2 flex gap-2">
            <Button size="sm" loading={request.accepting} disabled={request.busy} onClick={request.onAccept}>
              {request.accepting ? null : <Check aria-hidden="true" />}
              Accept
            </Button>
            <Button size="sm" variant="outline" loading={request.declining} disabled={request.busy} onClick={request.onDecline}>
              {request.declining ? null : <X aria-hidden="true" />}
              Decline
            </Button>
          </div>
        ) : null}
        {invite ? (
          <div className="relative z-10 mt-2 flex gap-2">
            {invite.onAccept ? (
              <Button size="sm" loading={invite.busy} disabled={invite.busy} onClick={invite.onAccept}>
                {invite.busy ? null : <Check aria-hidden="true" />}
                Accept
              </Button>
            ) : null}
            <Link to={FRIENDS_VIEW_PATH} onClick={invite.onView} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              <Eye aria-hidden="true" />
              View
            </Link>
          </div>
        ) : null}
      </div>
      {n.isRead ? null : <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" />}
    </li>
  );
}
