/**
 * A YouTube playlist id from what the user pasted (spec 2 section 5): a URL on a YouTube host
 * carrying `list=` (a playlist page or a watch page inside a playlist), or a bare playlist id.
 * Mirrors the server's parser (apps/server/src/providers/youtube/input.ts); null when it is not one.
 */

const LIST_ID = /^[A-Za-z0-9_-]{12,64}$/;
const BARE_LIST_ID = /^(?:PL|UU|OL|FL|RD)[A-Za-z0-9_-]{10,62}$/;
const HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
  'youtu.be',
  'www.youtu.be',
]);

export function parsePlaylistUrl(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  if (BARE_LIST_ID.test(trimmed)) return trimmed;
  if (/\s/.test(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return null;
  }
  if (!HOSTS.has(url.hostname.toLowerCase())) return null;
  const list = url.searchParams.get('list');
  return list && LIST_ID.test(list) ? list : null;
}

export const IMPORT_MESSAGES = {
  urlRequiredTitle: 'URL Required',
  urlRequired: 'Please enter a YouTube playlist URL',
  invalidUrlTitle: 'Invalid URL',
  invalidUrl: 'Please enter a valid YouTube playlist URL',
  failedTitle: 'Import Failed',
  failed: 'Failed to import the playlist. Please try again.',
  addFailedTitle: 'Failed to Add',
} as const;
