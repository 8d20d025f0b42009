import type { PlaylistVideosReply } from '@learnstack/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import PlaylistPreviewPage from '../../../app/pages/playlist-preview-page.tsx';
import { createTestQueryClient, makeUser, renderPage, resetToasts, type StubHandler, type StubReply, stubFetch } from '../../auth/testing/render.tsx';
import { authKeys } from '../../auth/keys.ts';

const ID = 'PLabcdefghijklmnop';

const summary = {
  playlistId: ID,
  title: 'Learn TypeScript',
  description: 'From types to generics.',
  thumbnailUrl: 'https://i.ytimg.com/vi/aaaaaaaaaaa/hqdefault.jpg',
  channelTitle: 'TS Teacher',
  publishedAt: '2024-03-01T00:00:00.000Z',
  videoCount: 2,
  viewCount: null,
  playlistUrl: `https://www.youtube.com/playlist?list=${ID}`,
};

const sv = (youtubeId: string, title: string, duration: string | null) => ({
  id: null,
  youtubeId,
  title,
  description: '',
  thumbnailUrl: `https://i.ytimg.com/vi/${youtubeId}/mqdefault.jpg`,
  channelTitle: 'TS Teacher',
  publishedAt: null,
  duration,
  viewCount: 0,
});

const reply = (over: Partial<PlaylistVideosReply> = {}): PlaylistVideosReply => ({
  playlist: summary,
  videos: [sv('aaaaaaaaaaa', 'Types 101', 'PT4M5S'), sv('bbbbbbbbbbb', 'Generics', 'PT1H2M3S')],
  partial: false,
  ...over,
});

function renderPreview(answer: StubReply | StubHandler, { signedIn = false, id = ID }: { signedIn?: boolean; id?: string } = {}) {
  const api = stubFetch({ [`GET /api/youtube/playlist/${id}/videos`]: answer });
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(authKeys.user(), signedIn ? makeUser() : null);
  renderPage(<PlaylistPreviewPage />, { route: `/playlist-preview/${id}`, path: '/playlist-preview/:playlistId', queryClient });
  return api;
}

afterEach(() => resetToasts());

describe('playlist preview page', () => {
  it('shows the playlist card and the videos with durations and links to YouTube; visitors get Sign In', async () => {
    renderPreview({ body: reply() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Learn TypeScript' })).toBeTruthy();
    expect(screen.getByText('2 videos')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Videos in this playlist' });
    const rows = within(list).getAllByTestId('preview-video');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('Types 101')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('4:05')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('1:02:03')).toBeTruthy();
    const watch = within(rows[1] as HTMLElement).getByRole('link', { name: /Watch Generics on YouTube/ });
    expect(watch.getAttribute('href')).toBe(`https://www.youtube.com/watch?v=bbbbbbbbbbb&list=${ID}`);
    expect(watch.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: /View on YouTube/ }).getAttribute('href')).toBe(summary.playlistUrl);
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: 'Import as Learning Plan' })).toBeNull();
  });

  it('shows the summary explore stored while the videos load, and lets a signed-in user import', async () => {
    window.localStorage.setItem(
      `playlist_preview_${ID}`,
      JSON.stringify({ title: 'Stored title', thumbnailUrl: '', videoCount: 2, channelTitle: 'Stored channel', publishedAt: null, description: '', playlistUrl: summary.playlistUrl, videos: [] }),
    );
    let release: (r: StubReply) => void = () => undefined;
    renderPreview(() => new Promise<StubReply>((resolve) => (release = resolve)), { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Stored title' })).toBeTruthy();
    expect(screen.getByText('Loading the videos')).toBeTruthy();
    release({ body: reply() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Learn TypeScript' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Import as Learning Plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import Playlist' });
    expect((within(dialog).getByLabelText('YouTube playlist URL') as HTMLInputElement).value).toBe(summary.playlistUrl);
  });

  it("says 'Playlist not found' with a way back to explore when the server does not know it", async () => {
    renderPreview({ status: 404, body: { error: 'Not Found', message: 'Playlist not found' } });
    expect(await screen.findByRole('heading', { name: 'Playlist not found' })).toBeTruthy();
    expect(screen.getByText("The playlist preview has expired or doesn't exist.")).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to Explore/ }).getAttribute('href')).toBe('/explore');
  });

  it("says 'Playlist not found' for an address that is no playlist id, without asking the server", async () => {
    const { calls } = renderPreview({ body: reply() }, { id: 'not-a-playlist' });
    expect(await screen.findByRole('heading', { name: 'Playlist not found' })).toBeTruthy();
    expect(calls.filter((c) => c.path.startsWith('/api/youtube'))).toEqual([]);
  });

  it("says 'No videos found' for an empty playlist", async () => {
    renderPreview({ body: reply({ videos: [], playlist: { ...summary, videoCount: 0 } }) });
    expect(await screen.findByRole('heading', { name: 'No videos found' })).toBeTruthy();
  });

  it('says that only the first videos are shown when the answer is partial', async () => {
    renderPreview({ body: reply({ partial: true, playlist: { ...summary, videoCount: 40 } }) });
    expect(await screen.findByText('Only the first 2 videos of this playlist are shown.')).toBeTruthy();
    expect(screen.getByText('40 videos')).toBeTruthy();
  });

  it('shows the server message and Try again when YouTube fails', async () => {
    renderPreview({ status: 503, body: { error: 'Service Unavailable', code: 'QUOTA_EXCEEDED', message: 'YouTube search temporarily unavailable due to high usage. Please try again later or tomorrow.' } });
    expect(await screen.findByText('YouTube search temporarily unavailable due to high usage. Please try again later or tomorrow.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Try again/ })).toBeTruthy();
  });
});
