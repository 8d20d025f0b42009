/** Limits and messages of transcripts: YouTube's caption tracks and a learner's own uploaded files. */

/** An uploaded .vtt or .srt file's largest size, in bytes of its text (2 MB). */
export const TRANSCRIPT_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
/** The most segments one transcript keeps (a ten-hour video at one caption every two seconds). */
export const TRANSCRIPT_SEGMENTS_MAX = 20_000;
/** The longest text of one segment; longer cues are cut. */
export const TRANSCRIPT_SEGMENT_TEXT_MAX = 1_000;
/** Moments search: the default and the largest `limit`. */
export const MOMENTS_LIMIT_DEFAULT = 10;
export const MOMENTS_LIMIT_MAX = 50;
/** How many moments the universal search reply carries. */
export const UNIVERSAL_SEARCH_MOMENTS = 8;
/** A review card's transcript context: the lines within this many seconds either side of its note. */
export const REVIEW_CONTEXT_SECONDS = 20;

export const TRANSCRIPT_MESSAGES = {
  notFound: 'No transcript for this video',
  videoNotFound: 'Video not found',
  tooLarge: 'The transcript file must be at most 2 MB',
  empty: 'The transcript file has no captions',
  tooManySegments: 'The transcript file must have at most 20,000 captions',
  malformedVtt: 'The file is not a valid WebVTT transcript',
  malformedSrt: 'The file is not a valid SRT transcript',
  format: "format must be 'vtt' or 'srt'",
  contentRequired: 'content must be the text of the transcript file',
  queryRequired: 'Enter at least 2 characters to search',
  queryTooLong: 'The search must be at most 200 characters',
} as const;
