/**
 * A small reader for YouTube's public Atom feed (feeds/videos.xml?playlist_id=...).
 * The feed is machine-written and flat, so a few anchored patterns are enough; no XML dependency.
 */

export interface FeedEntry {
  youtubeId: string;
  title: string;
  channelTitle: string;
  publishedAt: string | null;
  description: string;
  thumbnailUrl: string | null;
  viewCount: number;
}

export interface PlaylistFeed {
  playlistId: string | null;
  title: string;
  channelTitle: string;
  publishedAt: string | null;
  entries: FeedEntry[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeXml(text: string): string {
  const cdata = /^\s*<!\[CDATA\[([\s\S]*)\]\]>\s*$/.exec(text);
  if (cdata) return cdata[1] ?? '';
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|[a-z]+);/g, (whole, name: string) => {
    if (name.startsWith('#x')) return safeCodePoint(Number.parseInt(name.slice(2), 16), whole);
    if (name.startsWith('#')) return safeCodePoint(Number.parseInt(name.slice(1), 10), whole);
    return ENTITIES[name] ?? whole;
  });
}

function safeCodePoint(code: number, fallback: string): string {
  return Number.isInteger(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : fallback;
}

/** Text of the first `<tag ...>text</tag>` (tag may carry a prefix such as yt: or media:). */
function element(xml: string, tag: string): string | null {
  const m = new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>`).exec(xml);
  return m ? decodeXml(m[1] ?? '').trim() : null;
}

/** Value of `attr` on the first `<tag .../>`. */
function attribute(xml: string, tag: string, attr: string): string | null {
  const tagMatch = new RegExp(`<${tag}\\s[^>]*>`).exec(xml);
  if (!tagMatch) return null;
  const m = new RegExp(`\\s${attr}="([^"]*)"`).exec(tagMatch[0]);
  return m ? decodeXml(m[1] ?? '') : null;
}

function parseEntry(xml: string): FeedEntry | null {
  const youtubeId = element(xml, 'yt:videoId');
  if (!youtubeId) return null;
  const views = Number(attribute(xml, 'media:statistics', 'views') ?? 0);
  return {
    youtubeId,
    title: element(xml, 'title') ?? element(xml, 'media:title') ?? '',
    channelTitle: element(xml, 'name') ?? '',
    publishedAt: element(xml, 'published'),
    description: element(xml, 'media:description') ?? '',
    thumbnailUrl: attribute(xml, 'media:thumbnail', 'url'),
    viewCount: Number.isFinite(views) && views >= 0 ? views : 0,
  };
}

/** Null when the text is not a YouTube feed at all. */
export function parsePlaylistFeed(xml: string): PlaylistFeed | null {
  if (!/<feed[\s>]/.test(xml)) return null;
  const firstEntry = xml.indexOf('<entry');
  const head = firstEntry === -1 ? xml : xml.slice(0, firstEntry);
  const entries: FeedEntry[] = [];
  for (const m of xml.matchAll(/<entry(?:\s[^>]*)?>([\s\S]*?)<\/entry>/g)) {
    const entry = parseEntry(m[1] ?? '');
    if (entry) entries.push(entry);
  }
  return {
    playlistId: element(head, 'yt:playlistId'),
    title: element(head, 'title') ?? '',
    channelTitle: element(head, 'name') ?? '',
    publishedAt: element(head, 'published'),
    entries,
  };
}
