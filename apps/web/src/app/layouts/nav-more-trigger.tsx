import { ChevronDown } from 'lucide-react';
import { type ComponentProps, Suspense } from 'react';
import type { NavLinkItem } from '../navigation.ts';
import { navLinkClass } from './nav-link-style.ts';

/**
 * The 'More' button of the top bar: the menu's placeholder until the menu loads, then the radix
 * trigger. It carries the hidden links' badges (the due review cards), which would otherwise not show.
 */
export function NavMoreTrigger({ items, active, className, ...rest }: ComponentProps<'button'> & { items: NavLinkItem[]; active: boolean }) {
  return (
    <button type="button" className={navLinkClass(active)} {...rest}>
      More
      {items.map((item) =>
        item.Badge ? (
          <Suspense key={item.to} fallback={null}>
            <item.Badge />
          </Suspense>
        ) : null,
      )}
      <ChevronDown className="size-4" aria-hidden="true" />
    </button>
  );
}
