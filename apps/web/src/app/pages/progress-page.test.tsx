import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { __resetApiClientForTests } from '../../lib/api.ts';
import { authKeys } from '../../features/auth/keys.ts';
import { createTestQueryClient, makeUser, renderPage, resetToasts, stubFetch } from '../../features/auth/testing/render.tsx';
import { certificateReply, progressPageStubs, weeklyReply } from '../../features/progress/testing/fixtures.ts';
import ProgressPage from './progress-page.tsx';

function render(signedIn = true) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(authKeys.user(), signedIn ? makeUser() : null);
  return renderPage(<ProgressPage />, { route: '/progress', path: '/progress', queryClient });
}

beforeEach(() => {
  __resetApiClientForTests();
  resetToasts();
});

describe('/progress', () => {
  it('shows the week as a chart with a table for screen readers, today, the month and 3 recent achievements', async () => {
    stubFetch(progressPageStubs());
    render();
    const table = await screen.findByRole('table', { name: 'Hours watched each day this week' }, { timeout: 15_000 }); // the chart's chunk loads lazily
    const rows = within(table).getAllByRole('row');
    expect(rows[1]?.textContent).toBe('Monday0.05 h');
    expect(rows[3]?.textContent).toBe('Wednesday (today)1.5 h');
    // Non-zero days keep at least 8% of the height: Monday's 0.05 h against Wednesday's 1.5 h.
    const bars = [...document.querySelectorAll('[data-testid="weekly-chart"] [data-share]')].map((b) => b.getAttribute('data-share'));
    expect(bars).toEqual(['0.08', '1.00']);
    expect(await screen.findByText('90 min')).toBeTruthy();
    expect(screen.getByText('2 days', { selector: 'p' })).toBeTruthy();
    expect(await screen.findByText('Technology and Computer Science, Graphic Design and Arts')).toBeTruthy();
    expect(screen.getByText('Achievement 3')).toBeTruthy();
    expect(screen.queryByText('Achievement 4')).toBeNull();
    expect(screen.getByRole('link', { name: 'View all achievements' }).getAttribute('href')).toBe('/achievements');
    expect(screen.getByRole('link', { name: /Explore videos and plans/ }).getAttribute('href')).toBe('/explore');
  });

  it("scales the week's bars against the saved goal: 0.06 h with a 5 h goal is a small bar", async () => {
    stubFetch({
      ...progressPageStubs(),
      'GET /api/analytics/weekly': { body: weeklyReply({ dailyHours: [0.06, 0, 0, 0, 0, 0, 0], totalHours: 0.06 }) },
      'GET /api/user/weekly-goal': { body: { weeklyGoalHours: 5 } },
    });
    render();
    await screen.findByRole('table', { name: 'Hours watched each day this week' }, { timeout: 15_000 });
    const bars = [...document.querySelectorAll('[data-testid="weekly-chart"] [data-share]')].map((b) => b.getAttribute('data-share'));
    expect(bars).toEqual(['0.08']);
  });

  it("refuses a goal of 51 with 'Invalid Goal' and puts the saved goal back", async () => {
    const fetch = stubFetch({
      ...progressPageStubs(),
      'POST /api/user/weekly-goal': { status: 400, body: { error: 'VALIDATION_ERROR', message: 'Weekly goal must be between 1 and 50 hours' } },
    });
    render();
    const input = await screen.findByLabelText('Weekly goal (hours)');
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('10'));
    fireEvent.change(input, { target: { value: '51' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Goal' }));
    expect(await screen.findByText('Invalid Goal')).toBeTruthy();
    expect(screen.getByText('Weekly goal must be between 1 and 50 hours')).toBeTruthy();
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('10'));
    expect(fetch.callsTo('POST', '/api/user/weekly-goal')[0]?.body).toEqual({ weeklyGoalHours: 51 });
  });

  it('deletes a certificate only after the confirmation', async () => {
    let deleted = false;
    const fetch = stubFetch({
      ...progressPageStubs(),
      'GET /api/certificates/user': () => ({ body: deleted ? [] : [certificateReply()] }),
      'DELETE /api/certificates/AbCdEfGhIjKlMnOpQrStUv': () => {
        deleted = true;
        return { body: { message: 'Certificate deleted' } };
      },
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete certificate for Analytical Engines' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('This action cannot be undone')).toBeTruthy();
    expect(fetch.callsTo('DELETE', '/api/certificates/AbCdEfGhIjKlMnOpQrStUv')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(fetch.callsTo('DELETE', '/api/certificates/AbCdEfGhIjKlMnOpQrStUv')).toHaveLength(1));
    expect(await screen.findByText('Certificate deleted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Download certificate for Analytical Engines' })).toBeNull());
    expect(await screen.findByRole('button', { name: 'Download Sample' })).toBeTruthy();
  });

  it("says the server's error when a delete fails", async () => {
    stubFetch({ ...progressPageStubs(), 'DELETE /api/certificates/AbCdEfGhIjKlMnOpQrStUv': { status: 404, body: { error: 'Certificate not found', message: 'Certificate not found' } } });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete certificate for Analytical Engines' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Certificate not found')).toBeTruthy();
  });

  it('offers the demo certificate before any is earned', async () => {
    stubFetch({ ...progressPageStubs(), 'GET /api/certificates/user': { body: [] } });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Download Sample' }));
    expect(await screen.findByText('Complete a learning plan to earn a real certificate!')).toBeTruthy();
  });

  it("shows 'Unable to load progress data' when the week fails", async () => {
    stubFetch({ ...progressPageStubs(), 'GET /api/analytics/weekly': { status: 500, body: { error: 'INTERNAL', message: 'Internal server error' } } });
    render();
    expect((await screen.findAllByText('Unable to load progress data')).length).toBeGreaterThan(0);
  });

  it("signed out: 'Please Sign In'", async () => {
    stubFetch({});
    render(false);
    expect(await screen.findByRole('heading', { name: 'Please Sign In' })).toBeTruthy();
  });
});
