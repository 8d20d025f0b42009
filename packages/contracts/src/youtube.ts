import { z } from 'zod';
import { YOUTUBE_PLAYLIST_ID, YOUTUBE_VIDEO_ID } from './youtube-input.ts';

/**
 * The YouTube-facing API:
 * video search, video lookup, playlist search and preview, playlist import with progress.
 */


export const YOUTUBE_MESSAGES = {
  quota: 'YouTube search temporarily unavailable due to high usage. Please try again later or tomorrow.',
  searchFailed: 'Failed to search videos',
  playlistSearchFailed: 'Failed to search playlists. Please try again.',
  videoNotFoundTitle: 'Video Not Found',
  videoNotFound: 'The YouTube video could not be found or is not available.',
  videoLookupFailed: 'Failed to fetch video details. Please try again.',
  playlistNotFound: 'Playlist not found',
  playlistUrlRequired: 'Please enter a YouTube playlist URL',
  playlistUrlInvalid: 'Please enter a valid YouTube playlist URL',
  playlistEmpty: 'This playlist has no videos that can be imported.',
  importFailed: 'Failed to import the playlist. Please try again.',
  previewFailed: 'Failed to load the playlist. Please try again.',
  alreadyImported: 'You have already imported this playlist.',
  inappropriate: 'Learnstack is for educational content only. Please search for something to learn.',
  keylessSearch: 'YouTube search needs an API key; showing results from the Learnstack catalog.',
  importNotFound: 'Import not found',
  planNotFound: 'Plan not found',
} as const;

/** Codes this API adds to the shared ErrorCode list. */
export const YouTubeErrorCode = {
  INAPPROPRIATE_SEARCH: 'INAPPROPRIATE_SEARCH',
  QUOTA_EXCEEDED: 'QUOTA_EXCEEDED',
  UPSTREAM_ERROR: 'UPSTREAM_ERROR',
  USER_ALREADY_IMPORTED: 'USER_ALREADY_IMPORTED',
} as const;

export const VIDEO_SEARCH_PAGE_SIZE = 6;
export const UNIVERSAL_SEARCH_PAGE_SIZE = 8;
export const PLAYLIST_SEARCH_PAGE_SIZE = 12;
export const PLAYLIST_SEARCH_EXPANDED_PAGE_SIZE = 50;
/** The preview page lists at most this many videos of a playlist. */
export const PLAYLIST_PREVIEW_LIMIT = 200;

const pageToken = z.string().trim().max(200).optional();
const searchQuery = z
  .string({ error: 'Please enter a search term' })
  .trim()
  .min(1, 'Please enter a search term')
  .max(200, 'Search terms must be at most 200 characters');

/** A video as search results and lookups show it. */
export const searchVideo = z.object({
  /** Our id when the video is already saved, otherwise null. */
  id: z.number().nullable(),
  youtubeId: z.string(),
  title: z.string(),
  description: z.string(),
  thumbnailUrl: z.string(),
  channelTitle: z.string(),
  publishedAt: z.string().nullable(),
  /** ISO 8601 (PT#H#M#S); null when YouTube did not tell us (key-less lookups). */
  duration: z.string().nullable(),
  viewCount: z.number(),
});
export type SearchVideo = z.infer<typeof searchVideo>;

export const videoSearchQuery = z.object({
  q: searchQuery,
  maxResults: z.coerce.number().int().min(1).max(25).default(VIDEO_SEARCH_PAGE_SIZE),
  pageToken,
});
export type VideoSearchQuery = z.input<typeof videoSearchQuery>;

export const videoSearchReply = z.object({
  videos: z.array(searchVideo),
  nextPageToken: z.string().nullable(),
  /** 'local': the Learnstack catalog and saved videos answered (no API key configured). */
  source: z.enum(['youtube', 'local']),
  notice: z.string().optional(),
});
export type VideoSearchReply = z.infer<typeof videoSearchReply>;

export const youtubeVideoParams = z.object({
  youtubeId: z.string().regex(YOUTUBE_VIDEO_ID, 'Invalid YouTube video id'),
});

export const videoLookupReply = z.object({ video: searchVideo, duration: z.string().nullable() });
export type VideoLookupReply = z.infer<typeof videoLookupReply>;

export const playlistOrder = z.enum(['relevance', 'viewCount', 'videoCount', 'date']);
export type PlaylistOrder = z.infer<typeof playlistOrder>;

