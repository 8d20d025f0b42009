import type { SentInvite } from '@learnstack/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { friendKeys } from '../keys.ts';

/** GET /api/friends/invites: the e-mail invitations the signed-in user sent. */
export function fetchSentInvites(signal?: AbortSignal): Promise<SentInvite[]> {
  return api.get<SentInvite[]>('/api/friends/invites', signal ? { signal } : {});
}

export function useSentInvites() {
  return useQuery({ queryKey: friendKeys.sentInvites(), queryFn: ({ signal }) => fetchSentInvites(signal) });
}
