import { AlertTriangle, CheckCircle2, Info, XCircle } from 'lucide-react';
import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export type AlertVariant = 'info' | 'success' | 'warning' | 'destructive';

const styles: Record<AlertVariant, string> = {
  info: 'border-primary/30 bg-accent text-accent-foreground',
  success: 'border-success/40 bg-success-soft text-success-soft-foreground',
  warning: 'border-warning/50 bg-warning-soft text-warning-soft-foreground',
  destructive: 'border-destructive/40 bg-destructive-soft text-destructive-soft-foreground',
};

const icons: Record<AlertVariant, ReactNode> = {
  info: <Info aria-hidden="true" />,
  success: <CheckCircle2 aria-hidden="true" />,
  warning: <AlertTriangle aria-hidden="true" />,
  destructive: <XCircle aria-hidden="true" />,
};

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  variant?: AlertVariant;
  title?: ReactNode;
  /** 'alert' interrupts screen readers (errors); 'status' is polite (default). */
  live?: 'alert' | 'status' | 'none';
}

/** A notice inside the page (the orange session-expired notice uses variant 'warning'). */
export function Alert({ variant = 'info', title, live = 'status', className, children, ...rest }: AlertProps) {
  return (
    <div
      role={live === 'none' ? undefined : live}
      className={cn('flex gap-3 rounded-xl border p-4 text-sm [&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:shrink-0', styles[variant], className)}
      {...rest}
    >
      {icons[variant]}
      <div className="flex flex-col gap-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className="leading-relaxed">{children}</div> : null}
      </div>
    </div>
  );
}
