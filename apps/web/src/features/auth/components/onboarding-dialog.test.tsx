import { CATEGORIES } from '@learnstack/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { __resetApiClientForTests } from '../../../lib/api.ts';
import { authKeys } from '../keys.ts';
import { createTestQueryClient, makeUser, renderPage, resetToasts, type StubReply, stubFetch } from '../testing/render.tsx';
import { OnboardingDialog } from './onboarding-dialog.tsx';

function setup(completeReply?: StubReply, interestsReply: StubReply = { body: { interests: ['data'] } }) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(authKeys.user(), makeUser({ hasCompletedOnboarding: false }));
  const api = stubFetch({
    'POST /api/user/learning-interests': interestsReply,
    'POST /api/user/complete-onboarding': completeReply ?? { body: { user: makeUser({ hasCompletedOnboarding: true }) } },
    'GET /api/auth/user': { body: makeUser({ hasCompletedOnboarding: true }) },
  });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  renderPage(<OnboardingDialog />, { queryClient });
  return { api, queryClient, invalidate };
}

const invalidatedKeys = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map((call) => JSON.stringify((call[0] as { queryKey?: unknown } | undefined)?.queryKey));

beforeEach(() => {
  __resetApiClientForTests();
  resetToasts();
});

describe('OnboardingDialog', () => {
  it('opens for a user who has not completed onboarding and lists the eight categories', () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'What would you like to learn?' })).toBeTruthy();
    for (const { label } of CATEGORIES) {
      expect(screen.getByRole('button', { name: label }).getAttribute('aria-pressed')).toBe('false');
    }
  });

  it('stays closed for a user who has completed onboarding', () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(authKeys.user(), makeUser({ hasCompletedOnboarding: true }));
    stubFetch({});
    renderPage(<OnboardingDialog />, { queryClient });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses to save without a choice', async () => {
    const { api } = setup();
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    expect(await screen.findByText('Select at least one interest')).toBeTruthy();
    expect(screen.getByText('Please select at least one learning interest to personalize your recommendations.')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('saves the chosen interests, then completes onboarding and refreshes the caches', async () => {
    const { api, queryClient, invalidate } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Data Science and Analytics' }));
    fireEvent.click(screen.getByRole('button', { name: 'Business and Management' }));
    fireEvent.click(screen.getByRole('button', { name: 'Languages' }));
    fireEvent.click(screen.getByRole('button', { name: 'Languages' })); // toggled off again
    expect(screen.getByRole('button', { name: 'Data Science and Analytics' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: /save/i }));

    await waitFor(() => expect(api.callsTo('POST', '/api/user/complete-onboarding')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/user/learning-interests')[0]?.body).toEqual({ interests: ['business', 'data'] });
    const posts = api.calls.filter((c) => c.method === 'POST').map((c) => c.path);
    expect(posts).toEqual(['/api/user/learning-interests', '/api/user/complete-onboarding']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(queryClient.getQueryData(authKeys.user())).toMatchObject({ hasCompletedOnboarding: true });
    expect(invalidatedKeys(invalidate)).toEqual(
      expect.arrayContaining([JSON.stringify(authKeys.user()), '["recommendations"]', JSON.stringify(authKeys.learningInterests())]),
    );
  });

  it('Skip completes onboarding without saving interests', async () => {
    const { api, invalidate } = setup();
    fireEvent.click(screen.getByRole('button', { name: /skip/i }));
    await waitFor(() => expect(api.callsTo('POST', '/api/user/complete-onboarding')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/user/learning-interests')).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(invalidatedKeys(invalidate)).toEqual(expect.arrayContaining(['["recommendations"]', JSON.stringify(authKeys.learningInterests())]));
  });

  it("shows 'Error' with the server message when saving fails, and stays open", async () => {
    const { api } = setup(undefined, { status: 400, body: { error: 'Bad Request', message: 'Unknown category' } });
    fireEvent.click(screen.getByRole('button', { name: 'Languages' }));
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    expect(await screen.findByText('Unknown category')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    expect(api.callsTo('POST', '/api/user/complete-onboarding')).toHaveLength(0);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it("falls back to 'Failed to save learning interests'", async () => {
    setup({ status: 500, body: {} });
    fireEvent.click(screen.getByRole('button', { name: /skip/i }));
    expect(await screen.findByText('Failed to save learning interests')).toBeTruthy();
  });
});
