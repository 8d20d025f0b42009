/**
 * What the add-video box holds (spec 2 section 5): a watch, short-link, embed, shorts or live URL,
 * or a bare 11-character id, is one video; any other text is a keyword search. Mirrors the
 * server's parser (apps/server/src/providers/youtube/input.ts).
 */

export type VideoInput = { kind: 'empty' } | { kind: 'id'; youtubeId: string } | { kind: 'query'; q: string };

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const SHORT_HOSTS = new Set(['youtu.be', 'www.youtu.be']);
const PATH_FORMS = ['embed', 'shorts', 'live', 'v', 'e'];
/** The search API takes at most 200 characters. */
export const SEARCH_QUERY_MAX = 200;

function youtubeUrl(text: string): URL | null {
  if (/\s/.test(text)) return null;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  return YOUTUBE_HOSTS.has(host) || SHORT_HOSTS.has(host) ? url : null;
}

function idFromUrl(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let candidate: string | null | undefined;
  if (SHORT_HOSTS.has(host)) candidate = segments[0];
  else if (segments[0] === 'watch') candidate = url.searchParams.get('v');
  else if (segments[0] && PATH_FORMS.includes(segments[0])) candidate = segments[1];
  return candidate && VIDEO_ID.test(candidate) ? candidate : null;
}

export function parseVideoInput(text: string): VideoInput {
  const trimmed = text.trim();
  if (!trimmed) return { kind: 'empty' };
  if (VIDEO_ID.test(trimmed)) return { kind: 'id', youtubeId: trimmed };
  const url = youtubeUrl(trimmed);
  const id = url ? idFromUrl(url) : null;
  return id ? { kind: 'id', youtubeId: id } : { kind: 'query', q: trimmed.slice(0, SEARCH_QUERY_MAX) };
}
