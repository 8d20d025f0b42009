import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { authKeys } from '../../features/auth/keys.ts';
import { createTestQueryClient, makeUser, renderPage, resetToasts, stubFetch } from '../../features/auth/testing/render.tsx';
import { makeDetail, makeEntry, makeGroup, makePlan } from '../../features/plans/testing/fixtures.ts';
import { renderRoutes, stubApi, TEST_USER } from '../../test/utils.tsx';
import { disposeAppRouter } from '../router.tsx';
import PlansPage from './plans-page.tsx';

afterEach(resetToasts);

const plans = [
  makePlan({ id: 1, title: 'React from scratch', description: 'Hooks and components', isPublic: true, videoCount: 4, completedCount: 1, progress: 25, totalDurationSeconds: 3900, groupId: 7, groupName: 'Frontend' }),
  makePlan({ id: 2, title: 'SQL basics', description: 'Queries for analysts', videoCount: 2, totalDurationSeconds: 600 }),
  makePlan({ id: 3, title: 'Empty plan', description: 'Nothing yet, about react maybe' }),
];

function renderPlans(handlers: Parameters<typeof stubFetch>[0] = {}, route = '/plans', signedIn = true) {
  const api = stubFetch({
    'GET /api/learning-plans': { body: plans },
    'GET /api/plan-groups': { body: [makeGroup({ id: 7, name: 'Frontend', planCount: 1 })] },
    ...handlers,
  });
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(authKeys.user(), signedIn ? makeUser() : null);
  const view = renderPage(<PlansPage />, { route, queryClient, routes: { '/video/:id': <p>player</p>, '/login': <p>login page</p> } });
  return { ...view, api };
}

