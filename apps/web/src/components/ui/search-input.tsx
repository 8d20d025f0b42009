import { Search } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { Input, type InputProps } from './input.tsx';

export interface SearchInputProps extends Omit<InputProps, 'type'> {
  /** Classes of the box around the icon and the field (its width, for one). */
  wrapperClassName?: string;
}

/** A search field with the magnifier inside it. Its label is the caller's (a <Label> or aria-label). */
export function SearchInput({ wrapperClassName, className, ...rest }: SearchInputProps) {
  return (
    <div className={cn('relative', wrapperClassName)}>
      <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <Input type="search" className={cn('pl-9', className)} {...rest} />
    </div>
  );
}
