import type { SharedGroupReply, SharedPlanReply } from '@learnstack/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import SharedGroupPage from '../../../app/pages/shared-group-page.tsx';
import SharedPlanPage, { SharedPlanRedirect } from '../../../app/pages/shared-plan-page.tsx';
import { __resetApiClientForTests } from '../../../lib/api.ts';
import { authKeys } from '../../auth/keys.ts';
import { createTestQueryClient, makeUser, renderPage, resetToasts, stubFetch } from '../../auth/testing/render.tsx';

const author = { id: 7, name: 'Grace Hopper', firstName: 'Grace', lastName: 'Hopper', profileImageUrl: null };

const video = (id: number, youtubeId: string, title: string) => ({
  id,
  youtubeId,
  title,
  description: '',
  thumbnailUrl: '',
  channelTitle: 'Channel',
  publishedAt: null,
  duration: 'PT4M5S',
  durationSeconds: 245,
  viewCount: 0,
  category: null,
});

function sharedPlan(overrides: Partial<SharedPlanReply> = {}): SharedPlanReply {
  return {
    plan: {
      id: 3,
      title: 'SQL Basics',
      description: 'Learn SQL step by step.',
      slug: 'sql-basics-3',
      color: 'purple',
      isPublic: false,
      createdAt: '2026-02-01T00:00:00.000Z',
      author,
      videoCount: 3,
      estimatedHours: 2,
      isOwn: false,
    },
    // Out of order on purpose: the page shows them by orderIndex.
    videos: [
      { orderIndex: 2, video: video(12, 'cccccccccc3', 'Third: joins') },
      { orderIndex: 0, video: video(10, 'aaaaaaaaaa1', 'First: select') },
      { orderIndex: 1, video: video(11, 'bbbbbbbbbb2', 'Second: where') },
    ],
    existingCopy: null,
    ...overrides,
  };
}

function renderPlan(route: string, signedIn = true) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(authKeys.user(), signedIn ? makeUser() : null);
  return renderPage(<SharedPlanPage />, { route, path: '/shared/:shareToken', queryClient, routes: { '/shared-plan/:shareToken': <SharedPlanRedirect /> } });
}

function sharedGroup(overrides: Partial<SharedGroupReply> = {}): SharedGroupReply {
  return {
    group: { id: 8, name: 'Data Track', description: 'All about data.', color: 'green', isPublic: false, author, isOwn: false },
    plans: [
      { id: 30, slug: 'public-one-30', title: 'Public One', description: 'Open to all', videoCount: 4, isPublic: true, viewable: true },
      { id: 31, slug: 'private-two-31', title: 'Private Two', description: '', videoCount: 2, isPublic: false, viewable: false },
    ],
    planCount: 2,
    existingCopy: null,
    ...overrides,
  };
}

function renderGroup(route: string, signedIn = true) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(authKeys.user(), signedIn ? makeUser() : null);
  return renderPage(<SharedGroupPage />, { route, path: '/shared-group/:groupId', queryClient });
}

beforeEach(() => {
  __resetApiClientForTests();
  resetToasts();
});

describe('Shared plan page', () => {
  it('shows title, description, counts, estimated hours and the videos in order; Add to My Plans adds a copy', async () => {
    const api = stubFetch({
      'GET /api/shared-plan/tok-1': { body: sharedPlan() },
      'POST /api/shared-plan/tok-1/accept': { body: { message: 'Plan Added!', planId: 40, planSlug: 'sql-basics-40' } },
    });
    renderPlan('/shared/tok-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'SQL Basics' })).toBeTruthy();
    expect(screen.getByText('Learn SQL step by step.')).toBeTruthy();
    expect(screen.getByText('3 videos')).toBeTruthy();
    expect(screen.getByText('About 2 hours')).toBeTruthy();
    const videos = within(screen.getByRole('region', { name: /Videos/ })).getAllByRole('listitem');
    expect(videos.map((li) => li.textContent?.match(/(First|Second|Third)/)?.[1])).toEqual(['First', 'Second', 'Third']);
    // Thumbnails fall back: no stored thumbnail, so the first try is YouTube's mqdefault.
    const img = document.querySelector('img');
    expect(img?.getAttribute('src')).toBe('https://i.ytimg.com/vi/aaaaaaaaaa1/mqdefault.jpg');

    fireEvent.click(screen.getByRole('button', { name: 'Add to My Plans' }));
    expect(await screen.findByText('Plan Added!')).toBeTruthy();
    expect(api.callsTo('POST', '/api/shared-plan/tok-1/accept')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('/plan/sql-basics-40');
  });

  it('409 ALREADY_ADDED opens the existing copy', async () => {
    stubFetch({
      'GET /api/shared-plan/tok-1': { body: sharedPlan() },
      'POST /api/shared-plan/tok-1/accept': { status: 409, body: { error: 'This plan is already in your plans.', code: 'ALREADY_ADDED', existingPlanId: 9, existingPlanSlug: 'mine-9' } },
    });
    renderPlan('/shared/tok-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Add to My Plans' }));
    expect(await screen.findByText('Already in your plans')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('/plan/mine-9');
  });

  it('a viewer with an earlier copy gets Open instead of Add', async () => {
    stubFetch({ 'GET /api/shared-plan/tok-1': { body: sharedPlan({ existingCopy: { id: 9, slug: 'my-copy-9' } }) } });
    renderPlan('/shared/tok-1');
    expect((await screen.findByRole('link', { name: 'Open' })).getAttribute('href')).toBe('/plan/my-copy-9');
    expect(screen.queryByRole('button', { name: 'Add to My Plans' })).toBeNull();
    expect(screen.getByText('You have already added a copy of this plan.')).toBeTruthy();
  });

  it('the owner gets Open to the plan itself', async () => {
    stubFetch({ 'GET /api/shared-plan/tok-1': { body: sharedPlan({ plan: { ...sharedPlan().plan, isOwn: true } }) } });
    renderPlan('/shared/tok-1');
    expect((await screen.findByRole('link', { name: 'Open' })).getAttribute('href')).toBe('/plan/sql-basics-3');
    expect(screen.queryByRole('button', { name: 'Add to My Plans' })).toBeNull();
  });

  it('signed out: a sign-in prompt and no Add button', async () => {
    stubFetch({ 'GET /api/shared-plan/tok-1': { body: sharedPlan() } });
    renderPlan('/shared/tok-1', false);
    expect(await screen.findByText(/Sign in to add this plan/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: 'Add to My Plans' })).toBeNull();
  });

  it("an unknown or revoked link shows 'Plan Not Found'", async () => {
    stubFetch({ 'GET /api/shared-plan/gone': { status: 404, body: { error: 'Plan not found' } } });
    renderPlan('/shared/gone');
    expect(await screen.findByRole('heading', { name: 'Plan Not Found' })).toBeTruthy();
  });

  it("a failed add says 'Failed to add plan to your dashboard'", async () => {
    stubFetch({ 'GET /api/shared-plan/tok-1': { body: sharedPlan() }, 'POST /api/shared-plan/tok-1/accept': { status: 500, body: { error: 'boom' } } });
    renderPlan('/shared/tok-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Add to My Plans' }));
    expect(await screen.findByText('Failed to add plan to your dashboard')).toBeTruthy();
  });

  it('/shared-plan/{token} goes to /shared/{token}', async () => {
    stubFetch({ 'GET /api/shared-plan/tok-1': { body: sharedPlan() } });
    renderPlan('/shared-plan/tok-1');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/shared/tok-1'));
    expect(await screen.findByRole('heading', { level: 1, name: 'SQL Basics' })).toBeTruthy();
  });
});

