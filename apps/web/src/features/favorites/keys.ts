/** What can be favourited: videos, and plans (which the API calls "playlists"). */
export type FavoriteKind = 'video' | 'plan';

/** The favorites feature's query keys (see `features/plans/keys.ts` for the pattern). This file imports nothing. */
export const favoriteKeys = {
  all: ['favorites'] as const,
  /** Both lists. */
  lists: () => [...favoriteKeys.all, 'list'] as const,
  /** GET /api/favorites/videos or /api/favorites/playlists. */
  list: (kind: FavoriteKind) => [...favoriteKeys.lists(), kind] as const,
  /** GET /api/favorites/{videos|playlists}/{id}/status. */
  status: (kind: FavoriteKind, id: number) => [...favoriteKeys.all, 'status', kind, id] as const,
};
