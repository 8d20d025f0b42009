import { cn } from '../../lib/cn.ts';

const sizes = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-[3px]' } as const;

export interface SpinnerProps {
  size?: keyof typeof sizes;
  /** Announced to screen readers; `null` for a decorative spinner inside a labelled control. */
  label?: string | null;
  className?: string;
}

export function Spinner({ size = 'md', label = 'Loading', className }: SpinnerProps) {
  const circle = (
    <span
      aria-hidden="true"
      className={cn('inline-block animate-spin rounded-full border-current border-t-transparent', sizes[size], className)}
    />
  );
  if (label === null) return circle;
  return (
    <span role="status" className="inline-flex items-center">
      {circle}
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A spinner centred in the page, used while a route or the sign-in state loads. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] w-full items-center justify-center text-primary">
      <Spinner size="lg" label={label} />
    </div>
  );
}
