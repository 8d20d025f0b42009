import { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { CookieConsent } from './layouts/cookie-consent.tsx';
import PublicLayout from './layouts/public-layout.tsx';
import LandingPage from './pages/landing-page.tsx';
import LoginPage from './pages/login-page.tsx';
import SignupPage from './pages/signup-page.tsx';
import { Providers } from './providers.tsx';

/**
 * The visitor's pages rendered at build time (build/prerender.ts) so they paint before any script
 * has run: the same components the client renders; start.tsx replaces this markup with the live
 * page in one commit once the app is ready, so nothing flashes.
 * - `file`: the HTML file the server sends for `path` to a browser without a session (the build
 *   lists them in `prerendered.json` for the server, apps/server/src/http/static.ts);
 * - `withQuery`: whether it is also the answer with a query. The sign-in page reads its query
 *   (`?timeout=true` adds a notice, `?step=two-factor` is another step), so not there;
 * - `start`: when the app's code loads: on the visitor's first interaction (pointing, touching,
 *   scrolling, typing, focusing). The landing page reads and links without it; a form needs it to
 *   submit, and a submit before it has run is held and replayed (build/boot.js, handover.ts). The
 *   sign-in and sign-up pages loaded it right after the first paint, which cost their first load
 *   the app's start on the main thread (decision 0053).
 * Each carries the cookie banner, as the app's root does: public/theme-init.js hides it before the
 * first paint when a choice is stored and answers its buttons until the app runs (decision 0046).
 */
export const PRERENDERED_PAGES = [
  { path: '/', file: 'landing.html', withQuery: true, start: 'interaction', Page: LandingPage },
  { path: '/login', file: 'login.html', withQuery: false, start: 'interaction', Page: LoginPage },
  { path: '/signup', file: 'signup.html', withQuery: false, start: 'interaction', Page: SignupPage },
] as const satisfies readonly { path: string; file: string; withQuery: boolean; start: 'interaction' | 'paint'; Page: ComponentType }[];

export type PrerenderedPath = (typeof PRERENDERED_PAGES)[number]['path'];

export function renderPage(path: PrerenderedPath): string {
  const page = PRERENDERED_PAGES.find((p) => p.path === path);
  if (!page) throw new Error(`${path} is not prerendered`);
  const { Page } = page;
  return renderToString(
    <Providers queryClient={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<PublicLayout />}>
            <Route path={path} element={<Page />} />
          </Route>
        </Routes>
        <CookieConsent animate={false} />
      </MemoryRouter>
    </Providers>,
  );
}
