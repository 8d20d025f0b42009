import type { PublicInvite } from '@learnstack/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api.ts';
import { friendKeys } from '../keys.ts';

/** GET /api/friends/invite/{token} (public): the inviter, the expiry and the status. 404: unknown token. */
export function fetchPublicInvite(token: string, signal?: AbortSignal): Promise<PublicInvite> {
  return api.get<PublicInvite>(`/api/friends/invite/${encodeURIComponent(token)}`, { on401: 'ignore', ...(signal ? { signal } : {}) });
}

export function usePublicInvite(token: string) {
  return useQuery({
    queryKey: friendKeys.publicInvite(token),
    queryFn: ({ signal }) => fetchPublicInvite(token, signal),
    // The status changes when someone accepts or cancels: do not show an old answer.
    staleTime: 0,
    retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 2,
  });
}
