import type { PlaylistSummary } from '@learnstack/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import ExplorePage from '../../../app/pages/explore-page.tsx';
import { __resetApiClientForTests } from '../../../lib/api.ts';
import { authKeys } from '../../auth/keys.ts';
import { createTestQueryClient, makeUser, renderPage, resetToasts, stubFetch } from '../../auth/testing/render.tsx';
import { readStoredPreview } from '../../playlist-preview/index.ts';

function playlist(n: number, overrides: Partial<PlaylistSummary> = {}): PlaylistSummary {
  const playlistId = `PL${String(n).padStart(16, '0')}`;
  return {
    playlistId,
    title: `Playlist ${n}`,
    description: `About playlist ${n}`,
    thumbnailUrl: `https://i.ytimg.com/vi/thumb${n}/hqdefault.jpg`,
    channelTitle: `Channel ${n}`,
    publishedAt: '2025-06-01T00:00:00.000Z',
    videoCount: 10 + n,
    viewCount: null,
    playlistUrl: `https://www.youtube.com/playlist?list=${playlistId}`,
    ...overrides,
  };
}

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => playlist(from + i));
const reply = (playlists: PlaylistSummary[], nextPageToken: string | null, extra: Record<string, unknown> = {}) => ({
  body: { playlists, nextPageToken, totalResults: 500, source: 'youtube', ...extra },
});
const params = (path: string) => new URL(path, 'http://x').searchParams;

function render(route = '/explore?tab=playlists', signedIn = true) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(authKeys.user(), signedIn ? makeUser() : null);
  return renderPage(<ExplorePage />, { route, path: '/explore', queryClient });
}

const baseStubs = { 'GET /api/explore/stats': { body: { publicPlans: 0, publicGroups: 0 } } };

