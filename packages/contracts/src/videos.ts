import { z } from 'zod';
import { LIBRARY_LIST_LIMIT, LIBRARY_PAGE_SIZE, LIBRARY_SEARCH_MAX } from './library-rules.ts';

export * from './library-rules.ts';

/** Limits applied before a video is saved: longer texts are cut to them. */
export const VIDEO_TITLE_MAX = 200;
export const VIDEO_DESCRIPTION_MAX = 1000;
export const VIDEO_CHANNEL_TITLE_MAX = 100;
export const RELATED_VIDEOS_LIMIT = 12;

/** A saved video. `duration` is ISO 8601 (PT1H2M3S), null when YouTube has not told us. */
export const video = z.object({
  id: z.number(),
  youtubeId: z.string(),
  title: z.string(),
  description: z.string(),
  thumbnailUrl: z.string(),
  channelTitle: z.string(),
  publishedAt: z.string().nullable(),
  duration: z.string().nullable(),
  durationSeconds: z.number().nullable(),
  viewCount: z.number(),
  category: z.string().nullable(),
});
export type Video = z.infer<typeof video>;

/**
 * POST /api/videos. Over-long texts are cut to the limits above rather than refused;
 * the hard maxima here only stop abuse of the request size.
 */
export const saveVideoBody = z.object({
  youtubeId: z.string({ error: 'youtubeId is required' }).min(1, 'youtubeId is required').max(64, 'youtubeId is too long'),
  title: z.string({ error: 'Title is required' }).max(2000),
  description: z.string().max(20_000).nullish(),
  thumbnailUrl: z.string().max(2000).nullish(),
  channelTitle: z.string().max(1000).nullish(),
  publishedAt: z.string().max(64).nullish(),
  duration: z.union([z.string().max(64), z.number().int().min(0).max(10_000_000)]).nullish(),
  viewCount: z.union([z.number().int().min(0), z.string().regex(/^\d{1,18}$/)]).nullish(),
  category: z.string().max(100).nullish(),
});
export type SaveVideoBody = z.input<typeof saveVideoBody>;

export const videoIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const youtubeIdParams = z.object({ youtubeId: z.string().min(1).max(64) });

/** A library entry: the video plus when the user saved it (`inLibrary` is always true: the library holds saved videos only). */
export const libraryVideo = video.extend({ addedAt: z.string(), inLibrary: z.boolean() });
export type LibraryVideo = z.infer<typeof libraryVideo>;

/**
 * GET /api/videos query: one page of the saved videos, newest first. `cursor` is the previous page's
 * `nextCursor` (opaque); `search` keeps the videos whose title, channel or description hold every word.
 */
export const libraryQuery = z.object({
  limit: z.coerce.number().int().min(1).max(LIBRARY_LIST_LIMIT).default(LIBRARY_PAGE_SIZE),
  cursor: z
    .string()
    .max(64)
    .regex(/^\d{1,19}\.\d{1,10}$/, 'Invalid cursor')
    .optional(),
  search: z.string().max(LIBRARY_SEARCH_MAX).optional(),
});
export type LibraryQuery = z.input<typeof libraryQuery>;

/** GET /api/videos reply: a page, how many saved videos match in all, and the cursor of the next page (null on the last). */
export const libraryPage = z.object({ videos: z.array(libraryVideo), total: z.number(), nextCursor: z.string().nullable() });
export type LibraryPage = z.infer<typeof libraryPage>;

export const relatedVideo = video.extend({ isFromYouTube: z.literal(false) });
export type RelatedVideo = z.infer<typeof relatedVideo>;

/** GET /api/videos/{id}/plans: the caller's own plans holding the video. */
export const videoPlan = z.object({ id: z.number(), slug: z.string(), title: z.string(), planVideoId: z.number(), orderIndex: z.number() });
export type VideoPlan = z.infer<typeof videoPlan>;
