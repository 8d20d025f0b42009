import type { FavoritePlaylist, FavoriteVideo } from '@learnstack/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { favoriteKeys } from '../keys.ts';
import { favoriteListPath } from './paths.ts';

/** GET /api/favorites/videos: the user's favourite videos, newest first (at most 200). */
export function fetchFavoriteVideos(signal?: AbortSignal): Promise<FavoriteVideo[]> {
  return api.get<FavoriteVideo[]>(favoriteListPath('video'), signal ? { signal } : {});
}

/** GET /api/favorites/playlists: the user's favourite plans they can still see, newest first (at most 200). */
export function fetchFavoritePlaylists(signal?: AbortSignal): Promise<FavoritePlaylist[]> {
  return api.get<FavoritePlaylist[]>(favoriteListPath('plan'), signal ? { signal } : {});
}

export function useFavoriteVideos(enabled = true) {
  return useQuery({ queryKey: favoriteKeys.list('video'), queryFn: ({ signal }) => fetchFavoriteVideos(signal), enabled, staleTime: 30_000 });
}

export function useFavoritePlaylists(enabled = true) {
  return useQuery({ queryKey: favoriteKeys.list('plan'), queryFn: ({ signal }) => fetchFavoritePlaylists(signal), enabled, staleTime: 30_000 });
}
