/**
 * Turning what a user pastes (a URL, a bare id, or words) into a video id, a playlist id, or a
 * search: the one parser, used by the server on every request and by the web as the user types.
 * No zod here: the web imports this file directly (`@learnstack/contracts/youtube-input`).
 */

/** A YouTube video id: 11 characters of [A-Za-z0-9_-]. */
export const YOUTUBE_VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
/** Playlist ids as YouTube makes them: playlists (PL), uploads (UU), albums (OLAK5uy_...), favourites (FL), mixes (RD). */
export const YOUTUBE_PLAYLIST_ID = /^(?:PL|UU|OL|FL|RD)[A-Za-z0-9_-]{10,62}$/;
/** What a `list=` parameter may hold (any playlist-like id, checked again by YouTube). */
const LIST_ID = /^[A-Za-z0-9_-]{12,64}$/;

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const SHORT_HOSTS = new Set(['youtu.be', 'www.youtu.be']);

export type VideoInput = { kind: 'id'; youtubeId: string } | { kind: 'query'; q: string };

export function isYouTubeVideoId(text: string): boolean {
  return YOUTUBE_VIDEO_ID.test(text);
}

/** A URL on a YouTube host, accepting input typed without a scheme ("youtu.be/abc"); null for anything else. */
function parseYouTubeUrl(text: string): URL | null {
  if (/\s/.test(text)) return null;
  const withScheme = /^https?:\/\//i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  return YOUTUBE_HOSTS.has(host) || SHORT_HOSTS.has(host) ? url : null;
}

function videoIdFromUrl(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let candidate: string | undefined;
  if (SHORT_HOSTS.has(host)) candidate = segments[0];
  else if (segments[0] === 'watch') candidate = url.searchParams.get('v') ?? undefined;
  else if (segments[0] && ['embed', 'shorts', 'live', 'v', 'e'].includes(segments[0])) candidate = segments[1];
  return candidate && YOUTUBE_VIDEO_ID.test(candidate) ? candidate : null;
}

/** A watch, short-link, embed, shorts or live URL, or a bare 11-character id, is one video; the rest is a search. */
export function parseYouTubeVideoInput(text: string): VideoInput {
  const trimmed = text.trim();
  if (YOUTUBE_VIDEO_ID.test(trimmed)) return { kind: 'id', youtubeId: trimmed };
  const url = parseYouTubeUrl(trimmed);
  const id = url ? videoIdFromUrl(url) : null;
  return id ? { kind: 'id', youtubeId: id } : { kind: 'query', q: trimmed };
}

/** A playlist id from a URL carrying `list=` (playlist or watch page) or from a bare id; null when it is not one. */
export function parsePlaylistUrl(text: string): string | null {
  const trimmed = text.trim();
  if (YOUTUBE_PLAYLIST_ID.test(trimmed)) return trimmed;
  const url = parseYouTubeUrl(trimmed);
  const list = url?.searchParams.get('list');
  return list && LIST_ID.test(list) ? list : null;
}
