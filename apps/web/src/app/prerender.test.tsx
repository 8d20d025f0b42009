import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../lib/query-client.ts';
import { stubApi } from '../test/utils.tsx';
import { renderLanding } from './prerender.tsx';
import { disposeAppRouter } from './router.tsx';
import { start } from './start.tsx';

afterEach(() => {
  disposeAppRouter();
  queryClient.clear();
  document.body.replaceChildren();
});

describe('the prerendered landing page', () => {
  it('is the landing page itself: top bar, hero, sign-up links and footer, no loading state', () => {
    const html = renderLanding();
    const doc = new DOMParser().parseFromString(`<div id="root">${html}</div>`, 'text/html');
    expect(doc.querySelector('h1')?.textContent).toMatch(/Learn Smarter/);
    expect([...doc.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(expect.arrayContaining(['/login', '/signup']));
    expect(doc.querySelector('main#main')).not.toBeNull();
    expect(doc.querySelector('footer')).not.toBeNull();
    expect(html).not.toMatch(/Loading/);
  });

  it('stays on screen until the app can replace it with the live page in one commit: never a spinner', async () => {
    stubApi({ '/api/auth/user': { status: 401, body: { error: 'Unauthorized' } } });
    const root = document.createElement('div');
    root.id = 'root';
    root.innerHTML = renderLanding();
    document.body.append(root);
    const prerendered = root.querySelector('h1');
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      // A spinner ("Loading ..."); the offline banner's status region is there, empty, while online.
      if ([...root.querySelectorAll('[role="status"]')].some((e) => /Loading/.test(e.textContent ?? ''))) seen.push(root.textContent ?? '');
      if (!root.firstElementChild) seen.push('(empty)');
    });
    observer.observe(root, { childList: true, subtree: true });
    start(root);
    await waitFor(() => expect(root.querySelector('h1')).not.toBe(prerendered));
    observer.disconnect();
    expect(screen.getByRole('heading', { level: 1, name: /Learn Smarter/ })).toBeTruthy();
    expect(seen).toEqual([]);
  });
});
