import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../lib/query-client.ts';
import { renderRoutes, stubApi, TEST_USER } from '../test/utils.tsx';
import { Providers } from './providers.tsx';
import { AppRouter, disposeAppRouter } from './router.tsx';

const interests = { '/api/user/learning-interests': { status: 200, body: { interests: ['data', 'design'] } } };

afterEach(() => {
  disposeAppRouter();
  window.history.replaceState(null, '', '/');
});

describe('route table when signed out', () => {
  it('shows the landing page at /', async () => {
    stubApi();
    renderRoutes('/', null);
    expect(await screen.findByRole('heading', { level: 1, name: /Learn Smarter, Not Harder!/ })).toBeTruthy();
    const hrefs = (name: string) => screen.getAllByRole('link', { name }).map((l) => l.getAttribute('href'));
    expect(hrefs('Sign In')).toContain('/login');
    expect(new Set(hrefs('Sign In'))).toEqual(new Set(['/login']));
    expect(hrefs('Sign Up')).toEqual(['/signup']);
    // The five feature cards and the eight categories.
    expect(screen.getByRole('heading', { name: 'Custom learning plans' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Learn with others' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Data Science and Analytics' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Business and Management' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /Get Started for Free/ })[0]?.getAttribute('href')).toBe('/signup');
  });

  it('shows the not-found page at /dashboard (the dashboard is not in the visitor table)', async () => {
    stubApi();
    renderRoutes('/dashboard', null);
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
  });

  it('serves the account pages', async () => {
    stubApi();
    const { router } = renderRoutes('/login', null);
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    await waitFor(() => expect(document.querySelector('main')).toBeTruthy());
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByRole('heading', { name: 'Page Not Found' })).toBeNull();
  });

  it('asks visitors to sign in on /help', async () => {
    stubApi();
    renderRoutes('/help', null);
    expect(await screen.findByRole('heading', { name: 'Help Center' })).toBeTruthy();
    expect(
      screen.getByText('Please sign in to access the help center and learn about all the amazing features the product has to offer.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In to Continue' }).getAttribute('href')).toBe('/login');
  });
});

describe('route table when signed in', () => {
  it.each(['/', '/dashboard'])('shows the dashboard at %s, greeting by first name with the chosen interests', async (path) => {
    stubApi(interests);
    renderRoutes(path, TEST_USER);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada!' })).toBeTruthy();
    expect(await screen.findByText('Data Science and Analytics')).toBeTruthy();
    expect(screen.getByText('Graphic Design and Arts')).toBeTruthy();
    expect(screen.queryByText('Business and Management')).toBeNull();
  });

  it('sends a signed-in user from /login to /dashboard', async () => {
    stubApi(interests);
    const { router } = renderRoutes('/login', TEST_USER);
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ada!' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('shows the full help center', async () => {
    stubApi();
    renderRoutes('/help', TEST_USER);
    expect(await screen.findByRole('link', { name: /Back to Dashboard/ })).toBeTruthy();
    expect(screen.getByText(/0.5x to 2x/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Quick start' })).toBeTruthy();
  });

  it('shows the not-found page for paths outside the table', async () => {
    stubApi();
    renderRoutes('/no-such-page', TEST_USER);
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
  });

  it('runs the storage cleanup on every route change', async () => {
    stubApi(interests);
    const { router } = renderRoutes('/dashboard', TEST_USER);
    await screen.findByRole('heading', { name: 'Welcome back, Ada!' });
    localStorage.setItem('video_progress_3', 'undefined');
    localStorage.setItem('ui-theme', 'light');
    await act(() => router.navigate('/about'));
    await screen.findByRole('heading', { name: 'About Learnstack' });
    expect(localStorage.getItem('video_progress_3')).toBeNull();
    expect(localStorage.getItem('ui-theme')).toBe('light');
  });
});

describe('AppRouter', () => {
  it('shows a spinner while the sign-in state loads, then the visitor table when /api/auth/user says 401', async () => {
    let answer: (() => void) | undefined;
    const gate = new Promise<void>((resolve) => {
      answer = resolve;
    });
    stubApi({ '/api/auth/user': { status: 401, body: { error: 'Unauthorized' } } });
    const stubbed = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).startsWith('/api/auth/user')) await gate;
      return stubbed(input, init);
    }) as typeof fetch;
    render(
      <Providers queryClient={createQueryClient()}>
        <AppRouter />
      </Providers>,
    );
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('Loading your session');
    answer?.();
    expect(await screen.findByRole('heading', { level: 1, name: /Learn Smarter/ })).toBeTruthy();
  });

  it('signs out from the user menu: POST /api/auth/logout with the CSRF token, then the login page', async () => {
    let signedIn = true;
    const calls = stubApi({
      ...interests,
      '/api/auth/user': () => (signedIn ? { status: 200, body: TEST_USER } : { status: 401, body: { error: 'Unauthorized' } }),
      'POST /api/auth/logout': () => {
        signedIn = false;
        return { status: 200, body: { message: 'Logged out' } };
      },
    });
    window.history.replaceState(null, '', '/dashboard');
    render(
      <Providers queryClient={createQueryClient()}>
        <AppRouter />
      </Providers>,
    );
    const trigger = await screen.findByRole('button', { name: 'AL, account menu for Ada Lovelace' });
    fireEvent.keyDown(trigger, { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));

    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    const logout = calls.find((c) => c.method === 'POST' && c.path === '/api/auth/logout');
    expect(new Headers(logout?.init.headers).get('X-CSRF-Token')).toBe('test-csrf');
    await waitFor(() => expect(screen.queryByRole('button', { name: /Account menu/ })).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Page Not Found' })).toBeNull();
  });
});
