import type { PublicGroup, PublicPlan } from '@learnstack/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import ExplorePage from '../../../app/pages/explore-page.tsx';
import { authKeys } from '../../auth/keys.ts';
import { createTestQueryClient, makeUser, renderPage, resetToasts, type StubReply, stubFetch } from '../../auth/testing/render.tsx';
import { __resetApiClientForTests } from '../../../lib/api.ts';

const author = { id: 7, name: 'Grace Hopper', firstName: 'Grace', lastName: 'Hopper', profileImageUrl: null };

function makePlan(overrides: Partial<PublicPlan> = {}): PublicPlan {
  return {
    id: 11,
    slug: 'intro-to-sql-11',
    title: 'Intro to SQL',
    description: 'Queries from zero.',
    color: 'blue',
    author,
    createdAt: '2026-03-04T10:00:00.000Z',
    shareCount: 3,
    likeCount: 5,
    likedByMe: false,
    videoCount: 8,
    isOwn: false,
    ...overrides,
  };
}

function makeGroup(overrides: Partial<PublicGroup> = {}): PublicGroup {
  return {
    id: 21,
    name: 'Data Track',
    description: 'Everything data.',
    color: 'green',
    publicPlanCount: 4,
    author,
    createdAt: '2026-03-05T10:00:00.000Z',
    isOwn: false,
    ...overrides,
  };
}

const plansReply = (plans: PublicPlan[], nextOffset: number | null = null, totalCount = plans.length) => ({ body: { plans, totalCount, nextOffset } });
const groupsReply = (groups: PublicGroup[], nextOffset: number | null = null) => ({ body: { groups, totalCount: groups.length, nextOffset } });
const stats = { body: { publicPlans: 12, publicGroups: 3 } };

function render(route: string, signedIn = true) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(authKeys.user(), signedIn ? makeUser() : null);
  return renderPage(<ExplorePage />, { route, path: '/explore', queryClient });
}

const location = () => screen.getByTestId('location').textContent ?? '';

beforeEach(() => {
  __resetApiClientForTests();
  resetToasts();
});

