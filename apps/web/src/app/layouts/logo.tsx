import { GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';

export function LogoMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-sm', className)}
    >
      <GraduationCap className="size-5" />
    </span>
  );
}

/** The logo, linking home ('/' is the landing page for visitors and the dashboard when signed in). */
export function Logo() {
  return (
    <Link
      to="/"
      className="flex items-center gap-2 rounded-lg text-lg font-bold tracking-tight text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      aria-label="Learnstack home"
    >
      <LogoMark />
      <span aria-hidden="true" className="max-[399px]:hidden">Learnstack</span>
    </Link>
  );
}
