import { act, fireEvent } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { __resetApiClientForTests } from '../../../lib/api.ts';
import { authKeys } from '../keys.ts';
import { AUTH_CONFIG, createTestQueryClient, makeUser, renderPage, resetToasts, stubFetch } from '../testing/render.tsx';
import { IDLE_WARNING_TOAST_ID, reportUserActivity, useIdleLogout } from './use-idle-logout.ts';
import { planKeys } from '../../plans/keys.ts';

const MINUTE = 60_000;

function Probe() {
  useIdleLogout();
  return <p>signed in page</p>;
}

function setup(idleMinutes = 30) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(authKeys.user(), makeUser());
  queryClient.setQueryData(authKeys.config(), { ...AUTH_CONFIG, sessionIdleMinutes: idleMinutes });
  queryClient.setQueryData(planKeys.list(), [{ id: 1 }]);
  const api = stubFetch({
    'POST /api/auth/logout': { body: { message: 'Logged out' } },
    'GET /api/auth/user': { body: makeUser() },
  });
  const warning = vi.spyOn(toast, 'warning');
  renderPage(<Probe />, { queryClient, route: '/dashboard' });
  return { queryClient, api, warning };
}

/** Advances fake time in steps, letting the 1 s checks and any fetch promises run. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  __resetApiClientForTests();
  resetToasts();
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
  window.history.replaceState(null, '', '/dashboard');
});

afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('useIdleLogout', () => {
  it('warns at 25 minutes (10 s toast) and signs out at 30 minutes', async () => {
    const { queryClient, api, warning } = setup();

    await advance(25 * MINUTE - 2_000);
    expect(warning).not.toHaveBeenCalled();
    await advance(2_000);
    expect(warning).toHaveBeenCalledTimes(1);
    expect(warning.mock.calls[0]?.[1]).toMatchObject({ id: IDLE_WARNING_TOAST_ID, duration: 10_000 });

    const dismiss = vi.spyOn(toast, 'dismiss');
    await advance(5 * MINUTE - 2_000);
    expect(api.callsTo('POST', '/api/auth/logout')).toHaveLength(0);
    expect(dismiss).not.toHaveBeenCalled();
    await advance(2_000);
    expect(api.callsTo('POST', '/api/auth/logout')).toHaveLength(1);
    // The sign-out takes the warning away.
    expect(dismiss).toHaveBeenCalledWith(IDLE_WARNING_TOAST_ID);
    expect(`${window.location.pathname}${window.location.search}`).toBe('/login?timeout=true');
    expect(queryClient.getQueryData(authKeys.user())).toBeNull();
    // Private cached data is gone.
    expect(queryClient.getQueryData(planKeys.list())).toBeUndefined();
    expect(warning).toHaveBeenCalledTimes(1);
  });

  it('activity resets both timers', async () => {
    const { api, warning } = setup();

    await advance(20 * MINUTE);
    fireEvent.mouseMove(window);
    await advance(10 * MINUTE);
    // 30 minutes since the start, but only 10 since the mouse moved.
    expect(warning).not.toHaveBeenCalled();
    expect(api.callsTo('POST', '/api/auth/logout')).toHaveLength(0);

    fireEvent.keyDown(window, { key: 'a' });
    await advance(24 * MINUTE);
    expect(warning).not.toHaveBeenCalled();
    await advance(1 * MINUTE + 1_000);
    expect(warning).toHaveBeenCalledTimes(1);

    // Activity after the warning also counts, and dismisses the warning.
    const dismiss = vi.spyOn(toast, 'dismiss');
    fireEvent.click(window);
    expect(dismiss).toHaveBeenCalledWith(IDLE_WARNING_TOAST_ID);
    await advance(29 * MINUTE);
    expect(api.callsTo('POST', '/api/auth/logout')).toHaveLength(0);
    await advance(1 * MINUTE + 1_000);
    expect(api.callsTo('POST', '/api/auth/logout')).toHaveLength(1);
  });

  it('the tab becoming visible and reported activity reset the timers; the server session is kept alive', async () => {
    const { api, warning } = setup();
    await advance(20 * MINUTE);
    fireEvent(document, new Event('visibilitychange'));
    await advance(20 * MINUTE);
    reportUserActivity();
    await advance(20 * MINUTE);
    expect(warning).not.toHaveBeenCalled();
    expect(api.callsTo('POST', '/api/auth/logout')).toHaveLength(0);
    // Each reset more than a minute after the last one slid the server session with a foreground call.
    expect(api.callsTo('GET', '/api/auth/user').length).toBeGreaterThanOrEqual(2);
  });

  it('a laptop waking after the limit is signed out, even if the first thing it sees is a mouse move', async () => {
    const { api } = setup();
    await advance(10 * MINUTE);
    // Asleep: the clock jumps 40 minutes while no timer ran.
    vi.setSystemTime(Date.now() + 40 * MINUTE);
    fireEvent.mouseMove(window);
    await advance(0);
    expect(api.callsTo('POST', '/api/auth/logout')).toHaveLength(1);
    expect(`${window.location.pathname}${window.location.search}`).toBe('/login?timeout=true');
  });

  it('follows the server-configured idle limit', async () => {
    const { api, warning } = setup(10);
    await advance(5 * MINUTE + 1_000);
    expect(warning).toHaveBeenCalledTimes(1);
    await advance(5 * MINUTE);
    expect(api.callsTo('POST', '/api/auth/logout')).toHaveLength(1);
  });
});
