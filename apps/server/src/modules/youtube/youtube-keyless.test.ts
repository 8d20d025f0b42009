import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../../seed/seed.ts';
import { FAKE_PLAYLISTS, FAKE_UNEMBEDDABLE_VIDEO, startFakeYouTube } from '../../../test/fake-youtube.ts';
import { createTestApp } from '../../../test/test-app.ts';

/** The value, or a failed test when it is missing (instead of a non-null assertion). */
const must = <T>(value: T | null | undefined): T => {
  if (value === null || value === undefined) throw new Error('expected a value');
  return value;
};

/** Without an API key: local search over the catalog and saved videos, oEmbed lookups, feed imports. */
const fake = await startFakeYouTube();
afterAll(() => fake.close());
const t = await createTestApp({
  config: { youtube: { apiKey: undefined, apiBaseUrl: fake.apiBaseUrl, publicBaseUrl: fake.publicBaseUrl, dailyQuota: 10000 } },
});
await seedIfEmpty(t.db, pino({ level: 'silent' }));
const c = await t.user();

const NOTICE = 'YouTube search needs an API key; showing results from the Learnstack catalog.';

interface Video {
  id: number | null;
  youtubeId: string;
  title: string;
  channelTitle: string;
  duration: string | null;
  thumbnailUrl: string;
}
interface SearchReply {
  videos: Video[];
  nextPageToken: string | null;
  source: string;
  notice?: string;
}

describe('video search without a key', () => {
  it('searches the catalog by title, says so, and never calls the Data API', async () => {
    fake.resetCalls();
    const res = await c.get('/api/youtube/search?q=binary%20search&maxResults=6');
    expect(res.statusCode).toBe(200);
    const body = res.json<SearchReply>();
    expect(body).toMatchObject({ source: 'local', notice: NOTICE });
    expect(body.videos.map((v) => v.title)).toContain('Binary Search');
    for (const v of body.videos) {
      expect(v.id).toEqual(expect.any(Number));
      expect(v.thumbnailUrl).toBe(`https://i.ytimg.com/vi/${v.youtubeId}/mqdefault.jpg`);
      expect(v.duration).toBeNull();
    }
    expect(fake.calls).toHaveLength(0);
  });

  it('matches channel titles, tags and categories, case-insensitively', async () => {
    const byChannel = (await c.get('/api/youtube/search?q=3blue1brown&maxResults=25')).json<SearchReply>();
    expect(byChannel.videos.length).toBeGreaterThanOrEqual(10);
    expect(byChannel.videos.every((v) => v.channelTitle === '3Blue1Brown')).toBe(true);

    // 'hiragana' is only a tag of "Learn Hiragana in 1 Hour"... and part of its title; 'spaced-repetition' only a tag.
    const byTag = (await c.get('/api/youtube/search?q=SPACED-REPETITION')).json<SearchReply>();
    expect(byTag.videos.map((v) => v.youtubeId)).toEqual(['dPVpsX9ZPWE']);

    // Every word must match somewhere: the category label "Languages" and the title word "German".
    const byCategory = (await c.get('/api/youtube/search?q=languages%20german&maxResults=25')).json<SearchReply>();
    expect(byCategory.videos.map((v) => v.youtubeId).sort()).toEqual(['AWVKzdyWRps', 'K3IImGiiY1Q']);
  });

  it('pages with an offset token until the results run out', async () => {
    const seen = new Set<string>();
    let token: string | null = null;
    let pages = 0;
    do {
      const query: string = `/api/youtube/search?q=lecture&maxResults=5${token ? `&pageToken=${token}` : ''}`;
      const body: SearchReply = (await c.get(query)).json<SearchReply>();
      for (const v of body.videos) {
        expect(seen.has(v.youtubeId)).toBe(false);
        seen.add(v.youtubeId);
      }
      token = body.nextPageToken;
      pages++;
    } while (token && pages < 20);
    expect(token).toBeNull();
    expect(pages).toBeGreaterThan(2);
    expect(seen.size).toBeGreaterThan(10);
  });

  it('finds videos people saved, with their id, and treats LIKE wildcards as text', async () => {
    const [saved] = await t.services.videos.upsertVideos(null, [
      { youtubeId: 'Qx7Zt0Wm1aE', title: 'Quantum Widgets Explained: 100% of the Basics', channelTitle: 'Widget Lab', factsSource: 'oembed' },
    ]);
    const body = (await c.get('/api/youtube/search?q=quantum%20WIDGETS')).json<SearchReply>();
    expect(body.videos.map((v) => [v.id, v.youtubeId])).toEqual([[must(saved).id, 'Qx7Zt0Wm1aE']]);
    expect((await c.get('/api/youtube/search?q=100%25')).json<SearchReply>().videos.map((v) => v.youtubeId)).toEqual(['Qx7Zt0Wm1aE']);
    expect((await c.get('/api/youtube/search?q=%25%25')).json<SearchReply>().videos).toEqual([]);
    expect((await c.get('/api/youtube/search?q=_')).json<SearchReply>().videos).toEqual([]);
    const nul = await c.get('/api/youtube/search?q=quantum%00widgets');
    expect(nul.statusCode).toBe(200);
    expect(nul.json<SearchReply>().videos.map((v) => v.youtubeId)).toEqual(['Qx7Zt0Wm1aE']);
    expect((await c.get('/api/youtube/search?q=%00')).statusCode).toBeLessThan(500);
    expect((await c.get('/api/youtube/search?q=zzqqxxnothing')).json<SearchReply>()).toMatchObject({ videos: [], nextPageToken: null });
  });

  it('is served by the trigram and btree indexes', async () => {
    const client = await t.pool.connect();
    try {
      await client.query('begin');
      await client.query('set local enable_seqscan = off');
      const plan = await client.query(
        `explain select * from videos where title ilike $1 or channel_title ilike $1 or category in ('data') or youtube_id in ('dPVpsX9ZPWE')`,
        ['%neural%'],
      );
      const text = plan.rows.map((r: Record<string, string>) => Object.values(r)[0]).join('\n');
      expect(text).toContain('videos_title_trgm_idx');
      expect(text).toContain('videos_channel_title_trgm_idx');
      expect(text).not.toContain('Seq Scan');
      await client.query('rollback');
    } finally {
      client.release();
    }
  });
});

