import type { User } from '@learnstack/contracts';
import { Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { NotificationBell } from '../../features/notifications/index.ts';
import { UniversalSearch } from '../../features/search/index.ts';
import { cn } from '../../lib/cn.ts';
import { isNavItemActive, MAIN_NAV } from '../navigation.ts';
import { HeaderFrame } from './header-frame.tsx';
import { Logo } from './logo.tsx';
import { ThemeMenu } from './theme-menu.tsx';
import { UserMenu } from './user-menu.tsx';

/** Top bar of the signed-in app: logo, main nav (lg+; below it the bottom bar), theme menu, user menu. */
export function AppTopBar({ user }: { user: User }) {
  const { pathname } = useLocation();
  return (
    <HeaderFrame>
      <Logo />
      <nav aria-label="Main" className="ml-6 hidden lg:block">
        <ul className="flex items-center gap-1">
          {MAIN_NAV.map((item) => {
            const active = isNavItemActive(item, pathname) || (item.to === '/dashboard' && pathname === '/');
            const Icon = item.icon;
            return (
              <li key={item.to}>
                <Link
                  to={item.to}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'relative inline-flex h-9 items-center gap-2 rounded-lg px-3 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                    active ? 'bg-accent text-accent-foreground' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                  )}
                >
                  <Icon className="size-4" aria-hidden="true" />
                  {item.label}
                  {item.Badge ? (
                    <Suspense fallback={null}>
                      {/* Over the icon's corner, out of the flow: its late arrival moves no link. */}
                      <item.Badge className="absolute -top-0.5 left-5" />
                    </Suspense>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="ml-auto flex min-w-0 items-center gap-1 sm:gap-2 lg:flex-1 lg:justify-end">
        <UniversalSearch />
        <ThemeMenu />
        <NotificationBell />
        <UserMenu user={user} />
      </div>
    </HeaderFrame>
  );
}

