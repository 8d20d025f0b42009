import type { Recommendation, SyncWatchHistoryReply } from '@learnstack/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { recommendationKeys } from '../keys.ts';
import { markSynced, unsyncedSessions, writeTopicWeights } from '../lib/watch-sessions.ts';

let inFlight: Promise<boolean> | null = null;

/**
 * POST /api/sync-watch-history with the sessions not sent yet (at most 10). Resolves whether anything
 * was sent; never rejects (the sessions stay local and go with the next sync). One sync at a time.
 */
export function syncWatchHistory(): Promise<boolean> {
  inFlight ??= (async () => {
    const pending = unsyncedSessions();
    if (pending.length === 0) return false;
    try {
      const reply = await api.post<SyncWatchHistoryReply>('/api/sync-watch-history', {
        sessions: pending.map(({ synced: _synced, ...s }) => ({ ...s, watchTime: Math.round(s.watchTime) })),
      });
      markSynced(pending);
      writeTopicWeights(reply.topicWeights);
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** GET /api/recommendations, after sending what the player recorded since the last sync. */
export function useRecommendations() {
  return useQuery({
    queryKey: recommendationKeys.list(),
    queryFn: async ({ signal }) => {
      await syncWatchHistory();
      return api.get<Recommendation[]>('/api/recommendations', { signal });
    },
  });
}