export const playlistSearchQuery = z.object({
  q: searchQuery,
  maxResults: z.coerce.number().int().min(1).max(PLAYLIST_SEARCH_EXPANDED_PAGE_SIZE).default(PLAYLIST_SEARCH_PAGE_SIZE),
  pageToken,
  order: playlistOrder.default('relevance'),
});
export type PlaylistSearchQuery = z.input<typeof playlistSearchQuery>;

/** A playlist as playlist search shows it. */
export const playlistSummary = z.object({
  playlistId: z.string(),
  title: z.string(),
  description: z.string(),
  thumbnailUrl: z.string(),
  channelTitle: z.string(),
  publishedAt: z.string().nullable(),
  /** Null when not known (catalog results without an API key). */
  videoCount: z.number().nullable(),
  /** YouTube reports no view count for playlists: null means "not known". */
  viewCount: z.number().nullable(),
  playlistUrl: z.string(),
});
export type PlaylistSummary = z.infer<typeof playlistSummary>;

export const playlistSearchReply = z.object({
  playlists: z.array(playlistSummary),
  nextPageToken: z.string().nullable(),
  totalResults: z.number(),
  source: z.enum(['youtube', 'local']),
  notice: z.string().optional(),
});
export type PlaylistSearchReply = z.infer<typeof playlistSearchReply>;

export const playlistParams = z.object({
  playlistId: z.string().regex(YOUTUBE_PLAYLIST_ID, 'Invalid playlist id'),
});

export const playlistVideosReply = z.object({
  playlist: playlistSummary,
  videos: z.array(searchVideo),
  /** True when only the first entries could be read (no API key, or more than the preview limit). */
  partial: z.boolean(),
});
export type PlaylistVideosReply = z.infer<typeof playlistVideosReply>;

// ------------------------------------------------------------------------------------------ import

export const importPlaylistBody = z.object({
  playlistUrl: z
    .string({ error: YOUTUBE_MESSAGES.playlistUrlRequired })
    .trim()
    .min(1, YOUTUBE_MESSAGES.playlistUrlRequired)
    .max(500, YOUTUBE_MESSAGES.playlistUrlInvalid),
  forceCreate: z.boolean().default(false),
});
export type ImportPlaylistBody = z.input<typeof importPlaylistBody>;

/** An existing import: a plan someone made from the same playlist, offered instead of importing it again. */
export const existingImport = z.object({
  /** The plan's id (the same as learningPlanId). */
  id: z.number(),
  learningPlanId: z.number(),
  planSlug: z.string(),
  planTitle: z.string(),
  isOwnedByUser: z.boolean(),
  creatorName: z.string(),
  createdAt: z.string(),
  videoCount: z.number(),
  /** Seconds of the videos whose duration is known. */
  totalDuration: z.number(),
});
export type ExistingImport = z.infer<typeof existingImport>;

export const importDuplicateReply = z.object({
  duplicateFound: z.literal(true),
  isNewImport: z.literal(false),
  existingImports: z.array(existingImport),
  title: z.string(),
  videoCount: z.number(),
});

export const importStartedReply = z.object({
  isNewImport: z.literal(true),
  duplicateFound: z.literal(false),
  importId: z.number(),
  planId: z.number(),
  planSlug: z.string(),
  title: z.string(),
  /** Entries YouTube lists for the playlist (deleted and private included); the feed's count without a key. */
  videoCount: z.number(),
  /** True without an API key: only the first entries of the playlist's public feed are imported. */
  partial: z.boolean(),
});
export type ImportStartedReply = z.infer<typeof importStartedReply>;

export const importPlaylistReply = z.union([importStartedReply, importDuplicateReply]);
export type ImportPlaylistReply = z.infer<typeof importPlaylistReply>;

export const importStatus = z.enum(['running', 'completed', 'failed']);
export const importParams = z.object({ importId: z.coerce.number().int().positive().max(2_147_483_647) });

export const importStatusReply = z.object({
  id: z.number(),
  status: importStatus,
  title: z.string(),
  total: z.number(),
  imported: z.number(),
  skipped: z.number(),
  planId: z.number().nullable(),
  planSlug: z.string().nullable(),
  error: z.string().nullable(),
});
export type ImportStatusReply = z.infer<typeof importStatusReply>;

export const addExistingPlaylistBody = z.object({
  existingPlanId: z.coerce.number().int().positive().max(2_147_483_647),
});

export const addExistingPlaylistReply = z.object({
  isOwn: z.boolean(),
  title: z.string(),
  videoCount: z.number(),
  planId: z.number(),
  planSlug: z.string(),
  message: z.string(),
});
export type AddExistingPlaylistReply = z.infer<typeof addExistingPlaylistReply>;
