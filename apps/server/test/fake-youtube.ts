/**
 * A fake YouTube for tests and browser journeys: the four Data API v3 endpoints (search, videos, playlists,
 * playlistItems) with Google's JSON shapes, paging and error envelopes, plus the key-less oEmbed and playlist
 * feed endpoints and thumbnails. Everything is deterministic: the same ids give the same videos on every run.
 *
 *   startFakeYouTube()                   in a test (port 0)
 *   node --import tsx apps/server/test/fake-youtube.ts --port 4545   as a process
 *
 * Data API base: `${url}/youtube/v3`; public base (oEmbed, feeds): `${url}`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { loadCatalogPlaylists, loadCatalogVideos } from '../src/seed/catalog.ts';

// ---------------------------------------------------------------------------------------------- data model

export type FakeItemState = 'public' | 'unlisted' | 'private' | 'deleted';

export interface FakeVideo {
  id: string;
  title: string;
  description: string;
  channelTitle: string;
  channelId: string;
  publishedAt: string;
  /** ISO 8601, as Google sends it. */
  duration: string;
  viewCount: number;
  categoryId: string;
  tags: string[];
  /** oEmbed answers 401 for videos whose owner disabled embedding. */
  embeddable: boolean;
}

export interface FakePlaylist {
  id: string;
  title: string;
  description: string;
  channelTitle: string;
  channelId: string;
  publishedAt: string;
  items: { videoId: string; state: FakeItemState }[];
}

export interface AddPlaylistInput {
  id?: string;
  title: string;
  description?: string;
  channelTitle?: string;
  publishedAt?: string;
  /** Existing (or unknown) video ids, optionally with a state; deleted and private ids need no video. */
  videos?: (string | { videoId: string; state: FakeItemState })[];
  /** Or: make this many new videos titled "<title> - Part n". */
  generate?: number;
}

/** The built-in playlists tests and journeys rely on. */
export const FAKE_PLAYLISTS = {
  /** 120 public videos: 3 pages of playlistItems, 3 batches of videos.list. */
  long: 'PLA5IKD4pf_l0Tu5Jbx7sSs1_RQqXsCxYI',
  /** 12 entries: 2 deleted, 1 private, 1 unlisted, 8 public. */
  mixed: 'PLsRVS9lS7GPnPwVnq0Fek66--VegfBdcR',
  empty: 'PLYF5KmLAlGK1N2V96cJdO8Olzb_ZSvpz1',
  /** 5 short lessons, for quick imports in journeys. */
  short: 'PLylHJQsKgKMOnixn3NeFp6pkB9LuhgOws',
} as const;

/** A video the fake knows whose owner disabled embedding (oEmbed 401). */
export const FAKE_UNEMBEDDABLE_VIDEO = 'qZ3vTn8LbW0';

// ---------------------------------------------------------------------------------------------- determinism

