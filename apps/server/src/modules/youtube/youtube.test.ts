import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_PLAYLISTS, FAKE_UNEMBEDDABLE_VIDEO, startFakeYouTube } from '../../../test/fake-youtube.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { isInappropriateSearch } from './content-filter.ts';

/** The value, or a failed test when it is missing (instead of a non-null assertion). */
const must = <T>(value: T | null | undefined): T => {
  if (value === null || value === undefined) throw new Error('expected a value');
  return value;
};

/** The YouTube-facing API with an API key, against the fake Data API. */
const fake = await startFakeYouTube();
afterAll(() => fake.close());
const t = await createTestApp({
  config: { youtube: { apiKey: 'test-key', apiBaseUrl: fake.apiBaseUrl, publicBaseUrl: fake.publicBaseUrl, dailyQuota: 10000 } },
});
const c = await t.user();

const QUOTA_TEXT = 'YouTube search temporarily unavailable due to high usage. Please try again later or tomorrow.';
const apiCalls = (endpoint: string) => fake.calls.filter((call) => call.path === `/youtube/v3/${endpoint}`).length;

beforeEach(() => {
  fake.setQuotaExceeded(false);
  fake.failNext(0);
});

interface Video {
  id: number | null;
  youtubeId: string;
  title: string;
  duration: string | null;
  viewCount: number;
  publishedAt: string | null;
}

