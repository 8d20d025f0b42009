import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { parsePlaylistUrl } from '@learnstack/contracts/youtube-input';
import { renderPage, resetToasts, stubFetch } from '../../auth/testing/render.tsx';
import { ImportPlaylistDialog } from './import-playlist-dialog.tsx';

afterEach(resetToasts);

const URL_OK = 'https://www.youtube.com/playlist?list=PLUl4u3cNGP63EdVPNLG3ToM6LaEUuStEY';

function setup(handlers: Parameters<typeof stubFetch>[0] = {}) {
  const api = stubFetch(handlers);
  renderPage(<ImportPlaylistDialog open onOpenChange={() => {}} />, { routes: { '/plan/:slug': <p>plan page</p> } });
  const submit = (url: string) => {
    fireEvent.change(screen.getByLabelText('YouTube playlist URL'), { target: { value: url } });
    fireEvent.click(screen.getByRole('button', { name: 'Import Playlist' }));
  };
  return { api, submit };
}

const status = (over: Record<string, unknown>) => ({
  body: { id: 7, status: 'running', title: 'CS50', total: 3, imported: 0, skipped: 0, planId: 11, planSlug: 'cs50-abc123', error: null, ...over },
});

describe('parsePlaylistUrl', () => {
  it.each([
    [URL_OK, 'PLUl4u3cNGP63EdVPNLG3ToM6LaEUuStEY'],
    ['youtube.com/playlist?list=PLUl4u3cNGP63EdVPNLG3ToM6LaEUuStEY', 'PLUl4u3cNGP63EdVPNLG3ToM6LaEUuStEY'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=PLUl4u3cNGP63EdVPNLG3ToM6LaEUuStEY', 'PLUl4u3cNGP63EdVPNLG3ToM6LaEUuStEY'],
    [' PL84A56BC7F4A1F852 ', 'PL84A56BC7F4A1F852'],
  ])('%s is a playlist', (text, id) => expect(parsePlaylistUrl(text)).toBe(id));
  it.each([[''], ['learn python'], ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'], ['https://example.com/playlist?list=PLUl4u3cNGP63EdVPNLG3ToM6LaEUuStEY'], ['https://www.youtube.com/playlist?list=WL']])(
    '%j is not',
    (text) => expect(parsePlaylistUrl(text)).toBeNull(),
  );
});

describe('Import Playlist', () => {
  it('an empty URL says URL Required, a non-playlist URL says Invalid URL, and nothing is sent', async () => {
    const { api, submit } = setup();
    submit('   ');
    expect(await screen.findByText('URL Required')).toBeTruthy();
    expect(screen.getByText('Please enter a YouTube playlist URL')).toBeTruthy();
    submit('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(await screen.findByText('Invalid URL')).toBeTruthy();
    expect(screen.getByText('Please enter a valid YouTube playlist URL')).toBeTruthy();
    expect(screen.getByLabelText('YouTube playlist URL').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST', '/api/youtube/import-playlist')).toHaveLength(0);
  });

  it('starts the import and polls its real progress every second until it completes', async () => {
    const { api, submit } = setup({
      'POST /api/youtube/import-playlist': {
        status: 202,
        body: { isNewImport: true, duplicateFound: false, importId: 7, planId: 11, planSlug: 'cs50-abc123', title: 'CS50', videoCount: 3, partial: false },
      },
      'GET /api/youtube/imports/7': [status({}), status({ imported: 1, skipped: 1 }), status({ status: 'completed', imported: 2, skipped: 1 })],
    });
    submit(URL_OK);
    await waitFor(() => expect(api.callsTo('POST', '/api/youtube/import-playlist')[0]?.body).toEqual({ playlistUrl: URL_OK, forceCreate: false }));
    expect(await screen.findByRole('dialog', { name: 'Importing Playlist' })).toBeTruthy();
    expect(await screen.findByText('0 of 3 imported')).toBeTruthy();
    expect(screen.getByText(/continues in the background/)).toBeTruthy();
    expect(await screen.findByText(/1 of 3 imported · 1 skipped/)).toBeTruthy();
    expect(await screen.findByText('Import complete')).toBeTruthy();
    expect(screen.getByText(/2 of 3 imported · 1 skipped/)).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Import progress' }).getAttribute('aria-valuenow')).toBe('3');
    const polls = api.callsTo('GET', '/api/youtube/imports/7').length;
    expect(polls).toBe(3);
    expect(screen.getByRole('link', { name: 'Open Plan' }).getAttribute('href')).toBe('/plan/cs50-abc123');
    // Polling stopped once the import finished.
    await new Promise((r) => setTimeout(r, 1300));
    expect(api.callsTo('GET', '/api/youtube/imports/7')).toHaveLength(polls);
  }, 10_000);

  it('a failed import shows Import Failed with the server message', async () => {
    const { submit } = setup({
      'POST /api/youtube/import-playlist': { status: 404, body: { error: 'NOT_FOUND', code: 'NOT_FOUND', message: 'Playlist not found' } },
    });
    submit(URL_OK);
    expect((await screen.findAllByText('Import Failed')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Playlist not found').length).toBeGreaterThan(0);
  });

  it('USER_ALREADY_IMPORTED links to the existing plan', async () => {
    const { submit } = setup({
      'POST /api/youtube/import-playlist': {
        status: 409,
        body: { error: 'USER_ALREADY_IMPORTED', code: 'USER_ALREADY_IMPORTED', message: 'You have already imported this playlist.', existingPlanId: 3, existingPlanSlug: 'cs50-old111' },
      },
    });
    submit(URL_OK);
    expect(await screen.findByText('You have already imported this playlist.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open your plan' }).getAttribute('href')).toBe('/plan/cs50-old111');
  });

  it('duplicates open "Playlist Already Exists": Add this one, or Create New Copy with forceCreate', async () => {
    const existing = {
      id: 21,
      learningPlanId: 21,
      planSlug: 'cs50-pub222',
      planTitle: 'CS50 by Grace',
      isOwnedByUser: false,
      creatorName: 'Grace Hopper',
      createdAt: '2026-03-04T00:00:00.000Z',
      videoCount: 12,
      totalDuration: 7500,
    };
    const { api, submit } = setup({
      'POST /api/youtube/import-playlist': ({ body }) =>
        (body as { forceCreate: boolean }).forceCreate
          ? { status: 202, body: { isNewImport: true, duplicateFound: false, importId: 8, planId: 12, planSlug: 'cs50-new333', title: 'CS50', videoCount: 12, partial: true } }
          : { body: { duplicateFound: true, isNewImport: false, existingImports: [existing], title: 'CS50', videoCount: 12 } },
      'POST /api/youtube/add-existing-playlist': [
        { status: 500, body: { error: 'INTERNAL', message: 'Internal server error' } },
        { body: { isOwn: false, title: 'CS50 by Grace', videoCount: 12, planId: 30, planSlug: 'cs50-copy444', message: 'Plan added to your learning plans.' } },
      ],
      'GET /api/youtube/imports/8': status({ id: 8, total: 12, planSlug: 'cs50-new333' }),
    });
    submit(URL_OK);
    const dialog = await screen.findByRole('dialog', { name: 'Playlist Already Exists' });
    expect(within(dialog).getByText('CS50 by Grace')).toBeTruthy();
    expect(within(dialog).getByText('Grace Hopper')).toBeTruthy();
    expect(within(dialog).getByText('12 videos')).toBeTruthy();
    expect(within(dialog).getByText('2h 5m')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /^Add this one/ }));
    expect(await screen.findByText('Failed to Add')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /^Add this one/ }));
    await waitFor(() => expect(api.callsTo('POST', '/api/youtube/add-existing-playlist')[1]?.body).toEqual({ existingPlanId: 21 }));
    expect(await screen.findByRole('dialog', { name: 'Plan Added' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Plan' }).getAttribute('href')).toBe('/plan/cs50-copy444');
  });

  it('Create New Copy sends forceCreate and shows the import, with the partial-feed note', async () => {
    const { api, submit } = setup({
      'POST /api/youtube/import-playlist': ({ body }) =>
        (body as { forceCreate: boolean }).forceCreate
          ? { status: 202, body: { isNewImport: true, duplicateFound: false, importId: 8, planId: 12, planSlug: 'cs50-new333', title: 'CS50', videoCount: 15, partial: true } }
          : { body: { duplicateFound: true, isNewImport: false, existingImports: [], title: 'CS50', videoCount: 40 } },
      'GET /api/youtube/imports/8': status({ id: 8, total: 15, imported: 4, planSlug: 'cs50-new333' }),
    });
    submit(URL_OK);
    fireEvent.click(await screen.findByRole('button', { name: 'Create New Copy' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/youtube/import-playlist')[1]?.body).toEqual({ playlistUrl: URL_OK, forceCreate: true }));
    expect(await screen.findByText('4 of 15 imported')).toBeTruthy();
    expect(screen.getByText(/Only the first 15 videos of this playlist can be imported/)).toBeTruthy();
  });
});
