import { Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { isNavItemActive, MOBILE_NAV } from '../navigation.ts';

/** Bottom navigation bar below the md breakpoint. */
export function MobileNav() {
  const { pathname } = useLocation();
  return (
    <nav
      aria-label="Mobile"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-card/95 pb-[env(safe-area-inset-bottom)] backdrop-blur supports-[backdrop-filter]:bg-card/85 lg:hidden"
    >
      <ul className="mx-auto flex max-w-md items-stretch justify-around">
        {MOBILE_NAV.map((item) => {
          const active = isNavItemActive(item, pathname) || (item.to === '/dashboard' && pathname === '/');
          const Icon = item.icon;
          return (
            <li key={item.to} className="flex-1">
              <Link
                to={item.to}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'relative flex h-16 flex-col items-center justify-center gap-1 text-xs font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring',
                  active ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
                )}
              >
                <Icon className="size-5" aria-hidden="true" />
                <span className="inline-flex items-center">
                  {item.label}
                  {item.Badge ? (
                    <Suspense fallback={null}>
                      {/* Over the icon's corner, out of the flow: its late arrival moves no label. */}
                      <item.Badge className="absolute left-1/2 top-1.5 ml-1" />
                    </Suspense>
                  ) : null}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
