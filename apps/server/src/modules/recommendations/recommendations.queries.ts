import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { users, videos } from '../../db/schema/index.ts';
import type { ConfirmedVideoRow, VideoRow } from '../catalog/catalog.queries.ts';

/** Public plans read for co-occurrence at most, and their entries. */
const COOCCURRENCE_PLANS = 50;
const COOCCURRENCE_ROWS = 1000;
/** Sessions (the newest of the window) and distinct watched videos the co-occurrence starts from. */
const WATCHED_SESSIONS_READ = 500;
const WATCHED_VIDEOS_READ = 20;

/** Rows a text lookup reads from each index at most before ranking them (decision 0041). */
const TEXT_CANDIDATES = 40;

/**
 * The ids of at most 2 x TEXT_CANDIDATES confirmed videos matching every word of a text: titles first
 * (title-only GIN index), the whole document (its GIN index) only when titles find fewer than
 * `wanted`. Exported for the EXPLAIN test.
 */
export const textCandidatesSql = (text: string, wanted: number) => sql`
      with query as materialized (select plainto_tsquery('simple', ${text}) as tsq),
      by_title as (
        select v.id from videos v, query
        where to_tsvector('simple'::regconfig, v.title) @@ query.tsq and v.facts_source is not null limit ${TEXT_CANDIDATES}
      )
      select id from by_title
      union
      (select v.id from videos v, query
       where (select count(*) from by_title) < ${wanted} and v.search_tsv @@ query.tsq and v.facts_source is not null
       limit ${TEXT_CANDIDATES})`;

/** A confirmed video's row, as the lookups for a pick answer it. */
export type PickVideoRow = ConfirmedVideoRow;

const isConfirmed = (row: VideoRow): row is ConfirmedVideoRow => row.factsSource !== null;

/**
 * What the learner's own recommendations depend on that no cache counter follows: their synced watch
 * sessions (how many, the newest) and their interests. One small statement on two indexes
 * (watch_sessions_user_watched_idx, user_interests' primary key), read before the cache is asked.
 */
const ownInputsQuery = prepared((db) => {
  const user = sql.placeholder('userId');
  return db
    .select({
      inputs: sql<string>`concat_ws('/',
        (select count(*) from watch_sessions where user_id = ${user}),
        (select extract(epoch from max(watched_at)) from watch_sessions where user_id = ${user}),
        (select string_agg(category, ',' order by created_at, category) from user_interests where user_id = ${user}))`,
    })
    .from(users)
    .where(eq(users.id, user))
    .prepare('recommendations_own_inputs');
});

/** Reads of other modules' tables (videos, interests, plans): never writes. */
export const recommendationsQueries = {
  /** The learner's own inputs no counter follows, as one text for a cache version. */
  async ownInputs(db: DbOrTx, userId: number): Promise<string> {
    const [row] = await ownInputsQuery(db).execute({ userId });
    return row?.inputs ?? '';
  },

  /** The saved videos a browser's video ids name: our numeric ids or YouTube ids. */
  async videosByKeys(db: DbOrTx, keys: string[]): Promise<{ id: number; youtubeId: string; title: string; category: string | null }[]> {
    const ids = keys.filter((k) => /^\d{1,9}$/.test(k)).map(Number);
    const youtubeIds = keys.filter((k) => !/^\d+$/.test(k));
    if (ids.length === 0 && youtubeIds.length === 0) return [];
    const conditions = [ids.length > 0 ? inArray(videos.id, ids) : undefined, youtubeIds.length > 0 ? inArray(videos.youtubeId, youtubeIds) : undefined];
    return db
      .select({ id: videos.id, youtubeId: videos.youtubeId, title: videos.title, category: videos.category })
      .from(videos)
      .where(or(...conditions));
  },

  async interests(db: DbOrTx, userId: number): Promise<string[]> {
    const result = await db.execute<{ category: string }>(sql`select category from user_interests where user_id = ${userId} order by created_at, category`);
    return result.rows.map((r) => r.category);
  },

  /**
   * For the videos the learner watched since `since` (the newest 20 YouTube ids of their newest 500
   * sessions, read here so the statement runs beside the profile's): the other videos of the public
   * plans holding them, as (watched video, other video) pairs. Bounded: the newest 50 such plans,
   * 1000 pairs.
   */
  async publicPlanNeighbours(db: DbOrTx, userId: number, since: Date): Promise<{ from: string; to: string }[]> {
    const result = await db.execute<{ from_id: string; to_id: string }>(sql`
      with recent as (
        select s.video_key, s.watched_at from watch_sessions s
        where s.user_id = ${userId} and s.watched_at >= ${since} and s.video_key !~ '^[0-9]+$'
        order by s.watched_at desc limit ${WATCHED_SESSIONS_READ}
      ),
      keys as (select video_key from recent group by video_key order by max(watched_at) desc limit ${WATCHED_VIDEOS_READ}),
      watched as (select v.id, v.youtube_id from videos v join keys k on k.video_key = v.youtube_id),
      plans as (
        select distinct pv.plan_id, w.youtube_id
        from watched w join plan_videos pv on pv.video_id = w.id join learning_plans p on p.id = pv.plan_id and p.is_public
        order by pv.plan_id desc limit ${COOCCURRENCE_PLANS}
      )
      select plans.youtube_id as from_id, v.youtube_id as to_id
      from plans join plan_videos pv on pv.plan_id = plans.plan_id join videos v on v.id = pv.video_id
      where v.youtube_id <> plans.youtube_id
      limit ${COOCCURRENCE_ROWS}
    `);
    return result.rows.map((r) => ({ from: r.from_id, to: r.to_id }));
  },

  /** Confirmed videos among these YouTube ids (the catalog's videos of a topic): one unique-index lookup. */
  async confirmedVideos(db: DbOrTx, youtubeIds: string[]): Promise<ConfirmedVideoRow[]> {
    if (youtubeIds.length === 0) return [];
    const rows = await db
      .select()
      .from(videos)
      .where(and(inArray(videos.youtubeId, youtubeIds), isNotNull(videos.factsSource)));
    return rows.filter(isConfirmed);
  },

  /**
   * Up to `limit` confirmed videos for a text, leaving out `exclude` (YouTube ids): every word must
   * match, in the title first (title-only GIN index) and, when titles find too few, in the channel
   * or description (the stored document's GIN index). Each path reads at most TEXT_CANDIDATES rows and
   * only those are ranked: a common topic name costs the same as a rare one, unlike a substring
   * search that counts and sorts every match (50-100 ms at 100,000 videos).
   */
  async videosForText(db: DbOrTx, text: string, exclude: ReadonlySet<string>, limit: number): Promise<ConfirmedVideoRow[]> {
    const wanted = Math.min(limit + exclude.size, TEXT_CANDIDATES);
    const candidates = textCandidatesSql(text, wanted);
    const rows = await db
      .select()
      .from(videos)
      .where(sql`${videos.id} in (${candidates})`)
      .orderBy(sql`ts_rank("videos"."search_tsv", plainto_tsquery('simple', ${text})) desc`, asc(videos.id))
      .limit(wanted);
    return rows.filter((r): r is ConfirmedVideoRow => isConfirmed(r) && !exclude.has(r.youtubeId)).slice(0, limit);
  },
};
