import { z } from 'zod';
import { type PlaylistSummary, VIDEO_FACTS_SOURCES, type YouTubeVideo } from './types.ts';

/** Our own DTOs as zod schemas: cached values come back from storage and are checked before use. */

export const youTubeVideoSchema = z.object({
  youtubeId: z.string(),
  title: z.string(),
  description: z.string(),
  thumbnailUrl: z.string(),
  channelTitle: z.string(),
  publishedAt: z.string().nullable(),
  durationSeconds: z.number().nullable(),
  viewCount: z.number(),
  category: z.string().nullable(),
  tags: z.array(z.string()).optional(),
  // Cached videos stored before this field existed fail the check and are fetched again.
  factsSource: z.enum(VIDEO_FACTS_SOURCES),
}) satisfies z.ZodType<YouTubeVideo>;

export const playlistSummarySchema = z.object({
  playlistId: z.string(),
  title: z.string(),
  description: z.string(),
  thumbnailUrl: z.string(),
  channelTitle: z.string(),
  publishedAt: z.string().nullable(),
  videoCount: z.number(),
  viewCount: z.number().nullable(),
  playlistUrl: z.string(),
}) satisfies z.ZodType<PlaylistSummary>;

export const playlistItemsPageSchema = z.object({
  items: z.array(z.object({ youtubeId: z.string(), position: z.number() })),
  skipped: z.number(),
  nextPageToken: z.string().nullable(),
  totalResults: z.number(),
});

/** A type guard from a schema, for `cached()`. */
export function guard<T>(schema: z.ZodType<T>): (value: unknown) => value is T {
  return (value: unknown): value is T => schema.safeParse(value).success;
}
