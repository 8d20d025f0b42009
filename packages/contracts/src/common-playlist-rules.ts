/** The common playlist's constants without zod, so pages can import them without the schemas. */


/** The common playlist's five categories, in display order (ids are the API's, labels the page's). */
export const PLAYLIST_CATEGORIES = [
  { id: 'creative', label: 'Creative Skills' },
  { id: 'career', label: 'Career Skills' },
  { id: 'cognitive', label: 'Cognitive Skills' },
  { id: 'practical', label: 'Practical Skills' },
  { id: 'trending', label: 'Trending Skills' },
] as const;
export const PLAYLIST_CATEGORY_IDS = ['creative', 'career', 'cognitive', 'practical', 'trending'] as const;

export const PLAYLIST_DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;

/** The 'All Categories' view shows at most this many items of each category. */
export const PLAYLIST_OVERVIEW_PER_CATEGORY = 4;
/** Tags shown on an item before '+N'. */
export const PLAYLIST_TAGS_SHOWN = 3;
/** Items in one 'Create Plan' (the whole playlist is smaller). */
export const PLAYLIST_SELECTION_MAX = 100;

