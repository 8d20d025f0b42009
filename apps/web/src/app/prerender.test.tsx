import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../lib/query-client.ts';
import { stubApi } from '../test/utils.tsx';
import { renderPage } from './prerender.tsx';
import { disposeAppRouter } from './router.tsx';
import { start } from './start.tsx';

// The app each test starts: unmounted after it, so none of its work runs once the test environment is gone.
let stopApp: (() => void) | undefined;

afterEach(() => {
  stopApp?.();
  stopApp = undefined;
  window.__learnstackHandover = undefined;
  window.history.pushState({}, '', '/');
  disposeAppRouter();
  queryClient.clear();
  document.body.replaceChildren();
});

describe('the prerendered landing page', () => {
  it('is the landing page itself: top bar, hero, sign-up links and footer, no loading state', () => {
    const html = renderPage('/');
    const doc = new DOMParser().parseFromString(`<div id="root">${html}</div>`, 'text/html');
    expect(doc.querySelector('h1')?.textContent).toMatch(/Learn Smarter/);
    expect([...doc.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(expect.arrayContaining(['/login', '/signup']));
    expect(doc.querySelector('main#main')).not.toBeNull();
    expect(doc.querySelector('footer')).not.toBeNull();
    expect(html).not.toMatch(/Loading/);
    // The cookie banner at first paint, with the hooks public/theme-init.js answers (decision 0046).
    const banner = doc.querySelector('section[aria-label="Cookie consent"][data-cookie-banner]');
    expect(banner?.textContent).toContain('No analytics or advertising cookies');
    // Painted in place: a slide-in from opacity 0 is not a paint the page's LCP counts.
    expect(banner?.className).not.toContain('animate-slide-up');
    expect([...(banner?.querySelectorAll('button') ?? [])].map((b) => [b.textContent, b.getAttribute('data-cookie-choice')])).toEqual([
      ['Reject', 'rejected'],
      ['Accept', 'accepted'],
    ]);
  });

  it('stays on screen until the app can replace it with the live page in one commit: never a spinner', async () => {
    stubApi({ '/api/auth/user': { status: 401, body: { error: 'Unauthorized' } } });
    const root = document.createElement('div');
    root.id = 'root';
    root.innerHTML = renderPage('/');
    document.body.append(root);
    const prerendered = root.querySelector('h1');
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      // A spinner ("Loading ..."); the offline banner's status region is there, empty, while online.
      if ([...root.querySelectorAll('[role="status"]')].some((e) => /Loading/.test(e.textContent ?? ''))) seen.push(root.textContent ?? '');
      if (!root.firstElementChild) seen.push('(empty)');
    });
    observer.observe(root, { childList: true, subtree: true });
    stopApp = start(root);
    await waitFor(() => expect(root.querySelector('h1')).not.toBe(prerendered));
    observer.disconnect();
    expect(screen.getByRole('heading', { level: 1, name: /Learn Smarter/ })).toBeTruthy();
    expect(seen).toEqual([]);
  });
});

describe('the prerendered sign-in and sign-up pages', () => {
  it('are the forms themselves, with the top bar and footer, no loading state', () => {
    for (const [path, heading, fields] of [
      ['/login', 'Welcome back', ['email', 'password']],
      ['/signup', 'Create your account', ['firstName', 'lastName', 'email', 'password', 'confirmPassword']],
    ] as const) {
      const doc = new DOMParser().parseFromString(`<div id="root">${renderPage(path)}</div>`, 'text/html');
      expect(doc.querySelector('h1')?.textContent, path).toMatch(heading);
      expect([...doc.querySelectorAll('form input[name]')].map((i) => i.getAttribute('name')), path).toEqual(expect.arrayContaining([...fields]));
      expect(doc.querySelector('footer'), path).not.toBeNull();
      // (The sign-up page's security question loads from the server: its own small loading state.)
      if (path === '/login') expect(doc.querySelector('main')?.textContent, path).not.toMatch(/Loading/);
    }
  });

  it('hands what was typed before the app ran, and the focus, to the live form, then lets the held click replay', async () => {
    const calls = stubApi({
      '/api/auth/user': { status: 401, body: { error: 'Unauthorized' } },
      'POST /api/auth/login': { status: 401, body: { error: 'Unauthorized', message: 'Invalid email or password' } },
    });
    window.history.pushState({}, '', '/login');
    const root = document.createElement('div');
    root.id = 'root';
    root.innerHTML = renderPage('/login');
    document.body.append(root);
    const typed = (name: string) => root.querySelector<HTMLInputElement>(`input[name="${name}"]`) as HTMLInputElement;
    const prerenderedEmail = typed('email');
    prerenderedEmail.value = 'ada@example.com';
    typed('password').focus();
    typed('password').value = 'correct horse';
    let replayedWith: { email: string; password: string } | undefined;
    window.__learnstackHandover = (live) => {
      replayedWith = { email: (live.querySelector('input[name="email"]') as HTMLInputElement).value, password: (live.querySelector('input[name="password"]') as HTMLInputElement).value };
      live.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
    };
    stopApp = start(root);
    await waitFor(() => expect(typed('email')).not.toBe(prerenderedEmail));
    expect(typed('email').value).toBe('ada@example.com');
    expect(typed('password').value).toBe('correct horse');
    expect(document.activeElement).toBe(typed('password'));
    await waitFor(() => expect(replayedWith).toEqual({ email: 'ada@example.com', password: 'correct horse' }));
    // The replayed submit went out with the values React now holds.
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/auth/login')).toHaveLength(1));
    const body = JSON.parse(String(calls.find((c) => c.path === '/api/auth/login')?.init.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ email: 'ada@example.com', password: 'correct horse' });
    expect((await screen.findAllByText('Invalid email or password')).length).toBeGreaterThan(0);
  });
});
