import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the friends feature: each is its API path. */
export const FRIENDS_KEY = ['/api/friends'] as const;
export const FRIEND_REQUESTS_KEY = ['/api/friends/requests'] as const;
export const SENT_INVITES_KEY = ['/api/friends/invites'] as const;
export const INVITES_FOR_ME_KEY = ['/api/friends/invites-for-me'] as const;
export const NOTIFICATIONS_KEY = ['/api/notifications'] as const;

/** Query key of the public invite page: GET /api/friends/invite/{token}. */
export function publicInviteKey(token: string): readonly [string] {
  return [`/api/friends/invite/${encodeURIComponent(token)}`] as const;
}

/**
 * After any friend change: the friend list, the requests, both invite lists and the bell
 * (spec 3 section 7: "/api/notifications is refreshed after these").
 */
export function invalidateFriendData(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    [FRIENDS_KEY, FRIEND_REQUESTS_KEY, SENT_INVITES_KEY, INVITES_FOR_ME_KEY, NOTIFICATIONS_KEY].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  ).then(() => undefined);
}
