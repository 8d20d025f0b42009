import { z } from 'zod';
import {
  apiErrorSchema,
  playlistItemListSchema,
  playlistListSchema,
  searchListSchema,
  videoListSchema,
} from './api-schemas.ts';
import { cached, cacheKey, getMany, setMany, TTL } from './cache-util.ts';
import { isUnavailableItem, toPlaylist, toVideo } from './data-api-map.ts';
import { guard, playlistItemsPageSchema, playlistSummarySchema, youTubeVideoSchema } from './dto-schemas.ts';
import { YouTubeQuotaError, YouTubeUpstreamError } from './errors.ts';
import { getWithRetry, type HttpOptions } from './http.ts';
import { isYouTubeVideoId } from '@learnstack/contracts';
import type {
  KeyValueCache,
  PlaylistItemsPage,
  PlaylistSummary,
  SearchPlaylistsParams,
  SearchPlaylistsResult,
  SearchVideosParams,
  SearchVideosResult,
  UsageLedger,
  YouTubeProvider,
  YouTubeVideo,
} from './types.ts';

/** YouTube Data API v3, as Google documents it, behind a cache and a quota ledger. */

export interface DataApiOptions {
  apiKey: string;
  /** e.g. https://www.googleapis.com/youtube/v3 (tests: the fake server). */
  baseUrl: string;
  cache: KeyValueCache;
  usage: UsageLedger;
  fetch?: typeof fetch;
  timeoutMs?: number;
  retries?: number;
  backoffMs?: number;
}

/** Quota cost per method (Google's table): search is the expensive one. */
const UNITS = { search: 100, list: 1 } as const;
const BATCH = 50;
const QUOTA_REASONS = new Set(['quotaExceeded', 'dailyLimitExceeded', 'rateLimitExceeded', 'userRateLimitExceeded']);
const PLAYLIST_ID = /^[A-Za-z0-9_-]{2,64}$/;

/** What a cached search page holds: the ids in Google's order (details are cached per id). */
const searchPageSchema = z.object({ ids: z.array(z.string()), nextPageToken: z.string().nullable() });
const playlistSearchSchema = searchPageSchema.extend({ totalResults: z.number() });
const isVideo = guard(youTubeVideoSchema);
const isPlaylistOrNull = guard(playlistSummarySchema.nullable());

const clampMax = (n: number) => Math.min(BATCH, Math.max(1, Math.trunc(n) || 1));

function chunks<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

