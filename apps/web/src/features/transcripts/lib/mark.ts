/**
 * Marking searched words in a transcript line: the panel's search and the top bar's moments both
 * show where the words are. Matching ignores case and accents, so 'cafe' marks 'Café'.
 */

export interface MarkedPart {
  text: string;
  marked: boolean;
}

/** Lower case without accents, one character for one character (so offsets map back to the text). */
export function fold(text: string): string {
  let out = '';
  for (const ch of text) {
    const base = ch.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    // A character that folds into several (or none) keeps its place with itself, lowered.
    out += base.length === ch.length ? base : ch.toLowerCase().slice(0, ch.length).padEnd(ch.length, ' ');
  }
  return out;
}

/** The query's words (at least 2 characters each), folded, longest first so a longer word wins an overlap. */
export function queryWords(query: string): string[] {
  const words = fold(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 2);
  return [...new Set(words)].sort((a, b) => b.length - a.length);
}

/**
 * The text in parts, the ones holding a word of the query marked. A word matches where it starts a
 * word of the text ('clos' marks 'closures'), the way the search itself matches prefixes.
 */
export function markWords(text: string, query: string): MarkedPart[] {
  const words = queryWords(query);
  if (words.length === 0 || text === '') return [{ text, marked: false }];
  const folded = fold(text);
  const hits: Array<[number, number]> = [];
  for (const word of words) {
    let from = 0;
    for (;;) {
      const at = folded.indexOf(word, from);
      if (at < 0) break;
      from = at + 1;
      const startsWord = at === 0 || !/[\p{L}\p{N}]/u.test(folded[at - 1] ?? '');
      if (startsWord && !hits.some(([s, e]) => at < e && at + word.length > s)) hits.push([at, at + word.length]);
    }
  }
  if (hits.length === 0) return [{ text, marked: false }];
  hits.sort((a, b) => a[0] - b[0]);
  const parts: MarkedPart[] = [];
  let pos = 0;
  for (const [s, e] of hits) {
    if (s > pos) parts.push({ text: text.slice(pos, s), marked: false });
    parts.push({ text: text.slice(s, e), marked: true });
    pos = e;
  }
  if (pos < text.length) parts.push({ text: text.slice(pos), marked: false });
  return parts;
}

/** True when every word of the query starts a word of the text. */
export function matchesAll(text: string, query: string): boolean {
  const words = queryWords(query);
  if (words.length === 0) return false;
  const folded = ` ${fold(text).replace(/[^\p{L}\p{N}]+/gu, ' ')}`;
  return words.every((w) => folded.includes(` ${w}`));
}
