import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_PLAYLISTS, type FakeYouTube, startFakeYouTube } from '../../../test/fake-youtube.ts';
import { createDataApiProvider } from './data-api.ts';
import { isUnavailableItem } from './data-api-map.ts';
import { YouTubeQuotaError, YouTubeUpstreamError } from './errors.ts';
import { createMemoryCache, createMemoryLedger } from './memory-cache.ts';
import type { KeyValueCache, YouTubeProvider } from './types.ts';

const API_KEY = 'test-key-Secret123';

let fake: FakeYouTube;
let cache: ReturnType<typeof createMemoryCache>;
let usage: ReturnType<typeof createMemoryLedger>;
let youtube: YouTubeProvider;

const callsTo = (endpoint: string) => fake.calls.filter((c) => c.path === `/youtube/v3/${endpoint}`);

beforeAll(async () => {
  fake = await startFakeYouTube({ apiKey: API_KEY });
});
afterAll(() => fake.close());

beforeEach(() => {
  fake.resetCalls();
  fake.setQuotaExceeded(false);
  fake.failNext(0);
  cache = createMemoryCache();
  usage = createMemoryLedger();
  youtube = createDataApiProvider({ apiKey: API_KEY, baseUrl: fake.apiBaseUrl, cache, usage, backoffMs: 1 });
});

/** Everything the provider needs to import a playlist, as the import service will call it. */
async function importPlaylist(playlistId: string) {
  const playlist = await youtube.getPlaylist(playlistId);
  const ids: string[] = [];
  let skipped = 0;
  let pageToken: string | undefined;
  do {
    const page = await youtube.listPlaylistItems(playlistId, { pageToken });
    ids.push(...page.items.map((i) => i.youtubeId));
    skipped += page.skipped;
    pageToken = page.nextPageToken ?? undefined;
  } while (pageToken);
  const videos = await youtube.getVideos(ids);
  return { playlist, ids, skipped, videos };
}