describe('Explore', () => {
  it('shows the title, the public counts, three tabs, and plan cards after skeletons', async () => {
    stubFetch({ 'GET /api/explore/stats': stats, 'GET /api/public-plans': plansReply([makePlan()]) });
    render('/explore');
    expect(screen.getByRole('heading', { level: 1, name: 'Explore Community Plans' })).toBeTruthy();
    expect(screen.getAllByTestId('card-skeleton').length).toBeGreaterThan(0);
    const tabs = screen.getByRole('tablist', { name: 'Explore' });
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Plans', 'Groups', 'Playlists']);
    expect(await screen.findByText('12 public plans')).toBeTruthy();
    expect(screen.getByText('3 public groups')).toBeTruthy();
    const card = await screen.findByRole('article', { name: /Intro to SQL/ });
    expect(within(card).getByText('Grace Hopper')).toBeTruthy();
    expect(within(card).getByText('8 videos')).toBeTruthy();
    expect(within(card).getByText('3 shares')).toBeTruthy();
    const link = within(card).getByRole('link', { name: /Intro to SQL/ });
    expect(link.getAttribute('href')).toBe('/plan/intro-to-sql-11');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('heading', { name: 'Share Your Knowledge' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Go to My Plans/ }).getAttribute('href')).toBe('/plans');
  });

  it('opens the tab named in ?tab=, keeps the chosen tab in the address, and sends the search', async () => {
    const api = stubFetch({
      'GET /api/explore/stats': stats,
      'GET /api/public-plans': plansReply([makePlan()]),
      'GET /api/public-groups': groupsReply([makeGroup()]),
    });
    render('/explore?tab=groups&search=data');
    const groupCard = await screen.findByRole('article', { name: /Data Track/ });
    expect(screen.getByRole('tab', { name: 'Groups' }).getAttribute('aria-selected')).toBe('true');
    expect(api.callsTo('GET', '/api/public-groups')[0]?.path).toContain('search=data');
    expect(within(groupCard).getByRole('link', { name: 'Data Track' }).getAttribute('href')).toBe('/shared-group/21');
    expect(within(groupCard).getByText('4 public plans')).toBeTruthy();
    expect((screen.getByLabelText('Search community plans and groups') as HTMLInputElement).value).toBe('data');

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Plans' }), { button: 0 });
    await waitFor(() => expect(location()).toBe('/explore?search=data'));
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Playlists' }), { button: 0 });
    await waitFor(() => expect(location()).toBe('/explore?search=data&tab=playlists'));
  });

  it('puts typed search text into ?search= after a pause, and asks the server with it', async () => {
    const api = stubFetch({ 'GET /api/explore/stats': stats, 'GET /api/public-plans': plansReply([makePlan()]) });
    render('/explore');
    await screen.findByRole('article', { name: /Intro to SQL/ });
    fireEvent.change(screen.getByLabelText('Search community plans and groups'), { target: { value: 'sql joins' } });
    expect(location()).toBe('/explore');
    await waitFor(() => expect(location()).toBe('/explore?search=sql+joins'), { timeout: 3000 });
    await waitFor(() => expect(api.callsTo('GET', '/api/public-plans').some((c) => c.path.includes('search=sql+joins'))).toBe(true));
  });

  it('shows empty states, and Clear Search empties the search', async () => {
    stubFetch({ 'GET /api/explore/stats': stats, 'GET /api/public-plans': plansReply([]) });
    render('/explore?search=zzz');
    expect(await screen.findByText('No plans found')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear Search' }));
    await waitFor(() => expect(location()).toBe('/explore'));
    expect(await screen.findByText('No public plans yet')).toBeTruthy();
  });

  it('loads more plans from nextOffset', async () => {
    const api = stubFetch({
      'GET /api/explore/stats': stats,
      'GET /api/public-plans': ({ path }) =>
        path.includes('offset=24') ? plansReply([makePlan({ id: 12, slug: 'b-12', title: 'Second page plan' })], null, 2) : plansReply([makePlan()], 24, 2),
    });
    render('/explore');
    await screen.findByRole('article', { name: /Intro to SQL/ });
    expect(screen.getByText('Showing 1 of 2 plans')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByRole('article', { name: /Second page plan/ })).toBeTruthy();
    expect(api.callsTo('GET', '/api/public-plans').map((c) => new URL(c.path, 'http://x').searchParams.get('offset'))).toEqual(['0', '24']);
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it('visitors see the plans and groups but no add, like or share buttons', async () => {
    stubFetch({
      'GET /api/explore/stats': stats,
      'GET /api/public-plans': plansReply([makePlan()]),
      'GET /api/public-groups': groupsReply([makeGroup()]),
    });
    render('/explore', false);
    const card = await screen.findByRole('article', { name: /Intro to SQL/ });
    expect(within(card).queryByRole('button')).toBeNull();
    expect(within(card).getByText('5')).toBeTruthy();
    // The plan page is for signed-in users: visitors get a sign-in prompt instead of a dead link.
    expect(within(card).queryByRole('link', { name: /Intro to SQL/ })).toBeNull();
    expect(within(card).getByRole('link', { name: /Sign in to add/ }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('heading', { name: 'Share Your Knowledge' })).toBeNull();

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Groups' }), { button: 0 });
    const group = await screen.findByRole('article', { name: /Data Track/ });
    expect(within(group).queryByRole('button')).toBeNull();
    expect(within(group).getByRole('link', { name: 'Data Track' }).getAttribute('href')).toBe('/shared-group/21');
  });

  it('a like counts at once; the server count follows', async () => {
    let resolve: (r: StubReply) => void = () => {};
    const api = stubFetch({
      'GET /api/explore/stats': stats,
      'GET /api/public-plans': plansReply([makePlan()]),
      'POST /api/plans/11/like': () => new Promise<StubReply>((r) => (resolve = r)),
    });
    render('/explore');
    const card = await screen.findByRole('article', { name: /Intro to SQL/ });
    const like = within(card).getByRole('button', { name: /^Like Intro to SQL/ });
    expect(like.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(like);
    const liked = within(card).getByRole('button', { name: 'Unlike Intro to SQL: 6 likes' });
    expect(liked.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(api.callsTo('POST', '/api/plans/11/like')).toHaveLength(1));
    resolve({ body: { liked: true, likeCount: 9 } });
    expect(await within(card).findByRole('button', { name: 'Unlike Intro to SQL: 9 likes' })).toBeTruthy();
  });

  it('a failed like goes back and says Network error. Please try again.', async () => {
    stubFetch({
      'GET /api/explore/stats': stats,
      'GET /api/public-plans': plansReply([makePlan({ likedByMe: true, likeCount: 5 })]),
      'DELETE /api/plans/11/like': { status: 500, body: { error: 'boom' } },
    });
    render('/explore');
    const card = await screen.findByRole('article', { name: /Intro to SQL/ });
    fireEvent.click(within(card).getByRole('button', { name: 'Unlike Intro to SQL: 5 likes' }));
    expect(within(card).getByRole('button', { name: 'Like Intro to SQL: 4 likes' })).toBeTruthy();
    expect(await screen.findByText('Network error. Please try again.')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Unlike Intro to SQL: 5 likes' }).getAttribute('aria-pressed')).toBe('true');
  });

  it("Add to My Plans says 'Plan Added!' and offers Open", async () => {
    const api = stubFetch({
      'GET /api/explore/stats': stats,
      'GET /api/public-plans': plansReply([makePlan()]),
      'POST /api/shared-plan/public/11/accept': { body: { message: 'Plan Added!', planId: 99, planSlug: 'intro-to-sql-99' } },
    });
    render('/explore');
    const card = await screen.findByRole('article', { name: /Intro to SQL/ });
    fireEvent.click(within(card).getByRole('button', { name: 'Add to My Plans: Intro to SQL' }));
    expect(await screen.findByText('Plan Added!')).toBeTruthy();
    expect(api.callsTo('POST', '/api/shared-plan/public/11/accept')).toHaveLength(1);
    expect(within(card).getByRole('link', { name: /^Open/ }).getAttribute('href')).toBe('/plan/intro-to-sql-99');
  });

  it('a plan already added (409 ALREADY_ADDED) says so and opens the existing copy', async () => {
    stubFetch({
      'GET /api/explore/stats': stats,
      'GET /api/public-plans': plansReply([makePlan()]),
      'POST /api/shared-plan/public/11/accept': {
        status: 409,
        body: { error: 'This plan is already in your plans.', code: 'ALREADY_ADDED', existingPlanId: 5, existingPlanSlug: 'my-copy-5' },
      },
    });
    render('/explore');
    const card = await screen.findByRole('article', { name: /Intro to SQL/ });
    fireEvent.click(within(card).getByRole('button', { name: 'Add to My Plans: Intro to SQL' }));
    expect(await screen.findByText('Already in your plans')).toBeTruthy();
    expect(within(card).getByRole('link', { name: /^Open/ }).getAttribute('href')).toBe('/plan/my-copy-5');
  });

  it("a failed add says 'Failed to add plan to your library'", async () => {
    stubFetch({
      'GET /api/explore/stats': stats,
      'GET /api/public-plans': plansReply([makePlan()]),
      'POST /api/shared-plan/public/11/accept': { status: 500, body: { error: 'boom' } },
    });
    render('/explore');
    const card = await screen.findByRole('article', { name: /Intro to SQL/ });
    fireEvent.click(within(card).getByRole('button', { name: 'Add to My Plans: Intro to SQL' }));
    expect(await screen.findByText('Failed to add plan to your library')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Add to My Plans: Intro to SQL' })).toBeTruthy();
  });

  it("one's own plan has Share instead of Add", async () => {
    stubFetch({ 'GET /api/explore/stats': stats, 'GET /api/public-plans': plansReply([makePlan({ isOwn: true })]) });
    render('/explore');
    const card = await screen.findByRole('article', { name: /Intro to SQL/ });
    expect(within(card).queryByRole('button', { name: /Add to My Plans/ })).toBeNull();
    expect(within(card).getByText('Your plan')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Share Intro to SQL' })).toBeTruthy();
  });

  it("adding a group says 'Group Added!'; a failure says 'Failed to add group to your library'", async () => {
    const api = stubFetch({
      'GET /api/explore/stats': stats,
      'GET /api/public-groups': groupsReply([makeGroup(), makeGroup({ id: 22, name: 'Design Track' })]),
      'POST /api/public-groups/21/accept': { body: { message: 'Group Added!', groupId: 77, planCount: 4 } },
      'POST /api/public-groups/22/accept': { status: 500, body: { error: 'boom' } },
    });
    render('/explore?tab=groups');
    const card = await screen.findByRole('article', { name: /Data Track/ });
    fireEvent.click(within(card).getByRole('button', { name: 'Add Data Track to My Plans' }));
    expect(await screen.findByText('Group Added!')).toBeTruthy();
    expect(api.callsTo('POST', '/api/public-groups/21/accept')).toHaveLength(1);
    expect(within(card).getByRole('link', { name: /In My Plans/ }).getAttribute('href')).toBe('/plans?tab=groups');

    const other = screen.getByRole('article', { name: /Design Track/ });
    fireEvent.click(within(other).getByRole('button', { name: 'Add Design Track to My Plans' }));
    expect(await screen.findByText('Failed to add group to your library')).toBeTruthy();
  });
});