describe('My Learning Plans', () => {
  it('shows the tab counts and one card per plan with its facts', async () => {
    renderPlans();
    expect(await screen.findByRole('tab', { name: 'All Plans (3)' })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Groups (1)' })).toBeTruthy();
    expect(screen.getByText('3 of 3 plans match')).toBeTruthy();
    const card = screen.getByRole('article', { name: 'React from scratch' });
    expect(within(card).getByRole('link', { name: 'React from scratch' }).getAttribute('href')).toBe('/plan/plan-1-abc123');
    expect(within(card).getByText('Public')).toBeTruthy();
    expect(within(card).getByText('Frontend')).toBeTruthy();
    expect(within(card).getByText('4 courses')).toBeTruthy();
    expect(within(card).getByText('1 completed')).toBeTruthy();
    expect(within(card).getByText('1h 5m')).toBeTruthy();
    expect(within(card).getByRole('progressbar', { name: 'Progress of React from scratch' }).getAttribute('aria-valuenow')).toBe('25');
    expect(within(card).getByRole('button', { name: 'Continue React from scratch' })).toBeTruthy();
    // The labelled icon buttons.
    for (const name of ['Add video to React from scratch', 'Move React from scratch to a group', 'Make React from scratch private', 'Delete React from scratch']) {
      expect(within(card).getByRole('button', { name })).toBeTruthy();
    }
    const sql = screen.getByRole('article', { name: 'SQL basics' });
    expect(within(sql).getByText('Private')).toBeTruthy();
    expect(within(sql).getByText('10 min')).toBeTruthy();
    const empty = screen.getByRole('article', { name: 'Empty plan' });
    expect(within(empty).getByText('Self-paced learning')).toBeTruthy();
    expect(within(empty).getByRole('button', { name: 'Add Courses to Empty plan' })).toBeTruthy();
    expect(within(empty).queryByRole('button', { name: /^Continue/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Explore Community Plans/ }).getAttribute('href')).toBe('/explore');
  });

  it('filters by text over title and description, then by visibility, with counts and "N of M plans match"', async () => {
    renderPlans();
    const search = await screen.findByLabelText('Search plans');
    fireEvent.change(search, { target: { value: 'REACT' } });
    // "react" is in plan 1's title and plan 3's description.
    expect(screen.getByText('2 of 3 plans match')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'All 2' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Public 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Private 1' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'SQL basics' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Private 1' }));
    expect(screen.getByText('1 of 3 plans match')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Empty plan' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'React from scratch' })).toBeNull();

    fireEvent.change(search, { target: { value: 'kubernetes' } });
    expect(screen.getByText('0 of 3 plans match')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'No Plans Found' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(screen.getByText('3 of 3 plans match')).toBeTruthy();
    expect((screen.getByLabelText('Search plans') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: 'All 3' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows "No Learning Plans Yet" when the user has none', async () => {
    renderPlans({ 'GET /api/learning-plans': { body: [] }, 'GET /api/plan-groups': { body: [] } });
    expect(await screen.findByRole('heading', { name: 'No Learning Plans Yet' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'All Plans (0)' })).toBeTruthy();
  });

  it('Continue opens the first unfinished video of the plan in the player', async () => {
    const { api } = renderPlans({
      'GET /api/learning-plans/slug/plan-1-abc123/page': {
        body: {
          plan: makeDetail({ id: 1 }),
          videos: [makeEntry(0), makeEntry(1), makeEntry(2)],
          progress: [{ videoId: 100, isCompleted: true, currentTime: 600 }, { videoId: 101, isCompleted: false, currentTime: 30 }],
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Continue React from scratch' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/video/vid00000101?plan=plan-1-abc123'));
    expect(api.callsTo('GET', '/api/learning-plans/slug/plan-1-abc123/page')).toHaveLength(1);
  });

  it('deletes a plan only after the confirmation', async () => {
    const { api } = renderPlans({ 'DELETE /api/learning-plans/2': { body: { message: 'Learning plan deleted' } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete SQL basics' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this learning plan?' });
    expect(within(dialog).getByText(/This action cannot be undone/)).toBeTruthy();
    expect(api.callsTo('DELETE', '/api/learning-plans/2')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Plan' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/learning-plans/2')).toHaveLength(1));
    expect(await screen.findByText('Learning plan deleted')).toBeTruthy();
  });

  it('toggles visibility and shows the server reason when making it public is refused', async () => {
    const { api } = renderPlans({
      'PUT /api/learning-plans/2/visibility': {
        status: 409,
        body: { error: 'ALREADY_PUBLIC', code: 'ALREADY_PUBLIC', message: 'This playlist already exists publicly. You can only keep your copy private to avoid duplicates.' },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Make SQL basics public' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/learning-plans/2/visibility')[0]?.body).toEqual({ isPublic: true }));
    expect(await screen.findByText('This playlist already exists publicly. You can only keep your copy private to avoid duplicates.')).toBeTruthy();
  });

  it('moves a plan to a group only once a group is chosen; Ungrouped sends null', async () => {
    const { api } = renderPlans({ 'PUT /api/learning-plans/1/group': { body: plans[0] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Move React from scratch to a group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Plan to Group' });
    const move = within(dialog).getByRole('button', { name: 'Move Plan' }) as HTMLButtonElement;
    expect(move.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('radio', { name: /Ungrouped/ }));
    expect(move.disabled).toBe(false);
    fireEvent.click(move);
    await waitFor(() => expect(api.callsTo('PUT', '/api/learning-plans/1/group')[0]?.body).toEqual({ groupId: null }));
  });

  it('signed out: shows Please Sign In, then the Unauthorized toast and /login after 500 ms', async () => {
    renderPlans({}, '/my-plans', false);
    expect(screen.getByRole('heading', { name: 'Please Sign In' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    expect(screen.getByTestId('location').textContent).toBe('/my-plans');
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(screen.getByText('Unauthorized')).toBeTruthy();
    expect(screen.getByText('You are logged out. Logging in again...')).toBeTruthy();
  });
});

describe('Groups tab', () => {
  it('creates a group: Create is disabled while the name is blank; colour defaults to blue', async () => {
    const { api } = renderPlans({ 'POST /api/plan-groups': { status: 201, body: makeGroup({ id: 9, name: 'Data' }) } }, '/plans?tab=groups');
    fireEvent.click(await screen.findByRole('button', { name: 'Create Plan Group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Plan Group' });
    const create = within(dialog).getByRole('button', { name: 'Create' }) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: '   ' } });
    expect(create.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: '  Data  ' } });
    expect(create.disabled).toBe(false);
    expect(within(dialog).getByRole('radio', { name: 'Blue' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Red' }));
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Make this group public' }));
    fireEvent.click(create);
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/plan-groups')[0]?.body).toEqual({ name: 'Data', description: '', color: 'red', isPublic: true }),
    );
    expect(await screen.findByText('Plan group created')).toBeTruthy();
  });

  it('lists groups with counts, the Ungrouped card, and the selected group panel with Close', async () => {
    renderPlans({}, '/plans?tab=groups');
    const card = await screen.findByRole('article', { name: 'Frontend' });
    expect(within(card).getByText('1 plan')).toBeTruthy();
    expect(within(card).getByText('Private')).toBeTruthy();
    const ungrouped = screen.getByRole('article', { name: 'Ungrouped Plans' });
    expect(within(ungrouped).getByText('2 plans')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'View Plans of Frontend' }));
    const panel = screen.getByRole('region', { name: /Frontend/ });
    expect(within(panel).getByRole('link', { name: 'React from scratch' })).toBeTruthy();
    expect(within(panel).queryByRole('link', { name: 'SQL basics' })).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: /Frontend/ })).toBeNull();
  });

  it('deletes a group after confirming; its plans become ungrouped', async () => {
    const { api } = renderPlans({ 'DELETE /api/plan-groups/7': { body: { message: 'Plan group deleted' } } }, '/plans?tab=groups');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Frontend' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this plan group?' });
    expect(within(dialog).getByText(/move to Ungrouped Plans/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Group' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/plan-groups/7')).toHaveLength(1));
    // The lists are read again (plan counts and group badges changed).
    await waitFor(() => expect(api.callsTo('GET', '/api/learning-plans').length).toBeGreaterThan(1));
  });
});

describe('route table', () => {
  afterEach(() => disposeAppRouter());

  it.each(['/plans', '/my-plans', '/plan/react-abc123'])('signed out, %s asks to sign in (not the not-found page)', async (path) => {
    stubApi();
    renderRoutes(path, null);
    expect(await screen.findByRole('heading', { name: 'Please Sign In' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Page Not Found' })).toBeNull();
  });

  it('signed in, /my-plans is My Learning Plans and the nav marks My Plans as current', async () => {
    stubApi({ '/api/learning-plans': { status: 200, body: plans }, '/api/plan-groups': { status: 200, body: [] } });
    renderRoutes('/my-plans', TEST_USER);
    expect(await screen.findByRole('heading', { level: 1, name: 'My Learning Plans' })).toBeTruthy();
    const current = screen.getAllByRole('link', { current: 'page' }).map((l) => l.textContent);
    expect(current).toEqual(expect.arrayContaining(['My Plans', 'Plans']));
    expect(current).not.toContain('Dashboard');
  });
});
