import type { FavoriteStatus } from '@learnstack/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { FAVORITES_LIST_MAX } from '../lib/messages.ts';
import { type FavoriteKind, favoriteKeys } from '../keys.ts';
import { favoritePath } from './paths.ts';
import { useFavoritePlaylists, useFavoriteVideos } from './use-favorite-lists.ts';

export function fetchFavoriteStatus(kind: FavoriteKind, id: number, signal?: AbortSignal): Promise<FavoriteStatus> {
  return api.get<FavoriteStatus>(`${favoritePath(kind, id)}/status`, signal ? { signal } : {});
}

/**
 * Whether `id` is a favourite. 'status' asks GET .../{id}/status (one item on a page); 'list' reads
 * the favourites list that every card of a page shares, and falls back to the status call when the
 * list cannot answer (failed, or full at the server's cap so it may leave some out). After a toggle
 * the status cache holds the answer, whichever source was used before.
 */
export function useFavoriteStatus(kind: FavoriteKind, id: number | null, source: 'status' | 'list' = 'status') {
  const useList = source === 'list' && id !== null;
  const videos = useFavoriteVideos(useList && kind === 'video');
  const playlists = useFavoritePlaylists(useList && kind === 'plan');
  const list = kind === 'video' ? videos : playlists;
  const listAnswers = useList && list.isSuccess && list.data.length < FAVORITES_LIST_MAX;
  const needStatus = id !== null && (source === 'status' || (useList && (list.isError || (list.isSuccess && !listAnswers))));
  const status = useQuery({
    queryKey: favoriteKeys.status(kind, id ?? 0),
    queryFn: ({ signal }) => fetchFavoriteStatus(kind, id ?? 0, signal),
    enabled: needStatus,
    staleTime: 30_000,
  });

  if (id === null) return { isFavorited: false, isLoading: false };
  if (status.data) return { isFavorited: status.data.isFavorited, isLoading: false };
  if (listAnswers) {
    const ids = kind === 'video' ? (videos.data ?? []).map((f) => f.videoId) : (playlists.data ?? []).map((f) => f.planId);
    return { isFavorited: ids.includes(id), isLoading: false };
  }
  return { isFavorited: false, isLoading: needStatus ? status.isPending : list.isPending };
}
