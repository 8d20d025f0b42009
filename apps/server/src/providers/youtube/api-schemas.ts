import { z } from 'zod';

/** Google's JSON as documented for YouTube Data API v3; loose objects because Google adds fields over time. */

const thumbnail = z.looseObject({ url: z.string() });
export const thumbnailsSchema = z.looseObject({
  default: thumbnail.optional(),
  medium: thumbnail.optional(),
  high: thumbnail.optional(),
  standard: thumbnail.optional(),
  maxres: thumbnail.optional(),
});
export type Thumbnails = z.infer<typeof thumbnailsSchema>;

const pageInfo = z.looseObject({ totalResults: z.number().optional(), resultsPerPage: z.number().optional() });

const snippet = z.looseObject({
  publishedAt: z.string().optional(),
  title: z.string().default(''),
  description: z.string().default(''),
  channelTitle: z.string().default(''),
  thumbnails: thumbnailsSchema.default({}),
});

export const searchListSchema = z.looseObject({
  nextPageToken: z.string().optional(),
  pageInfo: pageInfo.optional(),
  items: z
    .array(
      z.looseObject({
        id: z.looseObject({ kind: z.string(), videoId: z.string().optional(), playlistId: z.string().optional() }),
        snippet: snippet.optional(),
      }),
    )
    .default([]),
});

export const videoListSchema = z.looseObject({
  items: z
    .array(
      z.looseObject({
        id: z.string(),
        snippet: snippet.extend({ categoryId: z.string().optional(), tags: z.array(z.string()).optional() }).optional(),
        contentDetails: z.looseObject({ duration: z.string().optional() }).optional(),
        // Counts arrive as decimal strings; hidden counts are simply absent.
        statistics: z.looseObject({ viewCount: z.string().optional() }).optional(),
      }),
    )
    .default([]),
});
export type ApiVideo = z.infer<typeof videoListSchema>['items'][number];

export const playlistListSchema = z.looseObject({
  items: z
    .array(
      z.looseObject({
        id: z.string(),
        snippet: snippet.optional(),
        contentDetails: z.looseObject({ itemCount: z.number().optional() }).optional(),
      }),
    )
    .default([]),
});
export type ApiPlaylist = z.infer<typeof playlistListSchema>['items'][number];

export const playlistItemListSchema = z.looseObject({
  nextPageToken: z.string().optional(),
  pageInfo: pageInfo.optional(),
  items: z
    .array(
      z.looseObject({
        snippet: z
          .looseObject({
            title: z.string().optional(),
            position: z.number().optional(),
            resourceId: z.looseObject({ videoId: z.string().optional() }).optional(),
          })
          .optional(),
        contentDetails: z.looseObject({ videoId: z.string().optional() }).optional(),
        status: z.looseObject({ privacyStatus: z.string().optional() }).optional(),
      }),
    )
    .default([]),
});

/** Google's error envelope: `{ error: { code, message, errors: [{ reason, domain }] } }`. */
export const apiErrorSchema = z.looseObject({
  error: z.looseObject({
    code: z.number().optional(),
    message: z.string().optional(),
    errors: z.array(z.looseObject({ reason: z.string().optional(), domain: z.string().optional() })).optional(),
  }),
});
