import type { SentInvite } from '@learnstack/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { __resetApiClientForTests } from '../../../lib/api.ts';
import { renderPage, resetToasts, stubFetch, type StubReply } from '../../auth/testing/render.tsx';
import { FriendsNetworkCard } from './friends-network-card.tsx';
import { notificationKeys } from '../../notifications/keys.ts';

const grace = { id: 2, name: 'Grace Hopper', firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', profileImageUrl: null };
const alan = { id: 3, name: 'alan', firstName: null, lastName: null, email: 'alan@example.com', profileImageUrl: null };
const LATER = '2030-01-08T00:00:00.000Z';

function sent(id: number, status: SentInvite['status']): SentInvite {
  return { id, toEmail: `${status}@example.com`, status, createdAt: '2030-01-01T00:00:00.000Z', expiresAt: LATER };
}

function lists(overrides: Record<string, StubReply | ((...a: never[]) => StubReply)> = {}) {
  return {
    'GET /api/friends': { body: [grace] },
    'GET /api/friends/requests': { body: [{ id: 7, requester: alan, createdAt: '2030-01-01T00:00:00.000Z' }] },
    'GET /api/friends/invites': { body: [] },
    'GET /api/friends/invites-for-me': { body: [] },
    'GET /api/notifications': { body: { notifications: [], unreadCount: 0 } },
    ...overrides,
  };
}

/** Radix tabs switch on mouse down. */
function openTab(name: RegExp) {
  fireEvent.mouseDown(screen.getByRole('tab', { name }), { button: 0 });
}

beforeEach(() => {
  __resetApiClientForTests();
  resetToasts();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('FriendsNetworkCard', () => {
  it('lists friends with initials, name and e-mail, and counts on the tabs', async () => {
    stubFetch(lists());
    renderPage(<FriendsNetworkCard />);
    const list = await screen.findByRole('list', { name: 'Friends' });
    expect(within(list).getByText('Grace Hopper')).toBeTruthy();
    expect(within(list).getByText('grace@example.com')).toBeTruthy();
    expect(within(list).getByText('GH')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('tab', { name: /Requests/ }).textContent).toContain('1'));
    expect(screen.getByRole('tab', { name: /^Friends/ }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows an empty state that leads to Invite Friends', async () => {
    stubFetch(lists({ 'GET /api/friends': { body: [] } }));
    renderPage(<FriendsNetworkCard />);
    expect(await screen.findByText('No friends yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Invite Friends' }));
    expect(await screen.findByLabelText("Friend's email")).toBeTruthy();
  });

  it('accepts a request (POST /api/friends/accept/{id}) and refreshes the lists', async () => {
    let accepted = false;
    const api = stubFetch(
      lists({
        'GET /api/friends/requests': () => ({ body: accepted ? [] : [{ id: 7, requester: alan, createdAt: '2030-01-01T00:00:00.000Z' }] }),
        'POST /api/friends/accept/7': () => {
          accepted = true;
          return { body: { message: 'ok', friend: alan } };
        },
      }),
    );
    const { queryClient } = renderPage(<FriendsNetworkCard />);
    queryClient.setQueryData(notificationKeys.list(), { notifications: [], unreadCount: 1 });
    await screen.findByText('Grace Hopper');
    openTab(/Requests/);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept friend request from alan' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/friends/accept/7')).toHaveLength(1));
    expect(await screen.findByText('Friend request accepted')).toBeTruthy();
    expect(await screen.findByText('No pending requests')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET', '/api/friends').length).toBeGreaterThanOrEqual(2));
    expect(queryClient.getQueryState(notificationKeys.list())?.isInvalidated).toBe(true);
  });

  it("rejects a request (DELETE /api/friends/reject/{id}); failures say 'Failed to reject friend request.' / 'Failed to accept friend request.'", async () => {
    const api = stubFetch(lists({ 'DELETE /api/friends/reject/7': { status: 500, body: {} }, 'POST /api/friends/accept/7': { status: 500, body: {} } }));
    renderPage(<FriendsNetworkCard />);
    await screen.findByText('Grace Hopper');
    openTab(/Requests/);
    fireEvent.click(await screen.findByRole('button', { name: 'Reject friend request from alan' }));
    expect(await screen.findByText('Failed to reject friend request.')).toBeTruthy();
    expect(api.callsTo('DELETE', '/api/friends/reject/7')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Accept friend request from alan' }));
    expect(await screen.findByText('Failed to accept friend request.')).toBeTruthy();
  });

  it('shows invitations addressed to me and accepts one by id', async () => {
    const api = stubFetch(
      lists({
        'GET /api/friends/requests': { body: [] },
        'GET /api/friends/invites-for-me': {
          body: [{ id: 9, fromUserName: 'Grace Hopper', fromUserEmail: 'grace@example.com', fromUserProfileImageUrl: null, createdAt: LATER, expiresAt: LATER }],
        },
        'POST /api/friends/invite/accept': { body: { message: 'ok', friend: grace } },
      }),
    );
    renderPage(<FriendsNetworkCard tab="requests" />);
    expect(await screen.findByText('Invitations for you')).toBeTruthy();
    expect(screen.queryByText('No pending requests')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Accept invitation from Grace Hopper' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/friends/invite/accept')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/friends/invite/accept')[0]?.body).toEqual({ inviteId: 9 });
    expect(await screen.findByText('Welcome to the network! 🎉')).toBeTruthy();
  });
});

describe('Invite Friends', () => {
  const okReply = {
    message: 'Invitation sent to bob@example.com',
    emailSent: true,
    emailStatus: 'sent',
    userExists: false,
    invite: sent(1, 'pending'),
    friendRequest: null,
  };

  it('sends the trimmed address; the field is a required e-mail field and empties after success', async () => {
    const api = stubFetch(lists({ 'POST /api/friends/invite': { status: 201, body: okReply } }));
    renderPage(<FriendsNetworkCard tab="invite" />);
    const input = (await screen.findByLabelText("Friend's email")) as HTMLInputElement;
    expect(input.type).toBe('email');
    expect(input.required).toBe(true);
    fireEvent.change(input, { target: { value: '   bob@example.com  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Invite' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/friends/invite')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/friends/invite')[0]?.body).toEqual({ toEmail: 'bob@example.com' });
    expect(await screen.findByText('Invitation sent')).toBeTruthy();
    expect(screen.getByText('Invitation sent to bob@example.com')).toBeTruthy();
    await waitFor(() => expect(input.value).toBe(''));
  });

  it('sends nothing for a blank address', async () => {
    const api = stubFetch(lists());
    renderPage(<FriendsNetworkCard tab="invite" />);
    const input = await screen.findByLabelText("Friend's email");
    fireEvent.change(input, { target: { value: '    ' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(await screen.findByText('Please enter an email address')).toBeTruthy();
    expect(api.callsTo('POST', '/api/friends/invite')).toHaveLength(0);
  });

  it("emailStatus failed: 'Invite Created' at once, 'Email Delivery Issue' 2 s later", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubFetch(
      lists({
        'POST /api/friends/invite': {
          status: 201,
          body: { ...okReply, emailSent: false, emailStatus: 'failed', message: 'Invitation created for bob@example.com, but the e-mail could not be delivered' },
        },
      }),
    );
    renderPage(<FriendsNetworkCard tab="invite" />);
    fireEvent.change(await screen.findByLabelText("Friend's email"), { target: { value: 'bob@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Invite' }));
    expect(await screen.findByText('Invite Created')).toBeTruthy();
    expect(screen.getByText(/e-mail could not be delivered/)).toBeTruthy();
    expect(screen.queryByText('Email Delivery Issue')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(screen.queryByText('Email Delivery Issue')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(await screen.findByText('Email Delivery Issue')).toBeTruthy();
  });

  it("emailStatus skipped is not a delivery problem", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubFetch(
      lists({
        'POST /api/friends/invite': {
          status: 201,
          body: { ...okReply, emailSent: false, emailStatus: 'skipped', userExists: true, invite: null, friendRequest: { id: 4, status: 'pending' }, message: 'Friend request sent to Bob' },
        },
      }),
    );
    renderPage(<FriendsNetworkCard tab="invite" />);
    fireEvent.change(await screen.findByLabelText("Friend's email"), { target: { value: 'bob@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Invite' }));
    expect(await screen.findByText('Friend request sent')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(screen.queryByText('Invite Created')).toBeNull();
    expect(screen.queryByText('Email Delivery Issue')).toBeNull();
  });

  it("a refusal says 'Failed to send invitation: {message}'", async () => {
    stubFetch(
      lists({
        'POST /api/friends/invite': { status: 409, body: { code: 'INVITE_PENDING', message: 'You have already invited bob@example.com. The invitation is still pending.' } },
      }),
    );
    renderPage(<FriendsNetworkCard tab="invite" />);
    fireEvent.change(await screen.findByLabelText("Friend's email"), { target: { value: 'bob@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Invite' }));
    expect(await screen.findByText('Failed to send invitation: You have already invited bob@example.com. The invitation is still pending.')).toBeTruthy();
  });

  it('lists sent invites with their status; pending can be canceled, canceled and expired deleted, accepted neither', async () => {
    const api = stubFetch(
      lists({
        'GET /api/friends/invites': { body: [sent(1, 'pending'), sent(2, 'accepted'), sent(3, 'canceled'), sent(4, 'expired')] },
        'DELETE /api/friends/invite/*': { body: { message: 'ok', result: 'canceled' } },
      }),
    );
    renderPage(<FriendsNetworkCard tab="invite" />);
    const list = await screen.findByRole('list', { name: 'Sent invitations' });
    const row = (email: string) => within(list).getByText(email).closest('li') as HTMLElement;
    expect(within(row('pending@example.com')).getByText('Pending')).toBeTruthy();
    expect(within(row('accepted@example.com')).getByText('Accepted')).toBeTruthy();
    expect(within(row('canceled@example.com')).getByText('Canceled')).toBeTruthy();
    expect(within(row('expired@example.com')).getByText('Expired')).toBeTruthy();
    expect(within(row('accepted@example.com')).queryByRole('button')).toBeNull();
    expect(within(row('pending@example.com')).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(row('canceled@example.com')).queryByRole('button', { name: /Cancel/ })).toBeNull();

    fireEvent.click(within(row('pending@example.com')).getByRole('button', { name: 'Cancel invitation to pending@example.com' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/friends/invite/1')).toHaveLength(1));
    expect(await screen.findByText('Invitation canceled')).toBeTruthy();
    fireEvent.click(within(row('canceled@example.com')).getByRole('button', { name: 'Delete invitation to canceled@example.com' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/friends/invite/3')).toHaveLength(1));
    fireEvent.click(within(row('expired@example.com')).getByRole('button', { name: 'Delete invitation to expired@example.com' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/friends/invite/4')).toHaveLength(1));
  });

  it("cancel and delete failures: 'Failed to cancel friend invite.' and 'Failed to delete invite.'", async () => {
    stubFetch(
      lists({
        'GET /api/friends/invites': { body: [sent(1, 'pending'), sent(4, 'expired')] },
        'DELETE /api/friends/invite/*': { status: 500, body: {} },
      }),
    );
    renderPage(<FriendsNetworkCard tab="invite" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel invitation to pending@example.com' }));
    expect(await screen.findByText('Failed to cancel friend invite.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete invitation to expired@example.com' }));
    expect(await screen.findByText('Failed to delete invite.')).toBeTruthy();
  });
});
