import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** Search words read at most; more make no better search and cost more to match. */
export const MAX_SEARCH_WORDS = 6;
/** Known words a misspelt search word may stand for. */
const CORRECTIONS_PER_WORD = 2;
/** 'javscript' -> 'javascript' is 0.62; 'javscript' -> 'typescript' (another subject) is below. */
const MIN_CORRECTION_SIMILARITY = 0.5;

/**
 * The search text's words as text search splits them ('simple': lower case, no stemming), each with
 * the closest known words of titles and channels (search_words, trigram GIN index): 'javscript' comes
 * back with 'javascript'. One statement over a small table, however many videos there are.
 */
export const correctionsSql = (q: string) => sql`
  select q.word, coalesce(array_agg(s.word order by s.score desc) filter (where s.word is not null), '{}') as alternatives
  from (select word from unnest(tsvector_to_array(to_tsvector('simple', ${q}))) as word limit ${MAX_SEARCH_WORDS}) q
  left join lateral (
    select w.word, similarity(w.word, q.word) as score from search_words w
    -- A word that is known is taken as typed; only an unknown one is corrected, to close words.
    where not exists (select 1 from search_words e where e.word = q.word)
      and w.word % q.word and similarity(w.word, q.word) >= ${MIN_CORRECTION_SIMILARITY}
    order by score desc, w.word limit ${CORRECTIONS_PER_WORD}
  ) s on true
  group by q.word
`;

/**
 * The video search statement (exported so the EXPLAIN test checks the very statement the route
 * runs): full text over the stored, GIN-indexed documents (generated columns of the custom migration
 * `search_indexes`), best rank first (title words weigh most).
 */
export const videoSearchSql = (userId: number, tsquery: string, limit: number) => sql`
      with query as (select to_tsquery('simple', ${tsquery}) as tsq)
      select v.id, v.youtube_id, v.title, left(v.description, 300) as description, v.channel_title, v.thumbnail_url,
             v.duration_seconds, v.view_count,
             (exists (select 1 from library_videos l where l.user_id = ${userId} and l.video_id = v.id)
               or exists (select 1 from plan_videos pv join learning_plans lp on lp.id = pv.plan_id
                          where pv.video_id = v.id and lp.owner_id = ${userId})) as in_library
      from videos v, query
      where v.facts_source is not null and v.search_tsv @@ query.tsq
      order by ts_rank(v.search_tsv, query.tsq) desc, v.id
      limit ${limit}
    `;

/** The plan search statement; the visibility test is part of its WHERE. The caller's own plans rank a little higher. */
export const planSearchSql = (userId: number, tsquery: string, limit: number) => sql`
      with query as (select to_tsquery('simple', ${tsquery}) as tsq)
      select p.id, p.slug, p.title, left(p.description, 300) as description, p.is_public, p.owner_id = ${userId} as is_own,
             u.first_name, u.last_name,
             (select count(*) from plan_videos pv where pv.plan_id = p.id) as video_count
      from learning_plans p join users u on u.id = p.owner_id, query
      where (p.owner_id = ${userId} or p.is_public) and p.search_tsv @@ query.tsq
      order by ts_rank(p.search_tsv, query.tsq) + case when p.owner_id = ${userId} then 0.05 else 0 end desc, p.id
      limit ${limit}
    `;

export interface VideoHit {
  id: number;
  youtubeId: string;
  title: string;
  description: string;
  channelTitle: string;
  thumbnailUrl: string;
  durationSeconds: number | null;
  viewCount: number;
  inLibrary: boolean;
}

export interface PlanHit {
  id: number;
  slug: string;
  title: string;
  description: string;
  isPublic: boolean;
  isOwn: boolean;
  firstName: string | null;
  lastName: string | null;
  videoCount: number;
}

/** Reads videos, plans, their entries, libraries and owners (other modules' tables): never writes. */
export const universalSearchQueries = {
  /**
   * Confirmed videos whose title, channel or description match every word (full text), or whose title
   * or channel is close to the text (trigram word similarity: 'javscript' finds 'JavaScript').
   * Both branches are GIN-indexed, so PostgreSQL BitmapOrs them instead of reading the table.
   */
  /** Each search word (in the order text search gives them) with up to 2 known words close to it. */
  async corrections(db: DbOrTx, q: string): Promise<{ word: string; alternatives: string[] }[]> {
    const result = await db.execute<{ word: string; alternatives: string[] }>(correctionsSql(q));
    return result.rows;
  },

  async videos(db: DbOrTx, userId: number, tsquery: string, limit: number): Promise<VideoHit[]> {
    const result = await db.execute<{
      id: number;
      youtube_id: string;
      title: string;
      description: string;
      channel_title: string;
      thumbnail_url: string;
      duration_seconds: number | null;
      view_count: number;
      in_library: boolean;
    }>(videoSearchSql(userId, tsquery, limit));
    return result.rows.map((r) => ({
      id: r.id,
      youtubeId: r.youtube_id,
      title: r.title,
      description: r.description,
      channelTitle: r.channel_title,
      thumbnailUrl: r.thumbnail_url,
      durationSeconds: r.duration_seconds,
      viewCount: Number(r.view_count),
      inLibrary: r.in_library,
    }));
  },

  /**
   * The caller's own plans (any visibility) and other people's public ones, matching by full text on
   * title and description or by trigram similarity of the title. Another user's private plan can never
   * match: the visibility test is part of the same WHERE.
   */
  async plans(db: DbOrTx, userId: number, tsquery: string, limit: number): Promise<PlanHit[]> {
    const result = await db.execute<{
      id: number;
      slug: string;
      title: string;
      description: string;
      is_public: boolean;
      is_own: boolean;
      first_name: string | null;
      last_name: string | null;
      video_count: number;
    }>(planSearchSql(userId, tsquery, limit));
    return result.rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      title: r.title,
      description: r.description,
      isPublic: r.is_public,
      isOwn: r.is_own,
      firstName: r.first_name,
      lastName: r.last_name,
      videoCount: Number(r.video_count),
    }));
  },
};
