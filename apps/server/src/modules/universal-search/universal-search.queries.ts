import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * The text search expressions, exactly as the GIN indexes of the custom migration `search_indexes`
 * declare them: PostgreSQL uses an expression index only for the identical expression (the EXPLAIN
 * test fails if they drift apart). 'simple': no stemming or stop words, since titles mix languages
 * and product names; typos are pg_trgm's part (word similarity on titles and channels).
 */
const VIDEO_DOCUMENT = sql.raw(
  `(setweight(to_tsvector('simple', v.title), 'A') || setweight(to_tsvector('simple', v.channel_title), 'B') || setweight(to_tsvector('simple', v.description), 'C'))`,
);
const PLAN_DOCUMENT = sql.raw(`(setweight(to_tsvector('simple', p.title), 'A') || setweight(to_tsvector('simple', p.description), 'B'))`);

/** The video search statement (exported so the EXPLAIN test checks the very statement the route runs). */
export const videoSearchSql = (userId: number, q: string, limit: number) => sql`
      with query as (select websearch_to_tsquery('simple', ${q}) as tsq)
      select v.id, v.youtube_id, v.title, left(v.description, 300) as description, v.channel_title, v.thumbnail_url,
             v.duration_seconds, v.view_count,
             (exists (select 1 from library_videos l where l.user_id = ${userId} and l.video_id = v.id)
               or exists (select 1 from plan_videos pv join learning_plans lp on lp.id = pv.plan_id
                          where pv.video_id = v.id and lp.owner_id = ${userId})) as in_library
      from videos v, query
      where v.facts_source is not null
        and (${VIDEO_DOCUMENT} @@ query.tsq or ${q} <% v.title or ${q} <% v.channel_title)
      order by ts_rank(${VIDEO_DOCUMENT}, query.tsq) + greatest(word_similarity(${q}, v.title), 0.5 * word_similarity(${q}, v.channel_title)) desc, v.id
      limit ${limit}
    `;

/** The plan search statement; the visibility test is part of its WHERE. */
export const planSearchSql = (userId: number, q: string, limit: number) => sql`
      with query as (select websearch_to_tsquery('simple', ${q}) as tsq)
      select p.id, p.slug, p.title, left(p.description, 300) as description, p.is_public, p.owner_id = ${userId} as is_own,
             u.first_name, u.last_name,
             (select count(*) from plan_videos pv where pv.plan_id = p.id) as video_count
      from learning_plans p join users u on u.id = p.owner_id, query
      where (p.owner_id = ${userId} or p.is_public)
        and (${PLAN_DOCUMENT} @@ query.tsq or ${q} <% p.title)
      order by ts_rank(${PLAN_DOCUMENT}, query.tsq) + word_similarity(${q}, p.title) + case when p.owner_id = ${userId} then 0.1 else 0 end desc, p.id
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
  async videos(db: DbOrTx, userId: number, q: string, limit: number): Promise<VideoHit[]> {
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
    }>(videoSearchSql(userId, q, limit));
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
  async plans(db: DbOrTx, userId: number, q: string, limit: number): Promise<PlanHit[]> {
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
    }>(planSearchSql(userId, q, limit));
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
