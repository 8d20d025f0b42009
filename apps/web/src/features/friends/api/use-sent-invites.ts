import type { SentInvite } from '@learnstack/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { SENT_INVITES_KEY } from './keys.ts';

/** GET /api/friends/invites: the e-mail invitations the signed-in user sent. */
export function fetchSentInvites(signal?: AbortSignal): Promise<SentInvite[]> {
  return api.get<SentInvite[]>(SENT_INVITES_KEY[0], signal ? { signal } : {});
}

export function useSentInvites() {
  return useQuery({ queryKey: SENT_INVITES_KEY, queryFn: ({ signal }) => fetchSentInvites(signal) });
}
