import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_PLAYLISTS, FAKE_UNEMBEDDABLE_VIDEO, type FakeYouTube, startFakeYouTube } from '../../../test/fake-youtube.ts';
import { YouTubeUpstreamError } from './errors.ts';
import { createKeylessProvider } from './keyless.ts';
import { createMemoryCache, createMemoryLedger } from './memory-cache.ts';
import type { LocalPlaylistSearch, LocalVideoSearch, PlaylistOrder, PlaylistSummary, YouTubeProvider, YouTubeVideo } from './types.ts';

let fake: FakeYouTube;
let usage: ReturnType<typeof createMemoryLedger>;
let youtube: YouTubeProvider;
const localCalls: { q: string; limit: number; offset: number; order?: PlaylistOrder }[] = [];

const localVideo = (n: number): YouTubeVideo => ({
  youtubeId: `local${String(n).padStart(6, '0')}`,
  title: `Local video ${n}`,
  description: '',
  thumbnailUrl: '',
  channelTitle: 'Catalog',
  publishedAt: null,
  durationSeconds: 600,
  viewCount: 0,
  category: 'technology',
  factsSource: 'catalog',
});
const localPlaylist = (n: number): PlaylistSummary => ({
  playlistId: `PLlocal${String(n).padStart(10, '0')}`,
  title: `Local playlist ${n}`,
  description: '',
  thumbnailUrl: '',
  channelTitle: 'Catalog',
  publishedAt: null,
  videoCount: 10,
  viewCount: null,
  playlistUrl: '',
});

/** A catalog of 14 videos and 5 playlists, paged by limit and offset. */
const localSearch: LocalVideoSearch = async (q, limit, offset) => {
  localCalls.push({ q, limit, offset });
  const all = Array.from({ length: 14 }, (_, i) => localVideo(i + 1));
  return { videos: all.slice(offset, offset + limit), total: all.length };
};
const localPlaylistSearch: LocalPlaylistSearch = async (q, limit, offset, order) => {
  localCalls.push({ q, limit, offset, order });
  const all = Array.from({ length: 5 }, (_, i) => localPlaylist(i + 1));
  return { playlists: all.slice(offset, offset + limit), total: all.length };
};

const callsTo = (path: string) => fake.calls.filter((c) => c.path === path);

beforeAll(async () => {
  fake = await startFakeYouTube();
});
afterAll(() => fake.close());

beforeEach(() => {
  fake.resetCalls();
  localCalls.length = 0;
  usage = createMemoryLedger();
  youtube = createKeylessProvider({
    publicBaseUrl: fake.publicBaseUrl,
    cache: createMemoryCache(),
    usage,
    localSearch,
    localPlaylistSearch,
    backoffMs: 1,
  });
});

describe('key-less provider: videos through oEmbed', () => {
  it('says it has no key', () => {
    expect(youtube.hasApiKey).toBe(false);
  });

  it('gets a video from oEmbed, without a duration', async () => {
    const video = await youtube.getVideo('iOq5kSKqeR4');
    expect(video).toEqual({
      youtubeId: 'iOq5kSKqeR4',
      title: 'Harvard CS50 - Asymptotic Notation',
      description: '',
      thumbnailUrl: `${fake.url}/vi/iOq5kSKqeR4/hqdefault.jpg`,
      channelTitle: expect.any(String),
      publishedAt: null,
      durationSeconds: null,
      viewCount: 0,
      category: null,
      factsSource: 'oembed',
    });
    const [call] = callsTo('/oembed');
    expect(call?.query).toEqual({ url: `${fake.url}/watch?v=iOq5kSKqeR4`, format: 'json' });
    expect(usage.records).toEqual([{ service: 'youtube', units: 0, ok: true, ms: expect.any(Number) }]);
  });

  it('answers null for unknown and non-embeddable videos, and remembers it', async () => {
    expect(await youtube.getVideo('ZZZZZZZZZZZ')).toBeNull();
    expect(await youtube.getVideo(FAKE_UNEMBEDDABLE_VIDEO)).toBeNull();
    expect(await youtube.getVideo('ZZZZZZZZZZZ')).toBeNull();
    expect(callsTo('/oembed')).toHaveLength(2);
  });

  it('gets several videos in the given order, leaving out the missing ones', async () => {
    const videos = await youtube.getVideos(['V6mKVRU1evU', 'ZZZZZZZZZZZ', 'iOq5kSKqeR4', 'V6mKVRU1evU']);
    expect(videos.map((v) => v.youtubeId)).toEqual(['V6mKVRU1evU', 'iOq5kSKqeR4']);
    expect(callsTo('/oembed')).toHaveLength(3);
    await youtube.getVideos(['V6mKVRU1evU', 'iOq5kSKqeR4']);
    expect(callsTo('/oembed')).toHaveLength(3);
  });

  it('throws YouTubeUpstreamError when YouTube is down', async () => {
    const down: typeof fetch = async () => new Response('oops', { status: 502 });
    const provider = createKeylessProvider({
      publicBaseUrl: fake.publicBaseUrl,
      cache: createMemoryCache(),
      usage,
      localSearch,
      localPlaylistSearch,
      fetch: down,
      backoffMs: 1,
    });
    await expect(provider.getVideo('iOq5kSKqeR4')).rejects.toBeInstanceOf(YouTubeUpstreamError);
    expect(usage.records).toHaveLength(3);
  });
});

