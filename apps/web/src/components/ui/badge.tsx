import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

export type BadgeVariant = 'default' | 'secondary' | 'outline' | 'success' | 'warning' | 'destructive';

const variants: Record<BadgeVariant, string> = {
  default: 'bg-accent text-accent-foreground',
  secondary: 'bg-muted text-muted-foreground',
  outline: 'border border-border text-foreground',
  success: 'bg-success-soft text-success-soft-foreground',
  warning: 'bg-warning-soft text-warning-soft-foreground',
  destructive: 'bg-destructive-soft text-destructive-soft-foreground',
};

export function Badge({ className, variant = 'default', ...rest }: HTMLAttributes<HTMLSpanElement> & { variant?: BadgeVariant }) {
  return (
    <span
      className={cn('inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium [&_svg]:size-3', variants[variant], className)}
      {...rest}
    />
  );
}
