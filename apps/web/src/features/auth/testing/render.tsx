import type { User } from '@learnstack/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Toaster, toast } from 'sonner';
import { vi } from 'vitest';

/** Sonner keeps toasts in a module-wide store: dismiss them so one test's toasts do not show in the next. */
export function resetToasts(): void {
  toast.dismiss();
}

/** A query client without retries, so a failing call fails at once in a test. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY }, mutations: { retry: false } },
  });
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderOptions {
  route?: string;
  queryClient?: QueryClient;
  /** Extra routes (path → element) beside the page under test, which is rendered at `path`. */
  routes?: Record<string, ReactNode>;
  path?: string;
}

/** Renders `ui` with a query client, a memory router, a location probe and the toaster. */
export function renderPage(ui: ReactElement, { route = '/', queryClient = createTestQueryClient(), routes = {}, path = '*' }: RenderOptions = {}) {
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
          {Object.entries(routes).map(([p, element]) => (
            <Route key={p} path={p} element={element} />
          ))}
        </Routes>
        <LocationProbe />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

export interface StubReply {
  status?: number;
  body?: unknown;
}

export type StubHandler = (request: { method: string; path: string; body: unknown }) => StubReply | Promise<StubReply> | undefined;

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Replaces fetch with a router over `handlers` ("METHOD /path" → reply or function). The CSRF
 * token route answers by default. An unknown route fails the test loudly (a 599 reply).
 * A handler may throw to simulate a network error.
 */
export function stubFetch(handlers: Record<string, StubReply | StubHandler | Array<StubReply | StubHandler>>) {
  const calls: RecordedCall[] = [];
  const counters = new Map<string, number>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^https?:\/\/[^/]+/, '');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path, body });
    const key = `${method} ${path.split('?')[0]}`;
    let entry = handlers[key] ?? matchPattern(handlers, key);
    if (entry === undefined && key === 'GET /api/csrf-token') entry = { body: { csrfToken: 'test-csrf-token' } };
    if (Array.isArray(entry)) {
      const n = counters.get(key) ?? 0;
      counters.set(key, n + 1);
      entry = entry[Math.min(n, entry.length - 1)];
    }
    if (entry === undefined) return jsonResponse(599, { error: `No stub for ${key}` });
    const reply = typeof entry === 'function' ? await entry({ method, path, body }) : entry;
    return jsonResponse(reply?.status ?? 200, reply?.body ?? {});
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    calls,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path.split('?')[0] === path),
  };
}

function matchPattern<T>(handlers: Record<string, T>, key: string): T | undefined {
  for (const [pattern, value] of Object.entries(handlers)) {
    if (!pattern.includes('*')) continue;
    const re = new RegExp(`^${pattern.split('*').map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('[^?]*')}$`);
    if (re.test(key)) return value;
  }
  return undefined;
}

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    name: 'Ada Lovelace',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    profileImageUrl: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    lastActive: '2026-01-01T00:00:00.000Z',
    hasCompletedOnboarding: true,
    isSupporter: false,
    role: 'user',
    ...overrides,
  };
}

export const AUTH_CONFIG = { googleEnabled: false, sessionIdleMinutes: 30, supportEmail: 'support@example.com', enableDonations: false, donationUrl: null };
