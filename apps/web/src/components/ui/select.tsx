import { ChevronDown } from 'lucide-react';
import type { Ref, SelectHTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';
import { fieldClasses } from './input.tsx';

export interface NativeSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A styled native <select>: the platform's own keyboard and screen-reader behaviour, and the
 * phone's picker on mobile. Pass <option> children; label it with <Label htmlFor>.
 */
export function NativeSelect({ className, children, ...rest }: NativeSelectProps) {
  return (
    <div className="relative">
      <select className={cn(fieldClasses, 'h-10 appearance-none py-2 pr-9', className)} {...rest}>
        {children}
      </select>
      <ChevronDown className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
    </div>
  );
}
