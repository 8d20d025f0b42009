/** The playlist-preview feature's query keys (see `features/plans/keys.ts` for the pattern). This file imports nothing. */
export const playlistPreviewKeys = {
  all: ['playlist-preview'] as const,
  /** GET /api/youtube/playlist/{playlistId}/videos. */
  videos: (playlistId: string) => [...playlistPreviewKeys.all, 'videos', playlistId] as const,
};
