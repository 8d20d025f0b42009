import { z } from 'zod';
import { MOMENTS_LIMIT_DEFAULT, MOMENTS_LIMIT_MAX, TRANSCRIPT_MESSAGES, TRANSCRIPT_UPLOAD_MAX_BYTES } from './transcripts-rules.ts';

/**
 * Transcripts: a video's caption segments (YouTube's track, shared by every learner, or the caller's
 * own upload, which wins for them), the upload of a .vtt or .srt file, and the moments search over
 * what was said in the videos a learner may see.
 */

export * from './transcripts-rules.ts';

export const transcriptSource = z.enum(['youtube', 'upload']);
export type TranscriptSource = z.infer<typeof transcriptSource>;

export const transcriptSegment = z.object({
  /** Seconds from the start of the video. */
  start: z.number(),
  /** Seconds the caption stays. */
  duration: z.number(),
  text: z.string(),
});
export type TranscriptSegment = z.infer<typeof transcriptSegment>;

/** GET /api/videos/{youtubeId}/transcript, 200: segments in order of start. */
export const transcriptReply = z.object({
  youtubeId: z.string(),
  /** A BCP 47 tag such as 'en' or 'pt-BR'; 'und' when unknown. */
  language: z.string(),
  source: transcriptSource,
  segments: z.array(transcriptSegment),
});
export type TranscriptReply = z.infer<typeof transcriptReply>;

/** GET /api/videos/{youtubeId}/transcript, 202: the first fetch from YouTube is running. */
export const transcriptPendingReply = z.object({ status: z.literal('pending') });
export type TranscriptPendingReply = z.infer<typeof transcriptPendingReply>;

export const transcriptParams = z.object({ youtubeId: z.string().regex(/^[A-Za-z0-9_-]{11}$/, 'Invalid YouTube video id') });

/** PUT /api/videos/{youtubeId}/transcript. */
export const uploadTranscriptBody = z.strictObject({
  format: z.enum(['vtt', 'srt'], { error: TRANSCRIPT_MESSAGES.format }),
  content: z
    .string({ error: TRANSCRIPT_MESSAGES.contentRequired })
    .max(TRANSCRIPT_UPLOAD_MAX_BYTES, TRANSCRIPT_MESSAGES.tooLarge)
    .refine((s) => new TextEncoder().encode(s).length <= TRANSCRIPT_UPLOAD_MAX_BYTES, TRANSCRIPT_MESSAGES.tooLarge),
});
export type UploadTranscriptBody = z.input<typeof uploadTranscriptBody>;

/** GET /api/transcripts/search. */
export const momentsQuery = z.object({
  q: z.string({ error: TRANSCRIPT_MESSAGES.queryRequired }).trim().min(2, TRANSCRIPT_MESSAGES.queryRequired).max(200, TRANSCRIPT_MESSAGES.queryTooLong),
  limit: z.coerce.number().int().min(1).max(MOMENTS_LIMIT_MAX).default(MOMENTS_LIMIT_DEFAULT),
});

/** A place in a video where the words were said. */
export const moment = z.object({
  youtubeId: z.string(),
  title: z.string(),
  /** Seconds from the start of the video: open /video/{youtubeId}?t={atSeconds}. */
  atSeconds: z.number(),
  /** The segment's text; the matched words are not marked here (the client marks them). */
  text: z.string(),
});
export type Moment = z.infer<typeof moment>;

export const momentsReply = z.object({ moments: z.array(moment) });
export type MomentsReply = z.infer<typeof momentsReply>;

/** The transcript lines around a review card's note. */
export const reviewContextLine = z.object({ start: z.number(), text: z.string() });
export type ReviewContextLine = z.infer<typeof reviewContextLine>;
