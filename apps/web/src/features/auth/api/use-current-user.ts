import type { User } from '@learnstack/contracts';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api.ts';
import { claimOfflineReads } from '../../../lib/offline-reads-owner.ts';
import { authKeys } from '../keys.ts';

declare global {
  interface Window {
    /** The answer public/current-user.js started fetching with the page. */
    __learnstackUser?: Promise<unknown>;
  }
}

let firstRead = true;

/**
 * The early answer, for the app's first read only: later reads (after a sign-in or sign-out) ask
 * the server, and so does the first when the boot script has not run yet (it loads async; an
 * answer it sets after that would be stale).
 */
function takeEarlyAnswer(): Promise<unknown> | undefined {
  if (!firstRead || typeof window === 'undefined') return undefined;
  firstRead = false;
  const early = window.__learnstackUser;
  window.__learnstackUser = undefined;
  return early;
}

/** Tests: the next read is the app's first again. */
export function resetEarlyAnswer(): void {
  firstRead = true;
}

function toUser(reply: unknown): User | null {
  if (reply && typeof reply === 'object' && 'user' in reply && !('id' in reply)) return (reply as { user: User | null }).user ?? null;
  return (reply as User | null) ?? null;
}

/**
 * GET /api/auth/user; a 401 means signed out and gives `null`. The reads kept for offline belong to
 * the user it names: another user, or nobody, deletes them (decision 0047).
 */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<User | null> {
  const user = await readCurrentUser(signal);
  claimOfflineReads(user?.id ?? null);
  return user;
}

async function readCurrentUser(signal?: AbortSignal): Promise<User | null> {
  const early = takeEarlyAnswer();
  if (early) {
    const reply = await early;
    if (reply !== undefined) return toUser(reply);
  }
  try {
    const reply = await api.get<User | { user: User | null } | null>('/api/auth/user', {
      on401: 'ignore',
      background: true,
      ...(signal ? { signal } : {}),
    });
    return toUser(reply);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

const STALE_MS = 5 * 1000;

/** Who is signed in, read into the query cache before the app's first render (start.tsx). */
export function loadCurrentUser(client: QueryClient): Promise<User | null> {
  return client.fetchQuery({ queryKey: authKeys.user(), queryFn: ({ signal }) => fetchCurrentUser(signal), staleTime: STALE_MS });
}

export function useCurrentUser(): { user: User | null; isLoading: boolean } {
  const query = useQuery({
    queryKey: authKeys.user(),
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    staleTime: STALE_MS,
  });
  return { user: query.data ?? null, isLoading: query.isPending };
}