export function createDataApiProvider(options: DataApiOptions): YouTubeProvider {
  const { cache, apiKey } = options;
  const baseUrl = options.baseUrl.replace(/\/$/, '');
  const http: HttpOptions = {
    fetch: options.fetch ?? fetch,
    usage: options.usage,
    timeoutMs: options.timeoutMs ?? 10_000,
    retries: options.retries ?? 2,
    backoffMs: options.backoffMs ?? 300,
  };

  /** One API call: JSON parsed by `schema`, Google's errors turned into our typed errors. */
  async function call<S extends z.ZodType>(
    endpoint: string,
    params: Record<string, string | number | undefined>,
    units: number,
    schema: S,
  ): Promise<z.infer<S>> {
    const query = new URLSearchParams();
    for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') query.set(k, String(v));
    query.set('key', apiKey);
    const answer = await getWithRetry(`${baseUrl}/${endpoint}?${query}`, units, http);
    let json: unknown;
    try {
      json = JSON.parse(answer.body);
    } catch {
      json = undefined;
    }
    if (answer.status >= 200 && answer.status < 300) {
      const parsed = schema.safeParse(json);
      if (parsed.success) return parsed.data;
      throw new YouTubeUpstreamError(`Unexpected ${endpoint} answer from YouTube`, answer.status);
    }
    const error = apiErrorSchema.safeParse(json);
    const reason = error.success ? (error.data.error.errors?.[0]?.reason ?? null) : null;
    if ((answer.status === 403 || answer.status === 429) && reason && QUOTA_REASONS.has(reason)) {
      throw new YouTubeQuotaError(reason);
    }
    const message = error.success ? error.data.error.message : undefined;
    throw new YouTubeUpstreamError(
      `YouTube ${endpoint} failed with ${answer.status}${message ? `: ${message}` : ''}`,
      answer.status,
      reason,
    );
  }

  async function getVideos(youtubeIds: string[]): Promise<YouTubeVideo[]> {
    const ids = [...new Set(youtubeIds)].filter(isYouTubeVideoId);
    const keyOf = (id: string) => cacheKey('video', { id });
    const hits = await getMany(cache, ids.map(keyOf));
    const known = new Map<string, YouTubeVideo | null>();
    const missing: string[] = [];
    for (const id of ids) {
      const hit = hits.get(keyOf(id));
      if (hit === null) known.set(id, null);
      else if (isVideo(hit)) known.set(id, hit);
      else missing.push(id);
    }
    for (const batch of chunks(missing, BATCH)) {
      const res = await call(
        'videos',
        // Lists by id are paged too (5 by default): always ask for the whole batch.
        { part: 'snippet,contentDetails,statistics', id: batch.join(','), maxResults: BATCH },
        UNITS.list,
        videoListSchema,
      );
      const found = res.items.map(toVideo);
      for (const v of found) known.set(v.youtubeId, v);
      const absent = batch.filter((id) => !known.has(id));
      for (const id of absent) known.set(id, null);
      await setMany(cache, found.map((v) => ({ key: keyOf(v.youtubeId), value: v })), TTL.video);
      // Remember absences for a shorter time: a private video may come back.
      await setMany(cache, absent.map((id) => ({ key: keyOf(id), value: null })), TTL.missingVideo);
    }
    return ids.map((id) => known.get(id)).filter((v): v is YouTubeVideo => v != null);
  }

  async function searchVideos(params: SearchVideosParams): Promise<SearchVideosResult> {
    const q = params.q.trim();
    if (!q) return { videos: [], nextPageToken: null, source: 'youtube' };
    const maxResults = clampMax(params.maxResults);
    const key = cacheKey('search:video', { q: q.toLowerCase(), max: maxResults, page: params.pageToken });
    const page = await cached(cache, key, TTL.search, guard(searchPageSchema), async () => {
      const res = await call(
        'search',
        { part: 'snippet', type: 'video', q, maxResults, pageToken: params.pageToken },
        UNITS.search,
        searchListSchema,
      );
      const ids = res.items.map((i) => i.id.videoId).filter((id): id is string => Boolean(id));
      return { ids, nextPageToken: res.nextPageToken ?? null };
    });
    // search.list has no durations or view counts: one videos.list (cached per id) fills them in.
    return { videos: await getVideos(page.ids), nextPageToken: page.nextPageToken, source: 'youtube' };
  }

  /** Up to 50 ids a call (search pages hold at most 50); without maxResults Google answers only the first 5. */
  async function fetchPlaylists(ids: string[]): Promise<PlaylistSummary[]> {
    const found: PlaylistSummary[] = [];
    for (const batch of chunks(ids, BATCH)) {
      const res = await call('playlists', { part: 'snippet,contentDetails', id: batch.join(','), maxResults: BATCH }, UNITS.list, playlistListSchema);
      found.push(...res.items.map(toPlaylist));
    }
    return found;
  }

  async function searchPlaylists(params: SearchPlaylistsParams): Promise<SearchPlaylistsResult> {
    const q = params.q.trim();
    if (!q) return { playlists: [], nextPageToken: null, totalResults: 0 };
    const maxResults = clampMax(params.maxResults);
    const key = cacheKey('search:playlist', {
      q: q.toLowerCase(),
      max: maxResults,
      page: params.pageToken,
      order: params.order,
    });
    const page = await cached(cache, key, TTL.search, guard(playlistSearchSchema), async () => {
      const res = await call(
        'search',
        { part: 'snippet', type: 'playlist', q, maxResults, pageToken: params.pageToken, order: params.order },
        UNITS.search,
        searchListSchema,
      );
      const ids = res.items.map((i) => i.id.playlistId).filter((id): id is string => Boolean(id));
      return { ids, nextPageToken: res.nextPageToken ?? null, totalResults: res.pageInfo?.totalResults ?? ids.length };
    });
    const playlists = await getPlaylists(page.ids);
    return { playlists, nextPageToken: page.nextPageToken, totalResults: page.totalResults };
  }

  /** Summaries in the given order; search results need playlists.list for their item counts. */
  async function getPlaylists(ids: string[]): Promise<PlaylistSummary[]> {
    const keyOf = (id: string) => cacheKey('playlist', { id });
    const hits = await getMany(cache, ids.map(keyOf));
    const known = new Map<string, PlaylistSummary | null>();
    for (const id of ids) {
      const hit = hits.get(keyOf(id));
      if (hit !== undefined && isPlaylistOrNull(hit)) known.set(id, hit);
    }
    const missing = ids.filter((id) => !known.has(id));
    const fetched = await fetchPlaylists(missing);
    for (const p of fetched) known.set(p.playlistId, p);
    await setMany(cache, fetched.map((p) => ({ key: keyOf(p.playlistId), value: p })), TTL.playlist);
    return ids.map((id) => known.get(id)).filter((p): p is PlaylistSummary => p != null);
  }

  async function getPlaylist(playlistId: string): Promise<PlaylistSummary | null> {
    if (!PLAYLIST_ID.test(playlistId)) return null;
    return cached(cache, cacheKey('playlist', { id: playlistId }), TTL.playlist, isPlaylistOrNull, async () => {
      const [first] = await fetchPlaylists([playlistId]);
      return first ?? null;
    });
  }

  async function listPlaylistItems(
    playlistId: string,
    opts: { pageToken?: string | undefined } = {},
  ): Promise<PlaylistItemsPage> {
    const empty: PlaylistItemsPage = { items: [], skipped: 0, nextPageToken: null, totalResults: 0 };
    if (!PLAYLIST_ID.test(playlistId)) return empty;
    const key = cacheKey('playlist-items', { id: playlistId, page: opts.pageToken });
    return cached(cache, key, TTL.playlist, guard(playlistItemsPageSchema), async () => {
      let res: z.infer<typeof playlistItemListSchema>;
      try {
        res = await call(
          'playlistItems',
          {
            part: 'snippet,contentDetails,status',
            playlistId,
            maxResults: BATCH,
            pageToken: opts.pageToken,
          },
          UNITS.list,
          playlistItemListSchema,
        );
      } catch (err) {
        // playlistNotFound (also private playlists): nothing to import.
        if (err instanceof YouTubeUpstreamError && err.status === 404) return empty;
        throw err;
      }
      const items: PlaylistItemsPage['items'] = [];
      let skipped = 0;
      res.items.forEach((item, index) => {
        const youtubeId = item.contentDetails?.videoId ?? item.snippet?.resourceId?.videoId;
        if (!youtubeId || isUnavailableItem(item.snippet?.title, item.status?.privacyStatus)) skipped++;
        else items.push({ youtubeId, position: item.snippet?.position ?? index });
      });
      return {
        items,
        skipped,
        nextPageToken: res.nextPageToken ?? null,
        totalResults: res.pageInfo?.totalResults ?? res.items.length,
      };
    });
  }

  return {
    hasApiKey: true,
    searchVideos,
    getVideos,
    getVideo: async (youtubeId) => (await getVideos([youtubeId]))[0] ?? null,
    searchPlaylists,
    getPlaylist,
    listPlaylistItems,
  };
}
