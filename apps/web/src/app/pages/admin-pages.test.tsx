import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCost, parseQuota, usageBadgeClass } from '../../features/admin/index.ts';
import { renderRoutes, stubApi } from '../../test/utils.tsx';

const STATS = {
  totalUsers: 12,
  activeUsers: 7,
  totalVideos: 40,
  totalPlans: 9,
  publicPlans: 3,
  viewersByRegion: [{ region: 'Europe', count: 8 }, { region: 'Americas', count: 4 }],
  topPlans: [{ id: 1, title: 'Rust from scratch', videoCount: 6, userCount: 4 }],
  recentUsers: [{ id: 12, firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', createdAt: '2026-11-20T10:00:00.000Z', lastActive: '2026-11-21T10:00:00.000Z' }],
  dataIntegrity: { isHealthy: true, totalIssues: 0 },
  apiMetrics: {
    youtube: { status: 'Active', todayCalls: 3, totalCalls: 30, errors: 0, totalErrors: 1, avgResponseTime: 120, realQuota: { used: 7500, remaining: 2500, limit: 10000, percentageUsed: 75, lastUpdated: null } },
    openai: { status: 'High Error Rate', todayCalls: 10, totalCalls: 10, errors: 2, totalErrors: 2, avgResponseTime: 500, realUsage: { tokensUsed: 1234, dailyTokens: 1234, estimatedCost: 0.01234, totalCost: 0.01234, lastUpdated: null } },
    captions: { status: 'Active', todayCalls: 4, totalCalls: 40, errors: 0, totalErrors: 1, avgResponseTime: 210, lastUpdated: null },
  },
  systemHealth: {
    dbStatus: 'connected',
    dbLatencyMs: 1.5,
    detailedMetrics: {
      cpu: { percentage: 12.5, cores: 2, loadAverage: [0.5, 0.4, 0.3] },
      memory: { used: 1e9, free: 1e9, total: 2e9, percentage: 50 },
      disk: { percentage: 40, free: 6e10, total: 1e11, path: '/data' },
      service: { status: 'running', uptime: 3700, restarts: 2, memory: 1e8, startedAt: '2026-11-25T10:00:00.000Z' },
    },
  },
  generatedAt: '2026-11-25T12:00:00.000Z',
};
const INTEGRITY = {
  overview: { active_plans: 9, total_videos: 40, plan_video_relationships: 60, progress_records: 5 },
  summary: { hasIssues: true, totalIssues: 2, counts: { planOrderGaps: 1, stuckImports: 1 } },
  issues: {
    orphanedPlanVideos: [],
    duplicatePlanVideos: [],
    orphanedProgress: [],
    planOrderGaps: [{ plan_id: 4, plan_title: 'Gappy', video_count: 3, min_index: 5, max_index: 9 }],
    stuckImports: [{ import_id: 2, youtube_playlist_id: 'PLx', user_id: 1, last_update: '2026-11-25T10:00:00.000Z' }],
    likeCountDrift: [],
  },
  housekeeping: { expiredSessions: 0, expiredChallenges: 0, expiredResetTokens: 0 },
  guaranteedByConstraints: ['orphanedPlanVideos', 'duplicatePlanVideos', 'orphanedProgress'],
  timestamp: '2026-11-25T12:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('admin rules', () => {
  it('accepts quota values from 0 to 100,000 only', () => {
    expect(parseQuota('')).toBeNull();
    expect(parseQuota('-1')).toBeNull();
    expect(parseQuota('100001')).toBeNull();
    expect(parseQuota('1.5')).toBeNull();
    expect(parseQuota('abc')).toBeNull();
    expect(parseQuota('0')).toBe(0);
    expect(parseQuota('100000')).toBe(100_000);
  });

  it('colours usage red above 90 %, orange above 70 %, else green; costs have 4 decimals', () => {
    expect(usageBadgeClass(91)).toContain('red');
    expect(usageBadgeClass(90)).toContain('orange');
    expect(usageBadgeClass(71)).toContain('orange');
    expect(usageBadgeClass(70)).toContain('green');
    expect(formatCost(0.01234)).toBe('$0.0123');
  });
});

describe('/admin/login', () => {
  it('signs in and goes to the dashboard; a refusal shows Access Denied', async () => {
    let allow = false;
    stubApi({
      'POST /api/admin/login': () => (allow ? { status: 200, body: { message: 'Admin login successful', csrfToken: 'new', user: { id: 1, email: 'a@b.co', name: 'A' } } } : { status: 401, body: { error: 'Invalid credentials', message: 'Invalid credentials' } }),
      '/api/admin/stats': { status: 200, body: STATS },
      '/api/admin/data-integrity/check': { status: 200, body: INTEGRITY },
      '/api/admin/audit': { status: 200, body: { entries: [], nextBefore: null } },
    });
    const { router } = renderRoutes('/admin/login', null);
    const email = await screen.findByLabelText('Email');
    fireEvent.change(email, { target: { value: 'a@b.co' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    expect(screen.getByRole('button', { name: 'Show password' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Access Dashboard' }));
    expect(await screen.findByText('Access Denied')).toBeTruthy();
    allow = true;
    fireEvent.click(screen.getByRole('button', { name: 'Access Dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });
});

describe('/admin/dashboard', () => {
  it('shows the figures, the usage badge colour and the two-step integrity fix', async () => {
    const calls = stubApi({
      '/api/admin/stats': { status: 200, body: STATS },
      '/api/admin/data-integrity/check': { status: 200, body: INTEGRITY },
      '/api/admin/audit': { status: 200, body: { entries: [{ id: 1, actorId: 1, actorEmail: 'root@example.com', action: 'admin.login', outcome: 'success', detail: '', ip: null, createdAt: '2026-11-25T12:00:00.000Z' }], nextBefore: null } },
      'POST /api/admin/data-integrity/cleanup': { status: 200, body: { message: 'Fixed: renumbered the videos of 1 plan' } },
    });
    renderRoutes('/admin/dashboard', null);
    expect(await screen.findByTestId('stat-Total users')).toHaveProperty('textContent', '12');
    expect(screen.getByTestId('usage-youtube').getAttribute('data-level')).toBe('orange');
    expect(screen.getByText('High Error Rate')).toBeTruthy();
    expect(screen.getAllByText('$0.0123')).toHaveLength(2);
    expect(screen.getByText('Grace Hopper')).toBeTruthy();
    expect(screen.getByText('Rust from scratch')).toBeTruthy();
    // Viewers by region: bars scaled to the largest region, the figures as a list for screen readers.
    const regionBars = [...screen.getByTestId('region-chart').querySelectorAll('[data-share]')].map((b) => b.getAttribute('data-share'));
    expect(regionBars).toEqual(['1.00', '0.50']);
    expect(screen.getByTestId('region-chart').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(expect.arrayContaining(['Europe: 8', 'Americas: 4']));
    expect(await screen.findByText(/Gappy: 3 videos/)).toBeTruthy();
    expect(screen.getByText('admin.login')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Fix Issues' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/admin/data-integrity/cleanup')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Fix Issues' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Fix Issues' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/admin/data-integrity/cleanup')).toBe(true));
  });

  it('keeps Update disabled for an empty or out-of-range quota', async () => {
    stubApi({ '/api/admin/stats': { status: 200, body: STATS }, '/api/admin/data-integrity/check': { status: 200, body: INTEGRITY }, '/api/admin/audit': { status: 200, body: { entries: [], nextBefore: null } } });
    renderRoutes('/admin/dashboard', null);
    fireEvent.click(await screen.findByRole('button', { name: 'Update Quota' }));
    const update = await screen.findByRole('button', { name: 'Update' });
    expect(update).toHaveProperty('disabled', true);
    const input = screen.getByLabelText('Quota used today');
    fireEvent.change(input, { target: { value: '100001' } });
    expect(update).toHaveProperty('disabled', true);
    fireEvent.change(input, { target: { value: '2500' } });
    expect(update).toHaveProperty('disabled', false);
  });

  it('closes the quota dialog when the write is done, while the figures reload behind it', async () => {
    let statsCalls = 0;
    let releaseStats: () => void = () => {};
    const calls = stubApi({
      // The first read answers at once; the reload after the write waits until the test releases it.
      '/api/admin/stats': () => {
        statsCalls += 1;
        if (statsCalls === 1) return { status: 200, body: STATS };
        return new Promise((resolve) => {
          releaseStats = () => resolve({ status: 200, body: STATS });
        });
      },
      '/api/admin/data-integrity/check': { status: 200, body: INTEGRITY },
      '/api/admin/audit': { status: 200, body: { entries: [], nextBefore: null } },
      'POST /api/admin/quota/youtube': { status: 200, body: { message: 'Quota updated', quotaUsed: 2500 } },
    });
    renderRoutes('/admin/dashboard', null);
    fireEvent.click(await screen.findByRole('button', { name: 'Update Quota' }));
    fireEvent.change(screen.getByLabelText('Quota used today'), { target: { value: '2500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update YouTube quota' })).toBeNull());
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/admin/quota/youtube').map((c) => JSON.parse(String(c.init.body)))).toEqual([{ quotaUsed: 2500 }]);
    // The figures are asked for again, and the dialog did not wait for them.
    await waitFor(() => expect(statsCalls).toBe(2));
    releaseStats();
  });

  it('sends a non-admin to /admin/login', async () => {
    stubApi({ '/api/admin/stats': { status: 403, body: { error: 'FORBIDDEN', message: 'Admin access required' } }, '/api/admin/data-integrity/check': { status: 403, body: {} }, '/api/admin/audit': { status: 403, body: {} } });
    const { router } = renderRoutes('/admin/dashboard', null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
  });
});
