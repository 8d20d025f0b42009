import { Bell, Brain, CheckCircle2, Flag, Mail, Share2, Trophy, UserCheck, UserPlus, type LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

const ICONS: Record<string, { icon: LucideIcon; tone: string }> = {
  friend_request: { icon: UserPlus, tone: 'bg-accent text-accent-foreground' },
  friend_accepted: { icon: UserCheck, tone: 'bg-success-soft text-success-soft-foreground' },
  friend_invite: { icon: Mail, tone: 'bg-accent text-accent-foreground' },
  achievement: { icon: Trophy, tone: 'bg-warning-soft text-warning-soft-foreground' },
  plan_shared: { icon: Share2, tone: 'bg-accent text-accent-foreground' },
  video_completed: { icon: CheckCircle2, tone: 'bg-success-soft text-success-soft-foreground' },
  milestone: { icon: Flag, tone: 'bg-warning-soft text-warning-soft-foreground' },
  review: { icon: Brain, tone: 'bg-accent text-accent-foreground' },
};

const FALLBACK = { icon: Bell, tone: 'bg-muted text-muted-foreground' };

/** The icon of a notification type; any other type gets the default bell. */
export function NotificationIcon({ type, className }: { type: string; className?: string }) {
  const { icon: Icon, tone } = ICONS[type] ?? FALLBACK;
  return (
    <span aria-hidden="true" data-icon={ICONS[type] ? type : 'default'} className={cn('flex size-9 shrink-0 items-center justify-center rounded-full', tone, className)}>
      <Icon className="size-4" />
    </span>
  );
}