describe('Data API provider: videos', () => {
  it('searches with one search.list and one videos.list, and pages with the token', async () => {
    const first = await youtube.searchVideos({ q: 'web development', maxResults: 6 });
    expect(first.source).toBe('youtube');
    expect(first.videos).toHaveLength(6);
    expect(first.nextPageToken).toEqual(expect.any(String));
    for (const v of first.videos) {
      expect(v.youtubeId).toMatch(/^[A-Za-z0-9_-]{11}$/);
      expect(v.title).toContain('Full Stack Web Development');
      expect(v.durationSeconds).toBeGreaterThan(0);
      expect(v.viewCount).toBeGreaterThan(0);
      expect(v.publishedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(v.thumbnailUrl).toContain(`/vi/${v.youtubeId}/hqdefault.jpg`);
      expect(v.channelTitle).toBe('Lambda Learning Lab');
    }
    expect(callsTo('search')).toHaveLength(1);
    expect(callsTo('search')[0]?.query).toMatchObject({ part: 'snippet', type: 'video', q: 'web development', maxResults: '6' });
    expect(callsTo('videos')).toHaveLength(1);
    expect(callsTo('videos')[0]?.query.part).toBe('snippet,contentDetails,statistics');
    expect(usage.units()).toBe(101);

    const second = await youtube.searchVideos({ q: 'web development', maxResults: 6, pageToken: first.nextPageToken ?? '' });
    expect(second.videos).toHaveLength(6);
    const firstIds = new Set(first.videos.map((v) => v.youtubeId));
    expect(second.videos.some((v) => firstIds.has(v.youtubeId))).toBe(false);
    expect(callsTo('search')[1]?.query.pageToken).toBe(first.nextPageToken);
  });

  it('walks every page to the end of the results', async () => {
    const seen = new Set<string>();
    let pageToken: string | undefined;
    let pages = 0;
    do {
      const page = await youtube.searchVideos({ q: 'web development', maxResults: 50, pageToken });
      for (const v of page.videos) seen.add(v.youtubeId);
      pageToken = page.nextPageToken ?? undefined;
      pages++;
    } while (pageToken);
    expect(pages).toBe(3);
    expect(seen.size).toBe(120);
  });

  it('returns nothing, without calling YouTube, for a blank query', async () => {
    expect(await youtube.searchVideos({ q: '   ', maxResults: 6 })).toEqual({ videos: [], nextPageToken: null, source: 'youtube' });
    expect(fake.calls).toHaveLength(0);
  });

  it('answers an empty page for a search nothing matches', async () => {
    const result = await youtube.searchVideos({ q: 'qwertyuiop zxcvbnm', maxResults: 6 });
    expect(result).toEqual({ videos: [], nextPageToken: null, source: 'youtube' });
    expect(callsTo('videos')).toHaveLength(0);
  });

  it('batches videos.list by 50 ids, keeps the order and leaves out unknown ids', async () => {
    const playlist = fake.getPlaylist(FAKE_PLAYLISTS.long);
    const ids = (playlist?.items ?? []).map((i) => i.videoId).reverse();
    expect(ids).toHaveLength(120);
    const unknown = 'AAAAAAAAAAA';
    const videos = await youtube.getVideos([...ids.slice(0, 60), unknown, ...ids.slice(60), ids[0] ?? '']);
    expect(videos.map((v) => v.youtubeId)).toEqual(ids);
    const batches = callsTo('videos').map((c) => (c.query.id ?? '').split(',').length);
    expect(batches).toEqual([50, 50, 21]);
    expect(usage.units()).toBe(3);
  });

  it('getVideo gives one video or null, and remembers the absence', async () => {
    const video = await youtube.getVideo('iOq5kSKqeR4');
    expect(video?.title).toBe('Harvard CS50 - Asymptotic Notation');
    expect(video?.category).toEqual(expect.any(String));
    expect(await youtube.getVideo('ZZZZZZZZZZZ')).toBeNull();
    expect(await youtube.getVideo('ZZZZZZZZZZZ')).toBeNull();
    expect(await youtube.getVideo('not an id')).toBeNull();
    expect(callsTo('videos')).toHaveLength(2);
  });
});

describe('Data API provider: playlists', () => {
  it('searches playlists with their item counts and a total', async () => {
    const result = await youtube.searchPlaylists({ q: 'python', maxResults: 12, order: 'relevance' });
    expect(result.playlists.map((p) => p.playlistId)).toContain(FAKE_PLAYLISTS.mixed);
    expect(result.totalResults).toBeGreaterThanOrEqual(result.playlists.length);
    const mixed = result.playlists.find((p) => p.playlistId === FAKE_PLAYLISTS.mixed);
    expect(mixed).toMatchObject({
      title: 'Python for Data Analysis',
      channelTitle: 'Data Dojo',
      videoCount: 12,
      viewCount: null,
      playlistUrl: `https://www.youtube.com/playlist?list=${FAKE_PLAYLISTS.mixed}`,
    });
    expect(Object.keys(mixed ?? {}).sort()).toEqual(
      ['channelTitle', 'description', 'playlistId', 'playlistUrl', 'publishedAt', 'thumbnailUrl', 'title', 'videoCount', 'viewCount'].sort(),
    );
    expect(callsTo('search')[0]?.query).toMatchObject({ type: 'playlist', order: 'relevance' });
    expect(callsTo('playlists')).toHaveLength(1);
    expect(usage.units()).toBe(101);
    // The summaries are cached, so a preview then an import does not ask again.
    await youtube.getPlaylist(FAKE_PLAYLISTS.mixed);
    expect(callsTo('playlists')).toHaveLength(1);
  });

  it('orders by video count and pages playlist search', async () => {
    const first = await youtube.searchPlaylists({ q: 'course', maxResults: 2, order: 'videoCount' });
    expect(first.playlists[0]?.playlistId).toBe(FAKE_PLAYLISTS.long);
    expect(first.nextPageToken).not.toBeNull();
    const second = await youtube.searchPlaylists({ q: 'course', maxResults: 2, order: 'videoCount', pageToken: first.nextPageToken ?? '' });
    expect(second.playlists[0]?.playlistId).not.toBe(FAKE_PLAYLISTS.long);
    expect(second.totalResults).toBe(first.totalResults);
  });

  it('gets one playlist, or null for an unknown one', async () => {
    const playlist = await youtube.getPlaylist(FAKE_PLAYLISTS.long);
    expect(playlist).toMatchObject({ title: 'Full Stack Web Development Course', videoCount: 120 });
    expect(await youtube.getPlaylist('PLdoesNotExist0000000000000000000')).toBeNull();
    expect(await youtube.getPlaylist('bad id!')).toBeNull();
    expect(callsTo('playlists')).toHaveLength(2);
  });

  it('skips deleted and private items and counts them', async () => {
    const page = await youtube.listPlaylistItems(FAKE_PLAYLISTS.mixed);
    expect(page.skipped).toBe(3);
    expect(page.items).toHaveLength(9);
    expect(page.totalResults).toBe(12);
    expect(page.nextPageToken).toBeNull();
    expect(page.items.map((i) => i.position)).toEqual([0, 1, 2, 4, 5, 7, 8, 10, 11]);
    expect(callsTo('playlistItems')[0]?.query).toMatchObject({
      part: 'snippet,contentDetails,status',
      maxResults: '50',
      playlistId: FAKE_PLAYLISTS.mixed,
    });
    const videos = await youtube.getVideos(page.items.map((i) => i.youtubeId));
    expect(videos).toHaveLength(9);
  });

  it.each([
    ['Deleted video', 'privacyStatusUnspecified', true],
    ['Deleted video', undefined, true],
    ['Private video', 'private', true],
    ['Private video', 'public', true],
    ['Some lecture', 'private', true],
    ['Some lecture', 'privacyStatusUnspecified', true],
    ['Some lecture', 'public', false],
    ['Some lecture', 'unlisted', false],
    ['Some lecture', undefined, false],
    ['Deleted videos of 2020', 'public', false],
  ])('an item titled %j with privacy %j is unavailable: %s', (title, privacy, unavailable) => {
    expect(isUnavailableItem(title, privacy)).toBe(unavailable);
  });

  it('treats a missing playlist as empty', async () => {
    expect(await youtube.listPlaylistItems('PLdoesNotExist0000000000000000000')).toEqual({
      items: [],
      skipped: 0,
      nextPageToken: null,
      totalResults: 0,
    });
  });

  it('imports a 120-video playlist for 2*ceil(120/50)+1 = 7 units', async () => {
    const result = await importPlaylist(FAKE_PLAYLISTS.long);
    expect(result.playlist?.videoCount).toBe(120);
    expect(result.ids).toHaveLength(120);
    expect(new Set(result.ids).size).toBe(120);
    expect(result.skipped).toBe(0);
    expect(result.videos).toHaveLength(120);
    expect(result.videos.every((v) => v.durationSeconds !== null && v.durationSeconds > 0)).toBe(true);
    expect(callsTo('playlists')).toHaveLength(1);
    expect(callsTo('playlistItems')).toHaveLength(3);
    expect(callsTo('videos')).toHaveLength(3);
    expect(usage.units()).toBe(2 * Math.ceil(120 / 50) + 1);
    expect(usage.records.every((r) => r.service === 'youtube' && r.ok)).toBe(true);
    expect(fake.unitsUsed()).toBeGreaterThanOrEqual(7);
  });
});

describe('Data API provider: cache', () => {
  it('answers repeated calls from the cache without calling YouTube or recording usage', async () => {
    await youtube.searchVideos({ q: 'web development', maxResults: 6 });
    await youtube.searchPlaylists({ q: 'python', maxResults: 12, order: 'date' });
    await importPlaylist(FAKE_PLAYLISTS.long);
    const calls = fake.calls.length;
    const records = usage.records.length;

    const again = await youtube.searchVideos({ q: 'Web Development', maxResults: 6 });
    expect(again.videos).toHaveLength(6);
    await youtube.searchPlaylists({ q: 'python', maxResults: 12, order: 'date' });
    const reimport = await importPlaylist(FAKE_PLAYLISTS.long);
    expect(reimport.videos).toHaveLength(120);

    expect(fake.calls.length).toBe(calls);
    expect(usage.records.length).toBe(records);
  });

  it('shares video details between search and lookups', async () => {
    const search = await youtube.searchVideos({ q: 'web development', maxResults: 6 });
    fake.resetCalls();
    const ids = search.videos.map((v) => v.youtubeId);
    expect((await youtube.getVideos(ids)).map((v) => v.youtubeId)).toEqual(ids);
    expect(fake.calls).toHaveLength(0);
  });

  it('never puts the API key in a cache key', async () => {
    const keys: string[] = [];
    const spy: KeyValueCache = {
      get: async (key) => {
        keys.push(key);
        return undefined;
      },
      set: async (key) => {
        keys.push(key);
      },
    };
    const provider = createDataApiProvider({ apiKey: API_KEY, baseUrl: fake.apiBaseUrl, cache: spy, usage });
    await provider.searchVideos({ q: 'web development', maxResults: 3 });
    await provider.searchPlaylists({ q: 'python', maxResults: 3, order: 'relevance' });
    await provider.listPlaylistItems(FAKE_PLAYLISTS.mixed);
    expect(keys.length).toBeGreaterThan(5);
    expect(keys.filter((k) => k.includes(API_KEY) || k.includes('key='))).toEqual([]);
  });

  it('hashes keys that would be too long', async () => {
    const keys: string[] = [];
    const spy: KeyValueCache = { get: async () => undefined, set: async (key) => void keys.push(key) };
    const provider = createDataApiProvider({ apiKey: API_KEY, baseUrl: fake.apiBaseUrl, cache: spy, usage });
    await provider.searchVideos({ q: 'web '.repeat(100), maxResults: 3 });
    expect(keys[0]).toMatch(/^yt:search:video:#[0-9a-f]{40}$/);
  });
});

describe('Data API provider: failures', () => {
  it('maps quotaExceeded to YouTubeQuotaError, records the failed call and does not retry', async () => {
    fake.setQuotaExceeded(true);
    const error = await youtube.searchVideos({ q: 'web development', maxResults: 6 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(YouTubeQuotaError);
    expect((error as YouTubeQuotaError).reason).toBe('quotaExceeded');
    expect((error as Error).message).toMatch(/quota/i);
    expect(callsTo('search')).toHaveLength(1);
    expect(usage.records).toEqual([{ service: 'youtube', units: 100, ok: false, ms: expect.any(Number) }]);

    await expect(youtube.getVideo('iOq5kSKqeR4')).rejects.toBeInstanceOf(YouTubeQuotaError);
    await expect(youtube.getPlaylist(FAKE_PLAYLISTS.long)).rejects.toBeInstanceOf(YouTubeQuotaError);
    await expect(youtube.listPlaylistItems(FAKE_PLAYLISTS.long)).rejects.toBeInstanceOf(YouTubeQuotaError);
  });

  it('does not cache failures', async () => {
    fake.setQuotaExceeded(true);
    await expect(youtube.getVideo('iOq5kSKqeR4')).rejects.toThrow();
    fake.setQuotaExceeded(false);
    expect((await youtube.getVideo('iOq5kSKqeR4'))?.youtubeId).toBe('iOq5kSKqeR4');
  });

  it('stops once the daily quota is spent', async () => {
    const small = await startFakeYouTube({ dailyQuota: 150 });
    try {
      const provider = createDataApiProvider({ apiKey: 'k', baseUrl: small.apiBaseUrl, cache: createMemoryCache(), usage, backoffMs: 1 });
      await provider.searchVideos({ q: 'web development', maxResults: 6 });
      await expect(provider.searchVideos({ q: 'python', maxResults: 6 })).rejects.toBeInstanceOf(YouTubeQuotaError);
    } finally {
      await small.close();
    }
  });

  it('retries a 5xx twice with backoff, recording every attempt', async () => {
    fake.failNext(2, 503);
    const video = await youtube.getVideo('iOq5kSKqeR4');
    expect(video?.youtubeId).toBe('iOq5kSKqeR4');
    expect(callsTo('videos')).toHaveLength(3);
    expect(usage.records.map((r) => r.ok)).toEqual([false, false, true]);
    expect(usage.units()).toBe(3);
  });

  it('gives up after two retries with YouTubeUpstreamError', async () => {
    fake.failNext(5, 500);
    const error = await youtube.getVideo('iOq5kSKqeR4').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(YouTubeUpstreamError);
    expect((error as YouTubeUpstreamError).status).toBe(500);
    expect(callsTo('videos')).toHaveLength(3);
  });

  it('does not retry a 4xx', async () => {
    const provider = createDataApiProvider({ apiKey: 'wrong', baseUrl: fake.apiBaseUrl, cache, usage, backoffMs: 1 });
    const error = await provider.getVideo('iOq5kSKqeR4').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(YouTubeUpstreamError);
    expect(error).not.toBeInstanceOf(YouTubeQuotaError);
    expect((error as YouTubeUpstreamError).status).toBe(400);
    expect(callsTo('videos')).toHaveLength(1);
  });

  it('retries network errors and then throws YouTubeUpstreamError', async () => {
    let attempts = 0;
    const refusing: typeof fetch = async () => {
      attempts++;
      throw new TypeError('fetch failed');
    };
    const provider = createDataApiProvider({ apiKey: 'k', baseUrl: fake.apiBaseUrl, cache, usage, fetch: refusing, backoffMs: 1 });
    await expect(provider.getVideo('iOq5kSKqeR4')).rejects.toBeInstanceOf(YouTubeUpstreamError);
    expect(attempts).toBe(3);
    expect(usage.records).toHaveLength(3);
  });

  it('times out a call that hangs', async () => {
    const hanging: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    const provider = createDataApiProvider({
      apiKey: 'k',
      baseUrl: fake.apiBaseUrl,
      cache,
      usage,
      fetch: hanging,
      timeoutMs: 20,
      retries: 0,
    });
    await expect(provider.getVideo('iOq5kSKqeR4')).rejects.toThrow(/did not answer/);
  });

  it('rejects a malformed 200 answer', async () => {
    const garbage: typeof fetch = async () => new Response('{"items":[{"id":42}]}', { status: 200 });
    const provider = createDataApiProvider({ apiKey: 'k', baseUrl: fake.apiBaseUrl, cache, usage, fetch: garbage });
    await expect(provider.getVideo('iOq5kSKqeR4')).rejects.toBeInstanceOf(YouTubeUpstreamError);
  });
});
