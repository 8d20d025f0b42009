import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '../../lib/cn.ts';

export const fieldClasses =
  'w-full rounded-lg border border-input bg-card px-3 text-sm text-foreground shadow-xs transition-colors ' +
  'placeholder:text-muted-foreground ' +
  'focus-visible:outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 ' +
  'disabled:cursor-not-allowed disabled:opacity-60 ' +
  'aria-invalid:border-destructive aria-invalid:ring-destructive/30';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

export function Input({ className, type = 'text', ...rest }: InputProps) {
  return <input type={type} className={cn(fieldClasses, 'h-10 py-2', className)} {...rest} />;
}