describe('Shared group page', () => {
  it('shows name, description, colour and plan count, and links only the viewable plans (from=group)', async () => {
    const api = stubFetch({ 'GET /api/shared-group/8': { body: sharedGroup() } });
    renderGroup('/shared-group/8?token=tk&email=someone%40example.com');
    expect(await screen.findByRole('heading', { level: 1, name: 'Data Track' })).toBeTruthy();
    expect(screen.getByText('All about data.')).toBeTruthy();
    expect(screen.getByText('2 plans')).toBeTruthy();
    expect(screen.getByText('Green')).toBeTruthy();
    // The token goes to the server; the e-mail does not.
    expect(api.callsTo('GET', '/api/shared-group/8')[0]?.path).toBe('/api/shared-group/8?token=tk');
    const open = screen.getByRole('article', { name: 'Public One' });
    expect(within(open).getByRole('link', { name: 'Public One' }).getAttribute('href')).toBe('/plan/public-one-30?from=group&groupId=8');
    const closed = screen.getByRole('article', { name: 'Private Two' });
    expect(within(closed).queryByRole('link')).toBeNull();
  });

  it("Add Copy to My Plans sends the token and says 'Group Added!'", async () => {
    const api = stubFetch({
      'GET /api/shared-group/8': { body: sharedGroup() },
      'POST /api/shared-group/8/accept': { body: { message: 'Group Added!', groupId: 50, planCount: 2 } },
    });
    renderGroup('/shared-group/8?token=tk');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Copy to My Plans' }));
    expect(await screen.findByText('Group Added!')).toBeTruthy();
    expect(api.callsTo('POST', '/api/shared-group/8/accept')[0]?.body).toEqual({ token: 'tk' });
    expect(screen.getByRole('link', { name: /Go to My Plans/ }).getAttribute('href')).toBe('/plans?tab=groups');
  });

  it("a failed add shows the server's message, or 'Failed to add group to your plans'", async () => {
    stubFetch({
      'GET /api/shared-group/8': { body: sharedGroup() },
      'POST /api/shared-group/8/accept': [{ status: 400, body: { error: 'You cannot add your own group' } }, { status: 500, body: {} }],
    });
    renderGroup('/shared-group/8');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Copy to My Plans' }));
    expect(await screen.findByText('You cannot add your own group')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add Copy to My Plans' }));
    expect(await screen.findByText('Failed to add group to your plans')).toBeTruthy();
  });

  it('signed out: no add button, a sign-in prompt', async () => {
    stubFetch({ 'GET /api/shared-group/8': { body: sharedGroup() } });
    renderGroup('/shared-group/8', false);
    expect(await screen.findByText(/Sign in to add a copy of this group/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Copy to My Plans' })).toBeNull();
  });

  it("an invalid group shows 'Group Not Found' with Go Home", async () => {
    stubFetch({ 'GET /api/shared-group/99': { status: 404, body: { error: 'This shared group link is invalid or has expired.' } } });
    renderGroup('/shared-group/99?token=bad');
    expect(await screen.findByRole('heading', { name: 'Group Not Found' })).toBeTruthy();
    expect(screen.getByText('This shared group link is invalid or has expired.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
  });

  it("a malformed id is 'Group Not Found' without asking the server", async () => {
    const api = stubFetch({});
    renderGroup('/shared-group/abc');
    expect(await screen.findByRole('heading', { name: 'Group Not Found' })).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});
