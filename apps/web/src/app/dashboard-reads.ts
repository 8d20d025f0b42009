/**
 * The dashboard's reads in one request (decision 0061). GET /api/dashboard answers, each part exactly
 * as its own read does, what the dashboard's cards ask on their first paint; each part goes into the
 * card's own query key, so the cards, and the invalidations after writes, keep working on their own
 * keys and refetch their own reads afterwards.
 *
 * The parts are primed by starting each key's fetch with the one request's part as its answer,
 * before the cards mount: a card that mounts while it is on its way joins it instead of asking its
 * own read. If the combined read fails (offline, a server error), each part asks its own read, which
 * the offline reads may answer; signed out, the failure stands.
 *
 * It belongs to the app layer: it names five features' keys and the reads behind them.
 */
import type { DashboardPage } from '@learnstack/contracts';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { authKeys } from '../features/auth/keys.ts';
import { friendKeys } from '../features/friends/keys.ts';
import { planKeys } from '../features/plans/keys.ts';
import { progressKeys } from '../features/progress/keys.ts';
import { syncWatchHistory } from '../features/recommendations/index.ts';
import { recommendationKeys } from '../features/recommendations/keys.ts';
import { ApiError, api, keepReadAs } from '../lib/api.ts';

export const DASHBOARD_PATH = '/api/dashboard';

/** Each part of the answer: the query key of the card that shows it and the read it answers for. */
export const DASHBOARD_PARTS: readonly { part: keyof DashboardPage; key: QueryKey; path: string }[] = [
  { part: 'plans', key: planKeys.list(), path: '/api/learning-plans' },
  { part: 'continueLearning', key: planKeys.continueLearning(), path: '/api/continue-learning' },
  { part: 'weeklyGoal', key: progressKeys.weeklyGoal(), path: '/api/user/weekly-goal' },
  { part: 'weeklyAnalytics', key: progressKeys.analytics('weekly'), path: '/api/analytics/weekly' },
  { part: 'recommendations', key: recommendationKeys.list(), path: '/api/recommendations' },
  { part: 'learningInterests', key: authKeys.learningInterests(), path: '/api/user/learning-interests' },
  { part: 'friends', key: friendKeys.list(), path: '/api/friends' },
  { part: 'friendRequests', key: friendKeys.requests(), path: '/api/friends/requests' },
  { part: 'invitesForMe', key: friendKeys.invitesForMe(), path: '/api/friends/invites-for-me' },
];

/** One combined read at a time per query client (React's strict mode renders twice). */
const inFlight = new WeakMap<QueryClient, Promise<DashboardPage>>();

const signedOut = (err: unknown) => err instanceof ApiError && (err.status === 401 || err.status === 403);

/** Starts the dashboard's one read and primes every card's key with its part. Call before the cards mount. */
export function readDashboard(queryClient: QueryClient): void {
  if (inFlight.has(queryClient)) return;
  // As the recommendations' own read does: what the player recorded goes first (nothing, mostly).
  const reply = syncWatchHistory().then(() => api.get<DashboardPage>(DASHBOARD_PATH));
  inFlight.set(queryClient, reply);
  reply.then(
    (page) => {
      for (const { part, path } of DASHBOARD_PARTS) if (page[part] !== null) keepReadAs(path, page[part]);
    },
    () => undefined,
  );
  void reply.finally(() => inFlight.delete(queryClient)).catch(() => undefined);
  for (const { part, key, path } of DASHBOARD_PARTS) {
    const own = () => api.get(path);
    void queryClient
      .fetchQuery({
        queryKey: key,
        // null: the server left it to the part's own read (the recommendations, when a model answers them).
        queryFn: () =>
          reply.then(
            (page) => page[part] ?? own(),
            (err: unknown) => {
              if (signedOut(err)) throw err;
              return own();
            },
          ),
        // Asked on every visit, as continue-learning always was: whatever the key holds is replaced.
        staleTime: 0,
      })
      .catch(() => undefined);
  }
}
