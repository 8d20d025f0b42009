/** Texts of the explore page. */
export const EXPLORE_MESSAGES = {
  title: 'Explore Community Plans',
  planAdded: 'Plan Added!',
  planAddFailed: 'Failed to add plan to your library',
  groupAdded: 'Group Added!',
  groupAddFailed: 'Failed to add group to your library',
  alreadyAdded: 'Already in your plans',
  playlistSearchFailed: 'Failed to search playlists. Please try again.',
  noPlaylists: 'No playlists found',
  noPlaylistsHint: 'Try different keywords or check your spelling',
  allLoaded: 'All available results loaded',
} as const;

/** Explore pages: plans and groups per request (the server allows at most 50). */
export const EXPLORE_PAGE_SIZE = 24;
/** Search text limit (contracts EXPLORE_SEARCH_MAX). */
export const EXPLORE_SEARCH_MAX = 100;
/** The playlist search's text limit (the server's search query). */
export const PLAYLIST_SEARCH_MAX = 200;
/** Playlist search pages: 12, 50 when loading everything, at most 100 pages. */
export const PLAYLIST_PAGE_SIZE = 12;
export const PLAYLIST_EXPANDED_PAGE_SIZE = 50;
export const PLAYLIST_LOAD_ALL_MAX_PAGES = 100;
/** Typing pause before the explore search runs. */
export const SEARCH_DEBOUNCE_MS = 500;

export type PlaylistOrder = 'relevance' | 'viewCount' | 'videoCount' | 'date';
export const PLAYLIST_ORDERS: Array<{ value: PlaylistOrder; label: string }> = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'viewCount', label: 'Most Viewed' },
  { value: 'videoCount', label: 'Most Videos' },
  { value: 'date', label: 'Newest' },
];

export type ExploreTab = 'plans' | 'groups' | 'playlists';
export function parseExploreTab(value: string | null): ExploreTab {
  return value === 'groups' || value === 'playlists' ? value : 'plans';
}
