import type { DashboardPage } from '@learnstack/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { planKeys } from '../../features/plans/keys.ts';
import { makePlan } from '../../features/plans/testing/fixtures.ts';
import { __resetApiClientForTests, setOfflineAnswers } from '../../lib/api.ts';
import { renderRoutes, stubApi, TEST_USER } from '../../test/utils.tsx';
import { DASHBOARD_PARTS } from '../dashboard-reads.ts';
import { disposeAppRouter } from '../router.tsx';

/**
 * The dashboard asks GET /api/dashboard once and puts each part under its card's own query key
 * (decision 0061): no card asks its own read, and they refetch their own reads afterwards.
 */
afterEach(() => {
  disposeAppRouter();
  __resetApiClientForTests();
  window.history.replaceState(null, '', '/');
});

const friend = { id: 2, name: 'Grace Hopper', firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', profileImageUrl: null };

const PAGE: DashboardPage = {
  plans: [makePlan({ id: 1, title: 'Primed plan', slug: 'primed-plan-abc123' })],
  continueLearning: [
    {
      id: 5,
      youtubeId: 'dQw4w9WgXcQ',
      title: 'Primed video',
      thumbnailUrl: '',
      channelTitle: 'C',
      progress: { progressPercentage: 40, currentTime: 60 },
      planSlug: 'primed-plan-abc123',
      planTitle: 'Primed plan',
      updatedAt: '2026-11-01T00:00:00.000Z',
    },
  ],
  weeklyGoal: { weeklyGoalHours: 7 },
  weeklyAnalytics: { dailyHours: [0, 1, 0, 0, 0, 0, 0], totalHours: 1, completedVideos: 0, weekStart: '2026-11-23', today: '2026-11-25' },
  recommendations: [],
  learningInterests: { interests: ['data'] },
  friends: [friend],
  friendRequests: [{ id: 9, requester: { ...friend, id: 3, name: 'Alan Turing', email: 'alan@example.com' }, createdAt: '2026-11-01T00:00:00.000Z' }],
  invitesForMe: [],
};

const OWN_READS = DASHBOARD_PARTS.map((p) => p.path);

/** The real route table at /dashboard, once its page (a lazy chunk, slow to load the first time) shows. */
async function openDashboard() {
  const rendered = renderRoutes('/dashboard', TEST_USER);
  await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada!' }, { timeout: 10_000 });
  return rendered;
}

function ownReadsIn(calls: { method: string; path: string }[]) {
  return calls.filter((c) => c.method === 'GET' && OWN_READS.includes(c.path.split('?')[0] ?? ''));
}

describe('the dashboard reads once', () => {
  it('asks GET /api/dashboard alone, shows every card from it, and each card refetches its own read after an invalidation', async () => {
    const calls = stubApi({ '/api/dashboard': { status: 200, body: PAGE } });
    const { queryClient } = await openDashboard();
    expect(await screen.findByRole('link', { name: 'Primed plan' })).toBeTruthy();
    expect(await screen.findByText('Primed video')).toBeTruthy();
    expect(await screen.findByText('Data Science and Analytics')).toBeTruthy();
    expect(await screen.findByText('1 friend')).toBeTruthy();
    expect(await screen.findByText(/1 request waits/)).toBeTruthy();
    expect(screen.getByText(/of 7 h this week/)).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/dashboard')).toHaveLength(1);
    expect(ownReadsIn(calls)).toEqual([]);
    for (const { key, part } of DASHBOARD_PARTS) expect(queryClient.getQueryData(key), part).toEqual(PAGE[part]);

    // A write elsewhere invalidates the plans: their own reads are asked again, not the dashboard.
    await queryClient.invalidateQueries({ queryKey: planKeys.all });
    await waitFor(() => expect(ownReadsIn(calls).map((c) => c.path).sort()).toEqual(['/api/continue-learning', '/api/learning-plans']));
    expect(calls.filter((c) => c.path === '/api/dashboard')).toHaveLength(1);
  });

  it('asks the recommendations on their own when the server leaves them out (a model answers them)', async () => {
    const calls = stubApi({ '/api/dashboard': { status: 200, body: { ...PAGE, recommendations: null } }, '/api/recommendations': { status: 200, body: [] } });
    const { queryClient } = await openDashboard();
    expect(await screen.findByRole('link', { name: 'Primed plan' })).toBeTruthy();
    await waitFor(() => expect(ownReadsIn(calls).map((c) => c.path)).toEqual(['/api/recommendations']));
    expect(queryClient.getQueryData(planKeys.list())).toEqual(PAGE.plans);
  });

  it("falls back to each card's own read when the combined read fails", async () => {
    const own = Object.fromEntries(DASHBOARD_PARTS.map(({ part, path }) => [path, { status: 200, body: PAGE[part] }]));
    const calls = stubApi({ ...own, '/api/dashboard': { status: 500, body: { error: 'INTERNAL' } } });
    await openDashboard();
    expect(await screen.findByRole('link', { name: 'Primed plan' })).toBeTruthy();
    expect(await screen.findByText('1 friend')).toBeTruthy();
    await waitFor(() => expect(ownReadsIn(calls).map((c) => c.path).sort()).toEqual([...OWN_READS].sort()));
  });

  it("keeps each part on the device under its own read's path, for reading offline", async () => {
    const kept = new Map<string, string>();
    setOfflineAnswers({ keep: (path, text) => void kept.set(path, text), answer: () => undefined });
    stubApi({ '/api/dashboard': { status: 200, body: PAGE } });
    await openDashboard();
    await waitFor(() => expect(kept.has('/api/learning-plans')).toBe(true));
    for (const { part, path } of DASHBOARD_PARTS) expect(JSON.parse(kept.get(path) ?? 'null'), path).toEqual(PAGE[part]);
  });
});
