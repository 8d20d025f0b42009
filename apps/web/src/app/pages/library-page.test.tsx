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

  it('falls back to the first tab (Library) for an unknown ?tab=', async () => {
    stubFetch({ 'GET /api/videos': { body: { videos: [], total: 0, nextCursor: null } } });
    render('/library?tab=nonsense');
    const hub = screen.getByRole('tablist', { name: 'Learning Hub' });
    expect(within(hub).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Library', 'Favorites', 'Common Playlist', 'Friends', 'Paths', 'AI Optimizer', 'Notes']);
    expect(await screen.findByText('Your library is empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explore Videos' }).getAttribute('href')).toBe('/explore');
  });

  it('the friends card keeps its inner tab in the address', async () => {
    stubFetch(friendsApi);
    render('/library?tab=friends');
    expect(await screen.findByText('No friends yet')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('tab', { name: /Requests/ }), { button: 0 });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/library?tab=friends&view=requests'));
    expect(await screen.findByText('No pending requests')).toBeTruthy();
  });

  const video = (id: number, title: string, channelTitle = 'Channel', description = '') => ({
    id,
    youtubeId: `yt${String(id).padStart(9, '0')}`,
    title,
    description,
    thumbnailUrl: '',
    channelTitle,
    publishedAt: null,
    duration: null,
    durationSeconds: null,
    viewCount: 0,
    category: null,
    addedAt: '2026-11-01T00:00:00.000Z',
    inLibrary: true,
  });

  it('the Library tab searches on the server, counts, and deletes after a confirmation', async () => {
    const typography = video(1, 'Typography basics', 'Design Channel', 'fonts');
    const neural = video(2, 'Neural nets', 'Karpathy', 'Backprop from SCRATCH');
    const removed = new Set<number>();
    const api = stubFetch({
      'GET /api/videos': ({ path }) => {
        const search = new URL(path, 'http://x').searchParams.get('search') ?? '';
        const all = [typography, neural].filter((v) => !removed.has(v.id));
        const found = all.filter((v) => `${v.title} ${v.channelTitle} ${v.description}`.toLowerCase().includes(search.toLowerCase()));
        return { body: { videos: found, total: found.length, nextCursor: null } };
      },
      'GET /api/favorites/videos': { body: [] },
      'DELETE /api/videos/2': () => {
        removed.add(2);
        return { body: { message: 'Video removed from your library' } };
      },
    });
    render('/library');
    expect(await screen.findByText('2 videos in your library')).toBeTruthy();
    const search = screen.getByRole('searchbox', { name: 'Search your library' });
    fireEvent.change(search, { target: { value: 'scratch' } });
    expect(await screen.findByText('1 video in your library')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Neural nets' })).toBeTruthy();
    expect(api.calls.some((c) => c.path.includes('search=scratch'))).toBe(true);
    fireEvent.change(search, { target: { value: 'cooking' } });
    expect(await screen.findByText('No videos found')).toBeTruthy();
    fireEvent.change(search, { target: { value: 'neural' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Neural nets from your library' }));
    expect(await screen.findByText(/This action cannot be undone/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/videos/2')).toHaveLength(1));
    expect(await screen.findByText('No videos found')).toBeTruthy();
  });

  it('the Library tab loads a page at a time: Load more asks for the next cursor until the last page', async () => {
    const api = stubFetch({
      'GET /api/videos': ({ path }) => {
        const cursor = new URL(path, 'http://x').searchParams.get('cursor');
        if (cursor === 'c2') return { body: { videos: [video(5, 'Fifth')], total: 5, nextCursor: null } };
        if (cursor === 'c1') return { body: { videos: [video(3, 'Third'), video(4, 'Fourth')], total: 5, nextCursor: 'c2' } };
        return { body: { videos: [video(1, 'First'), video(2, 'Second')], total: 5, nextCursor: 'c1' } };
      },
      'GET /api/favorites/videos': { body: [] },
    });
    render('/library');
    expect(await screen.findByText('5 videos in your library')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['First', 'Second']);
    fireEvent.click(screen.getByRole('button', { name: 'Load more (3 more)' }));
    expect(await screen.findByRole('heading', { name: 'Fourth' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more (1 more)' }));
    expect(await screen.findByRole('heading', { name: 'Fifth' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Load more/ })).toBeNull();
    expect(api.callsTo('GET', '/api/videos').map((c) => new URL(c.path, 'http://x').searchParams.get('cursor'))).toEqual([null, 'c1', 'c2']);
    expect(api.callsTo('GET', '/api/videos').every((c) => c.path.includes('limit=50'))).toBe(true);
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
