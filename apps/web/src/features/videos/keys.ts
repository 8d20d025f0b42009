/** The videos feature's query keys (see `features/plans/keys.ts` for the pattern). This file imports nothing. */
export const videoKeys = {
  all: ['videos'] as const,
  /** GET /api/youtube/search?q= (infinite: its pages share the key). */
  search: (q: string) => [...videoKeys.all, 'search', q] as const,
  /** GET /api/youtube/video/{youtubeId}: one YouTube video, saved or not (the player reads it too). */
  lookup: (youtubeId: string) => [...videoKeys.all, 'lookup', youtubeId] as const,
};
