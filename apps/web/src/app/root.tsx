import { useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { useCurrentUser } from '../features/auth/index.ts';
import { cleanupCorruptStorage } from '../lib/storage.ts';
import { CookieConsent } from './layouts/cookie-consent.tsx';

/** On every route change: scroll to the top and remove corrupt local-storage values (a broken value would break the next page). */
export function RouteChangeEffects() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect is the reaction to a new pathname
  useEffect(() => {
    try {
      window.scrollTo(0, 0);
    } catch {
      // not available (tests)
    }
    cleanupCorruptStorage();
  }, [pathname]);
  return null;
}

/** A thin bar at the top while the next page's code loads. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div className="fixed inset-x-0 top-0 z-[70] h-0.5 overflow-hidden bg-primary/20" role="progressbar" aria-label="Loading page">
      <div className="h-full w-1/3 animate-[nav-progress_1s_ease-in-out_infinite] bg-primary" />
    </div>
  );
}

/** Root route element: route-change effects, the page, the cookie banner. */
export function Root() {
  const { user } = useCurrentUser();
  return (
    <>
      <RouteChangeEffects />
      <NavigationProgress />
      <Outlet />
      <CookieConsent aboveBottomBar={user !== null} />
    </>
  );
}
