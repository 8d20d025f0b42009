import { z } from 'zod';
import { cached, cacheKey, getMany, setMany, TTL } from './cache-util.ts';
import { playlistUrl, videoThumbnailFallback } from './data-api-map.ts';
import { guard, youTubeVideoSchema } from './dto-schemas.ts';
import { YouTubeQuotaError, YouTubeUpstreamError } from './errors.ts';
import { type FeedEntry, type PlaylistFeed, parsePlaylistFeed } from './feed.ts';
import { getWithRetry, type HttpOptions } from './http.ts';
import { isYouTubeVideoId } from '@learnstack/contracts';
import type {
  KeyValueCache,
  LocalPlaylistSearch,
  LocalVideoSearch,
  PlaylistItemsPage,
  PlaylistSummary,
  UsageLedger,
  YouTubeProvider,
  YouTubeVideo,
} from './types.ts';

/**
 * The provider without an API key: single videos through oEmbed, playlists through the public feed
 * (first entries only, no durations), and search over our own catalog.
 */

export interface KeylessOptions {
  /** https://www.youtube.com in production; tests point it at the fake server. */
  publicBaseUrl?: string;
  cache: KeyValueCache;
  usage: UsageLedger;
  localSearch: LocalVideoSearch;
  localPlaylistSearch: LocalPlaylistSearch;
  fetch?: typeof fetch;
  timeoutMs?: number;
  retries?: number;
  backoffMs?: number;
}

const oembedSchema = z.looseObject({
  title: z.string(),
  author_name: z.string().default(''),
  thumbnail_url: z.string().optional(),
});

const feedSchema = z.object({
  playlistId: z.string().nullable(),
  title: z.string(),
  channelTitle: z.string(),
  publishedAt: z.string().nullable(),
  entries: z.array(
    z.object({
      youtubeId: z.string(),
      title: z.string(),
      channelTitle: z.string(),
      publishedAt: z.string().nullable(),
      description: z.string(),
      thumbnailUrl: z.string().nullable(),
      viewCount: z.number(),
    }),
  ),
}) satisfies z.ZodType<PlaylistFeed>;

/** oEmbed and the feed answer these for unknown, private or non-embeddable items: "not there", not a failure. */
const ABSENT_STATUSES = new Set([400, 401, 403, 404]);
const PLAYLIST_ID = /^[A-Za-z0-9_-]{2,64}$/;
const OEMBED_CONCURRENCY = 4;
const isVideo = guard(youTubeVideoSchema);
const isFeedOrNull = guard(feedSchema.nullable());

const clampLimit = (n: number) => Math.min(50, Math.max(1, Math.trunc(n) || 1));

/** Our page tokens here are plain offsets into the local result list. */
function offsetFrom(pageToken: string | undefined): number {
  const n = pageToken ? Number(pageToken) : 0;
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
}

function nextToken(offset: number, count: number, total: number): string | null {
  return count > 0 && offset + count < total ? String(offset + count) : null;
}

function entryToVideo(entry: FeedEntry): YouTubeVideo {
  return {
    youtubeId: entry.youtubeId,
    title: entry.title,
    description: entry.description,
    thumbnailUrl: entry.thumbnailUrl ?? videoThumbnailFallback(entry.youtubeId),
    channelTitle: entry.channelTitle,
    publishedAt: entry.publishedAt,
    durationSeconds: null,
    viewCount: entry.viewCount,
    category: null,
    factsSource: 'feed',
  };
}