describe('lookups and playlists without a key', () => {
  it('looks a video up through oEmbed, with no duration', async () => {
    const res = await c.get('/api/youtube/video/aircAruvnKk');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      video: { youtubeId: 'aircAruvnKk', title: expect.stringContaining('neural network'), duration: null },
      duration: null,
    });
    expect(res.json().video.id).toEqual(expect.any(Number)); // seeded catalog video
    expect(fake.calls.at(-1)?.path).toBe('/oembed');
    expect((await c.get('/api/youtube/video/AAAAAAAAAAA')).statusCode).toBe(404);
    expect((await c.get(`/api/youtube/video/${FAKE_UNEMBEDDABLE_VIDEO}`)).statusCode).toBe(404);
  });

  it('searches the catalog playlists, with unknown counts', async () => {
    const body = (await t.client().get('/api/youtube/search-playlists?q=cs50')).json();
    expect(body).toMatchObject({ source: 'local', notice: NOTICE });
    expect(body.playlists.length).toBeGreaterThan(0);
    expect(body.playlists[0]).toMatchObject({ title: expect.stringContaining('CS50'), videoCount: null, viewCount: null });
    expect(body.totalResults).toBe(body.playlists.length);
  });

  it('previews the first feed entries and says the list is partial', async () => {
    const body = (await t.client().get(`/api/youtube/playlist/${FAKE_PLAYLISTS.long}/videos`)).json();
    expect(body.partial).toBe(true);
    expect(body.videos).toHaveLength(15);
    expect(body.playlist.title).toBe('Full Stack Web Development Course');
  });

  it('imports the first entries of a playlist from its feed (partial), in order', async () => {
    fake.resetCalls();
    const res = await c.post('/api/youtube/import-playlist', { playlistUrl: `https://www.youtube.com/playlist?list=${FAKE_PLAYLISTS.long}` });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ isNewImport: true, partial: true, videoCount: 15, title: 'Full Stack Web Development Course' });
    let status = res.json();
    for (let i = 0; i < 200; i++) {
      status = (await c.get(`/api/youtube/imports/${res.json().importId}`)).json();
      if (status.status !== 'running') break;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(status).toMatchObject({ status: 'completed', total: 15, imported: 15, skipped: 0 });
    const entries = await t.services.plans.videos(must(c.user).id, res.json().planId);
    const expected = must(fake.getPlaylist(FAKE_PLAYLISTS.long)).items.slice(0, 15).map((i) => i.videoId);
    expect(entries.map((e) => e.video.youtubeId)).toEqual(expected);
    expect(entries.every((e) => e.video.durationSeconds === null)).toBe(true);
    // The feed alone (cached by the preview above): no Data API and no oEmbed call per video.
    expect(fake.calls.filter((call) => call.path !== '/feeds/videos.xml')).toEqual([]);
    expect(fake.calls.length).toBeLessThanOrEqual(1);
  });
});
