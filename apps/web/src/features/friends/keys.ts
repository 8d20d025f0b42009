/** The friends feature's query keys (see `features/plans/keys.ts` for the pattern). This file imports nothing. */
export const friendKeys = {
  all: ['friends'] as const,
  /** GET /api/friends. */
  list: () => [...friendKeys.all, 'list'] as const,
  /** GET /api/friends/requests: requests addressed to the user. */
  requests: () => [...friendKeys.all, 'requests'] as const,
  /** GET /api/friends/invites: the e-mail invitations the user sent. */
  sentInvites: () => [...friendKeys.all, 'sent-invites'] as const,
  /** GET /api/friends/invites-for-me. */
  invitesForMe: () => [...friendKeys.all, 'invites-for-me'] as const,
  /** GET /api/friends/invite/{token} (the public invite page). */
  publicInvite: (token: string) => [...friendKeys.all, 'public-invite', token] as const,
};
