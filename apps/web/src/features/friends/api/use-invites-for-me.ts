import type { InviteForMe } from '@learnstack/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { INVITES_FOR_ME_KEY } from './keys.ts';

/** GET /api/friends/invites-for-me: pending, unexpired invitations addressed to the signed-in user's e-mail. */
export function fetchInvitesForMe(signal?: AbortSignal): Promise<InviteForMe[]> {
  return api.get<InviteForMe[]>(INVITES_FOR_ME_KEY[0], signal ? { signal } : {});
}

/** `refetchOnMount: 'always'` for views that must not act on a cached list (the bell decides which items still need an answer). */
export function useInvitesForMe(options: { refetchOnMount?: boolean | 'always'; enabled?: boolean } = {}) {
  return useQuery({ queryKey: INVITES_FOR_ME_KEY, queryFn: ({ signal }) => fetchInvitesForMe(signal), ...options });
}
