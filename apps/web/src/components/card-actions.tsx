import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { Button } from './ui/button.tsx';

/** One icon button of a card's action row. */
export interface CardAction {
  key: string;
  /** The accessible name, also shown as a tooltip. */
  label: string;
  icon: LucideIcon;
  onClick: () => void;
  destructive?: boolean;
  pending?: boolean;
}

/**
 * The labelled icon buttons of a card; a new action is one more entry in `actions`. `children`
 * (icon buttons that bring their own dialog, such as Share) come first in the same row.
 */
export function CardActions({ actions, label, children }: { actions: CardAction[]; label: string; children?: ReactNode }) {
  return (
    <fieldset aria-label={label} className="m-0 flex items-center gap-0.5 border-0 p-0">
      {children}
      {actions.map(({ key, label: actionLabel, icon: Icon, onClick, destructive, pending }) => (
        <Button
          key={key}
          variant="ghost"
          size="icon"
          className={cn('size-9', destructive && 'text-destructive hover:bg-destructive-soft hover:text-destructive-soft-foreground')}
          aria-label={actionLabel}
          title={actionLabel}
          onClick={onClick}
          loading={pending}
        >
          {pending ? null : <Icon aria-hidden="true" />}
        </Button>
      ))}
    </fieldset>
  );
}
