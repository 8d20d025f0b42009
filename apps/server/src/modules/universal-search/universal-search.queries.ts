import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { executeNamed } from '../../db/prepared.ts';

/** Search words read at most; more make no better search and cost more to match. */
export const MAX_SEARCH_WORDS = 6;
/** Known words a misspelt search word may stand for. */
const CORRECTIONS_PER_WORD = 2;
/** 'javscript' -> 'javascript' is 0.62; 'javscript' -> 'typescript' (another subject) is below. */
const MIN_CORRECTION_SIMILARITY = 0.5;
/** Known words the word being typed may be the start of ('kube' -> 'kubernetes'), shortest first. */
const COMPLETIONS = 8;
/** A word this short is not completed: every known word starting with 'c' says nothing. */
const MIN_COMPLETED_LENGTH = 3;
/**
 * Rows each index path hands to the ranking at most (decision 0041): a common word matches thousands,
 * and ranking them all cost 20-90 ms at 100,000 videos. 100 per path is five pages of results.
 */
export const SEARCH_CANDIDATES = 100;

/**
 * The known words a search word is corrected against: titles, channels and plan titles for videos and
 * plans, what was said in the stored transcripts for moments (decision 0049).
 */
export type Vocabulary = 'search_words' | 'transcript_words';

/**
 * The search text's words as text search splits them ('simple': lower case, no stemming), in the
 * order typed, each with the known words of titles and channels (search_words) it may stand for:
 * the closest by trigram similarity when the word is unknown ('javscript' -> 'javascript', trigram
 * GIN index) or the word with two neighbouring letters swapped back ('pyhton' -> 'python', primary
 * key), and for the last word, the one being typed, the known words it starts (text_pattern_ops
 * btree range). One statement over a small table, however many videos there are. The search then
 * matches exact lexemes only: a prefix query (`word:*`) makes GIN merge the posting lists of every
 * lexeme with that prefix, 10-30 ms for a short one at 100,000 videos.
 */
export const correctionsSql = (q: string, vocabulary: Vocabulary = 'search_words') => {
  const w = sql.identifier(vocabulary);
  return sql`
  select q.word,
         coalesce(array_agg(s.word order by s.score desc) filter (where s.word is not null), '{}') || coalesce(min(c.words), '{}') as alternatives
  from (
    select word, pos, pos = max(pos) over () as is_last
    from (select t.lexeme as word, t.positions[1] as pos from unnest(to_tsvector('simple', ${q})) as t order by t.positions[1] limit ${MAX_SEARCH_WORDS}) typed
  ) q
  left join lateral (
    select x.word, max(x.score) as score from (
      select w.word, similarity(w.word, q.word) as score from ${w} w
      -- A word that is known is taken as typed; only an unknown one is corrected, to close words.
      where not exists (select 1 from ${w} e where e.word = q.word)
        and w.word % q.word and similarity(w.word, q.word) >= ${MIN_CORRECTION_SIMILARITY}
      union all
      -- Two neighbouring letters swapped ('pyhton' -> 'python'): one slip of the fingers, yet the two
      -- share too few trigrams (0.27) to be found above. Each swap is looked up by the primary key,
      -- and comes first: nearer than any word found by similarity alone.
      select w.word, 1 + similarity(w.word, q.word) from ${w} w
      where not exists (select 1 from ${w} e where e.word = q.word)
        and w.word in (
          select overlay(q.word placing substr(q.word, i + 1, 1) || substr(q.word, i, 1) from i for 2)
          from generate_series(1, length(q.word) - 1) i
        )
    ) x
    group by x.word
    order by score desc, x.word limit ${CORRECTIONS_PER_WORD}
  ) s on true
  left join lateral (
    select array_agg(x.word order by length(x.word), x.word) as words from (
      select w.word from ${w} w
      where q.is_last and length(q.word) >= ${MIN_COMPLETED_LENGTH}
        and w.word ~>=~ q.word and w.word ~<~ (q.word || chr(1114111)) and w.word <> q.word
      order by length(w.word), w.word limit ${COMPLETIONS}
    ) x
  ) c on true
  group by q.word, q.pos
  order by q.pos
`;
};

