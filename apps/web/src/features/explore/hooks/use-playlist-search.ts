import type { PlaylistSearchReply, PlaylistSummary } from '@learnstack/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '../../../lib/api.ts';
import { searchPlaylists } from '../api/search-playlists.ts';
import {
  EXPLORE_MESSAGES,
  PLAYLIST_EXPANDED_PAGE_SIZE,
  PLAYLIST_LOAD_ALL_MAX_PAGES,
  PLAYLIST_PAGE_SIZE,
  type PlaylistOrder,
} from '../lib/messages.ts';

export interface PlaylistSearchState {
  /** The search the results belong to. */
  query: { q: string; order: PlaylistOrder } | null;
  status: 'idle' | 'loading' | 'success' | 'error';
  playlists: PlaylistSummary[];
  nextPageToken: string | null;
  totalResults: number;
  source: PlaylistSearchReply['source'] | null;
  notice: string | null;
  /** The first page's failure, shown in place of results. */
  error: string | null;
  loadingMore: boolean;
  /** Load All in progress: pages fetched so far. */
  loadingAll: { pages: number } | null;
  /** Load All stopped at the page cap with more results left. */
  hitCap: boolean;
}

const INITIAL: PlaylistSearchState = {
  query: null,
  status: 'idle',
  playlists: [],
  nextPageToken: null,
  totalResults: 0,
  source: null,
  notice: null,
  error: null,
  loadingMore: false,
  loadingAll: null,
  hitCap: false,
};

/** The server's words for a refused search (bad words, quota, bad input), else the generic failure text. */
function failureText(err: unknown): string {
  if (err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 401 && err.serverMessage) return err.serverMessage;
  if (err instanceof ApiError && err.code === 'QUOTA_EXCEEDED' && err.serverMessage) return err.serverMessage;
  return EXPLORE_MESSAGES.playlistSearchFailed;
}

type Run = { id: number; controller: AbortController } | null;

/** Whether run `id` is still the latest (a newer search or Stop makes older answers stale). */
function isCurrent(run: { current: Run }, id: number): boolean {
  return run.current?.id === id;
}

function isAbort(err: unknown): boolean {
  return err instanceof DOMException && err.name === 'AbortError';
}

function merge(current: PlaylistSummary[], more: PlaylistSummary[]): PlaylistSummary[] {
  const seen = new Set(current.map((p) => p.playlistId));
  const merged = [...current];
  for (const p of more) {
    if (seen.has(p.playlistId)) continue;
    seen.add(p.playlistId);
    merged.push(p);
  }
  return merged;
}

/**
 * The Playlists tab's search: a first page of 12, Load More (12 more),
 * Load All (pages of 50 until there is no next page, at most 100 pages). A new search cancels
 * whatever is still loading.
 */
export function usePlaylistSearch() {
  const [state, setState] = useState<PlaylistSearchState>(INITIAL);
  const stateRef = useRef(state);
  stateRef.current = state;
  const run = useRef<Run>(null);

  const begin = useCallback(() => {
    run.current?.controller.abort();
    const next = { id: (run.current?.id ?? 0) + 1, controller: new AbortController() };
    run.current = next;
    return next;
  }, []);

  useEffect(() => () => run.current?.controller.abort(), []);

  const search = useCallback(
    async (q: string, order: PlaylistOrder) => {
      const text = q.trim();
      if (!text) return;
      const { id, controller } = begin();
      setState({ ...INITIAL, query: { q: text, order }, status: 'loading' });
      try {
        const reply = await searchPlaylists({ q: text, order, maxResults: PLAYLIST_PAGE_SIZE }, controller.signal);
        if (!isCurrent(run, id)) return;
        setState({
          ...INITIAL,
          query: { q: text, order },
          status: 'success',
          playlists: merge([], reply.playlists),
          nextPageToken: reply.nextPageToken,
          totalResults: reply.totalResults,
          source: reply.source,
          notice: reply.notice ?? null,
        });
      } catch (err) {
        if (!isCurrent(run, id) || isAbort(err)) return;
        const message = failureText(err);
        toast.error(EXPLORE_MESSAGES.playlistSearchFailed, message === EXPLORE_MESSAGES.playlistSearchFailed ? undefined : { description: message });
        setState({ ...INITIAL, query: { q: text, order }, status: 'error', error: message });
      }
    },
    [begin],
  );

  const loadMore = useCallback(async () => {
    const current = stateRef.current;
    if (!current.query || !current.nextPageToken || current.loadingMore || current.loadingAll) return;
    const { id, controller } = begin();
    setState((s) => ({ ...s, loadingMore: true }));
    try {
      const reply = await searchPlaylists(
        { ...current.query, maxResults: PLAYLIST_PAGE_SIZE, pageToken: current.nextPageToken },
        controller.signal,
      );
      if (!isCurrent(run, id)) return;
      setState((s) => ({ ...s, loadingMore: false, playlists: merge(s.playlists, reply.playlists), nextPageToken: reply.nextPageToken }));
    } catch (err) {
      if (!isCurrent(run, id) || isAbort(err)) return;
      setState((s) => ({ ...s, loadingMore: false }));
      toast.error(EXPLORE_MESSAGES.playlistSearchFailed);
    }
  }, [begin]);

  const loadAll = useCallback(async () => {
    const current = stateRef.current;
    if (!current.query || !current.nextPageToken || current.loadingMore || current.loadingAll) return;
    const { id, controller } = begin();
    const query = current.query;
    let token: string | null = current.nextPageToken;
    let pages = 0;
    setState((s) => ({ ...s, loadingAll: { pages: 0 }, hitCap: false }));
    try {
      while (token && pages < PLAYLIST_LOAD_ALL_MAX_PAGES) {
        const reply = await searchPlaylists({ ...query, maxResults: PLAYLIST_EXPANDED_PAGE_SIZE, pageToken: token }, controller.signal);
        if (!isCurrent(run, id)) return;
        pages += 1;
        token = reply.nextPageToken;
        const done = pages;
        const nextToken = token;
        setState((s) => ({ ...s, playlists: merge(s.playlists, reply.playlists), nextPageToken: nextToken, loadingAll: { pages: done } }));
      }
      if (!isCurrent(run, id)) return;
      setState((s) => ({ ...s, loadingAll: null, hitCap: token !== null }));
    } catch (err) {
      if (!isCurrent(run, id) || isAbort(err)) return;
      setState((s) => ({ ...s, loadingAll: null }));
      toast.error(EXPLORE_MESSAGES.playlistSearchFailed);
    }
  }, [begin]);

  /** Stops Load All (or Load More); what arrived stays. */
  const stop = useCallback(() => {
    run.current?.controller.abort();
    run.current = { id: (run.current?.id ?? 0) + 1, controller: new AbortController() };
    setState((s) => ({ ...s, loadingAll: null, loadingMore: false }));
  }, []);

  return { state, search, loadMore, loadAll, stop };
}

export type PlaylistSearch = ReturnType<typeof usePlaylistSearch>;
