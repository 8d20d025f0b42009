import type { User } from '@learnstack/contracts';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { Providers } from '../app/providers.tsx';
import { buildRoutes } from '../app/router.tsx';
import { authKeys } from '../features/auth/keys.ts';
import { createQueryClient } from '../lib/query-client.ts';

export const TEST_USER: User = {
  id: 1,
  name: 'Ada Lovelace',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  profileImageUrl: null,
  createdAt: '2026-01-15T10:00:00.000Z',
  lastActive: '2026-11-22T08:00:00.000Z',
  hasCompletedOnboarding: true,
  isSupporter: false,
  role: 'user',
};

export const AUTH_CONFIG = { googleEnabled: false, sessionIdleMinutes: 30, supportEmail: 'help@learnstack.test', enableDonations: false, donationUrl: null };

export type Route = (init: RequestInit) => { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;

/**
 * Stubs fetch with answers by "METHOD /path" (or "/path" for GET). Unknown paths answer 404.
 * Returns the list of calls made.
 */
export function stubApi(routes: Record<string, Route | { status: number; body?: unknown }> = {}) {
  const calls: Array<{ method: string; path: string; init: RequestInit }> = [];
  const all: Record<string, Route | { status: number; body?: unknown }> = {
    '/api/auth/config': { status: 200, body: AUTH_CONFIG },
    '/api/csrf-token': { status: 200, body: { csrfToken: 'test-csrf' } },
    ...routes,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const method = (init.method ?? 'GET').toUpperCase();
      calls.push({ method, path: url.pathname + url.search, init });
      const route = all[`${method} ${url.pathname}`] ?? (method === 'GET' ? all[url.pathname] : undefined);
      const answer = typeof route === 'function' ? await route(init) : (route ?? { status: 404, body: { error: 'Not Found' } });
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

/** Renders the real route table for a sign-in state at `path`, in a memory router. */
export function renderRoutes(path: string, user: User | null) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(authKeys.user(), user);
  const router = createMemoryRouter(buildRoutes(user !== null), { initialEntries: [path] });
  const utils = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...utils, router, queryClient };
}

/** Renders a component inside the providers and a memory router at `path`. */
export function renderWithRouter(ui: ReactNode, path = '/', extraEntries: string[] = []) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter([{ path: '*', element: ui }], {
    initialEntries: [...extraEntries, path],
    initialIndex: extraEntries.length,
  });
  const utils = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...utils, router, queryClient };
}
