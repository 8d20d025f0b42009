/** The search feature's query keys (see `features/plans/keys.ts` for the pattern). This file imports nothing. */
export type SearchScope = 'local' | 'remote';

export const searchKeys = {
  all: ['universal-search'] as const,
  /** GET /api/universal-search/local?q= or GET /api/youtube/search?q=&maxResults=8. */
  results: (scope: SearchScope, q: string) => [...searchKeys.all, scope, q] as const,
};