async function mapLimited<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export function createKeylessProvider(options: KeylessOptions): YouTubeProvider {
  const { cache } = options;
  const base = (options.publicBaseUrl ?? 'https://www.youtube.com').replace(/\/$/, '');
  const http: HttpOptions = {
    fetch: options.fetch ?? fetch,
    usage: options.usage,
    timeoutMs: options.timeoutMs ?? 10_000,
    retries: options.retries ?? 2,
    backoffMs: options.backoffMs ?? 300,
  };
  const videoKey = (id: string) => cacheKey('keyless-video', { id });

  /** The body of a 2xx answer, null for "absent" statuses; throws for the rest. Keyless calls cost no quota units. */
  async function fetchText(url: string, what: string): Promise<string | null> {
    const answer = await getWithRetry(url, 0, http);
    if (answer.status >= 200 && answer.status < 300) return answer.body;
    if (ABSENT_STATUSES.has(answer.status)) return null;
    if (answer.status === 429) throw new YouTubeQuotaError('rateLimitExceeded');
    throw new YouTubeUpstreamError(`YouTube ${what} failed with ${answer.status}`, answer.status);
  }

  async function oembed(youtubeId: string): Promise<YouTubeVideo | null> {
    const watchUrl = `${base}/watch?v=${youtubeId}`;
    const body = await fetchText(`${base}/oembed?url=${encodeURIComponent(watchUrl)}&format=json`, 'oEmbed');
    if (body === null) return null;
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      json = undefined;
    }
    const parsed = oembedSchema.safeParse(json);
    if (!parsed.success) throw new YouTubeUpstreamError('Unexpected oEmbed answer from YouTube');
    return {
      youtubeId,
      title: parsed.data.title,
      description: '',
      thumbnailUrl: parsed.data.thumbnail_url ?? videoThumbnailFallback(youtubeId),
      channelTitle: parsed.data.author_name,
      publishedAt: null,
      durationSeconds: null,
      viewCount: 0,
      category: null,
      factsSource: 'oembed',
    };
  }

  async function getVideos(youtubeIds: string[]): Promise<YouTubeVideo[]> {
    const ids = [...new Set(youtubeIds)].filter(isYouTubeVideoId);
    const hits = await getMany(cache, ids.map(videoKey));
    const known = new Map<string, YouTubeVideo | null>();
    for (const id of ids) {
      const hit = hits.get(videoKey(id));
      if (hit === null || isVideo(hit)) known.set(id, hit);
    }
    const missing = ids.filter((id) => !known.has(id));
    const fetched = await mapLimited(missing, OEMBED_CONCURRENCY, oembed);
    for (const [i, id] of missing.entries()) known.set(id, fetched[i] ?? null);
    const found = fetched.filter((v): v is YouTubeVideo => v !== null);
    await setMany(cache, found.map((v) => ({ key: videoKey(v.youtubeId), value: v })), TTL.video);
    const absent = missing.filter((id) => known.get(id) === null);
    await setMany(cache, absent.map((id) => ({ key: videoKey(id), value: null })), TTL.missingVideo);
    return ids.map((id) => known.get(id)).filter((v): v is YouTubeVideo => v != null);
  }

  /** The playlist feed, cached; its entries also seed the video cache so an import needs no oEmbed calls. */
  async function feed(playlistId: string): Promise<PlaylistFeed | null> {
    if (!PLAYLIST_ID.test(playlistId)) return null;
    return cached(cache, cacheKey('keyless-feed', { id: playlistId }), TTL.playlist, isFeedOrNull, async () => {
      const body = await fetchText(`${base}/feeds/videos.xml?playlist_id=${encodeURIComponent(playlistId)}`, 'feed');
      if (body === null) return null;
      const parsed = parsePlaylistFeed(body);
      if (!parsed) throw new YouTubeUpstreamError('Unexpected playlist feed from YouTube');
      const videos = parsed.entries.map(entryToVideo);
      await setMany(cache, videos.map((v) => ({ key: videoKey(v.youtubeId), value: v })), TTL.video);
      return parsed;
    });
  }

  async function getPlaylist(playlistId: string): Promise<PlaylistSummary | null> {
    const f = await feed(playlistId);
    if (!f) return null;
    return {
      playlistId,
      title: f.title,
      description: '',
      thumbnailUrl: f.entries[0]?.thumbnailUrl ?? '',
      channelTitle: f.channelTitle,
      publishedAt: f.publishedAt,
      // The feed lists only the first entries, so this is a lower bound.
      videoCount: f.entries.length,
      viewCount: null,
      playlistUrl: playlistUrl(playlistId),
    };
  }

  async function listPlaylistItems(
    playlistId: string,
    opts: { pageToken?: string | undefined } = {},
  ): Promise<PlaylistItemsPage> {
    const f = opts.pageToken ? null : await feed(playlistId);
    const items = (f?.entries ?? []).map((e, position) => ({ youtubeId: e.youtubeId, position }));
    // The feed leaves out deleted and private videos itself, so nothing is counted as skipped.
    return { items, skipped: 0, nextPageToken: null, totalResults: items.length };
  }

  return {
    hasApiKey: false,
    async searchVideos({ q, maxResults, pageToken }) {
      const query = q.trim();
      if (!query) return { videos: [], nextPageToken: null, source: 'local' };
      const offset = offsetFrom(pageToken);
      const { videos, total } = await options.localSearch(query, clampLimit(maxResults), offset);
      return { videos, nextPageToken: nextToken(offset, videos.length, total), source: 'local' };
    },
    getVideos,
    getVideo: async (youtubeId) => (await getVideos([youtubeId]))[0] ?? null,
    async searchPlaylists({ q, maxResults, pageToken, order }) {
      const query = q.trim();
      if (!query) return { playlists: [], nextPageToken: null, totalResults: 0 };
      const offset = offsetFrom(pageToken);
      const { playlists, total } = await options.localPlaylistSearch(query, clampLimit(maxResults), offset, order);
      return { playlists, nextPageToken: nextToken(offset, playlists.length, total), totalResults: total };
    },
    getPlaylist,
    listPlaylistItems,
  };
}
