import { hashKey, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api, setCsrfToken } from '../../../lib/api.ts';
import { claimOfflineReads } from '../../../lib/offline-reads-owner.ts';
import { authKeys } from '../keys.ts';

/** Queries that survive a sign-out: the (now null) current user and the public auth config. */
const KEPT_QUERIES = new Set([hashKey(authKeys.user()), hashKey(authKeys.config())]);

/**
 * Local part of signing out: forget the CSRF token, the reads kept for offline and every cached private query, move the
 * address bar to `redirectTo`, then mark the user signed out. The app then switches to the
 * signed-out route table, which opens at `redirectTo` (the table is chosen by sign-in state, so
 * navigating inside the signed-in table would not reach /login).
 */
export function finishSignOut(queryClient: QueryClient, redirectTo = '/login'): void {
  setCsrfToken(null);
  // The reads kept for offline go with the session (decision 0047).
  claimOfflineReads(null);
  if (typeof window !== 'undefined') {
    const current = `${window.location.pathname}${window.location.search}`;
    if (current !== redirectTo) window.history.pushState(null, '', redirectTo);
  }
  queryClient.setQueryData(authKeys.user(), null);
  queryClient.removeQueries({ predicate: (query) => !KEPT_QUERIES.has(query.queryHash) });
}

/** POST /api/auth/logout, then finishSignOut. A failed logout call still signs out locally. */
export async function signOut(queryClient: QueryClient, redirectTo = '/login'): Promise<void> {
  try {
    await api.post('/api/auth/logout', undefined, { on401: 'ignore' });
  } catch {
    // The session may already be gone on the server; the local sign-out still happens.
  }
  finishSignOut(queryClient, redirectTo);
}

/** `const signOut = useSignOut(); signOut()` or `signOut('/login?timeout=true')`. */
export function useSignOut(): (redirectTo?: string) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback((redirectTo?: string) => signOut(queryClient, redirectTo), [queryClient]);
}
