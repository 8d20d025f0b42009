import type { LocalSearchReply, VideoSearchReply } from '@learnstack/contracts';
import { REMOTE_SEARCH_RESULTS } from '@learnstack/contracts/discovery-rules';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { type SearchScope, searchKeys } from '../keys.ts';

export function fetchLocalResults(q: string, signal?: AbortSignal): Promise<LocalSearchReply> {
  return api.get<LocalSearchReply>(`/api/universal-search/local?q=${encodeURIComponent(q)}`, signal ? { signal } : {});
}

export function fetchRemoteResults(q: string, signal?: AbortSignal): Promise<VideoSearchReply> {
  return api.get<VideoSearchReply>(`/api/youtube/search?q=${encodeURIComponent(q)}&maxResults=${REMOTE_SEARCH_RESULTS}`, signal ? { signal } : {});
}

/** One scope's results for a settled text; no retry, since a refused or failed search is shown at once. */
export function useSearchResults<S extends SearchScope>(scope: S, q: string, enabled: boolean) {
  return useQuery({
    queryKey: searchKeys.results(scope, q),
    queryFn: ({ signal }) => (scope === 'local' ? fetchLocalResults(q, signal) : fetchRemoteResults(q, signal)) as Promise<S extends 'local' ? LocalSearchReply : VideoSearchReply>,
    enabled,
    retry: false,
    staleTime: 60_000,
  });
}
