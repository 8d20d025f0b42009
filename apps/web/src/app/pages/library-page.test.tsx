import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authKeys } from '../../features/auth/keys.ts';
import { createTestQueryClient, makeUser, renderPage, resetToasts, stubFetch } from '../../features/auth/testing/render.tsx';
import { __resetApiClientForTests } from '../../lib/api.ts';
import { renderRoutes, stubApi, TEST_USER } from '../../test/utils.tsx';
import { disposeAppRouter } from '../router.tsx';
import LibraryPage from './library-page.tsx';

const friendsApi = {
  'GET /api/friends': { body: [] },
  'GET /api/friends/requests': { body: [] },
  'GET /api/friends/invites': { body: [] },
  'GET /api/friends/invites-for-me': { body: [] },
};

function render(route: string, signedIn = true) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(authKeys.user(), signedIn ? makeUser() : null);
  return renderPage(<LibraryPage />, { route, path: '/library', queryClient });
}

beforeEach(() => {
  __resetApiClientForTests();
  resetToasts();
});

afterEach(() => {
  disposeAppRouter();
});

describe('LibraryPage', () => {
  it("signed out: 'Sign In Required' with a Sign In button to /login", () => {
    render('/library', false);
    expect(screen.getByRole('heading', { name: 'Sign In Required' })).toBeTruthy();
    expect(screen.getByText('Please sign in to view your video library.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
  });

  it('opens the tab named in ?tab= and the friends card view named in ?view=', async () => {
    stubFetch(friendsApi);
    render('/library?tab=friends&view=invite');
    expect(screen.getByRole('heading', { level: 1, name: 'Learning Hub' })).toBeTruthy();
    const hub = screen.getByRole('tablist', { name: 'Learning Hub' });
    expect(within(hub).getByRole('tab', { name: 'Friends' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByLabelText("Friend's email")).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Invite Friends/ }).getAttribute('aria-selected')).toBe('true');
  });

  it('falls back to the first tab for an unknown ?tab=, and keeps the card tab in the address', async () => {
    stubFetch(friendsApi);
    render('/library?tab=nonsense');
    expect(await screen.findByText('No friends yet')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('tab', { name: /Requests/ }), { button: 0 });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/library?tab=nonsense&view=requests'));
    expect(await screen.findByText('No pending requests')).toBeTruthy();
  });

  it('is in both route tables, and the signed-in top bar links to it', async () => {
    stubApi({ '/api/notifications': { status: 200, body: { notifications: [], unreadCount: 0 } }, '/api/friends': { status: 200, body: [] } });
    renderRoutes('/library', TEST_USER);
    expect(await screen.findByRole('heading', { level: 1, name: 'Learning Hub' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Library' }).getAttribute('href')).toBe('/library');
    expect(within(nav).getByRole('link', { name: 'Library' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
  });

  it('signed out, the route shows Sign In Required', async () => {
    stubApi();
    renderRoutes('/library', null);
    expect(await screen.findByRole('heading', { name: 'Sign In Required' })).toBeTruthy();
  });
});
