import { type LocalSearchReply, type Moment, UNIVERSAL_SEARCH_LIMIT, UNIVERSAL_SEARCH_MOMENTS, YOUTUBE_MESSAGES, YouTubeErrorCode } from '@learnstack/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { JsonCache, maxAge } from '../../http/json-cache.ts';
import { isoDurationOrNull, thumbnailFor } from '../catalog/catalog.service.ts';
import { isInappropriateSearch } from '../youtube/content-filter.ts';
import { type MomentCandidate, type Ranked, universalSearchQueries, type Vocabulary } from './universal-search.queries.ts';

type Corrections = Awaited<ReturnType<typeof universalSearchQueries.corrections>>;

/**
 * How long what a search finds for everyone is reused (decisions 0057, 0065): a text's corrections,
 * and the candidates of its shared parts (the best confirmed videos, public plans, public plans'
 * moments). They depend only on the text and on what everyone may see: a word new to the vocabulary
 * is offered as a correction, and a video or public plan new to the catalog is found, at most this
 * much later. What is the caller's own (their plans, library, uploads) is read fresh on every search,
 * and a public plan made private leaves the results at once: the caller's statements test visibility
 * again.
 */
export const SHARED_FRESH_MS = 30_000;

/** A search's shared part, kept per text (and page size) for SHARED_FRESH_MS; searches that miss together share one load. */
function sharedPart<T>() {
  const cache = new JsonCache<T>(JSON.stringify, 2 * 1024 * 1024, { until: maxAge(SHARED_FRESH_MS), keepValues: true });
  return async (key: string, load: () => Promise<T>): Promise<T> => (await cache.getWithValue({ key, version: 0, load })).value;
}

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

/** The top bar's own-content scope: videos, the plans the caller may see, and moments; what everyone finds kept 30 s, the caller's page one statement. */
export class UniversalSearchService {
  private readonly corrected = sharedPart<Corrections>();
  private readonly videoCandidates = sharedPart<Ranked[]>();
  private readonly publicPlanCandidates = sharedPart<Ranked[]>();
  private readonly publicMomentCandidates = sharedPart<MomentCandidate[]>();

  constructor(private readonly db: Db) {}

  private corrections(text: string, vocabulary: Vocabulary = 'search_words'): Promise<Corrections> {
    return this.corrected(`${vocabulary}:${text}`, () => universalSearchQueries.corrections(this.db, text, vocabulary));
  }

  async local(userId: number, q: string): Promise<LocalSearchReply> {
    const text = clean(q);
    if (isInappropriateSearch(text)) {
      throw new AppError(400, YouTubeErrorCode.INAPPROPRIATE_SEARCH, YOUTUBE_MESSAGES.inappropriate, {}, 'Content Policy Violation');
    }
    const [tsquery, momentsSearch] = await Promise.all([this.corrections(text).then(toTsquery), this.momentsSearch(text)]);
    if (!tsquery) return { videos: [], plans: [], moments: [] };
    const limit = UNIVERSAL_SEARCH_LIMIT;
    const [videoRanks, publicPlans] = await Promise.all([
      this.videoCandidates(`${limit}:${tsquery}`, () => universalSearchQueries.videoCandidates(this.db, tsquery, limit)),
      // Twice the page: some of the best public plans may be the caller's own, which come fresh.
      this.publicPlanCandidates(`${limit}:${tsquery}`, () => universalSearchQueries.publicPlanCandidates(this.db, tsquery, 2 * limit)),
    ]);
    const { videos, plans, moments } = await universalSearchQueries.local(
      this.db,
      userId,
      { tsquery, videos: videoRanks, publicPlans, limit },
      momentsSearch ? { ...momentsSearch, limit: UNIVERSAL_SEARCH_MOMENTS } : null,
    );
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
    const search = await this.momentsSearch(text);
    return { moments: search ? await universalSearchQueries.moments(this.db, userId, search.tsquery, search.publicCandidates, limit) : [] };
  }

  /** The text against the transcripts' words (null: the text has no words), with the public plans' moments for it (kept). */
  private async momentsSearch(text: string): Promise<{ tsquery: string; publicCandidates: MomentCandidate[] } | null> {
    const tsquery = toTsquery(await this.corrections(text, 'transcript_words'));
    if (!tsquery) return null;
    return { tsquery, publicCandidates: await this.publicMomentCandidates(tsquery, () => universalSearchQueries.publicMomentCandidates(this.db, tsquery)) };
  }
}
