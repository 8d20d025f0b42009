import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import PublicLayout from './layouts/public-layout.tsx';
import LandingPage from './pages/landing-page.tsx';
import { Providers } from './providers.tsx';

/**
 * The visitor's landing page as HTML, rendered at build time (build/prerender.ts) so the page paints
 * before any script has run. It is the same components the client renders; start.tsx replaces this
 * markup with the live page in one commit once the app is ready, so nothing flashes.
 */
export function renderLanding(): string {
  return renderToString(
    <Providers queryClient={new QueryClient()}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route element={<PublicLayout />}>
            <Route index element={<LandingPage />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
}