describe('GET /api/youtube/search', () => {
  it('returns videos with durations and view counts, pages by token, and caches pages', async () => {
    fake.resetCalls();
    const first = await c.get('/api/youtube/search?q=Full%20Stack%20Web%20Development&maxResults=6');
    expect(first.statusCode).toBe(200);
    const page1 = first.json<{ videos: Video[]; nextPageToken: string | null; source: string }>();
    expect(page1.source).toBe('youtube');
    expect(page1).not.toHaveProperty('notice');
    expect(page1.videos).toHaveLength(6);
    for (const v of page1.videos) {
      expect(v).toMatchObject({
        id: null,
        youtubeId: expect.stringMatching(/^[A-Za-z0-9_-]{11}$/),
        title: expect.stringContaining('Full Stack Web Development'),
        duration: expect.stringMatching(/^PT(\d+H)?(\d+M)?(\d+S)?$/),
        channelTitle: 'Lambda Learning Lab',
        thumbnailUrl: expect.stringContaining('/vi/'),
        publishedAt: expect.any(String),
      });
      expect(v.viewCount).toBeGreaterThan(0);
    }
    expect(page1.nextPageToken).toEqual(expect.any(String));
    // search.list (100 units) and one videos.list for the page's details.
    expect([apiCalls('search'), apiCalls('videos')]).toEqual([1, 1]);

    const second = await c.get(`/api/youtube/search?q=Full%20Stack%20Web%20Development&maxResults=6&pageToken=${page1.nextPageToken}`);
    const page2 = second.json<{ videos: Video[] }>();
    expect(page2.videos).toHaveLength(6);
    const ids1 = new Set(page1.videos.map((v) => v.youtubeId));
    expect(page2.videos.some((v) => ids1.has(v.youtubeId))).toBe(false);

    // The same page again comes from the cache: no new search.list.
    await c.get('/api/youtube/search?q=full%20stack%20web%20development&maxResults=6');
    expect(apiCalls('search')).toBe(2);
  });

  it('shows our id for videos already saved', async () => {
    const first = (await c.get('/api/youtube/search?q=Dijkstra')).json<{ videos: Video[] }>();
    const target = must(first.videos[0]);
    const [saved] = await t.services.videos.upsertVideos(null, [{ youtubeId: target.youtubeId, title: target.title, factsSource: 'data_api' }]);
    const again = (await c.get('/api/youtube/search?q=Dijkstra')).json<{ videos: Video[] }>();
    expect(again.videos.find((v) => v.youtubeId === target.youtubeId)?.id).toBe(must(saved).id);
  });

  it('maps an exhausted quota to 503 QUOTA_EXCEEDED and other failures to 502', async () => {
    fake.setQuotaExceeded(true);
    const quota = await c.get('/api/youtube/search?q=quota%20test%20one');
    expect(quota.statusCode).toBe(503);
    expect(quota.json()).toEqual({ error: 'QUOTA_EXCEEDED', code: 'QUOTA_EXCEEDED', message: QUOTA_TEXT });
    fake.setQuotaExceeded(false);

    fake.failNext(10, 500);
    const down = await c.get('/api/youtube/search?q=upstream%20test%20two');
    fake.failNext(0);
    expect(down.statusCode).toBe(502);
    expect(down.json()).toEqual({ error: 'UPSTREAM_ERROR', code: 'UPSTREAM_ERROR', message: 'Failed to search videos' });
  });

  it('refuses clearly adult searches with INAPPROPRIATE_SEARCH and asks YouTube nothing', async () => {
    fake.resetCalls();
    const res = await c.get('/api/youtube/search?q=free%20PORN%20videos');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Content Policy Violation',
      code: 'INAPPROPRIATE_SEARCH',
      message: 'Learnstack is for educational content only. Please search for something to learn.',
    });
    expect(fake.calls).toHaveLength(0);
    // Educational topics that merely touch sensitive words pass.
    for (const ok of ['sex education biology', 'anatomy of the human body', 'history of drugs policy', 'Essex geography']) {
      expect(isInappropriateSearch(ok), ok).toBe(false);
    }
    for (const bad of ['nsfw', 'Hentai art', 'xxx', 'onlyfans tips', 'sex tape']) expect(isInappropriateSearch(bad), bad).toBe(true);
  });

  it('validates q and maxResults, and needs a signed-in user', async () => {
    for (const query of ['q=', 'q=%20%20', `q=${'a'.repeat(201)}`, 'q=ok&maxResults=0', 'q=ok&maxResults=26', 'q=ok&maxResults=abc', `q=ok&pageToken=${'x'.repeat(201)}`, '']) {
      const res = await c.get(`/api/youtube/search?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    expect((await c.get(`/api/youtube/search?q=${'a'.repeat(200)}`)).statusCode).toBe(200);
    expect((await t.client().get('/api/youtube/search?q=python')).statusCode).toBe(401);
  });
});

describe('GET /api/youtube/video/{youtubeId}', () => {
  it('returns the video and its ISO duration', async () => {
    const res = await c.get('/api/youtube/video/aircAruvnKk');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ video: Video; duration: string }>();
    expect(body.video).toMatchObject({ youtubeId: 'aircAruvnKk', title: expect.stringContaining('neural network'), id: null });
    expect(body.duration).toMatch(/^PT/);
    expect(body.video.duration).toBe(body.duration);
  });

  it('answers 404 Video Not Found for an unknown id and 400 for a malformed one', async () => {
    const missing = await c.get('/api/youtube/video/AAAAAAAAAAA');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      error: 'Video Not Found',
      code: 'NOT_FOUND',
      message: 'The YouTube video could not be found or is not available.',
    });
    for (const bad of ['abc', 'aircAruvnKk1', 'airc%20ruvnKk', '%3Cscript%3E']) {
      expect((await c.get(`/api/youtube/video/${bad}`)).statusCode, bad).toBe(400);
    }
    fake.setQuotaExceeded(true);
    const quota = await c.get('/api/youtube/video/BBBBBBBBBBB');
    expect(quota.statusCode).toBe(503);
    expect(quota.json().code).toBe('QUOTA_EXCEEDED');
  });

  it('an unembeddable video is still found through the Data API', async () => {
    expect((await c.get(`/api/youtube/video/${FAKE_UNEMBEDDABLE_VIDEO}`)).statusCode).toBe(200);
  });
});

describe('GET /api/youtube/search-playlists', () => {
  interface Playlists {
    playlists: { playlistId: string; title: string; videoCount: number | null; publishedAt: string; playlistUrl: string; viewCount: number | null }[];
    nextPageToken: string | null;
    totalResults: number;
    source: string;
  }

  it('is public, pages through results and sorts by video count and date', async () => {
    const anonymous = t.client();
    const page1 = (await anonymous.get('/api/youtube/search-playlists?q=course&maxResults=12')).json<Playlists>();
    expect(page1.source).toBe('youtube');
    expect(page1.playlists.length).toBeGreaterThan(0);
    expect(page1.playlists[0]).toMatchObject({
      playlistId: expect.any(String),
      playlistUrl: expect.stringMatching(/^https:\/\/www\.youtube\.com\/playlist\?list=/),
      viewCount: null,
    });
    expect(page1.totalResults).toBeGreaterThanOrEqual(page1.playlists.length);

    const byCount = (await anonymous.get('/api/youtube/search-playlists?q=course&order=videoCount&maxResults=50')).json<Playlists>();
    const counts = byCount.playlists.map((p) => p.videoCount as number);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(must(byCount.playlists[0]).playlistId).toBe(FAKE_PLAYLISTS.long);

    const byDate = (await anonymous.get('/api/youtube/search-playlists?q=course&order=date&maxResults=50')).json<Playlists>();
    const dates = byDate.playlists.map((p) => p.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());

    const small = (await anonymous.get('/api/youtube/search-playlists?q=course&order=videoCount&maxResults=2')).json<Playlists>();
    expect(small.playlists.map((p) => p.playlistId)).toEqual(byCount.playlists.slice(0, 2).map((p) => p.playlistId));
    const next = (
      await anonymous.get(`/api/youtube/search-playlists?q=course&order=videoCount&maxResults=2&pageToken=${small.nextPageToken}`)
    ).json<Playlists>();
    expect(next.playlists.map((p) => p.playlistId)).toEqual(byCount.playlists.slice(2, 4).map((p) => p.playlistId));
  });

  it('returns as many playlists as asked for when enough match (playlists.list pages ids by 5 unless told)', async () => {
    const all = (await t.client().get('/api/youtube/search-playlists?q=course&maxResults=50')).json<Playlists>();
    expect(all.playlists.length).toBeGreaterThanOrEqual(12);
    const twelve = (await t.client().get('/api/youtube/search-playlists?q=course&maxResults=12&order=date')).json<Playlists>();
    expect(twelve.playlists).toHaveLength(12);
    const asked = fake.calls.filter((call) => call.path === '/youtube/v3/playlists').map((call) => call.query.maxResults);
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((max) => max === '50')).toBe(true);
  });

  it('validates its query and maps failures', async () => {
    for (const query of ['q=', 'q=x&order=rating', 'q=x&maxResults=51', 'q=x&maxResults=-1']) {
      expect((await c.get(`/api/youtube/search-playlists?${query}`)).statusCode, query).toBe(400);
    }
    fake.setQuotaExceeded(true);
    const res = await c.get('/api/youtube/search-playlists?q=quota%20playlists');
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(QUOTA_TEXT);
    fake.setQuotaExceeded(false);
    fake.failNext(10, 500);
    const down = await c.get('/api/youtube/search-playlists?q=down%20playlists');
    fake.failNext(0);
    expect(down.statusCode).toBe(502);
    expect(down.json().message).toBe('Failed to search playlists. Please try again.');
  });
});

describe('GET /api/youtube/playlist/{playlistId}/videos', () => {
  it('is public and lists the playlist in order, skipping deleted and private entries', async () => {
    const anonymous = t.client();
    const long = await anonymous.get(`/api/youtube/playlist/${FAKE_PLAYLISTS.long}/videos`);
    expect(long.statusCode).toBe(200);
    const body = long.json<{ playlist: { title: string; videoCount: number }; videos: Video[]; partial: boolean }>();
    expect(body.playlist).toMatchObject({ title: 'Full Stack Web Development Course', videoCount: 120 });
    expect(body.partial).toBe(false);
    expect(body.videos.map((v) => v.youtubeId)).toEqual(must(fake.getPlaylist(FAKE_PLAYLISTS.long)).items.map((i) => i.videoId));
    expect(must(body.videos[0]).duration).toMatch(/^PT/);

    const mixed = (await anonymous.get(`/api/youtube/playlist/${FAKE_PLAYLISTS.mixed}/videos`)).json<{ videos: Video[] }>();
    expect(mixed.videos).toHaveLength(9);
  });

  it('caps the preview at 200 videos and says it is partial', async () => {
    const big = fake.addPlaylist({ title: 'Enormous Lecture Series', generate: 230 });
    const body = (await c.get(`/api/youtube/playlist/${big.id}/videos`)).json<{ videos: Video[]; partial: boolean }>();
    expect(body.videos).toHaveLength(200);
    expect(body.partial).toBe(true);
  });

  it('answers 404 for an unknown playlist and 400 for a malformed id', async () => {
    const res = await c.get('/api/youtube/playlist/PLdoesnotexist000000000000000000/videos');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Playlist not found');
    for (const bad of ['abc', 'XX1234567890123', `PL${'a'.repeat(70)}`]) {
      expect((await c.get(`/api/youtube/playlist/${bad}/videos`)).statusCode, bad).toBe(400);
    }
  });
});
