import { parseYouTubeVideoInput } from '@learnstack/contracts/youtube-input';

/** What the add-video box holds: empty, one video (a URL or a bare id), or a keyword search. */
export type VideoInput = { kind: 'empty' } | { kind: 'id'; youtubeId: string } | { kind: 'query'; q: string };

/** The search API takes at most 200 characters. */
export const SEARCH_QUERY_MAX = 200;

/** The server's own parser (shared through the contracts), plus the empty box and the search length the API takes. */
export function parseVideoInput(text: string): VideoInput {
  const trimmed = text.trim();
  if (!trimmed) return { kind: 'empty' };
  const parsed = parseYouTubeVideoInput(trimmed);
  return parsed.kind === 'id' ? parsed : { kind: 'query', q: parsed.q.slice(0, SEARCH_QUERY_MAX) };
}
