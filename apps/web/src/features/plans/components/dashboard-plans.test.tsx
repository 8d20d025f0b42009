import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage, resetToasts, stubFetch } from '../../auth/testing/render.tsx';
import { makePlan } from '../testing/fixtures.ts';
import { ContinueLearning, DashboardPlans } from './dashboard-plans.tsx';

afterEach(resetToasts);

describe('Dashboard plans', () => {
  it('quick-create trims the title, refuses a blank one, creates a private plan and opens it', async () => {
    const api = stubFetch({
      'GET /api/learning-plans': { body: [] },
      'POST /api/learning-plans': { status: 201, body: makePlan({ id: 9, slug: 'sql-for-analysts-x1y2z3', title: 'SQL for analysts' }) },
    });
    renderPage(<DashboardPlans />, { routes: { '/plan/:slug': <p>plan page</p> } });
    expect(await screen.findByText(/No Learning Plans Yet/)).toBeTruthy();
    const input = screen.getByLabelText('Start a new learning plan');
    const create = screen.getByRole('button', { name: 'Create Plan' }) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    fireEvent.change(input, { target: { value: '    ' } });
    expect(create.disabled).toBe(true);
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(api.callsTo('POST', '/api/learning-plans')).toHaveLength(0);
    fireEvent.change(input, { target: { value: '  SQL for analysts  ' } });
    fireEvent.click(create);
    await waitFor(() => expect(api.callsTo('POST', '/api/learning-plans')[0]?.body).toEqual({ title: 'SQL for analysts', description: '', isPublic: false }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/plan/sql-for-analysts-x1y2z3'));
  });

  it('quick-create failure says so', async () => {
    stubFetch({ 'GET /api/learning-plans': { body: [] }, 'POST /api/learning-plans': { status: 500, body: { error: 'INTERNAL', message: 'x' } } });
    renderPage(<DashboardPlans />);
    fireEvent.change(await screen.findByLabelText('Start a new learning plan'), { target: { value: 'Go' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Plan' }));
    expect(await screen.findByText('Failed to create plan. Please try again.')).toBeTruthy();
  });

  it('lists the most recently changed plans with their progress', async () => {
    stubFetch({
      'GET /api/learning-plans': {
        body: [
          makePlan({ id: 1, title: 'Old', updatedAt: '2026-01-01T00:00:00.000Z', videoCount: 4, completedCount: 1, progress: 25 }),
          makePlan({ id: 2, title: 'New', updatedAt: '2026-11-01T00:00:00.000Z' }),
        ],
      },
    });
    renderPage(<DashboardPlans />);
    const links = await screen.findAllByRole('link', { name: /^(Old|New)$/ });
    expect(links.map((l) => l.textContent)).toEqual(['New', 'Old']);
    expect(screen.getByText('1 of 4 videos completed')).toBeTruthy();
    expect(screen.getByText('No videos yet')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Progress of Old' }).getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByRole('link', { name: /View all plans \(2\)/ }).getAttribute('href')).toBe('/plans');
  });

  it('Continue Learning links into the player with the plan', async () => {
    stubFetch({
      'GET /api/continue-learning': {
        body: [
          { id: 1, youtubeId: 'dQw4w9WgXcQ', title: 'Hooks', thumbnailUrl: '', channelTitle: 'C', progress: { progressPercentage: 40, currentTime: 60 }, planSlug: 'react-abc123', planTitle: 'React path', updatedAt: '2026-11-01T00:00:00.000Z' },
          { id: 2, youtubeId: 'AAAAAAAAAAA', title: 'Loose video', thumbnailUrl: '', channelTitle: 'C', progress: { progressPercentage: 10, currentTime: 5 }, planSlug: null, planTitle: null, updatedAt: '2026-11-01T00:00:00.000Z' },
        ],
      },
    });
    renderPage(<ContinueLearning />);
    const first = await screen.findByRole('link', { name: /Hooks/ });
    expect(first.getAttribute('href')).toBe('/video/dQw4w9WgXcQ?plan=react-abc123');
    expect(within(first).getByText('in React path')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Loose video/ }).getAttribute('href')).toBe('/video/AAAAAAAAAAA');
  });
});
