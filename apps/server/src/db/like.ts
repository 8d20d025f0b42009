/** `%word%` with LIKE's own wildcards escaped, so "100%" means the text and not a pattern. */
export function likePattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
