import type { User } from '@learnstack/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api.ts';

export const CURRENT_USER_QUERY_KEY = ['/api/auth/user'] as const;

/** GET /api/auth/user; a 401 means signed out and gives `null`. */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<User | null> {
  try {
    const reply = await api.get<User | { user: User | null } | null>('/api/auth/user', {
      on401: 'ignore',
      background: true,
      ...(signal ? { signal } : {}),
    });
    if (reply && typeof reply === 'object' && 'user' in reply && !('id' in reply)) return reply.user ?? null;
    return (reply as User | null) ?? null;
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

export function useCurrentUser(): { user: User | null; isLoading: boolean } {
  const query = useQuery({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    staleTime: 5 * 1000,
  });
  return { user: query.data ?? null, isLoading: query.isPending };
}