describe('key-less provider: playlists through the public feed', () => {
  it('gets a playlist summary from the feed', async () => {
    const playlist = await youtube.getPlaylist(FAKE_PLAYLISTS.short);
    expect(playlist).toEqual({
      playlistId: FAKE_PLAYLISTS.short,
      title: 'Learn Git in Five Lessons',
      description: '',
      thumbnailUrl: expect.stringContaining('/hqdefault.jpg'),
      channelTitle: 'Practical Minds',
      publishedAt: expect.stringMatching(/^\d{4}-/),
      videoCount: 5,
      viewCount: null,
      playlistUrl: `https://www.youtube.com/playlist?list=${FAKE_PLAYLISTS.short}`,
    });
    expect(callsTo('/feeds/videos.xml')[0]?.query).toEqual({ playlist_id: FAKE_PLAYLISTS.short });
  });

  it('lists the first entries only, with no next page, and needs no oEmbed for them', async () => {
    const page = await youtube.listPlaylistItems(FAKE_PLAYLISTS.long);
    expect(page.items).toHaveLength(15);
    expect(page.items.map((i) => i.position)).toEqual([...Array(15).keys()]);
    expect(page).toMatchObject({ skipped: 0, nextPageToken: null, totalResults: 15 });
    const videos = await youtube.getVideos(page.items.map((i) => i.youtubeId));
    expect(videos).toHaveLength(15);
    expect(videos[0]).toMatchObject({ title: expect.stringContaining('Full Stack Web Development'), durationSeconds: null });
    expect(videos[0]?.viewCount).toBeGreaterThan(0);
    expect(videos[0]?.publishedAt).toMatch(/^\d{4}-/);
    expect(callsTo('/oembed')).toHaveLength(0);
    expect(callsTo('/feeds/videos.xml')).toHaveLength(1);
    expect(await youtube.listPlaylistItems(FAKE_PLAYLISTS.long, { pageToken: 'more' })).toMatchObject({ items: [] });
  });

  it('leaves out deleted and private videos (the feed does)', async () => {
    const page = await youtube.listPlaylistItems(FAKE_PLAYLISTS.mixed);
    expect(page.items).toHaveLength(8);
  });

  it('answers null and an empty page for an unknown playlist', async () => {
    expect(await youtube.getPlaylist('PLdoesNotExist0000000000000000000')).toBeNull();
    expect((await youtube.listPlaylistItems('PLdoesNotExist0000000000000000000')).items).toEqual([]);
    expect(callsTo('/feeds/videos.xml')).toHaveLength(1);
  });

  it('answers an empty playlist with no entries', async () => {
    expect(await youtube.getPlaylist(FAKE_PLAYLISTS.empty)).toMatchObject({ videoCount: 0, thumbnailUrl: '' });
  });
});

describe('key-less provider: search over the local catalog', () => {
  it('pages videos with offset tokens and says the source is local', async () => {
    const first = await youtube.searchVideos({ q: ' react ', maxResults: 6 });
    expect(first).toMatchObject({ source: 'local', nextPageToken: '6' });
    expect(first.videos.map((v) => v.title)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `Local video ${n}`));
    const second = await youtube.searchVideos({ q: 'react', maxResults: 6, pageToken: '6' });
    expect(second.nextPageToken).toBe('12');
    const last = await youtube.searchVideos({ q: 'react', maxResults: 6, pageToken: '12' });
    expect(last.videos).toHaveLength(2);
    expect(last.nextPageToken).toBeNull();
    expect(localCalls.map((c) => [c.q, c.limit, c.offset])).toEqual([
      ['react', 6, 0],
      ['react', 6, 6],
      ['react', 6, 12],
    ]);
    expect(fake.calls).toHaveLength(0);
  });

  it('treats a malformed page token as the first page and clamps the size', async () => {
    await youtube.searchVideos({ q: 'react', maxResults: 500, pageToken: 'CAUQAA' });
    expect(localCalls[0]).toMatchObject({ limit: 50, offset: 0 });
  });

  it('searches catalog playlists with totals and the requested order', async () => {
    const first = await youtube.searchPlaylists({ q: 'algorithms', maxResults: 3, order: 'videoCount' });
    expect(first).toMatchObject({ totalResults: 5, nextPageToken: '3' });
    expect(first.playlists).toHaveLength(3);
    expect(localCalls[0]).toEqual({ q: 'algorithms', limit: 3, offset: 0, order: 'videoCount' });
    const second = await youtube.searchPlaylists({ q: 'algorithms', maxResults: 3, order: 'videoCount', pageToken: '3' });
    expect(second).toMatchObject({ totalResults: 5, nextPageToken: null });
    expect(second.playlists).toHaveLength(2);
  });

  it('answers a blank query with nothing', async () => {
    expect(await youtube.searchPlaylists({ q: '  ', maxResults: 12, order: 'relevance' })).toEqual({
      playlists: [],
      nextPageToken: null,
      totalResults: 0,
    });
    expect(localCalls).toHaveLength(0);
  });
});
