/** The library feature's query keys (see `features/plans/keys.ts` for the pattern). This file imports nothing. */
export const libraryKeys = {
  all: ['library'] as const,
  /** GET /api/videos: the user's saved videos, every search. */
  videos: () => [...libraryKeys.all, 'videos'] as const,
  /** GET /api/videos?search=: the pages of one search ('' for the whole library). */
  videosFor: (search: string) => [...libraryKeys.videos(), search] as const,
  /** GET /api/common-playlist (the whole list; the page filters categories itself). */
  commonPlaylist: () => [...libraryKeys.all, 'common-playlist'] as const,
};
