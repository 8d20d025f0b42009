import { inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { videos } from '../../db/schema/index.ts';

/** Public plans read for co-occurrence at most, and their entries. */
const COOCCURRENCE_PLANS = 50;
const COOCCURRENCE_ROWS = 1000;

/** Reads of other modules' tables (videos, interests, plans): never writes. */
export const recommendationsQueries = {
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
   * For videos the learner watched (YouTube ids): the other videos of the public plans holding them, as
   * (watched video, other video) pairs. Bounded: the newest 50 such plans, 1000 pairs.
   */
  async publicPlanNeighbours(db: DbOrTx, youtubeIds: string[]): Promise<{ from: string; to: string }[]> {
    if (youtubeIds.length === 0) return [];
    const result = await db.execute<{ from_id: string; to_id: string }>(sql`
      with watched as (select id, youtube_id from videos where youtube_id in ${youtubeIds}),
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
};
