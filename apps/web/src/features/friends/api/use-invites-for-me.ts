import type { InviteForMe } from '@learnstack/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { friendKeys } from '../keys.ts';

/** GET /api/friends/invites-for-me: pending, unexpired invitations addressed to the signed-in user's e-mail. */
export function fetchInvitesForMe(signal?: AbortSignal): Promise<InviteForMe[]> {
  return api.get<InviteForMe[]>('/api/friends/invites-for-me', signal ? { signal } : {});
}

/** `refetchOnMount: 'always'` for views that must not act on a cached list (the bell decides which items still need an answer). */
export function useInvitesForMe(options: { refetchOnMount?: boolean | 'always'; enabled?: boolean } = {}) {
  return useQuery({ queryKey: friendKeys.invitesForMe(), queryFn: ({ signal }) => fetchInvitesForMe(signal), ...options });
}