/** A candidate of a search's shared part: its id and its rank (the same for every caller). */
export interface Ranked {
  id: number;
  rank: number;
}

/**
 * The best confirmed videos for a search, the same for every caller (the service keeps them for
 * SHARED_FRESH_MS, decision 0065): at most SEARCH_CANDIDATES whose title matches (title-only GIN
 * index, so title hits are never crowded out by description hits) and, when those do not fill the
 * page, as many whose title, channel or description match (the stored, GIN-indexed document); only
 * those are ranked, best first (title words weigh most), and the page's ids and ranks returned. A
 * common word's posting list (55,000 titles for 'python' at a million videos) is most of a search's
 * cost, and the same for everyone who searches it.
 */
export const videoCandidatesSql = (tsquery: string, limit: number) => sql`
      with query as materialized (select to_tsquery('simple', ${tsquery}) as tsq),
      by_title as (
        select v.id, ts_rank(v.search_tsv, query.tsq) as rank from videos v, query
        where to_tsvector('simple'::regconfig, v.title) @@ query.tsq and v.facts_source is not null limit ${SEARCH_CANDIDATES}
      ),
      candidates as (
        select id, rank from by_title
        union
        -- Any title hit outranks a hit elsewhere (weight A against B and C): the other fields are read
        -- only when the titles do not fill the page (an InitPlan, so the index is not even opened).
        (select v.id, ts_rank(v.search_tsv, query.tsq) from videos v, query
         where (select count(*) from by_title) < ${limit}
           and v.search_tsv @@ query.tsq and v.facts_source is not null limit ${SEARCH_CANDIDATES})
      )
      -- Ranked as read (no second pass over the table).
      select id, rank from candidates order by rank desc, id limit ${limit}
    `;

/** The shared part's candidates as one parameter: a JSON array read back as rows. */
const candidatesParam = (candidates: object[]) => JSON.stringify(candidates);

/**
 * The caller's page of videos (exported so the tests run the very statement the route runs): the
 * shared ranked page read in full, each asked whether it is in the caller's library or plans.
 */
export const videoSearchSql = (userId: number, ranked: Ranked[]) => sql`
      select v.id, v.youtube_id, v.title, left(v.description, 300) as description, v.channel_title, v.thumbnail_url,
             v.duration_seconds, v.view_count,
             (exists (select 1 from library_videos l where l.user_id = ${userId} and l.video_id = v.id)
               or exists (select 1 from plan_videos pv join learning_plans lp on lp.id = pv.plan_id
                          where pv.video_id = v.id and lp.owner_id = ${userId})) as in_library
      from jsonb_to_recordset(${candidatesParam(ranked)}::jsonb) as r(id int, rank real)
      join videos v on v.id = r.id
      order by r.rank desc, r.id
    `;

/**
 * Public plans for a search, the same for every caller (kept like videoCandidatesSql): at most
 * SEARCH_CANDIDATES whose title matches and, when those do not fill the page, as many whose title or
 * description match; the best `limit` ids and ranks. The caller's own plans are read fresh, each
 * search (planSearchSql).
 */
export const publicPlanCandidatesSql = (tsquery: string, limit: number) => sql`
      with query as materialized (select to_tsquery('simple', ${tsquery}) as tsq),
      public_by_title as (
        select p.id, ts_rank(p.search_tsv, query.tsq) as rank from learning_plans p, query
        where p.is_public and to_tsvector('simple'::regconfig, p.title) @@ query.tsq limit ${SEARCH_CANDIDATES}
      ),
      candidates as (
        select id, rank from public_by_title
        union
        -- Descriptions only when titles do not fill the page (a title hit outranks a description hit).
        (select p.id, ts_rank(p.search_tsv, query.tsq) from learning_plans p, query
         where (select count(*) from public_by_title) < ${limit}
           and p.is_public and p.search_tsv @@ query.tsq limit ${SEARCH_CANDIDATES})
      )
      select id, rank from candidates order by rank desc, id limit ${limit}
    `;

