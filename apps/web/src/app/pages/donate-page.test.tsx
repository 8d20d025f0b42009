import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { donationHref, pickPlanOfTheWeek } from '../../features/donations/index.ts';
import { AUTH_CONFIG, renderRoutes, stubApi, TEST_USER } from '../../test/utils.tsx';

const ENABLED = { ...AUTH_CONFIG, enableDonations: true, donationUrl: 'https://donate.example.com/ls' };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
});

describe('/donate', () => {
  it('does not exist unless donations are enabled', async () => {
    stubApi();
    renderRoutes('/donate', TEST_USER);
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
  });

  it('the local flag shows it; without DONATION_URL it says donations are not set up', async () => {
    localStorage.setItem('enableDonations', 'true');
    stubApi();
    renderRoutes('/donate', TEST_USER);
    expect(await screen.findByText('Donations are not set up')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Donate/ })).toHaveProperty('disabled', true);
  });

  it('defaults to $15, switches tiers and custom amounts, and disables below 1', async () => {
    stubApi({ '/api/auth/config': { status: 200, body: ENABLED } });
    renderRoutes('/donate', TEST_USER);
    const donate = await screen.findByRole('button', { name: /Donate \$15/ });
    expect(screen.getByRole('button', { name: /Learning Advocate/ }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Most popular')).toBeTruthy();
    const funds = screen.getByRole('heading', { name: 'Where the money goes' }).closest('div.rounded-2xl') as HTMLElement;
    expect(funds.textContent).toMatch(/Servers40%Development35%AI and APIs15%Support10%/);
    fireEvent.click(screen.getByRole('button', { name: /Learning Hero/ }));
    expect(donate.textContent).toContain('$100');
    const custom = screen.getByLabelText('Custom amount (USD)');
    fireEvent.change(custom, { target: { value: 'abc' } });
    expect(donate.textContent).toContain('$25');
    expect(screen.getByRole('button', { name: /Learning Hero/ }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.change(custom, { target: { value: '0.5' } });
    expect(donate).toHaveProperty('disabled', true);
    fireEvent.change(custom, { target: { value: '' } });
    expect(donate).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: /Coffee Supporter/ }));
    expect(donate.textContent).toContain('$5');
    expect(donate).toHaveProperty('disabled', false);
  });

  it('marks the user a supporter, opens the donation page, thanks and reloads', async () => {
    const calls = stubApi({ '/api/auth/config': { status: 200, body: ENABLED }, 'POST /api/user/supporter': { status: 500, body: { error: 'x', message: 'x' } } });
    const tab = { opener: {}, location: { href: '' } };
    const open = vi.fn(() => tab);
    const alert = vi.fn();
    vi.stubGlobal('open', open);
    vi.stubGlobal('alert', alert);
    renderRoutes('/donate', TEST_USER);
    fireEvent.click(await screen.findByRole('button', { name: /Donate \$15/ }));
    await waitFor(() => expect(alert).toHaveBeenCalled());
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/user/supporter')).toBe(true);
    // Opens even though the call failed.
    expect(tab.location.href).toBe('https://donate.example.com/ls?amount=15');
    expect(tab.opener).toBeNull();
  });
});

describe('promotions', () => {
  it('picks the same plan all week among the most liked', () => {
    const plans = [{ id: 1, likeCount: 0 }, { id: 2, likeCount: 9 }, { id: 3, likeCount: 4 }];
    const week = new Date('2026-11-25T00:00:00Z');
    expect(pickPlanOfTheWeek(plans, week)).toEqual(pickPlanOfTheWeek(plans, new Date(week.getTime() + 3600_000)));
    expect(pickPlanOfTheWeek([], week)).toBeUndefined();
    expect(donationHref('https://x.example/d?ref=1', 5)).toBe('https://x.example/d?ref=1&amount=5');
  });

  it('shows promotion slots to others and a thank-you note to supporters', async () => {
    stubApi({ '/api/public-plans': { status: 200, body: { plans: [], totalCount: 0, nextOffset: null } } });
    const { unmount } = renderRoutes('/about', TEST_USER);
    expect(await screen.findByTestId('promo-slots')).toBeTruthy();
    expect(screen.queryByTestId('supporter-note')).toBeNull();
    unmount();
    renderRoutes('/about', { ...TEST_USER, isSupporter: true });
    expect(await screen.findByTestId('supporter-note')).toBeTruthy();
    expect(screen.queryByTestId('promo-slots')).toBeNull();
  });
});
