import type { Notification } from '@learnstack/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, resetToasts, stubFetch } from '../../auth/testing/render.tsx';
import { __resetApiClientForTests } from '../../../lib/api.ts';
import { NotificationBell } from './notification-bell.tsx';
import { friendKeys } from '../../friends/keys.ts';

const NOW = Date.now();

function note(overrides: Partial<Notification> & Pick<Notification, 'id'>): Notification {
  return {
    type: 'achievement',
    title: `Title ${overrides.id}`,
    message: `Message ${overrides.id}`,
    isRead: false,
    createdAt: new Date(NOW - 5 * 60_000).toISOString(),
    data: {},
    ...overrides,
  };
}

function reply(notifications: Notification[], unreadCount = notifications.filter((n) => !n.isRead).length) {
  return { body: { notifications, unreadCount } };
}

const friend = { id: 2, name: 'Grace Hopper', firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', profileImageUrl: null };

async function openPanel() {
  // Wait for the first answer, so the panel opens on loaded data.
  await waitFor(() => expect(screen.getByRole('button', { name: /^Notifications/ }).getAttribute('data-loaded')).toBe('true'));
  fireEvent.click(screen.getByRole('button', { name: /^Notifications/ }));
  return screen.findByRole('dialog', { name: 'Notifications' });
}

beforeEach(() => {
  __resetApiClientForTests();
  resetToasts();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('NotificationBell', () => {
  it("shows the unread count, '9+' above 9, and no badge at 0", async () => {
    stubFetch({ 'GET /api/notifications': [reply([note({ id: 1 })], 12)] });
    const { unmount } = renderPage(<NotificationBell />);
    expect((await screen.findByTestId('notification-badge')).textContent).toBe('9+');
    expect(screen.getByRole('button', { name: 'Notifications, 12 unread' })).toBeTruthy();
    unmount();

    stubFetch({ 'GET /api/notifications': reply([note({ id: 1 }), note({ id: 2 }), note({ id: 3 })], 3) });
    const second = renderPage(<NotificationBell />);
    expect((await screen.findByTestId('notification-badge')).textContent).toBe('3');
    second.unmount();

    stubFetch({ 'GET /api/notifications': reply([], 0) });
    renderPage(<NotificationBell />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy());
    expect(screen.queryByTestId('notification-badge')).toBeNull();
  });

  it("shows 'No notifications yet' when there are none", async () => {
    stubFetch({ 'GET /api/notifications': reply([]) });
    renderPage(<NotificationBell />);
    const panel = await openPanel();
    expect(await within(panel).findByText('No notifications yet')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Mark all read' })).toBeNull();
  });

  it('polls in the background: the X-Background-Request header, and again after 30 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = stubFetch({ 'GET /api/notifications': reply([]) });
    renderPage(<NotificationBell />);
    await waitFor(() => expect(api.callsTo('GET', '/api/notifications')).toHaveLength(1));
    const init = api.fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect((init.headers as Record<string, string>)['X-Background-Request']).toBe('1');

    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(api.callsTo('GET', '/api/notifications')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    await waitFor(() => expect(api.callsTo('GET', '/api/notifications')).toHaveLength(2));
    for (const [, callInit] of api.fetchMock.mock.calls) {
      expect(((callInit as RequestInit).headers as Record<string, string>)['X-Background-Request']).toBe('1');
    }
  });

  it('lists title, message, relative time and an icon by type (default for unknown types)', async () => {
    stubFetch({
      'GET /api/notifications': reply([
        note({ id: 1, type: 'achievement', title: 'Streak!', message: 'Five days in a row' }),
        note({ id: 2, type: 'something_new', title: 'Odd one', message: 'A type the web does not know', isRead: true }),
      ]),
    });
    renderPage(<NotificationBell />);
    const panel = await openPanel();
    const first = (await within(panel).findByText('Streak!')).closest('li') as HTMLElement;
    expect(within(first).getByText('Five days in a row')).toBeTruthy();
    expect(within(first).getByText('5 minutes ago')).toBeTruthy();
    expect(first.querySelector('[data-icon]')?.getAttribute('data-icon')).toBe('achievement');
    const second = within(panel).getByText('Odd one').closest('li') as HTMLElement;
    expect(second.querySelector('[data-icon]')?.getAttribute('data-icon')).toBe('default');
  });

  it('marks an item read when it is clicked (PUT with {}), and the badge follows', async () => {
    let read = false;
    const api = stubFetch({
      'GET /api/notifications': () => reply([note({ id: 5, isRead: read }), note({ id: 6 })]),
      'PUT /api/notifications/5/read': () => {
        read = true;
        return { body: { message: 'ok', unreadCount: 1 } };
      },
    });
    renderPage(<NotificationBell />);
    expect((await screen.findByTestId('notification-badge')).textContent).toBe('2');
    const panel = await openPanel();
    fireEvent.click(await within(panel).findByRole('button', { name: /Title 5/ }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/notifications/5/read')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/notifications/5/read')[0]?.body).toEqual({});
    await waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toBe('1'));

    // A read item does not call again.
    fireEvent.click(within(panel).getByRole('button', { name: /Title 5/ }));
    expect(api.callsTo('PUT', '/api/notifications/5/read')).toHaveLength(1);
  });

  it('Mark all read sends PUT /api/notifications/mark-all-read with {} and clears the badge', async () => {
    let read = false;
    const api = stubFetch({
      'GET /api/notifications': () => reply([note({ id: 1, isRead: read }), note({ id: 2, isRead: read })]),
      'PUT /api/notifications/mark-all-read': () => {
        read = true;
        return { body: { message: 'ok', updated: 2, unreadCount: 0 } };
      },
    });
    renderPage(<NotificationBell />);
    const panel = await openPanel();
    fireEvent.click(await within(panel).findByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/notifications/mark-all-read')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/notifications/mark-all-read')[0]?.body).toEqual({});
    await waitFor(() => expect(screen.queryByTestId('notification-badge')).toBeNull());
  });

  it('accepts a friend request from its item and refreshes friends, requests and notifications', async () => {
    const request = note({ id: 10, type: 'friend_request', title: 'New friend request', message: 'Grace wants to connect', data: { requestId: 7, fromUserId: 2 } });
    const api = stubFetch({
      'GET /api/notifications': reply([request]),
      'GET /api/friends/requests': { body: [{ id: 7, requester: friend, createdAt: request.createdAt }] },
      'GET /api/friends': { body: [] },
      'POST /api/friends/accept/7': { body: { message: 'ok', friend } },
    });
    const { queryClient } = renderPage(<NotificationBell />);
    queryClient.setQueryData(friendKeys.list(), []);
    const panel = await openPanel();
    const notificationsBefore = api.callsTo('GET', '/api/notifications').length;
    const requestsBefore = api.callsTo('GET', '/api/friends/requests').length;
    fireEvent.click(await within(panel).findByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/friends/accept/7')).toHaveLength(1));
    expect(await screen.findByText('Friend request accepted')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET', '/api/notifications').length).toBeGreaterThan(notificationsBefore));
    await waitFor(() => expect(api.callsTo('GET', '/api/friends/requests').length).toBeGreaterThan(requestsBefore));
    expect(queryClient.getQueryState(friendKeys.list())?.isInvalidated).toBe(true);
  });

  it('declines a friend request with DELETE /api/friends/reject/{requestId}', async () => {
    const request = note({ id: 10, type: 'friend_request', data: { requestId: 7 } });
    const api = stubFetch({
      'GET /api/notifications': reply([request]),
      'GET /api/friends/requests': { body: [] },
      'DELETE /api/friends/reject/7': { body: { message: 'ok' } },
    });
    renderPage(<NotificationBell />);
    const panel = await openPanel();
    fireEvent.click(await within(panel).findByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/friends/reject/7')).toHaveLength(1));
    expect(await screen.findByText('Friend request declined')).toBeTruthy();
  });

  it('says so when the request was already answered (409), and refreshes', async () => {
    const request = note({ id: 10, type: 'friend_request', data: { requestId: 7 } });
    let answered = false;
    const api = stubFetch({
      'GET /api/notifications': () => reply([{ ...request, isRead: answered }]),
      'GET /api/friends/requests': { body: [] },
      'POST /api/friends/accept/7': () => {
        answered = true;
        return { status: 409, body: { code: 'REQUEST_ALREADY_ANSWERED', message: 'This friend request has already been answered' } };
      },
    });
    renderPage(<NotificationBell />);
    const panel = await openPanel();
    fireEvent.click(await within(panel).findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('This friend request has already been answered.')).toBeTruthy();
    expect(screen.queryByText('Failed to accept friend request.')).toBeNull();
    // Refreshed: the item is now read and no longer pending, so its buttons are gone.
    await waitFor(() => expect(within(panel).queryByRole('button', { name: 'Accept' })).toBeNull());
    expect(api.callsTo('GET', '/api/notifications').length).toBeGreaterThanOrEqual(2);
  });

  it("shows 'Failed to accept friend request.' on another failure", async () => {
    stubFetch({
      'GET /api/notifications': reply([note({ id: 10, type: 'friend_request', data: { requestId: 7 } })]),
      'GET /api/friends/requests': { body: [] },
      'POST /api/friends/accept/7': { status: 500, body: {} },
    });
    renderPage(<NotificationBell />);
    const panel = await openPanel();
    fireEvent.click(await within(panel).findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Failed to accept friend request.')).toBeTruthy();
  });

  it('accepts a friend invitation by id, and View leads to the friends tab', async () => {
    const invite = note({ id: 11, type: 'friend_invite', title: 'Friend invitation', data: { inviteId: 9, fromUserId: 2 } });
    const api = stubFetch({
      'GET /api/notifications': reply([invite]),
      'GET /api/friends/invites-for-me': { body: [] },
      'POST /api/friends/invite/accept': { body: { message: 'ok', friend } },
    });
    renderPage(<NotificationBell />);
    const panel = await openPanel();
    expect(within(panel).getByRole('link', { name: 'View' }).getAttribute('href')).toBe('/library?tab=friends&view=requests');
    fireEvent.click(await within(panel).findByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/friends/invite/accept')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/friends/invite/accept')[0]?.body).toEqual({ inviteId: 9 });
    expect(await screen.findByText('Welcome to the network! 🎉')).toBeTruthy();
  });

  it('View marks the invitation read, closes the panel and navigates', async () => {
    const invite = note({ id: 11, type: 'friend_invite', data: { inviteId: 9 } });
    const api = stubFetch({
      'GET /api/notifications': reply([invite]),
      'GET /api/friends/invites-for-me': { body: [] },
      'PUT /api/notifications/11/read': { body: { message: 'ok', unreadCount: 0 } },
    });
    renderPage(<NotificationBell />);
    const panel = await openPanel();
    fireEvent.click(within(panel).getByRole('link', { name: 'View' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/library?tab=friends&view=requests'));
    expect(api.callsTo('PUT', '/api/notifications/11/read')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull());
  });

  it('a plan_shared item links to the shared plan', async () => {
    stubFetch({
      'GET /api/notifications': reply([note({ id: 12, type: 'plan_shared', title: 'A plan for you', data: { planId: 3, shareToken: 'tok123' } })]),
      'PUT /api/notifications/12/read': { body: { message: 'ok', unreadCount: 0 } },
    });
    renderPage(<NotificationBell />);
    const panel = await openPanel();
    const link = await within(panel).findByRole('link', { name: /A plan for you/ });
    expect(link.getAttribute('href')).toBe('/shared/tok123');
    fireEvent.click(link);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/shared/tok123'));
  });
});
