import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes, stubApi, TEST_USER } from '../../test/utils.tsx';
import { disposeAppRouter } from '../router.tsx';

const exploreApi = {
  '/api/explore/stats': { status: 200, body: { publicPlans: 0, publicGroups: 0 } },
  '/api/public-plans': { status: 200, body: { plans: [], totalCount: 0, nextOffset: null } },
  '/api/notifications': { status: 200, body: { notifications: [], unreadCount: 0 } },
};

afterEach(() => {
  disposeAppRouter();
});

describe('explore and shared pages in the route tables', () => {
  it('signed in: /explore, with Explore in the top bar and the mobile bar', async () => {
    stubApi(exploreApi);
    renderRoutes('/explore', TEST_USER);
    expect(await screen.findByRole('heading', { level: 1, name: 'Explore Community Plans' })).toBeTruthy();
    for (const name of ['Main', 'Mobile']) {
      const link = within(screen.getByRole('navigation', { name })).getByRole('link', { name: 'Explore' });
      expect(link.getAttribute('href')).toBe('/explore');
      expect(link.getAttribute('aria-current')).toBe('page');
    }
  });

  it('signed out: /explore, /shared/{token} and /shared-group/{id} are public', async () => {
    stubApi({
      ...exploreApi,
      '/api/shared-plan/tok': { status: 404, body: { error: 'Plan not found' } },
      '/api/shared-group/5': { status: 404, body: { error: 'This shared group link is invalid or has expired.' } },
    });
    const first = renderRoutes('/explore', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Explore Community Plans' })).toBeTruthy();
    first.unmount();
    disposeAppRouter();
    const second = renderRoutes('/shared-plan/tok', null);
    expect(await screen.findByRole('heading', { name: 'Plan Not Found' })).toBeTruthy();
    expect(second.router.state.location.pathname).toBe('/shared/tok');
    second.unmount();
    renderRoutes('/shared-group/5', null);
    expect(await screen.findByRole('heading', { name: 'Group Not Found' })).toBeTruthy();
  });
});
