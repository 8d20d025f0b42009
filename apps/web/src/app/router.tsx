import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject, RouterProvider } from 'react-router';
import { OfflineBanner } from '../components/offline-banner.tsx';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { useCurrentUser } from '../features/auth/index.ts';
import { requestToaster } from '../lib/toaster-request.ts';
import { RouteErrorScreen } from './error-screen.tsx';
import { Root } from './root.tsx';

/**
 * Route tables by sign-in state: a visitor and a signed-in user see different pages at the same
 * paths (the home page, the account pages). Every page and both layouts load lazily.
 *
 * To add a page: write `src/app/pages/<name>-page.tsx` with a default export, add one line to
 * the table(s) whose users may open it, e.g.
 *   { path: 'plans', lazy: page(() => import('./pages/plans-page.tsx')) },
 * and, if it belongs in the shell, one line in navigation.ts.
 */

type PageModule = { default: ComponentType };

/**
 * A `lazy` route property loading a page module's default export. Pages may show toasts, so the
 * toaster loads with them; the landing page and its layout show none (`toaster: false`) and so
 * keep sonner out of the first page's script.
 */
export function page(load: () => Promise<PageModule>, { toaster = true }: { toaster?: boolean } = {}): RouteObject['lazy'] {
  return async () => {
    if (toaster) requestToaster();
    const mod = await load();
    return { Component: mod.default };
  };
}

const toDashboard = { element: <Navigate to="/dashboard" replace /> };

/** Pages both tables share (visitor and signed-in), rendered in each table's layout. */
const sharedPages: RouteObject[] = [
  { path: 'about', lazy: page(() => import('./pages/about-page.tsx')) },
  { path: 'legal', lazy: page(() => import('./pages/legal-page.tsx')) },
  { path: 'privacy-policy', lazy: page(() => import('./pages/privacy-policy-page.tsx')) },
  { path: 'terms-of-service', lazy: page(() => import('./pages/terms-of-service-page.tsx')) },
  { path: 'cookie-policy', lazy: page(() => import('./pages/cookie-policy-page.tsx')) },
  { path: 'security', lazy: page(() => import('./pages/security-page.tsx')) },
  { path: 'faq', lazy: page(() => import('./pages/faq-page.tsx')) },
  { path: 'help', lazy: page(() => import('./pages/help-page.tsx')) },
  { path: 'contact', lazy: page(() => import('./pages/contact-page.tsx')) },
  { path: 'donate', lazy: page(() => import('./pages/donate-page.tsx')) },
  // Plans: signed out, these pages show 'Please Sign In' and go to /login after 500 ms.
  { path: 'plans', lazy: page(() => import('./pages/plans-page.tsx')) },
  { path: 'my-plans', lazy: page(() => import('./pages/plans-page.tsx')) },
  { path: 'plan/:slug', lazy: page(() => import('./pages/plan-page.tsx')) },
  { path: 'invite/:inviteToken', lazy: page(() => import('./pages/invite-page.tsx')) },
  { path: 'video/:id', lazy: page(() => import('./pages/video-page.tsx')) },
  { path: 'playlist-preview/:playlistId', lazy: page(() => import('./pages/playlist-preview-page.tsx')) },
  { path: 'explore', lazy: page(() => import('./pages/explore-page.tsx')) },
  { path: 'shared/:shareToken', lazy: page(() => import('./pages/shared-plan-page.tsx')) },
  { path: 'shared-plan/:shareToken', lazy: page(() => import('./pages/shared-plan-page.tsx').then((m) => ({ default: m.SharedPlanRedirect }))) },
  { path: 'shared-group/:groupId', lazy: page(() => import('./pages/shared-group-page.tsx')) },
  { path: 'progress', lazy: page(() => import('./pages/progress-page.tsx')) },
  { path: 'achievements', lazy: page(() => import('./pages/achievements-page.tsx')) },
  { path: 'certificates/:certificateId', lazy: page(() => import('./pages/certificate-page.tsx')) },
];

/** The admin area, in both tables and outside the app's layouts; the server guards every admin call. */
const adminPages: RouteObject[] = [
  { path: 'admin/login', lazy: page(() => import('./pages/admin-login-page.tsx')) },
  { path: 'admin/dashboard', lazy: page(() => import('./pages/admin-dashboard-page.tsx')) },
  { path: 'admin', element: <Navigate to="/admin/dashboard" replace /> },
];