/**
 * The caller's page of plans: their own plans that match (owner index; they rank a little higher),
 * read fresh, with the shared public candidates. The final read tests visibility again, so a plan
 * made private since the public candidates were read is not shown: another user's private plan
 * never is.
 */
export const planSearchSql = (userId: number, tsquery: string, publicRanked: Ranked[], limit: number) => sql`
      with query as materialized (select to_tsquery('simple', ${tsquery}) as tsq),
      own as (
        select p.id, ts_rank(p.search_tsv, query.tsq) + 0.05 as rank from learning_plans p, query
        where p.owner_id = ${userId} and p.search_tsv @@ query.tsq limit ${SEARCH_CANDIDATES}
      ),
      candidates as (
        select id, max(rank) as rank from (
          select id, rank from own
          union all
          select id, rank from jsonb_to_recordset(${candidatesParam(publicRanked)}::jsonb) as c(id int, rank real)
        ) c group by id
      ),
      ranked as (select id, rank from candidates order by rank desc, id limit ${limit})
      select p.id, p.slug, p.title, left(p.description, 300) as description, p.is_public, p.owner_id = ${userId} as is_own,
             u.first_name, u.last_name,
             (select count(*) from plan_videos pv where pv.plan_id = p.id) as video_count
      from ranked r join learning_plans p on p.id = r.id join users u on u.id = p.owner_id
      where p.owner_id = ${userId} or p.is_public
      order by r.rank desc, r.id
    `;

/** A public plan's moment found for a search, the same for every caller (publicMomentCandidatesSql). */
export interface MomentCandidate {
  transcriptId: number;
  position: number;
  rank: number;
  videoId: number;
}

/**
 * Whether a video is in a public plan: a scalar subquery (LIMIT 1) that the planner cannot turn into
 * a join, which would first list every public plan's transcript (64,000 buffers, 0.4 s).
 */
const inAPublicPlan = (videoId: SQL) =>
  sql`coalesce((select true from plan_videos pv join learning_plans lp on lp.id = pv.plan_id where pv.video_id = ${videoId} and lp.is_public limit 1), false)`;

/**
 * Where the words were said in YouTube's transcripts of public plans' videos, the same for every
 * caller (kept like videoCandidatesSql): segments with the words, read through the GIN index, each
 * asked in turn whether its video is in a public plan until SEARCH_CANDIDATES are. Each candidate costs some 17 pages (its segment, transcript,
 * plan entries and plans): once per search text and SHARED_FRESH_MS, not per search.
 */
export const publicMomentCandidatesSql = (tsquery: string) => sql`
      with query as materialized (select to_tsquery('simple', ${tsquery}) as tsq)
      select s.transcript_id as "transcriptId", s.position, ts_rank(s.tsv, query.tsq) as rank, t.video_id as "videoId"
      from transcript_segments s join transcripts t on t.id = s.transcript_id, query
      where s.tsv @@ query.tsq and t.user_id is null
        and ${inAPublicPlan(sql`t.video_id`)}
      limit ${SEARCH_CANDIDATES}
    `;

/**
 * The moments search statement (decision 0049): segments whose words match, in the transcripts of the
 * videos the caller may see. The caller's own videos (plans they own, their library, videos they
 * uploaded a transcript for), each with its one transcript for them (their upload, else YouTube's),
 * read fresh through the (transcript_id, tsv) GIN index for just those transcripts; then the shared
 * public candidates (publicMomentCandidatesSql) of videos not theirs. Own hits rank above public
 * ones; only the page's rows are read in full, and a public one is shown only while its video is
 * still in a public plan.
 */
