/**
 * The player feature's query keys (see `features/plans/keys.ts` for the pattern). A video not
 * saved yet is looked up with the videos feature's key (`videoKeys.lookup`), so the add-video
 * dialog and the player share that answer. This file imports nothing.
 */
export const playerKeys = {
  all: ['player'] as const,
  /** GET /api/videos/{id}; what is under it (its related videos) goes with it. */
  video: (id: number) => [...playerKeys.all, 'video', id] as const,
  /** GET /api/videos/{id}/related. */
  related: (id: number) => [...playerKeys.video(id), 'related'] as const,
  /** GET /api/videos/youtube/{youtubeId}: the saved video with that YouTube id. */
  videoByYoutubeId: (youtubeId: string) => [...playerKeys.all, 'video-by-youtube-id', youtubeId] as const,
  /** GET /api/video-progress/{videoId}. */
  progress: (videoId: number) => [...playerKeys.all, 'progress', videoId] as const,
};
