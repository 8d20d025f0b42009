import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api.ts';

const NO_RETRY_STATUSES = new Set([401, 403, 404]);
export const MAX_QUERY_RETRIES = 2;

/** Queries retry up to 2 times, never on 401, 403 or 404: those answers will not change by asking again. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && NO_RETRY_STATUSES.has(error.status)) return false;
  return failureCount < MAX_QUERY_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60 * 1000,
        gcTime: 10 * 60 * 1000,
        retry: shouldRetryQuery,
        refetchOnWindowFocus: false,
        // Offline, a query still asks once: lib/api.ts may answer it from the reads kept on the
        // device (decision 0047); only its retries wait for the connection.
        networkMode: 'offlineFirst',
      },
      mutations: {
        retry: 1,
      },
    },
  });
}

export const queryClient = createQueryClient();
