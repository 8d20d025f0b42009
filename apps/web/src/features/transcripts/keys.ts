/** The transcripts feature's query keys (see `features/plans/keys.ts` for the pattern). This file imports nothing. */
export const transcriptKeys = {
  all: ['transcripts'] as const,
  /** GET /api/videos/{youtubeId}/transcript: the caller's own upload, else YouTube's track. */
  video: (youtubeId: string) => [...transcriptKeys.all, 'video', youtubeId] as const,
};
