import type { User } from '@learnstack/contracts';
import { Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { NotificationBell } from '../../features/notifications/index.ts';
import { UniversalSearch } from '../../features/search/index.ts';
import { isNavItemActive, MAIN_NAV } from '../navigation.ts';
import { HeaderFrame } from './header-frame.tsx';
import { Logo } from './logo.tsx';
import { navLinkClass } from './nav-link-style.ts';
import { NavMoreMenu } from './nav-more-menu.tsx';
import { ThemeMenu } from './theme-menu.tsx';
import { UserMenu } from './user-menu.tsx';

/**
 * Links shown in the bar from lg (1024 px) to xl (1280 px); the rest are in the 'More' menu there.
 * From xl the search is a field and every link fits beside it (decision 0048).
 */
const LINKS_BELOW_XL = 4;

/** Top bar of the signed-in app: logo, main nav (lg+; below it the bottom bar), search, theme menu, bell, user menu. */
export function AppTopBar({ user }: { user: User }) {
  const { pathname } = useLocation();
  return (
    <HeaderFrame>
      <Logo />
      <nav aria-label="Main" className="ml-6 hidden lg:block">
        <ul className="flex items-center gap-1">
          {MAIN_NAV.map((item, index) => {
            const active = isNavItemActive(item, pathname) || (item.to === '/dashboard' && pathname === '/');
            const Icon = item.icon;
            return (
              <li key={item.to} className={index >= LINKS_BELOW_XL ? 'hidden xl:block' : undefined}>
                <Link to={item.to} aria-current={active ? 'page' : undefined} className={navLinkClass(active)}>
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
          <li className="xl:hidden">
            <NavMoreMenu items={MAIN_NAV.slice(LINKS_BELOW_XL)} />
          </li>
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

