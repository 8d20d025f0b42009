import type { User } from '@learnstack/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { authKeys } from '../../features/auth/keys.ts';
import { createTestQueryClient, makeUser, renderPage, resetToasts, stubFetch } from '../../features/auth/testing/render.tsx';
import { __resetApiClientForTests } from '../../lib/api.ts';
import InvitePage from './invite-page.tsx';

const TOKEN = 'tok_abc123';
const INVITE_PATH = `/api/friends/invite/${TOKEN}`;
const fromUser = { firstName: 'Grace', lastName: 'Hopper', name: 'Grace Hopper', profileImageUrl: null };

function invite(status: 'pending' | 'accepted' | 'canceled' | 'expired') {
  return { body: { fromUser, expiresAt: '2030-03-04T12:00:00.000Z', status } };
}

function render(user: User | null) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(authKeys.user(), user);
  return renderPage(<InvitePage />, {
    route: `/invite/${TOKEN}`,
    path: '/invite/:inviteToken',
    queryClient,
    routes: { '/dashboard': <h1>Dashboard page</h1>, '/signup': <h1>Signup page</h1> },
  });
}

beforeEach(() => {
  __resetApiClientForTests();
  resetToasts();
});

describe('InvitePage', () => {
  it("an unknown token (404) is 'Invalid Invitation'", async () => {
    stubFetch({ [`GET ${INVITE_PATH}`]: { status: 404, body: { code: 'NOT_FOUND', message: 'Invalid Invitation' } } });
    render(null);
    expect(await screen.findByRole('heading', { name: 'Invalid Invitation' })).toBeTruthy();
    expect(localStorage.getItem('pendingInviteToken')).toBeNull();
  });

  it("a canceled invite is 'Invalid Invitation', and a stored copy of its token is forgotten", async () => {
    localStorage.setItem('pendingInviteToken', TOKEN);
    stubFetch({ [`GET ${INVITE_PATH}`]: invite('canceled') });
    render(null);
    expect(await screen.findByRole('heading', { name: 'Invalid Invitation' })).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem('pendingInviteToken')).toBeNull());
    expect(screen.queryByRole('link', { name: /Join/ })).toBeNull();
  });

  it("an expired invite is 'Invitation Expired'", async () => {
    stubFetch({ [`GET ${INVITE_PATH}`]: invite('expired') });
    render(makeUser());
    expect(await screen.findByRole('heading', { name: 'Invitation Expired' })).toBeTruthy();
    expect(screen.getByText(/Ask Grace Hopper to send you a new one/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept Invitation' })).toBeNull();
  });

  it("an accepted invite is 'Invitation Already Used'", async () => {
    stubFetch({ [`GET ${INVITE_PATH}`]: invite('accepted') });
    render(null);
    expect(await screen.findByRole('heading', { name: 'Invitation Already Used' })).toBeTruthy();
  });

  it('signed out: shows the inviter and expiry, stores the token, and offers Join and Sign In Instead', async () => {
    stubFetch({ [`GET ${INVITE_PATH}`]: invite('pending') });
    render(null);
    expect(await screen.findByRole('heading', { name: 'Grace Hopper invited you to connect on Learnstack' })).toBeTruthy();
    expect(screen.getByText('GH')).toBeTruthy();
    expect(screen.getByText(/Expires on/).textContent).toMatch(/2030/);
    await waitFor(() => expect(localStorage.getItem('pendingInviteToken')).toBe(TOKEN));
    expect(screen.getByRole('link', { name: 'Join' }).getAttribute('href')).toBe('/signup');
    expect(screen.getByRole('link', { name: 'Sign In Instead' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: 'Accept Invitation' })).toBeNull();

    localStorage.removeItem('pendingInviteToken');
    fireEvent.click(screen.getByRole('link', { name: 'Join' }));
    expect(await screen.findByText('Signup page')).toBeTruthy();
    expect(localStorage.getItem('pendingInviteToken')).toBe(TOKEN);
  });

  it("signed in: Accept Invitation sends the token, welcomes, and goes to /dashboard", async () => {
    localStorage.setItem('pendingInviteToken', TOKEN);
    const api = stubFetch({
      [`GET ${INVITE_PATH}`]: invite('pending'),
      'POST /api/friends/invite/accept': { body: { message: 'ok', friend: { id: 2, name: 'Grace Hopper', firstName: 'Grace', lastName: 'Hopper', email: 'g@example.com', profileImageUrl: null } } },
    });
    render(makeUser());
    fireEvent.click(await screen.findByRole('button', { name: 'Accept Invitation' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/friends/invite/accept')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/friends/invite/accept')[0]?.body).toEqual({ inviteToken: TOKEN });
    expect(await screen.findByText('Welcome to the network! 🎉')).toBeTruthy();
    expect(screen.getByText("You've been connected with your friend")).toBeTruthy();
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
    expect(localStorage.getItem('pendingInviteToken')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Join' })).toBeNull();
  });

  it("signed in: a failure says 'Failed to accept invite. Please try again.' and stays", async () => {
    stubFetch({ [`GET ${INVITE_PATH}`]: invite('pending'), 'POST /api/friends/invite/accept': { status: 500, body: {} } });
    render(makeUser());
    fireEvent.click(await screen.findByRole('button', { name: 'Accept Invitation' }));
    expect(await screen.findByText('Failed to accept invite. Please try again.')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(`/invite/${TOKEN}`);
  });

  it('signed in: an invite used meanwhile turns into the dead end after the failed accept', async () => {
    let used = false;
    stubFetch({
      [`GET ${INVITE_PATH}`]: () => invite(used ? 'accepted' : 'pending'),
      'POST /api/friends/invite/accept': () => {
        used = true;
        return { status: 410, body: { code: 'INVITE_USED', message: 'Invitation Already Used' } };
      },
    });
    render(makeUser());
    fireEvent.click(await screen.findByRole('button', { name: 'Accept Invitation' }));
    expect(await screen.findByRole('heading', { name: 'Invitation Already Used' })).toBeTruthy();
  });
});