const notFound: RouteObject = { path: '*', lazy: page(() => import('./pages/not-found-page.tsx')) };

export const signedInPages: RouteObject[] = [
  { index: true, lazy: page(() => import('./pages/dashboard-page.tsx')) },
  { path: 'dashboard', lazy: page(() => import('./pages/dashboard-page.tsx')) },
  { path: 'library', lazy: page(() => import('./pages/library-page.tsx')) },
  { path: 'profile', lazy: page(() => import('./pages/profile-page.tsx')) },
  { path: 'review', lazy: page(() => import('./pages/review-page.tsx')) },
  { path: 'profile/security', lazy: page(() => import('./pages/security-settings-page.tsx')) },
  ...sharedPages,
  // Account pages are for visitors: a signed-in user goes to the dashboard.
  { path: 'login', ...toDashboard },
  { path: 'signup', ...toDashboard },
  { path: 'forgot-password', ...toDashboard },
  { path: 'reset-password', ...toDashboard },
  notFound,
];

export const signedOutPages: RouteObject[] = [
  { index: true, lazy: page(() => import('./pages/landing-page.tsx'), { toaster: false }) },
  { path: 'login', lazy: page(() => import('./pages/login-page.tsx')) },
  { path: 'signup', lazy: page(() => import('./pages/signup-page.tsx')) },
  { path: 'forgot-password', lazy: page(() => import('./pages/forgot-password-page.tsx')) },
  { path: 'reset-password', lazy: page(() => import('./pages/reset-password-page.tsx')) },
  { path: 'library', lazy: page(() => import('./pages/library-page.tsx')) },
  ...sharedPages,
  notFound,
];

/** The whole route tree for one sign-in state. */
export function buildRoutes(signedIn: boolean): RouteObject[] {
  const layout: RouteObject = signedIn
    ? { lazy: page(() => import('./layouts/app-layout.tsx')) }
    : { lazy: page(() => import('./layouts/public-layout.tsx'), { toaster: false }) };
  return [
    {
      path: '/',
      element: <Root />,
      errorElement: <RouteErrorScreen />,
      hydrateFallbackElement: <PageSpinner />,
      children: [
        { errorElement: <RouteErrorScreen />, children: adminPages },
        {
          ...layout,
          // Pages fail inside the layout, so the top bar and footer stay usable.
          children: [{ errorElement: <RouteErrorScreen />, children: signedIn ? signedInPages : signedOutPages }],
        },
      ],
    },
  ];
}

/**
 * Chooses the route table by sign-in state; a spinner shows while it loads. A change of state
 * (sign in, sign out) builds a new router at the current address.
 */
type AppBrowserRouter = ReturnType<typeof createBrowserRouter>;
let current: { signedIn: boolean; router: AppBrowserRouter } | null = null;

/** One router per sign-in state, kept across renders (and StrictMode's double renders). */
function routerFor(signedIn: boolean): AppBrowserRouter {
  if (current?.signedIn === signedIn) return current.router;
  current?.router.dispose();
  current = { signedIn, router: createBrowserRouter(buildRoutes(signedIn)) };
  return current.router;
}

/**
 * Resolves once the router for this sign-in state has loaded the current address's route modules,
 * so the first render shows the page itself (start.tsx, over the prerendered landing page).
 */
export function appRouterReady(signedIn: boolean): Promise<void> {
  const router = routerFor(signedIn);
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** Forgets the router (tests, and a full reset of the app). */
export function disposeAppRouter(): void {
  current?.router.dispose();
  current = null;
}

export function AppRouter() {
  const { user, isLoading } = useCurrentUser();
  const signedIn = user !== null;
  return (
    <>
      {isLoading ? <PageSpinner label="Loading your session" /> : <RouterProvider key={signedIn ? 'in' : 'out'} router={routerFor(signedIn)} />}
      {/* Outside the routes: it shows over the session spinner and an error screen too (an app opened offline waits on both). */}
      <OfflineBanner aboveBottomBar={signedIn} />
    </>
  );
}