export const momentsSql = (userId: number, tsquery: string, publicCandidates: MomentCandidate[], limit: number) => sql`
      with query as materialized (select to_tsquery('simple', ${tsquery}) as tsq),
      mine as materialized (
        select pv.video_id from plan_videos pv join learning_plans lp on lp.id = pv.plan_id where lp.owner_id = ${userId}
        union select l.video_id from library_videos l where l.user_id = ${userId}
        union select t.video_id from transcripts t where t.user_id = ${userId}
      ),
      -- Per video, its one transcript for the caller (their upload, else YouTube's): a semi-join the
      -- planner may answer by the video index (a few videos) or by hashing (a learner with 50,000).
      my_transcripts as materialized (
        select distinct on (t.video_id) t.id from transcripts t
        where t.video_id in (select m.video_id from mine m) and (t.user_id is null or t.user_id = ${userId})
        order by t.video_id, t.user_id nulls last, t.id
      ),
      -- One index lookup per transcript (transcript_id = X and the words): GIN intersects the short list
      -- of X with the words' lists. '= any(array)' would not reach the GIN index (btree_gin has no array
      -- search) and read a common word's whole posting list instead (0.5 s at 1.5 million segments).
      own_hits as (
        select h.transcript_id, h.position, h.rank, true as own from my_transcripts mt cross join lateral (
          select s.transcript_id, s.position, ts_rank(s.tsv, query.tsq) + 1 as rank from transcript_segments s, query
          where s.transcript_id = mt.id and s.tsv @@ query.tsq limit ${SEARCH_CANDIDATES}
        ) h
        limit ${SEARCH_CANDIDATES}
      ),
      public_hits as (
        select c."transcriptId" as transcript_id, c.position, c.rank, false as own
        from jsonb_to_recordset(${candidatesParam(publicCandidates)}::jsonb) as c("transcriptId" int, position int, rank real, "videoId" int)
        where (select count(*) from own_hits) < ${limit}
          and not exists (select 1 from mine m where m.video_id = c."videoId")
      ),
      ranked as (
        select transcript_id, position, rank, own from (select * from own_hits union all select * from public_hits) c
        order by rank desc, transcript_id, position limit ${limit}
      )
      select v.youtube_id, coalesce(nullif(vl.title, ''), v.title) as title, s.start, s.text
      from ranked r
      join transcript_segments s on s.transcript_id = r.transcript_id and s.position = r.position
      join transcripts t on t.id = r.transcript_id
      join videos v on v.id = t.video_id
      left join video_labels vl on vl.user_id = ${userId} and vl.video_id = v.id and v.facts_source is null
      where r.own or ${inAPublicPlan(sql`v.id`)}
      order by r.rank desc, r.transcript_id, r.position
    `;

export interface MomentHit {
  youtubeId: string;
  title: string;
  atSeconds: number;
  text: string;
}

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

interface VideoRow {
  id: number;
  youtube_id: string;
  title: string;
  description: string;
  channel_title: string;
  thumbnail_url: string;
  duration_seconds: number | null;
  view_count: number | string;
  in_library: boolean;
}

const videoHit = (r: VideoRow): VideoHit => ({
  id: r.id,
  youtubeId: r.youtube_id,
  title: r.title,
  description: r.description,
  channelTitle: r.channel_title,
  thumbnailUrl: r.thumbnail_url,
  durationSeconds: r.duration_seconds,
  viewCount: Number(r.view_count),
  inLibrary: r.in_library,
});

interface PlanRow {
  id: number;
  slug: string;
  title: string;
  description: string;
  is_public: boolean;
  is_own: boolean;
  first_name: string | null;
  last_name: string | null;
  video_count: number | string;
}

