/** The playlist-import feature's query keys (see `features/plans/keys.ts` for the pattern). This file imports nothing. */
export const playlistImportKeys = {
  all: ['playlist-import'] as const,
  /** GET /api/youtube/imports/{id}: an import's progress. */
  status: (importId: number) => [...playlistImportKeys.all, 'status', importId] as const,
};
