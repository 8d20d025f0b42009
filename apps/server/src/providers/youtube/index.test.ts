import { describe, expect, it } from 'vitest';
import { createMemoryCache, createMemoryLedger, createYouTubeProvider } from './index.ts';

const base = {
  apiBaseUrl: 'http://127.0.0.1:9/youtube/v3',
  publicBaseUrl: 'http://127.0.0.1:9',
  cache: createMemoryCache(),
  usage: createMemoryLedger(),
  localSearch: async () => ({ videos: [], total: 0 }),
  localPlaylistSearch: async () => ({ playlists: [], total: 0 }),
};

describe('createYouTubeProvider', () => {
  it('uses the Data API when a key is configured', () => {
    expect(createYouTubeProvider({ ...base, apiKey: 'k' }).hasApiKey).toBe(true);
  });

  it('falls back to the key-less provider without a key', async () => {
    const youtube = createYouTubeProvider({ ...base, apiKey: undefined });
    expect(youtube.hasApiKey).toBe(false);
    expect(await youtube.searchVideos({ q: 'x', maxResults: 6 })).toEqual({ videos: [], nextPageToken: null, source: 'local' });
  });
});

describe('createMemoryCache', () => {
  it('expires entries and keeps null as a hit', async () => {
    let now = 1_000;
    const cache = createMemoryCache(() => now);
    await cache.set('a', { x: 1 }, 10);
    await cache.set('b', null, 10);
    expect(await cache.get('a')).toEqual({ x: 1 });
    expect(await cache.get('b')).toBeNull();
    expect(await cache.get('c')).toBeUndefined();
    now += 10_001;
    expect(await cache.get('a')).toBeUndefined();
  });
});
