import type { ImportStatusReply } from '@learnstack/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { playlistImportKeys } from '../keys.ts';

/** How often a running import is polled. */
export const IMPORT_POLL_MS = 1000;

/** GET /api/youtube/imports/{id}, polled every second (as a background request) while it runs. */
export function useImportStatus(importId: number | null) {
  return useQuery({
    queryKey: playlistImportKeys.status(importId ?? 0),
    queryFn: ({ signal }) => api.get<ImportStatusReply>(`/api/youtube/imports/${importId ?? 0}`, { signal, background: true }),
    enabled: importId !== null,
    staleTime: 0,
    gcTime: 0,
    refetchInterval: (query) => (query.state.data && query.state.data.status !== 'running' ? false : IMPORT_POLL_MS),
    refetchIntervalInBackground: true,
  });
}
