import type { QueryClient } from '@tanstack/react-query';

/** What can be favourited: videos, and plans (which the server and the spec call "playlists"). */
export type FavoriteKind = 'video' | 'plan';

const SEGMENT: Record<FavoriteKind, 'videos' | 'playlists'> = { video: 'videos', plan: 'playlists' };

/** GET /api/favorites/videos and GET /api/favorites/playlists: each key is its API path. */
export const FAVORITE_VIDEOS_KEY = ['/api/favorites/videos'] as const;
export const FAVORITE_PLAYLISTS_KEY = ['/api/favorites/playlists'] as const;

export function favoriteListKey(kind: FavoriteKind): readonly [string] {
  return kind === 'video' ? FAVORITE_VIDEOS_KEY : FAVORITE_PLAYLISTS_KEY;
}

/** POST and DELETE /api/favorites/{videos|playlists}/{id}. */
export function favoritePath(kind: FavoriteKind, id: number): string {
  return `/api/favorites/${SEGMENT[kind]}/${id}`;
}

/** GET /api/favorites/{videos|playlists}/{id}/status. */
export function favoriteStatusKey(kind: FavoriteKind, id: number): readonly [string] {
  return [`${favoritePath(kind, id)}/status`] as const;
}

/** Spec 2 section 7: the lists are refreshed after an add or a remove. */
export function invalidateFavoriteLists(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: FAVORITE_VIDEOS_KEY, exact: true }),
    queryClient.invalidateQueries({ queryKey: FAVORITE_PLAYLISTS_KEY, exact: true }),
  ]).then(() => undefined);
}
