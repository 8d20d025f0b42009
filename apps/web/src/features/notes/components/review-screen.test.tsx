import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { __resetApiClientForTests } from '../../../lib/api.ts';
import { renderPage, resetToasts, stubFetch } from '../../auth/testing/render.tsx';
import { ReviewScreen } from './review-screen.tsx';

beforeEach(() => {
  __resetApiClientForTests();
  resetToasts();
});

const interval = (label: string) => ({ label, dueAt: '2031-01-02T00:00:00.000Z' });
const card = {
  id: 5,
  front: 'What does a closure keep?',
  back: 'Its scope',
  note: { id: 9, atSeconds: 75, text: 'Its scope' },
  video: { id: 7, youtubeId: 'abc', title: 'Closures', thumbnailUrl: '', durationSeconds: 600 },
  dueAt: '2031-01-01T00:00:00.000Z',
  intervals: { 1: interval('1m'), 2: interval('6m'), 3: interval('10m'), 4: interval('8d') },
  context: [] as Array<{ start: number; text: string }>,
};
const stats = { dueToday: 1, reviewedToday: 0, retention30d: null, streakDays: 0, forecast7d: [] };

describe('ReviewScreen', () => {
  it('Space shows the answer, 3 grades Good once with one reviewId; then All done with the next due time', async () => {
    let graded = false;
    const api = stubFetch({
      'GET /api/review/due': () => ({ body: graded ? { cards: [], dueCount: 0, nextDueAt: '2031-01-01T00:10:00.000Z' } : { cards: [card], dueCount: 1, nextDueAt: null } }),
      'GET /api/review/stats': { body: stats },
      'POST /api/review/5': () => {
        graded = true;
        return { body: { cardId: 5, rating: 3, dueAt: '2031-01-01T00:10:00.000Z', reviewedAt: '2031-01-01T00:00:00.000Z' } };
      },
    });
    renderPage(<ReviewScreen />);
    await screen.findByRole('heading', { level: 2, name: 'What does a closure keep?' });
    expect(screen.queryByText('Its scope')).toBeNull();
    // Grades do nothing before the answer is shown.
    fireEvent.keyDown(window, { key: '3' });
    fireEvent.keyDown(window, { key: ' ' });
    await screen.findByText('Its scope');
    expect(screen.getByRole('button', { name: 'Good 10m' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Easy 8d' })).toBeTruthy();
    fireEvent.keyDown(window, { key: '3' });
    fireEvent.click(screen.getByRole('button', { name: 'Good 10m' }));
    await screen.findByRole('heading', { name: 'All done for today' });
    const posts = api.callsTo('POST', '/api/review/5');
    expect(posts.length).toBeGreaterThanOrEqual(1);
    const ids = new Set(posts.map((p) => (p.body as { reviewId: string }).reviewId));
    expect(ids.size).toBe(1);
    expect(posts[0]?.body).toMatchObject({ rating: 3 });
    expect(screen.getByText(/The next card is due/)).toBeTruthy();
  });

  it('a typed key in a field is not a grade', async () => {
    const api = stubFetch({ 'GET /api/review/due': { body: { cards: [card], dueCount: 1, nextDueAt: null } }, 'GET /api/review/stats': { body: stats } });
    renderPage(
      <>
        <input aria-label="elsewhere" />
        <ReviewScreen />
      </>,
    );
    await screen.findByRole('heading', { level: 2, name: 'What does a closure keep?' });
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'elsewhere' }), { key: ' ' });
    await waitFor(() => expect(screen.queryByText('Its scope')).toBeNull());
    expect(api.callsTo('POST', '/api/review/5')).toHaveLength(0);
  });

  it('shows the transcript lines around the note under the answer, the line said at its time stressed; none without a transcript', async () => {
    const withContext = {
      ...card,
      context: [
        { start: 58, text: 'Before the note' },
        { start: 72, text: 'A closure keeps its scope' },
        { start: 90, text: 'After the note' },
      ],
    };
    stubFetch({ 'GET /api/review/due': { body: { cards: [withContext], dueCount: 1, nextDueAt: null } }, 'GET /api/review/stats': { body: stats } });
    renderPage(<ReviewScreen />);
    await screen.findByRole('heading', { level: 2, name: 'What does a closure keep?' });
    // Hidden with the answer.
    expect(screen.queryByText('A closure keeps its scope')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show answer' }));
    const lines = await screen.findByTestId('review-context');
    expect(screen.getByRole('heading', { name: 'What was said around 1:15' })).toBeTruthy();
    expect([...lines.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['0:58Before the note', '1:12A closure keeps its scope', '1:30After the note']);
    expect(lines.querySelector('[aria-current="time"]')?.textContent).toBe('1:12A closure keeps its scope');
  });

  it('a card without transcript context shows no context section', async () => {
    stubFetch({ 'GET /api/review/due': { body: { cards: [card], dueCount: 1, nextDueAt: null } }, 'GET /api/review/stats': { body: stats } });
    renderPage(<ReviewScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Show answer' }));
    await screen.findByTestId('review-back');
    expect(screen.queryByTestId('review-context')).toBeNull();
  });
});