function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a tiny seeded generator, so ids, durations and counts never change between runs. */
function rng(seed: string): () => number {
  let a = hash32(seed);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** Real video ids encode 64 bits, so their 11th character carries only 4 bits and comes from this set. */
const LAST_CHAR = 'AEIMQUYcgkosw048';

function pick<T>(r: () => number, list: readonly T[]): T {
  return list[Math.floor(r() * list.length)] as T;
}

function randomText(r: () => number, length: number): string {
  return Array.from({ length }, () => pick(r, ALPHABET.split(''))).join('');
}

export function fakeVideoId(seed: string): string {
  const r = rng(`video:${seed}`);
  return randomText(r, 10) + pick(r, LAST_CHAR.split(''));
}

function channelId(channelTitle: string): string {
  return `UC${randomText(rng(`channel:${channelTitle}`), 22)}`;
}

function etag(seed: string): string {
  return randomText(rng(`etag:${seed}`), 27);
}

const CHANNELS = ['Lambda Learning Lab', 'Data Dojo', 'Open Lecture Hall', 'Studio Seminar', 'Practical Minds'];
const BASE_DAY = Date.UTC(2014, 0, 1);

function isoDuration(total: number): string {
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || total === 0 ? `${s}S` : ''}`;
}

/** A complete video from an id and a title; the rest is drawn from the id's seed. */
function makeVideo(id: string, title: string, extra: Partial<FakeVideo> = {}): FakeVideo {
  const r = rng(`facts:${id}`);
  const channelTitle = extra.channelTitle ?? pick(r, CHANNELS);
  const seconds = 120 + Math.floor(r() * r() * 5400);
  return {
    id,
    title,
    description: `${title}. A lesson from ${channelTitle}: explanations, worked examples and a short summary at the end.`,
    channelTitle,
    channelId: channelId(channelTitle),
    publishedAt: new Date(BASE_DAY + Math.floor(r() * 3650) * 86_400_000 + Math.floor(r() * 86_400) * 1000)
      .toISOString()
      .replace('.000Z', 'Z'),
    duration: isoDuration(seconds),
    viewCount: Math.floor(10 ** (2 + r() * 5)),
    categoryId: pick(r, ['27', '27', '28', '22', '26']),
    tags: title
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 3)
      .slice(0, 5),
    embeddable: true,
    ...extra,
  };
}

const WEB_TOPICS = [
  'How the Web Works',
  'HTML Document Structure',
  'CSS Selectors',
  'Flexbox Layout',
  'CSS Grid',
  'Responsive Design',
  'JavaScript Variables',
  'JavaScript Functions',
  'DOM Manipulation',
  'Events',
  'Fetch and Promises',
  'Async and Await',
  'Node.js Basics',
  'HTTP Servers',
  'REST APIs',
  'SQL Basics',
  'Database Design',
  'Authentication',
  'Testing',
  'Deployment',
];

// ---------------------------------------------------------------------------------------------- the store

class Store {
  readonly videos = new Map<string, FakeVideo>();
  readonly playlists = new Map<string, FakePlaylist>();

  addVideo(video: FakeVideo): FakeVideo {
    this.videos.set(video.id, video);
    return video;
  }

  addPlaylist(input: AddPlaylistInput): FakePlaylist {
    const id = input.id ?? `PL${randomText(rng(`playlist:${input.title}`), 32)}`;
    const r = rng(`playlist-facts:${id}`);
    const channelTitle = input.channelTitle ?? pick(r, CHANNELS);
    const items: FakePlaylist['items'] = (input.videos ?? []).map((v) =>
      typeof v === 'string' ? { videoId: v, state: 'public' } : v,
    );
    for (let n = 1; n <= (input.generate ?? 0); n++) {
      const video = makeVideo(fakeVideoId(`${id}:${n}`), `${input.title} - Part ${n}`, { channelTitle });
      items.push({ videoId: this.addVideo(video).id, state: 'public' });
    }
    const playlist: FakePlaylist = {
      id,
      title: input.title,
      description: input.description ?? `${input.title}, a course by ${channelTitle}.`,
      channelTitle,
      channelId: channelId(channelTitle),
      publishedAt:
        input.publishedAt ?? new Date(BASE_DAY + Math.floor(r() * 3650) * 86_400_000).toISOString().replace('.000Z', 'Z'),
      items,
    };
    this.playlists.set(id, playlist);
    return playlist;
  }

  /** Views of a playlist for `order=viewCount`: Google ranks by them but never reports them. */
  playlistViews(p: FakePlaylist): number {
    return p.items.reduce((sum, i) => sum + (this.videos.get(i.videoId)?.viewCount ?? 0), 0);
  }
}

function builtIns(store: Store): void {
  for (const v of loadCatalogVideos()) {
    store.addVideo(makeVideo(v.youtubeId, v.title, v.channelTitle ? { channelTitle: v.channelTitle } : {}));
  }
  store.addVideo(makeVideo(FAKE_UNEMBEDDABLE_VIDEO, 'Concert Recording (embedding disabled)', { embeddable: false }));

  const longChannel = 'Lambda Learning Lab';
  const long: string[] = [];
  for (let n = 1; n <= 120; n++) {
    const topic = WEB_TOPICS[(n - 1) % WEB_TOPICS.length];
    const video = makeVideo(fakeVideoId(`long:${n}`), `Full Stack Web Development ${n}: ${topic}`, {
      channelTitle: longChannel,
    });
    long.push(store.addVideo(video).id);
  }
  store.addPlaylist({
    id: FAKE_PLAYLISTS.long,
    title: 'Full Stack Web Development Course',
    description: 'From HTML to deployment in 120 lessons: HTML, CSS, JavaScript, Node.js, SQL and testing.',
    channelTitle: longChannel,
    videos: long,
  });

  const states: FakeItemState[] = ['public', 'public', 'public', 'deleted', 'public', 'unlisted'];
  states.push('private', 'public', 'public', 'deleted', 'public', 'public');
  const mixed = states.map((state, i) => {
    const id = fakeVideoId(`mixed:${i}`);
    // Deleted and private videos are not visible through videos.list, so the store has no record of them.
    if (state === 'public' || state === 'unlisted') {
      store.addVideo(makeVideo(id, `Python for Data Analysis ${i + 1}: ${pick(rng(id), ['NumPy', 'pandas', 'Plots'])}`));
    }
    return { videoId: id, state };
  });
  store.addPlaylist({ id: FAKE_PLAYLISTS.mixed, title: 'Python for Data Analysis', channelTitle: 'Data Dojo', videos: mixed });
  store.addPlaylist({ id: FAKE_PLAYLISTS.empty, title: 'Empty Study Playlist', channelTitle: 'Open Lecture Hall' });
  store.addPlaylist({ id: FAKE_PLAYLISTS.short, title: 'Learn Git in Five Lessons', channelTitle: 'Practical Minds', generate: 5 });

  for (const p of loadCatalogPlaylists()) {
    store.addPlaylist({
      id: p.playlistId,
      title: p.title,
      ...(p.channelTitle ? { channelTitle: p.channelTitle } : {}),
      generate: 4 + (hash32(p.playlistId) % 20),
    });
  }
}

// ---------------------------------------------------------------------------------------------- Google's JSON

type Json = Record<string, unknown>;

function thumbnails(base: string, videoId: string | null): Json {
  if (!videoId) return { default: { url: `${base}/img/no_thumbnail.jpg`, width: 120, height: 90 } };
  return {
    default: { url: `${base}/vi/${videoId}/default.jpg`, width: 120, height: 90 },
    medium: { url: `${base}/vi/${videoId}/mqdefault.jpg`, width: 320, height: 180 },
    high: { url: `${base}/vi/${videoId}/hqdefault.jpg`, width: 480, height: 360 },
  };
}

function videoResource(v: FakeVideo, parts: Set<string>, thumbBase: string): Json {
  const out: Json = { kind: 'youtube#video', etag: etag(v.id), id: v.id };
  if (parts.has('snippet')) {
    out.snippet = {
      publishedAt: v.publishedAt,
      channelId: v.channelId,
      title: v.title,
      description: v.description,
      thumbnails: thumbnails(thumbBase, v.id),
      channelTitle: v.channelTitle,
      tags: v.tags,
      categoryId: v.categoryId,
      liveBroadcastContent: 'none',
      localized: { title: v.title, description: v.description },
    };
  }
  if (parts.has('contentDetails')) {
    out.contentDetails = {
      duration: v.duration,
      dimension: '2d',
      definition: 'hd',
      caption: 'false',
      licensedContent: false,
      contentRating: {},
      projection: 'rectangular',
    };
  }
  if (parts.has('statistics')) {
    const r = rng(`stats:${v.id}`);
    out.statistics = {
      viewCount: String(v.viewCount),
      likeCount: String(Math.floor(v.viewCount * (0.01 + r() * 0.03))),
      favoriteCount: '0',
      commentCount: String(Math.floor(v.viewCount * r() * 0.002)),
    };
  }
  return out;
}

function firstPublicVideo(store: Store, p: FakePlaylist): string | null {
  return p.items.find((i) => i.state === 'public' && store.videos.has(i.videoId))?.videoId ?? null;
}

function playlistResource(store: Store, p: FakePlaylist, parts: Set<string>, thumbBase: string): Json {
  const out: Json = { kind: 'youtube#playlist', etag: etag(p.id), id: p.id };
  if (parts.has('snippet')) {
    out.snippet = {
      publishedAt: p.publishedAt,
      channelId: p.channelId,
      title: p.title,
      description: p.description,
      thumbnails: thumbnails(thumbBase, firstPublicVideo(store, p)),
      channelTitle: p.channelTitle,
      localized: { title: p.title, description: p.description },
    };
  }
  if (parts.has('contentDetails')) out.contentDetails = { itemCount: p.items.length };
  if (parts.has('status')) out.status = { privacyStatus: 'public' };
  return out;
}

function playlistItemResource(store: Store, p: FakePlaylist, position: number, parts: Set<string>, thumbBase: string): Json {
  const item = p.items[position] as FakePlaylist['items'][number];
  const video = store.videos.get(item.videoId);
  const visible = (item.state === 'public' || item.state === 'unlisted') && video;
  const title = item.state === 'deleted' ? 'Deleted video' : item.state === 'private' ? 'Private video' : (video?.title ?? '');
  const out: Json = {
    kind: 'youtube#playlistItem',
    etag: etag(`${p.id}:${position}`),
    id: Buffer.from(`${p.id}.${item.videoId}`).toString('base64url'),
  };
  if (parts.has('snippet')) {
    out.snippet = {
      publishedAt: p.publishedAt,
      channelId: p.channelId,
      title,
      description:
        item.state === 'deleted' ? 'This video is unavailable.' : item.state === 'private' ? 'This video is private.' : (video?.description ?? ''),
      thumbnails: visible ? thumbnails(thumbBase, item.videoId) : {},
      channelTitle: p.channelTitle,
      playlistId: p.id,
      position,
      resourceId: { kind: 'youtube#video', videoId: item.videoId },
      ...(visible ? { videoOwnerChannelTitle: video.channelTitle, videoOwnerChannelId: video.channelId } : {}),
    };
  }
  if (parts.has('contentDetails')) {
    out.contentDetails = { videoId: item.videoId, ...(visible ? { videoPublishedAt: video.publishedAt } : {}) };
  }
  if (parts.has('status')) {
    out.status = {
      privacyStatus: item.state === 'deleted' ? 'privacyStatusUnspecified' : item.state,
    };
  }
  return out;
}

function googleError(code: number, reason: string, message: string, domain = 'global'): Json {
  return { error: { code, message, errors: [{ message, domain, reason }] } };
}

const QUOTA_MESSAGE =
  'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.';

// ---------------------------------------------------------------------------------------------- search

function words(q: string): string[] {
  return q.toLowerCase().split(/[^a-z0-9+#]+/).filter(Boolean);
}

/** All query words must appear; title hits count double, as a crude relevance. */
function score(q: string[], title: string, rest: string): number {
  const t = title.toLowerCase();
  const all = `${t} ${rest.toLowerCase()}`;
  if (q.length === 0 || !q.every((w) => all.includes(w))) return 0;
  return q.reduce((s, w) => s + (t.includes(w) ? 2 : 1), 0);
}

function pageToken(offset: number): string {
  return Buffer.from(`fake:${offset}`).toString('base64url');
}

function offsetOf(token: string | null): number | null {
  if (!token) return 0;
  const m = /^fake:(\d+)$/.exec(Buffer.from(token, 'base64url').toString('utf8'));
  return m ? Number(m[1]) : null;
}

// ---------------------------------------------------------------------------------------------- the server

export interface FakeYouTubeOptions {
  port?: number;
  host?: string;
  /** When set, Data API calls must carry this key (400 keyInvalid otherwise); any non-empty key works by default. */
  apiKey?: string;
  /** Host used in thumbnail URLs; defaults to the fake itself, so browsers never reach the internet. */
  thumbnailBase?: string;
  quotaExceeded?: boolean;
  /** Units after which the fake starts answering quotaExceeded, like Google's daily quota. */
  dailyQuota?: number;
}

export interface FakeYouTube {
  url: string;
  /** Pass as the Data API base URL. */
  apiBaseUrl: string;
  /** Pass as the public (oEmbed, feeds) base URL. */
  publicBaseUrl: string;
  calls: { path: string; query: Record<string, string> }[];
  resetCalls(): void;
  setQuotaExceeded(exceeded: boolean): void;
  /** Make the next `count` Data API requests answer `status` (default 503 backendError). */
  failNext(count: number, status?: number): void;
  unitsUsed(): number;
  addVideos(videos: (Partial<FakeVideo> & { title: string })[]): FakeVideo[];
  addPlaylist(input: AddPlaylistInput): FakePlaylist;
  getPlaylist(id: string): FakePlaylist | undefined;
  close(): Promise<void>;
}

const API_PREFIX = '/youtube/v3';

export async function startFakeYouTube(options: FakeYouTubeOptions = {}): Promise<FakeYouTube> {
  const store = new Store();
  builtIns(store);
  const calls: FakeYouTube['calls'] = [];
  let quotaExceeded = options.quotaExceeded ?? false;
  let failures = { count: 0, status: 503 };
  let units = 0;
  let baseUrl = '';
  const thumbBase = () => options.thumbnailBase ?? baseUrl;

  /** The four Data API endpoints; returns [status, body]. */
  function dataApi(endpoint: string, q: URLSearchParams): [number, Json] {
    const cost = endpoint === 'search' ? 100 : 1;
    if (!q.get('key')) {
      return [403, googleError(403, 'forbidden', "Method doesn't allow unregistered callers. Please use API Key.")];
    }
    if (options.apiKey && q.get('key') !== options.apiKey) {
      return [400, googleError(400, 'badRequest', 'API key not valid. Please pass a valid API key.')];
    }
    if (quotaExceeded || (options.dailyQuota !== undefined && units + cost > options.dailyQuota)) {
      units += 1; // Google charges a failed call too
      return [403, googleError(403, 'quotaExceeded', QUOTA_MESSAGE, 'youtube.quota')];
    }
    units += cost;
    if (failures.count > 0) {
      failures.count--;
      return [failures.status, googleError(failures.status, 'backendError', 'Backend Error')];
    }
    const part = q.get('part');
    if (!part) return [400, googleError(400, 'required', 'No filter selected. Expected one of: id, ...', 'global')];
    const parts = new Set(part.split(','));
    const maxRaw = q.get('maxResults');
    const max = maxRaw === null ? 5 : Number(maxRaw);
    if (!Number.isInteger(max) || max < 0 || max > 50) {
      return [400, googleError(400, 'invalidValue', `Invalid value '${maxRaw}'. Values must be within the range: [0, 50]`)];
    }
    const offset = offsetOf(q.get('pageToken'));
    if (offset === null) {
      return [400, googleError(400, 'invalidPageToken', 'The request specifies an invalid page token.', 'youtube.parameter')];
    }
    const page = <T>(list: T[]) => ({
      slice: list.slice(offset, offset + max),
      next: offset + max < list.length ? { nextPageToken: pageToken(offset + max) } : {},
      prev: offset > 0 ? { prevPageToken: pageToken(Math.max(0, offset - max)) } : {},
      info: { totalResults: list.length, resultsPerPage: max },
    });

    // A list by ids is paged like any other list: without maxResults, only the first 5 come back.
    // (Google's reference says videos.list ignores maxResults with ids; the fake takes the stricter
    // reading, so a client that forgets maxResults on either list loses results here too.)
    if (endpoint === 'videos') {
      const ids = (q.get('id') ?? '').split(',').filter(Boolean);
      if (ids.length === 0) return [400, googleError(400, 'missingRequiredParameter', 'No filter selected.')];
      if (ids.length > 50) return [400, googleError(400, 'invalidFilters', 'Too many ids: at most 50.', 'youtube.parameter')];
      const found = ids.flatMap((id) => {
        const v = store.videos.get(id);
        return v ? [videoResource(v, parts, thumbBase())] : [];
      });
      const pg = page(found);
      return [200, { kind: 'youtube#videoListResponse', etag: etag(`videos:${ids}`), ...pg.next, items: pg.slice, pageInfo: pg.info }];
    }

    if (endpoint === 'playlists') {
      const ids = (q.get('id') ?? '').split(',').filter(Boolean);
      if (ids.length === 0) return [400, googleError(400, 'missingRequiredParameter', 'No filter selected.')];
      if (ids.length > 50) return [400, googleError(400, 'invalidFilters', 'Too many ids: at most 50.', 'youtube.parameter')];
      const found = ids.flatMap((id) => {
        const p = store.playlists.get(id);
        return p ? [playlistResource(store, p, parts, thumbBase())] : [];
      });
      const pg = page(found);
      return [200, { kind: 'youtube#playlistListResponse', etag: etag(`playlists:${ids}`), ...pg.next, pageInfo: pg.info, items: pg.slice }];
    }

    if (endpoint === 'playlistItems') {
      const p = store.playlists.get(q.get('playlistId') ?? '');
      if (!p) {
        const message = "The playlist identified with the request's <code>playlistId</code> parameter cannot be found.";
        return [404, googleError(404, 'playlistNotFound', message, 'youtube.playlistItem')];
      }
      const pg = page(p.items.map((_, i) => i));
      const items = pg.slice.map((i) => playlistItemResource(store, p, i, parts, thumbBase()));
      return [200, { kind: 'youtube#playlistItemListResponse', etag: etag(`items:${p.id}:${offset}`), ...pg.next, ...pg.prev, items, pageInfo: pg.info }];
    }

    if (endpoint === 'search') {
      const terms = words(q.get('q') ?? '');
      const order = q.get('order') ?? 'relevance';
      // We answer one resource type per request: playlists when asked for them alone, videos otherwise.
      const wantPlaylists = q.get('type') === 'playlist';
      let results: { item: Json; score: number; date: string; views: number; count: number; title: string }[];
      if (wantPlaylists) {
        results = [...store.playlists.values()]
          .map((p) => ({ p, score: score(terms, p.title, `${p.description} ${p.channelTitle}`) }))
          .filter((x) => x.score > 0)
          .map(({ p, score: s }) => ({
            item: {
              kind: 'youtube#searchResult',
              etag: etag(`sr:${p.id}`),
              id: { kind: 'youtube#playlist', playlistId: p.id },
              snippet: searchSnippet(p.title, p.description, p.channelTitle, p.channelId, p.publishedAt, firstPublicVideo(store, p)),
            },
            score: s,
            date: p.publishedAt,
            views: store.playlistViews(p),
            count: p.items.length,
            title: p.title,
          }));
      } else {
        results = [...store.videos.values()]
          .map((v) => ({ v, score: score(terms, v.title, `${v.description} ${v.channelTitle} ${v.tags.join(' ')}`) }))
          .filter((x) => x.score > 0)
          .map(({ v, score: s }) => ({
            item: {
              kind: 'youtube#searchResult',
              etag: etag(`sr:${v.id}`),
              id: { kind: 'youtube#video', videoId: v.id },
              snippet: searchSnippet(v.title, v.description, v.channelTitle, v.channelId, v.publishedAt, v.id),
            },
            score: s,
            date: v.publishedAt,
            views: v.viewCount,
            count: 0,
            title: v.title,
          }));
      }
      const by: Record<string, (a: (typeof results)[number], b: (typeof results)[number]) => number> = {
        relevance: (a, b) => b.score - a.score || b.views - a.views,
        date: (a, b) => b.date.localeCompare(a.date),
        viewCount: (a, b) => b.views - a.views,
        videoCount: (a, b) => b.count - a.count,
        title: (a, b) => a.title.localeCompare(b.title),
        rating: (a, b) => b.views - a.views,
      };
      const compare = by[order];
      if (!compare) return [400, googleError(400, 'invalidSearchFilter', `Invalid order '${order}'.`, 'youtube.search')];
      results.sort((a, b) => compare(a, b) || a.title.localeCompare(b.title));
      const pg = page(results.map((r) => r.item));
      return [200, { kind: 'youtube#searchListResponse', etag: etag(`search:${q}`), ...pg.next, ...pg.prev, regionCode: 'US', pageInfo: pg.info, items: pg.slice }];
    }
    return [404, googleError(404, 'notFound', 'Not Found')];
  }

  function searchSnippet(title: string, description: string, channelTitle: string, chId: string, publishedAt: string, thumbVideo: string | null): Json {
    return {
      publishedAt,
      channelId: chId,
      title,
      // search.list truncates descriptions; callers must not rely on them.
      description: description.length > 160 ? `${description.slice(0, 157)}...` : description,
      thumbnails: thumbnails(thumbBase(), thumbVideo),
      channelTitle,
      liveBroadcastContent: 'none',
      publishTime: publishedAt,
    };
  }

  function oembed(q: URLSearchParams): [number, Json | string] {
    if ((q.get('format') ?? 'json') !== 'json') return [501, 'Not Implemented'];
    let id: string | null = null;
    try {
      const target = new URL(q.get('url') ?? '');
      id = target.searchParams.get('v') ?? target.pathname.split('/').filter(Boolean).pop() ?? null;
    } catch {
      return [400, 'Bad Request'];
    }
    const v = id ? store.videos.get(id) : undefined;
    if (!v) return [404, 'Not Found'];
    if (!v.embeddable) return [401, 'Unauthorized'];
    const handle = `@${v.channelTitle.replace(/[^A-Za-z0-9]/g, '')}`;
    return [
      200,
      {
        title: v.title,
        author_name: v.channelTitle,
        author_url: `https://www.youtube.com/${handle}`,
        type: 'video',
        height: 113,
        width: 200,
        version: '1.0',
        provider_name: 'YouTube',
        provider_url: 'https://www.youtube.com/',
        thumbnail_height: 360,
        thumbnail_width: 480,
        thumbnail_url: `${thumbBase()}/vi/${v.id}/hqdefault.jpg`,
        html: `<iframe width="200" height="113" src="https://www.youtube.com/embed/${v.id}?feature=oembed" frameborder="0" allowfullscreen title="${escapeXml(v.title)}"></iframe>`,
      },
    ];
  }

  /** The public Atom feed: public videos only, first 15, no durations. */
  function feed(q: URLSearchParams): [number, string] {
    const p = store.playlists.get(q.get('playlist_id') ?? '');
    if (!p) return [404, '<!DOCTYPE html><html><body>Not Found</body></html>'];
    const entries = p.items
      .filter((i) => i.state === 'public')
      .map((i) => store.videos.get(i.videoId))
      .filter((v): v is FakeVideo => v !== undefined)
      .slice(0, 15)
      .map(
        (v) => ` <entry>
  <id>yt:video:${v.id}</id>
  <yt:videoId>${v.id}</yt:videoId>
  <yt:channelId>${v.channelId}</yt:channelId>
  <title>${escapeXml(v.title)}</title>
  <link rel="alternate" href="https://www.youtube.com/watch?v=${v.id}"/>
  <author>
   <name>${escapeXml(v.channelTitle)}</name>
   <uri>https://www.youtube.com/channel/${v.channelId}</uri>
  </author>
  <published>${v.publishedAt.replace('Z', '+00:00')}</published>
  <updated>${v.publishedAt.replace('Z', '+00:00')}</updated>
  <media:group>
   <media:title>${escapeXml(v.title)}</media:title>
   <media:content url="https://www.youtube.com/v/${v.id}?version=3" type="application/x-shockwave-flash" width="640" height="390"/>
   <media:thumbnail url="${thumbBase()}/vi/${v.id}/hqdefault.jpg" width="480" height="360"/>
   <media:description>${escapeXml(v.description)}</media:description>
   <media:community>
    <media:starRating count="${Math.floor(v.viewCount / 40)}" average="5.00" min="1" max="5"/>
    <media:statistics views="${v.viewCount}"/>
   </media:community>
  </media:group>
 </entry>`,
      );
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns:yt="http://www.youtube.com/xml/schemas/2015" xmlns:media="http://search.yahoo.com/mrss/" xmlns="http://www.w3.org/2005/Atom">
 <link rel="self" href="http://www.youtube.com/feeds/videos.xml?playlist_id=${p.id}"/>
 <id>yt:playlist:${p.id}</id>
 <yt:playlistId>${p.id}</yt:playlistId>
 <yt:channelId>${p.channelId}</yt:channelId>
 <title>${escapeXml(p.title)}</title>
 <link rel="alternate" href="https://www.youtube.com/playlist?list=${p.id}"/>
 <author>
  <name>${escapeXml(p.channelTitle)}</name>
  <uri>https://www.youtube.com/channel/${p.channelId}</uri>
 </author>
 <published>${p.publishedAt.replace('Z', '+00:00')}</published>
${entries.join('\n')}
</feed>`;
    return [200, xml];
  }

  /** A small coloured SVG per id, served under the thumbnail paths so pages show something offline. */
  function thumbnail(id: string): string {
    const hue = hash32(id) % 360;
    return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360"><rect width="480" height="360" fill="hsl(${hue} 55% 45%)"/><polygon points="210,140 210,220 280,180" fill="#fff" opacity="0.85"/></svg>`;
  }

  const JSON_TYPE = 'application/json; charset=UTF-8';
  const HTML_TYPE = 'text/html; charset=utf-8';
  type Reply = { status: number; body: Json | string; type?: string };

  /** Decides the answer to one request; `handle` writes it. */
  function route(method: string, url: URL): Reply {
    const path = url.pathname;
    if (path.startsWith('/__fake/')) {
      if (path === '/__fake/calls') return { status: 200, body: { calls, units } };
      if (path === '/__fake/quota') {
        quotaExceeded = url.searchParams.get('exceeded') === 'true';
        return { status: 200, body: { quotaExceeded } };
      }
      if (path === '/__fake/reset') {
        calls.length = 0;
        units = 0;
        quotaExceeded = false;
        return { status: 200, body: { ok: true } };
      }
      return { status: 404, body: { error: 'unknown control path' } };
    }
    const thumb = /^\/(?:vi\/([A-Za-z0-9_-]+)\/[a-z]+\.jpg|img\/no_thumbnail\.jpg)$/.exec(path);
    if (thumb) return { status: 200, body: thumbnail(thumb[1] ?? 'none'), type: 'image/svg+xml' };

    calls.push({ path, query: Object.fromEntries(url.searchParams) });
    if (method !== 'GET') return { status: 405, body: googleError(405, 'methodNotAllowed', 'Method Not Allowed') };
    const endpoint = path.startsWith(`${API_PREFIX}/`) ? path.slice(API_PREFIX.length + 1) : null;
    if (endpoint && ['search', 'videos', 'playlists', 'playlistItems'].includes(endpoint)) {
      const [status, body] = dataApi(endpoint, url.searchParams);
      return { status, body };
    }
    if (path === '/oembed') {
      const [status, body] = oembed(url.searchParams);
      return { status, body, type: typeof body === 'string' ? HTML_TYPE : JSON_TYPE };
    }
    if (path === '/feeds/videos.xml') {
      const [status, body] = feed(url.searchParams);
      return { status, body, type: status === 200 ? 'text/xml; charset=UTF-8' : HTML_TYPE };
    }
    if (path === '/watch') return { status: 200, body: '<!DOCTYPE html><title>Fake YouTube</title>', type: HTML_TYPE };
    return { status: 404, body: googleError(404, 'notFound', 'Not Found') };
  }

  function handle(req: IncomingMessage, res: ServerResponse): void {
    let reply: Reply;
    try {
      reply = route(req.method ?? 'GET', new URL(req.url ?? '/', 'http://fake.local'));
    } catch (err) {
      const message = err instanceof Error ? err.message : 'Internal error';
      reply = { status: 500, body: googleError(500, 'internalError', message) };
    }
    res.writeHead(reply.status, { 'content-type': reply.type ?? JSON_TYPE });
    res.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body, null, 2));
  }

  const server = createServer(handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  baseUrl = `http://${options.host ?? '127.0.0.1'}:${address.port}`;

  return {
    url: baseUrl,
    apiBaseUrl: `${baseUrl}${API_PREFIX}`,
    publicBaseUrl: baseUrl,
    calls,
    resetCalls: () => {
      calls.length = 0;
    },
    setQuotaExceeded: (exceeded) => {
      quotaExceeded = exceeded;
    },
    failNext: (count, status = 503) => {
      failures = { count, status };
    },
    unitsUsed: () => units,
    addVideos: (videos) =>
      videos.map((v) => store.addVideo(makeVideo(v.id ?? fakeVideoId(`added:${v.title}`), v.title, v))),
    addPlaylist: (input) => store.addPlaylist(input),
    getPlaylist: (id) => store.playlists.get(id),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`);
}

// ---------------------------------------------------------------------------------------------- as a process

async function main(argv: string[]): Promise<void> {
  const arg = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const port = Number(arg('--port') ?? 4545);
  const host = arg('--host');
  const apiKey = arg('--api-key');
  const thumbnailBase = arg('--thumbnail-base');
  const fake = await startFakeYouTube({
    port,
    ...(host ? { host } : {}),
    ...(apiKey ? { apiKey } : {}),
    ...(thumbnailBase ? { thumbnailBase } : {}),
  });
  console.info(`fake youtube listening on ${fake.url}`);
  const stop = () => {
    fake.close().finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
