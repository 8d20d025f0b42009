import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { __resetApiClientForTests } from '../../../lib/api.ts';
import { renderPage, resetToasts, stubFetch } from '../../auth/testing/render.tsx';
import { favoriteKeys } from '../keys.ts';
import { FavoriteButton } from './favorite-button.tsx';

beforeEach(() => {
  __resetApiClientForTests();
  resetToasts();
});

describe('FavoriteButton', () => {
  it('reads the status, adds on click (POST), and refreshes the favourites lists', async () => {
    const api = stubFetch({
      'GET /api/favorites/playlists/4/status': { body: { isFavorited: false } },
      'POST /api/favorites/playlists/4': { body: { isFavorited: true, message: 'Added to favorites' } },
      'GET /api/favorites/videos': { body: [] },
      'GET /api/favorites/playlists': { body: [] },
    });
    const { queryClient } = renderPage(<FavoriteButton kind="plan" id={4} name="SQL Basics" />);
    queryClient.setQueryData(favoriteKeys.list('plan'), []);
    const button = await screen.findByRole('button', { name: 'Add to favorites' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    const pressed = await screen.findByRole('button', { name: 'Remove from favorites' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    expect(api.callsTo('POST', '/api/favorites/playlists/4')).toHaveLength(1);
    await waitFor(() => expect(queryClient.getQueryState(favoriteKeys.list('plan'))?.isInvalidated).toBe(true));
  });

  it("removes with DELETE; a failure puts the heart back and says 'Failed to update favorites'", async () => {
    const api = stubFetch({
      'GET /api/favorites/videos/9/status': { body: { isFavorited: true } },
      'DELETE /api/favorites/videos/9': { status: 500, body: { error: 'boom' } },
    });
    renderPage(<FavoriteButton kind="video" id={9} name="Joins explained" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove from favorites' }));
    expect(await screen.findByText('Failed to update favorites')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove from favorites' }).getAttribute('aria-pressed')).toBe('true');
    expect(api.callsTo('DELETE', '/api/favorites/videos/9')).toHaveLength(1);
  });

  it('in list mode, reads the shared favourites list instead of one status call per card', async () => {
    const favorite = { id: 1, planId: 4, createdAt: '2026-01-01T00:00:00.000Z', playlist: { id: 4, title: 'A', description: '', slug: 'a-4', isPublic: true, isOwn: true } };
    const api = stubFetch({ 'GET /api/favorites/playlists': { body: [favorite] } });
    renderPage(
      <>
        <FavoriteButton kind="plan" id={4} statusFrom="list" />
        <FavoriteButton kind="plan" id={5} statusFrom="list" />
      </>,
    );
    expect((await screen.findByRole('button', { name: 'Remove from favorites' })).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Add to favorites' })).toBeTruthy();
    expect(api.callsTo('GET', '/api/favorites/playlists')).toHaveLength(1);
    expect(api.calls.filter((c) => c.path.endsWith('/status'))).toHaveLength(0);
  });

  it('saves an unsaved video first (ensureId), then adds it', async () => {
    const api = stubFetch({ 'POST /api/favorites/videos/31': { body: { isFavorited: true, message: 'ok' } }, 'GET /api/favorites/videos/31/status': { body: { isFavorited: true } } });
    renderPage(<FavoriteButton kind="video" id={null} ensureId={async () => 31} variant="button" />);
    const button = screen.getByRole('button', { name: 'Add to favorites' });
    expect(button.textContent).toBe('Add to favorites');
    fireEvent.click(button);
    await waitFor(() => expect(api.callsTo('POST', '/api/favorites/videos/31')).toHaveLength(1));
  });
});
