import { cn } from '../../lib/cn.ts';

/** A link of the top bar's main nav, and the 'More' button that holds the links with no room. */
export function navLinkClass(active: boolean): string {
  return cn(
    'relative inline-flex h-9 items-center gap-2 whitespace-nowrap rounded-lg px-3 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
    active ? 'bg-accent text-accent-foreground' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
  );
}