function search(text: string) {
  fireEvent.change(screen.getByLabelText('Search YouTube playlists'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
}

/** Links to new tabs would make happy-dom open windows: keep link clicks in the page (React still sees them). */
const preventNavigation = (e: Event) => {
  if (e.target instanceof Element && e.target.closest('a')) e.preventDefault();
};

beforeEach(() => {
  __resetApiClientForTests();
  resetToasts();
  document.addEventListener('click', preventNavigation, true);
});

afterEach(() => {
  document.removeEventListener('click', preventNavigation, true);
});

describe('Explore: Playlists tab', () => {
  it('disables Search while the query is blank after trimming', () => {
    stubFetch(baseStubs);
    render();
    const button = screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Search YouTube playlists'), { target: { value: '   ' } });
    expect(button.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Search YouTube playlists'), { target: { value: ' sql ' } });
    expect(button.disabled).toBe(false);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeTruthy();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Relevance', 'Most Viewed', 'Most Videos', 'Newest']);
  });

  it('searches with q, 12 results, the sort, and shows the cards', async () => {
    const api = stubFetch({ ...baseStubs, 'GET /api/youtube/search-playlists': reply(range(1, 2), null) });
    render();
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'videoCount' } });
    search(' react hooks ');
    const card = await screen.findByRole('article', { name: 'Playlist 1' });
    const p = params(api.callsTo('GET', '/api/youtube/search-playlists')[0]?.path ?? '');
    expect(p.get('q')).toBe('react hooks');
    expect(p.get('maxResults')).toBe('12');
    expect(p.get('order')).toBe('videoCount');
    expect(p.get('pageToken')).toBeNull();
    expect(within(card).getByText('Channel 1')).toBeTruthy();
    expect(within(card).getByText('11 videos')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Import Playlist 1' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/explore?tab=playlists&search=react+hooks');
    // Everything came in the first page.
    expect(screen.getByText('All available results loaded')).toBeTruthy();
  });

  it("says 'No playlists found' with the hint on an empty result, and shows the local-catalog notice", async () => {
    stubFetch({
      ...baseStubs,
      'GET /api/youtube/search-playlists': reply([], null, { source: 'local', notice: 'YouTube search needs an API key; showing results from the Learnstack catalog.' }),
    });
    render();
    search('qwzx');
    expect(await screen.findByText('No playlists found')).toBeTruthy();
    expect(screen.getByText('Try different keywords or check your spelling')).toBeTruthy();
    expect(screen.getByText('YouTube search needs an API key; showing results from the Learnstack catalog.')).toBeTruthy();
  });

  it("says 'Failed to search playlists. Please try again.' when the search fails", async () => {
    stubFetch({ ...baseStubs, 'GET /api/youtube/search-playlists': { status: 502, body: { error: 'Bad gateway' } } });
    render();
    search('python');
    expect((await screen.findAllByText('Failed to search playlists. Please try again.')).length).toBeGreaterThan(0);
  });

  it('Load More adds the next 12; Load All pages with 50 until there is no next page', async () => {
    const api = stubFetch({
      ...baseStubs,
      'GET /api/youtube/search-playlists': ({ path }) => {
        const token = params(path).get('pageToken');
        if (!token) return reply(range(1, 12), 'p2');
        if (token === 'p2') return reply(range(13, 12), 'p3');
        if (token === 'p3') return reply(range(25, 50), 'p4');
        return reply(range(75, 10), null);
      },
    });
    render();
    search('go');
    await screen.findByRole('article', { name: 'Playlist 12' });
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.queryByText('All available results loaded')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await screen.findByRole('article', { name: 'Playlist 24' });
    expect(screen.getAllByRole('article')).toHaveLength(24);
    const more = params(api.callsTo('GET', '/api/youtube/search-playlists')[1]?.path ?? '');
    expect(more.get('pageToken')).toBe('p2');
    expect(more.get('maxResults')).toBe('12');

    fireEvent.click(screen.getByRole('button', { name: 'Load All Results' }));
    expect(await screen.findByText('All available results loaded')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(84);
    const all = api.callsTo('GET', '/api/youtube/search-playlists').slice(2).map((c) => params(c.path));
    expect(all.map((p) => [p.get('pageToken'), p.get('maxResults')])).toEqual([
      ['p3', '50'],
      ['p4', '50'],
    ]);
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load All Results' })).toBeNull();
  }, 15000);

  it('Load All stops at 100 pages', async () => {
    let n = 0;
    const api = stubFetch({
      ...baseStubs,
      'GET /api/youtube/search-playlists': () => {
        n += 1;
        return reply([playlist(n)], `t${n}`);
      },
    });
    render();
    search('endless');
    await screen.findByRole('article', { name: 'Playlist 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Load All Results' }));
    expect(await screen.findByText('Stopped after 100 pages. Use Load More to keep going.', undefined, { timeout: 8000 })).toBeTruthy();
    expect(api.callsTo('GET', '/api/youtube/search-playlists')).toHaveLength(101);
  }, 15000);

  it('Preview stores the summary for the preview page and links to it in a new tab', async () => {
    stubFetch({ ...baseStubs, 'GET /api/youtube/search-playlists': reply([playlist(3)], null) });
    render();
    search('sql');
    const card = await screen.findByRole('article', { name: 'Playlist 3' });
    const preview = within(card).getByRole('link', { name: /^Preview Playlist 3/ });
    const id = playlist(3).playlistId;
    expect(preview.getAttribute('href')).toBe(`/playlist-preview/${id}`);
    expect(preview.getAttribute('target')).toBe('_blank');
    expect(window.localStorage.getItem(`playlist_preview_${id}`)).toBeNull();
    fireEvent.click(preview);
    const stored = JSON.parse(window.localStorage.getItem(`playlist_preview_${id}`) ?? 'null');
    expect(stored).toEqual({
      title: 'Playlist 3',
      thumbnailUrl: 'https://i.ytimg.com/vi/thumb3/hqdefault.jpg',
      videoCount: 13,
      channelTitle: 'Channel 3',
      publishedAt: '2025-06-01T00:00:00.000Z',
      description: 'About playlist 3',
      playlistUrl: `https://www.youtube.com/playlist?list=${id}`,
      videos: [],
    });
    // The preview page reads it back.
    expect(readStoredPreview(id)?.title).toBe('Playlist 3');
  });

  it('Import opens the import dialog with the playlist URL', async () => {
    stubFetch({ ...baseStubs, 'GET /api/youtube/search-playlists': reply([playlist(4, { videoCount: null })], null) });
    render();
    search('css');
    const card = await screen.findByRole('article', { name: 'Playlist 4' });
    expect(within(card).getByText('Video count unknown')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Import Playlist 4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import Playlist' });
    expect(within(dialog).getByDisplayValue(playlist(4).playlistUrl)).toBeTruthy();
  });

  it('visitors can search and preview but not import; ?search= runs on arrival', async () => {
    const api = stubFetch({ ...baseStubs, 'GET /api/youtube/search-playlists': reply([playlist(5)], null) });
    render('/explore?tab=playlists&search=rust', false);
    const card = await screen.findByRole('article', { name: 'Playlist 5' });
    expect(params(api.callsTo('GET', '/api/youtube/search-playlists')[0]?.path ?? '').get('q')).toBe('rust');
    expect(within(card).queryByRole('button')).toBeNull();
    expect(within(card).getByRole('link', { name: /^Preview/ })).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('Search YouTube playlists') as HTMLInputElement).value).toBe('rust'));
  });
});
