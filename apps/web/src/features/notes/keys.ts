/** The notes feature's query keys (see `features/plans/keys.ts` for the pattern). This file imports nothing. */
export const noteKeys = {
  all: ['notes'] as const,
  /** GET /api/videos/{id}/notes: the caller's notes on a video, by time. */
  video: (videoId: number) => [...noteKeys.all, 'video', videoId] as const,
  /** GET /api/notes?q=&page=. */
  list: (q: string, page: number) => [...noteKeys.all, 'list', q, page] as const,
};

/** Review cards: every key under `reviewKeys.all`, refreshed together after a grade or a change of notes. */
export const reviewKeys = {
  all: ['review'] as const,
  /** GET /api/review/due?limit=. */
  due: (limit: number) => [...reviewKeys.all, 'due', limit] as const,
  /** GET /api/review/stats. */
  stats: () => [...reviewKeys.all, 'stats'] as const,
};
