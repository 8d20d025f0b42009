/** What the rest of the server knows about YouTube: one interface, two implementations (Data API, key-less). */

/**
 * The trusted origins of a video's facts: the Data API, YouTube's public playlist feed or oEmbed reply,
 * and our own seeded catalog (local search answers from it).
 */
export const VIDEO_FACTS_SOURCES = ['data_api', 'feed', 'oembed', 'catalog'] as const;
export type VideoFactsSource = (typeof VIDEO_FACTS_SOURCES)[number];

export interface YouTubeVideo {
  youtubeId: string;
  title: string;
  description: string;
  thumbnailUrl: string;
  channelTitle: string;
  /** ISO 8601 instant, or null when the source does not say (oEmbed). */
  publishedAt: string | null;
  /** Null when unknown: the key-less endpoints never report durations. */
  durationSeconds: number | null;
  viewCount: number;
  /** YouTube's own category name (e.g. 'Education'), not one of our eight skill categories. */
  category: string | null;
  /** The uploader's tags (the Data API only; other sources know none). They help place the video's subject. */
  tags?: string[] | undefined;
  factsSource: VideoFactsSource;
}

export interface PlaylistSummary {
  playlistId: string;
  title: string;
  description: string;
  thumbnailUrl: string;
  channelTitle: string;
  publishedAt: string | null;
  videoCount: number;
  /** YouTube reports no view count for playlists; null means "not known", never a made-up 0. */
  viewCount: number | null;
  playlistUrl: string;
}

export type PlaylistOrder = 'relevance' | 'viewCount' | 'videoCount' | 'date';

export interface SearchVideosParams {
  q: string;
  maxResults: number;
  pageToken?: string | undefined;
}

export interface SearchVideosResult {
  videos: YouTubeVideo[];
  nextPageToken: string | null;
  /** 'local' when the answer came from our own catalog (no API key). */
  source: 'youtube' | 'local';
}

export interface SearchPlaylistsParams {
  q: string;
  maxResults: number;
  pageToken?: string | undefined;
  order: PlaylistOrder;
}

export interface SearchPlaylistsResult {
  playlists: PlaylistSummary[];
  nextPageToken: string | null;
  totalResults: number;
}

export interface PlaylistItemsPage {
  items: { youtubeId: string; position: number }[];
  /** Deleted and private entries on this page, left out of `items`. */
  skipped: number;
  nextPageToken: string | null;
  /** All entries of the playlist as YouTube counts them (deleted and private included). */
  totalResults: number;
}

export interface YouTubeProvider {
  readonly hasApiKey: boolean;
  searchVideos(params: SearchVideosParams): Promise<SearchVideosResult>;
  /** Missing, private or deleted ids are simply absent; the order of `youtubeIds` is kept. */
  getVideos(youtubeIds: string[]): Promise<YouTubeVideo[]>;
  getVideo(youtubeId: string): Promise<YouTubeVideo | null>;
  searchPlaylists(params: SearchPlaylistsParams): Promise<SearchPlaylistsResult>;
  getPlaylist(playlistId: string): Promise<PlaylistSummary | null>;
  /** One page of up to 50 entries; an unknown playlist gives an empty page. */
  listPlaylistItems(playlistId: string, options?: { pageToken?: string | undefined }): Promise<PlaylistItemsPage>;
}

/** A cache of JSON values with a lifetime; `undefined` means a miss, any other value (null included) a hit. */
export interface KeyValueCache {
  get(key: string): Promise<unknown | undefined>;
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
  /** Optional batch forms, so 50 video ids cost one round trip instead of 50. */
  getMany?(keys: string[]): Promise<Map<string, unknown>>;
  setMany?(entries: { key: string; value: unknown }[], ttlSeconds: number): Promise<void>;
}

export interface UsageRecord {
  service: string;
  /** Quota units the call cost (YouTube counts failed calls too). */
  units: number;
  ok: boolean;
  ms: number;
  tokens?: number;
  cost?: number;
}

/** Counts every outbound call for the admin dashboard; cached answers record nothing. */
export interface UsageLedger {
  record(entry: UsageRecord): Promise<void>;
}

/** Catalog search used when there is no API key; `total` drives paging and totals. */
export type LocalVideoSearch = (
  q: string,
  limit: number,
  offset: number,
) => Promise<{ videos: YouTubeVideo[]; total: number }>;

export type LocalPlaylistSearch = (
  q: string,
  limit: number,
  offset: number,
  order: PlaylistOrder,
) => Promise<{ playlists: PlaylistSummary[]; total: number }>;