const planHit = (r: PlanRow): PlanHit => ({
  id: r.id,
  slug: r.slug,
  title: r.title,
  description: r.description,
  isPublic: r.is_public,
  isOwn: r.is_own,
  firstName: r.first_name,
  lastName: r.last_name,
  videoCount: Number(r.video_count),
});

interface MomentRow {
  youtube_id: string;
  title: string;
  start: number | string;
  text: string;
}

const momentHit = (r: MomentRow): MomentHit => ({ youtubeId: r.youtube_id, title: r.title, atSeconds: Number(r.start), text: r.text });

/** Reads videos, plans, their entries, libraries and owners (other modules' tables): never writes. */
export const universalSearchQueries = {
  /** Each search word (in the order typed) with the known words it may stand for: corrections, then completions. */
  async corrections(db: DbOrTx, q: string, vocabulary: Vocabulary = 'search_words'): Promise<{ word: string; alternatives: string[] }[]> {
    return executeNamed<{ word: string; alternatives: string[] }>(db, `universal_search_corrections_${vocabulary}`, correctionsSql(q, vocabulary));
  },

  /** The best confirmed videos for a search, for everyone: see videoCandidatesSql. */
  async videoCandidates(db: DbOrTx, tsquery: string, limit: number): Promise<Ranked[]> {
    return executeNamed<Ranked>(db, 'universal_search_video_candidates', videoCandidatesSql(tsquery, limit));
  },

  /** Public plans for a search, for everyone: see publicPlanCandidatesSql. */
  async publicPlanCandidates(db: DbOrTx, tsquery: string, limit: number): Promise<Ranked[]> {
    return executeNamed<Ranked>(db, 'universal_search_public_plan_candidates', publicPlanCandidatesSql(tsquery, limit));
  },

  /** Public plans' moments for a search, for everyone: see publicMomentCandidatesSql. */
  async publicMomentCandidates(db: DbOrTx, tsquery: string): Promise<MomentCandidate[]> {
    return executeNamed<MomentCandidate>(db, 'universal_search_public_moment_candidates', publicMomentCandidatesSql(tsquery));
  },

  /** Where the words were said in the transcripts of videos the caller may see: see momentsSql. */
  async moments(db: DbOrTx, userId: number, tsquery: string, publicCandidates: MomentCandidate[], limit: number): Promise<MomentHit[]> {
    return (await executeNamed<MomentRow>(db, 'universal_search_moments', momentsSql(userId, tsquery, publicCandidates, limit))).map(momentHit);
  },

  /**
   * The caller's page of each section in one statement (decision 0065): the shared candidates
   * (videos, public plans, public moments) with what is the caller's, read fresh. `moments` null: no
   * word of the text is in any transcript.
   */
  async local(
    db: DbOrTx,
    userId: number,
    search: { tsquery: string; videos: Ranked[]; publicPlans: Ranked[]; limit: number },
    moments: { tsquery: string; publicCandidates: MomentCandidate[]; limit: number } | null,
  ): Promise<{ videos: VideoHit[]; plans: PlanHit[]; moments: MomentHit[] }> {
    const page = (statement: SQL) => sql`(select coalesce(json_agg(x), '[]') from (${statement}) x)`;
    const [row] = await executeNamed<{ videos: VideoRow[]; plans: PlanRow[]; moments: MomentRow[] }>(
      db,
      // One text per name: with and without the moments.
      moments ? 'universal_search_local' : 'universal_search_local_no_moments',
      sql`select ${page(videoSearchSql(userId, search.videos))} as videos,
                 ${page(planSearchSql(userId, search.tsquery, search.publicPlans, search.limit))} as plans,
                 ${moments ? page(momentsSql(userId, moments.tsquery, moments.publicCandidates, moments.limit)) : sql`'[]'::json`} as moments`,
    );
    return { videos: (row?.videos ?? []).map(videoHit), plans: (row?.plans ?? []).map(planHit), moments: (row?.moments ?? []).map(momentHit) };
  },
};
