import { cn } from '../../lib/cn.ts';

export interface ProgressProps {
  /** 0 to max. */
  value: number;
  max?: number;
  /** Accessible name, e.g. 'Plan progress'. */
  label: string;
  /** Shows 'NN%' beside the bar. */
  showValue?: boolean;
  className?: string;
}

export function Progress({ value, max = 100, label, showValue = false, className }: ProgressProps) {
  const safeMax = max > 0 ? max : 100;
  const clamped = Math.min(Math.max(Number.isFinite(value) ? value : 0, 0), safeMax);
  const percent = Math.round((clamped / safeMax) * 100);
  return (
    <div className={cn('flex items-center gap-3', className)}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={safeMax}
        aria-valuenow={clamped}
        aria-valuetext={`${percent}%`}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-[width] duration-500" style={{ width: `${percent}%` }} />
      </div>
      {showValue ? <span className="w-10 shrink-0 text-right text-xs font-medium tabular-nums text-muted-foreground">{percent}%</span> : null}
    </div>
  );
}
