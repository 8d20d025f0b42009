import type { ChallengeReply } from '@learnstack/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { authKeys } from '../keys.ts';

/** GET /api/auth/challenge: a new security check ("7 + 3") that the server will verify. */
export function getChallenge(signal?: AbortSignal): Promise<ChallengeReply> {
  return api.get<ChallengeReply>('/api/auth/challenge', { on401: 'ignore', ...(signal ? { signal } : {}) });
}

/**
 * The current security check. It never refetches by itself (a question must not change while the
 * user types); call `refetch()` for a new one after a failed attempt. Each page gets a fresh one
 * because the cache entry is dropped as soon as no page uses it.
 */
export function useChallenge(enabled: boolean) {
  return useQuery({
    queryKey: authKeys.challenge(),
    queryFn: ({ signal }) => getChallenge(signal),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
