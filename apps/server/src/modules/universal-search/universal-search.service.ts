import { type LocalSearchReply, type Moment, UNIVERSAL_SEARCH_LIMIT, UNIVERSAL_SEARCH_MOMENTS, YOUTUBE_MESSAGES, YouTubeErrorCode } from '@learnstack/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { isoDurationOrNull, thumbnailFor } from '../catalog/catalog.service.ts';
import { isInappropriateSearch } from '../youtube/content-filter.ts';
import { universalSearchQueries } from './universal-search.queries.ts';

const authorName = (p: { firstName: string | null; lastName: string | null }) =>
  [p.firstName, p.lastName].filter(Boolean).join(' ').trim() || 'A Learnstack learner';

/** Control characters (NUL above all, which PostgreSQL text cannot hold) become spaces. */
const clean = (q: string) => q.replace(/[\p{Cc}]+/gu, ' ').replace(/\s+/g, ' ').trim();

/** A lexeme as a quoted tsquery operand: backslashes and quotes escaped, so no text is read as syntax. */
const operand = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * Every word must match, as itself or as one of the known words it may stand for (a typo's
 * correction, or for the word being typed, the words it starts): (javscript | javascript) & (tut |
 * tutor | tutorial | …). Exact lexemes only, which GIN answers from one posting list each.
 */
export function toTsquery(words: { word: string; alternatives: string[] }[]): string | null {
  if (words.length === 0) return null;
  return words.map(({ word, alternatives }) => `(${[...new Set([word, ...alternatives])].map(operand).join(' | ')})`).join(' & ');
}

/** The top bar's own-content scope: saved videos and the plans the caller may see, in one round trip each. */
export class UniversalSearchService {
  constructor(private readonly db: Db) {}

  async local(userId: number, q: string): Promise<LocalSearchReply> {
    const text = clean(q);
    if (isInappropriateSearch(text)) {
      throw new AppError(400, YouTubeErrorCode.INAPPROPRIATE_SEARCH, YOUTUBE_MESSAGES.inappropriate, {}, 'Content Policy Violation');
    }
    const [tsquery, moments] = await Promise.all([
      universalSearchQueries.corrections(this.db, text).then(toTsquery),
      this.searchMoments(userId, text, UNIVERSAL_SEARCH_MOMENTS),
    ]);
    if (!tsquery) return { videos: [], plans: [], moments };
    const [videos, plans] = await Promise.all([
      universalSearchQueries.videos(this.db, userId, tsquery, UNIVERSAL_SEARCH_LIMIT),
      universalSearchQueries.plans(this.db, userId, tsquery, UNIVERSAL_SEARCH_LIMIT),
    ]);
    return {
      videos: videos.map((v) => ({
        id: v.id,
        youtubeId: v.youtubeId,
        title: v.title,
        description: v.description,
        channelTitle: v.channelTitle,
        thumbnailUrl: v.thumbnailUrl || thumbnailFor(v.youtubeId),
        duration: isoDurationOrNull(v.durationSeconds),
        viewCount: v.viewCount,
        inLibrary: v.inLibrary,
      })),
      plans: plans.map((p) => ({
        id: p.id,
        slug: p.slug,
        title: p.title,
        description: p.description,
        isPublic: p.isPublic,
        isOwn: p.isOwn,
        author: authorName(p),
        videoCount: p.videoCount,
      })),
      moments,
    };
  }

  /**
   * Where the words were said (GET /api/transcripts/search and the top bar's Moments): the caller's
   * own videos first, then public plans' videos; typos corrected against the transcripts' words.
   */
  async moments(userId: number, q: string, limit: number): Promise<{ moments: Moment[] }> {
    const text = clean(q);
    if (isInappropriateSearch(text)) {
      throw new AppError(400, YouTubeErrorCode.INAPPROPRIATE_SEARCH, YOUTUBE_MESSAGES.inappropriate, {}, 'Content Policy Violation');
    }
    return { moments: await this.searchMoments(userId, text, limit) };
  }

  private async searchMoments(userId: number, text: string, limit: number): Promise<Moment[]> {
    const tsquery = toTsquery(await universalSearchQueries.corrections(this.db, text, 'transcript_words'));
    return tsquery ? universalSearchQueries.moments(this.db, userId, tsquery, limit) : [];
  }
}
