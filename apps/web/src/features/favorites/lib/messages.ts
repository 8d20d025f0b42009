/** Texts of favourites. */
export const FAVORITE_MESSAGES = {
  add: 'Add to favorites',
  remove: 'Remove from favorites',
  updateFailed: 'Failed to update favorites',
  noVideosTitle: 'No Favorite Videos',
  noVideos: 'Tap the heart on a video in the player or in a plan to keep it here.',
  noPlaylistsTitle: 'No Favorite Playlists',
  noPlaylists: 'Tap the heart on a learning plan to keep it here.',
  noDescription: 'No description available',
} as const;

/** The server lists at most this many favourites of a kind (contracts FAVORITES_LIST_MAX; kept here so zod stays out of the bundle). */
export const FAVORITES_LIST_MAX = 200;
