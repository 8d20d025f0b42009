import { Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../../components/ui/dropdown-menu.tsx';
import { isNavItemActive, type NavLinkItem } from '../navigation.ts';
import { NavMoreTrigger } from './nav-more-trigger.tsx';

/** The radix menu of the 'More' button; loaded on the button's first use, and open from its first render. */
export default function NavMoreDropdown({ items, active }: { items: NavLinkItem[]; active: boolean }) {
  const { pathname } = useLocation();
  return (
    <DropdownMenu defaultOpen modal={false}>
      <DropdownMenuTrigger asChild>
        <NavMoreTrigger items={items} active={active} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-52">
        {items.map((item) => {
          const Icon = item.icon;
          const current = isNavItemActive(item, pathname);
          return (
            <DropdownMenuItem key={item.to} asChild>
              <Link to={item.to} aria-current={current ? 'page' : undefined} className={current ? 'font-medium text-accent-foreground bg-accent' : undefined}>
                <Icon aria-hidden="true" />
                {item.label}
                {item.Badge ? (
                  <Suspense fallback={null}>
                    <item.Badge />
                  </Suspense>
                ) : null}
              </Link>
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
