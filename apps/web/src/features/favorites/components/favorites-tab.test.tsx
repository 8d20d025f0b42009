import type { FavoritePlaylist, FavoriteVideo } from '@learnstack/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import LibraryPage from '../../../app/pages/library-page.tsx';
import { __resetApiClientForTests } from '../../../lib/api.ts';
import { authKeys } from '../../auth/keys.ts';
import { createTestQueryClient, makeUser, renderPage, resetToasts, stubFetch } from '../../auth/testing/render.tsx';

const favVideo = (id: number, youtubeId: string, title: string): FavoriteVideo => ({
  id,
  videoId: id + 100,
  createdAt: '2026-01-01T00:00:00.000Z',
  video: {
    id: id + 100,
    youtubeId,
    title,
    description: '',
    thumbnailUrl: `https://example.com/${youtubeId}.jpg`,
    channelTitle: 'Some Channel',
    publishedAt: null,
    duration: 'PT10M',
    durationSeconds: 600,
    viewCount: 1,
    category: null,
  },
});

const favPlaylist = (id: number, title: string, description: string): FavoritePlaylist => ({
  id,
  planId: id + 200,
  createdAt: '2026-01-01T00:00:00.000Z',
  playlist: { id: id + 200, title, description, slug: `plan-${id + 200}`, isPublic: true, isOwn: false },
});

function render(route = '/library?tab=favorites') {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(authKeys.user(), makeUser());
  return renderPage(<LibraryPage />, { route, path: '/library', queryClient });
}

beforeEach(() => {
  __resetApiClientForTests();
  resetToasts();
});

describe('Learning Hub: Favorites tab', () => {
  it('is a Learning Hub tab with Videos (n) and Playlists (n)', async () => {
    stubFetch({
      'GET /api/favorites/videos': { body: [favVideo(1, 'dQw4w9WgXcQ', 'Never gonna learn SQL'), favVideo(2, 'aaaaaaaaaaa', 'Second')] },
      'GET /api/favorites/playlists': { body: [favPlaylist(1, 'Data Basics', 'Numbers first')] },
    });
    render();
    const hub = screen.getByRole('tablist', { name: 'Learning Hub' });
    expect(within(hub).getByRole('tab', { name: 'Favorites' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('tab', { name: /Videos \(2\)/ })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: /Playlists \(1\)/ })).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'Never gonna learn SQL' });
    expect(within(card).getByRole('link', { name: 'Never gonna learn SQL' }).getAttribute('href')).toBe('/video/dQw4w9WgXcQ?from=library');
    expect(within(card).getByRole('button', { name: 'Remove from favorites' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows playlist cards with the description (or "No description available") and View Plan', async () => {
    stubFetch({
      'GET /api/favorites/videos': { body: [] },
      'GET /api/favorites/playlists': { body: [favPlaylist(1, 'Data Basics', 'Numbers first'), favPlaylist(2, 'Bare Plan', '')] },
    });
    render('/library?tab=favorites&view=playlists');
    const first = await screen.findByRole('article', { name: 'Data Basics' });
    expect(within(first).getByText('Numbers first')).toBeTruthy();
    expect(within(first).getByRole('link', { name: /View Plan/ }).getAttribute('href')).toBe('/plan/plan-201');
    const bare = screen.getByRole('article', { name: 'Bare Plan' });
    expect(within(bare).getByText('No description available')).toBeTruthy();
  });

  it("shows 'No Favorite Videos' and 'No Favorite Playlists' when empty, keeping the sub-tab in ?view=", async () => {
    stubFetch({ 'GET /api/favorites/videos': { body: [] }, 'GET /api/favorites/playlists': { body: [] } });
    render();
    expect(await screen.findByText('No Favorite Videos')).toBeTruthy();
    expect(await screen.findByRole('tab', { name: /Videos \(0\)/ })).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('tab', { name: /Playlists \(0\)/ }), { button: 0 });
    expect(await screen.findByText('No Favorite Playlists')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/library?tab=favorites&view=playlists'));
  });

  it('removing a favourite refreshes the list and its count', async () => {
    let videos = [favVideo(1, 'dQw4w9WgXcQ', 'Never gonna learn SQL')];
    const api = stubFetch({
      'GET /api/favorites/videos': () => ({ body: videos }),
      'GET /api/favorites/playlists': { body: [] },
      'DELETE /api/favorites/videos/101': () => {
        videos = [];
        return { body: { isFavorited: false, message: 'Removed' } };
      },
    });
    render();
    const card = await screen.findByRole('article', { name: 'Never gonna learn SQL' });
    fireEvent.click(within(card).getByRole('button', { name: 'Remove from favorites' }));
    expect(await screen.findByText('No Favorite Videos')).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Videos \(0\)/ })).toBeTruthy();
    expect(api.callsTo('DELETE', '/api/favorites/videos/101')).toHaveLength(1);
  });

  it('falls back through mqdefault, hqdefault and maxresdefault, then a placeholder', async () => {
    stubFetch({ 'GET /api/favorites/videos': { body: [favVideo(1, 'dQw4w9WgXcQ', 'Thumb test')] }, 'GET /api/favorites/playlists': { body: [] } });
    render();
    const card = await screen.findByRole('article', { name: 'Thumb test' });
    const src = () => card.querySelector('img')?.getAttribute('src');
    expect(src()).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/mqdefault.jpg');
    fireEvent.error(card.querySelector('img') as HTMLImageElement);
    expect(src()).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
    fireEvent.error(card.querySelector('img') as HTMLImageElement);
    expect(src()).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/maxresdefault.jpg');
    fireEvent.error(card.querySelector('img') as HTMLImageElement);
    expect(card.querySelector('img')).toBeNull();
    expect(within(card).getByTestId('thumbnail-placeholder')).toBeTruthy();
  });
});
