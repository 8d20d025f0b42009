import { EXPLORE_SEARCH_MAX } from '@learnstack/contracts';
import { and, ilike, or, type AnyColumn, type SQL } from 'drizzle-orm';
import { likePattern } from '../../db/like.ts';

const MAX_WORDS = 8;

/** The distinct words of a search (control characters, NUL above all, separate words like spaces). */
export function searchWords(search: string | undefined): string[] {
  if (!search) return [];
  const words = search.slice(0, EXPLORE_SEARCH_MAX).toLowerCase().split(/[\s\p{Cc}]+/u).filter(Boolean);
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/**
 * Every word must appear in one of the columns, case-insensitively. Each ILIKE is served by a
 * trigram GIN index on its column, which PostgreSQL combines with BitmapAnd/BitmapOr.
 */
export function matchesEveryWord(words: string[], columns: [AnyColumn, AnyColumn]): SQL | undefined {
  if (words.length === 0) return undefined;
  return and(...words.map((w) => or(ilike(columns[0], likePattern(w)), ilike(columns[1], likePattern(w)))));
}
