import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter, stubApi } from '../../test/utils.tsx';
import NotFoundPage, { POPULAR_TOPICS } from './not-found-page.tsx';

describe('NotFoundPage', () => {
  it('links home, to the main areas and to explore searches for the popular topics', () => {
    stubApi();
    renderWithRouter(<NotFoundPage />, '/nowhere');
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
    const href = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Go Home')).toBe('/');
    expect(href(/Explore Plans/)).toBe('/explore');
    expect(href(/My Learning Plans/)).toBe('/plans');
    expect(href(/Community Library/)).toBe('/library');

    expect(POPULAR_TOPICS).toEqual([
      'JavaScript',
      'Python',
      'React',
      'Data Science',
      'Machine Learning',
      'Web Development',
      'UI/UX Design',
      'DevOps',
    ]);
    expect(href('JavaScript')).toBe('/explore?search=JavaScript');
    expect(href('Data Science')).toBe('/explore?search=Data%20Science');
    expect(href('UI/UX Design')).toBe('/explore?search=UI%2FUX%20Design');
    for (const topic of POPULAR_TOPICS) expect(href(topic)).toBe(`/explore?search=${encodeURIComponent(topic)}`);
  });

  it('Go Back returns to the previous page', async () => {
    stubApi();
    const { router } = renderWithRouter(<NotFoundPage />, '/nowhere', ['/about']);
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
  });

  it('Go Back goes home when the visit started on the missing page', async () => {
    stubApi();
    const { router } = renderWithRouter(<NotFoundPage />, '/nowhere');
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
