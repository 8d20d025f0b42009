import type { QueryClient } from '@tanstack/react-query';
import { notificationKeys } from '../../notifications/keys.ts';
import { friendKeys } from '../keys.ts';

/** After any friend change: the friend list, the requests, both invite lists and the bell, whose items follow them. */
export function invalidateFriendData(queryClient: QueryClient): Promise<void> {
  return Promise.all([friendKeys.all, notificationKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);
}
