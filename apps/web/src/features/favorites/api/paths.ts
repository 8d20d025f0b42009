import type { FavoriteKind } from '../keys.ts';

const SEGMENT: Record<FavoriteKind, 'videos' | 'playlists'> = { video: 'videos', plan: 'playlists' };

/** GET /api/favorites/videos and GET /api/favorites/playlists. */
export function favoriteListPath(kind: FavoriteKind): string {
  return `/api/favorites/${SEGMENT[kind]}`;
}

/** POST and DELETE /api/favorites/{videos|playlists}/{id}; its status is `${path}/status`. */
export function favoritePath(kind: FavoriteKind, id: number): string {
  return `${favoriteListPath(kind)}/${id}`;
}
