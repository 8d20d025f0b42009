import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { likePattern } from '../../db/like.ts';
import { CATEGORY_IDS } from '@learnstack/contracts';
import { learningPlans, libraryVideos, planVideos, userInterests, videoLabels, videos } from '../../db/schema/index.ts';
import { LAST_RESORT_SUBJECT } from './subject-classifier.ts';
import type { VideoLabel } from './video-labels.ts';
import { labelColumns, ownLabel } from './video-labels.queries.ts';
import type { VideoRow } from './video.view.ts';

/** A video with the viewer's own label (null when they have none, or the video is confirmed). */
export interface LabelledRow {
  video: VideoRow;
  label: VideoLabel | null;
}

export interface LibraryRow extends LabelledRow {
  addedAt: Date;
  /** added_at in microseconds since the epoch: the keyset cursor's exact timestamp. */
  addedAtUs: string;
  inLibrary: boolean;
}

async function libraryCount(db: DbOrTx, userId: number, matches: SQL): Promise<number> {
  const result = await db.execute<{ n: string }>(sql`select count(*) as n from ${libraryVideos} l where l.user_id = ${userId} ${matches}`);
  return Number(result.rows[0]?.n ?? 0);
}

/** The fallback chain of `fallbackSubjects`. */
async function fallbackChain(db: DbOrTx, videoIds: number[], userId: number | null): Promise<{ videoId: number; category: string }[]> {
  const order = sql.raw(`array[${CATEGORY_IDS.map((c) => `'${c}'`).join(', ')}]::text[]`);
  const fromPlans = sql`(select o.category from ${planVideos} pv
      join ${planVideos} po on po.plan_id = pv.plan_id and po.video_id <> pv.video_id
      join ${videos} o on o.id = po.video_id
     where pv.video_id = v.id and o.category = any(${order})
     group by o.category order by count(*) desc, array_position(${order}, o.category) limit 1)`;
  const fromInterests = sql`(select ui.category from ${userInterests} ui
     where ui.user_id = ${userId}::int and ui.category = any(${order})
     order by ui.created_at, array_position(${order}, ui.category) limit 1)`;
  const ids = sql`${`{${videoIds.join(',')}}`}::int[]`;
  const statement = sql`select v.id as "videoId", coalesce(${fromPlans}, ${fromInterests}, ${LAST_RESORT_SUBJECT}::text) as category
      from ${videos} v where v.id = any(${ids}) and v.category is null`;
  const result = await db.execute<{ videoId: number; category: string }>(statement);
  return result.rows;
}

/** The library and the videos around a video: reads over videos and the plans that hold them. */
export const videosQueries = {
  /**
   * For videos no rule could place: the most common subject of the other videos in the plans that
   * hold each one, else the first interest of `userId` (who is saving it), else the last
   * resort. Ties go by the categories' order. Migration 0023 runs the same chain over stored videos.
   */
  async fallbackSubjects(db: DbOrTx, videoIds: number[], userId: number | null): Promise<{ videoId: number; category: string }[]> {
    if (videoIds.length === 0) return [];
    return fallbackChain(db, videoIds, userId);
  },

  /**
   * For videos joining a plan: those the fallback placed, with the plan's subject where it differs
   * (the most common subject of its videos that something better than the fallback placed, ties in
   * the categories' order). The plan's subject is computed once: bounded by its PLAN_VIDEOS_MAX videos.
   */
  async planSubjects(db: DbOrTx, planId: number, videoIds: number[]): Promise<{ videoId: number; category: string }[]> {
    if (videoIds.length === 0) return [];
    const order = sql.raw(`array[${CATEGORY_IDS.map((c) => `'${c}'`).join(', ')}]::text[]`);
    const result = await db.execute<{ videoId: number; category: string }>(sql`
      with subject as (
        select o.category from ${planVideos} pv join ${videos} o on o.id = pv.video_id
         where pv.plan_id = ${planId} and o.category = any(${order}) and o.category_source <> 'fallback'
         group by o.category order by count(*) desc, array_position(${order}, o.category) limit 1)
      select v.id as "videoId", subject.category from ${videos} v, subject
       where v.id = any(${`{${videoIds.join(',')}}`}::int[]) and v.category_source = 'fallback' and v.category <> subject.category`);
    return result.rows;
  },

  /**
   * One page of the user's saved videos (with their labels), newest first: a keyset walk of the
   * (user_id, added_at, video_id) index from `after` (the previous page's last row), limit first and
   * then the page's videos by primary key, with how many match in all (an index-only count without a
   * search) in the same statement. `after.addedAtUs` is microseconds since the epoch: a timestamp
   * round-trips exactly, which milliseconds would not.
   */
  async listLibrary(db: DbOrTx, userId: number, page: { limit: number; after: { addedAtUs: string; videoId: number } | null; words: string[] }): Promise<{ rows: LibraryRow[]; total: number }> {
    const { limit, after, words } = page;
    const matches = words.length
      ? sql`and exists (select 1 from ${videos} sv left join ${videoLabels} sl on sl.user_id = ${userId} and sl.video_id = sv.id and sv.facts_source is null
              where sv.id = l.video_id and ${sql.join(
                words.map((w) => sql`concat_ws(' ', sv.title, sv.channel_title, sv.description, sl.title, sl.channel_title, sl.description) ilike ${likePattern(w)}`),
                sql` and `,
              )})`
      : sql``;
    const keyset = after ? sql`and (l.added_at, l.video_id) < (timestamptz 'epoch' + ${after.addedAtUs}::bigint * interval '1 microsecond', ${after.videoId}::int)` : sql``;
    const pageRows = db.$with('page').as(
      db
        .select({
          videoId: sql<number>`l.video_id`.as('page_video_id'),
          addedAt: sql<string>`l.added_at`.as('page_added_at'),
          addedAtUs: sql<string>`(extract(epoch from l.added_at) * 1000000)::bigint::text`.as('page_added_at_us'),
        })
        .from(sql`${libraryVideos} l`)
        .where(sql`l.user_id = ${userId} ${keyset} ${matches}`)
        .orderBy(sql`l.added_at desc, l.video_id desc`)
        .limit(limit),
    );
    const total = sql<number>`(select count(*) from ${libraryVideos} l where l.user_id = ${userId} ${matches})`.mapWith(Number);
    const rows = await db
      .with(pageRows)
      .select({ video: videos, label: labelColumns, addedAt: pageRows.addedAt, addedAtUs: pageRows.addedAtUs, total })
      .from(pageRows)
      .innerJoin(videos, eq(videos.id, pageRows.videoId))
      .leftJoin(videoLabels, ownLabel(userId))
      .orderBy(desc(pageRows.addedAt), desc(pageRows.videoId));
    // An empty page still needs the total: its own index-only count (the empty library, or past the end).
    const count = rows[0]?.total ?? (after === null && words.length === 0 ? 0 : await libraryCount(db, userId, matches));
    return { rows: rows.map((r) => ({ video: r.video, label: r.label, addedAt: new Date(r.addedAt), addedAtUs: r.addedAtUs, inLibrary: true })), total: count };
  },

  async isInOwnPlan(db: DbOrTx, userId: number, videoId: number): Promise<boolean> {
    const rows = await db
      .select({ one: sql<number>`1` })
      .from(planVideos)
      .innerJoin(learningPlans, eq(learningPlans.id, planVideos.planId))
      .where(and(eq(learningPlans.ownerId, userId), eq(planVideos.videoId, videoId)))
      .limit(1);
    return rows.length > 0;
  },

  async plansOfUserWith(db: DbOrTx, userId: number, videoId: number, limit: number) {
    return db
      .select({ id: learningPlans.id, slug: learningPlans.slug, title: learningPlans.title, planVideoId: planVideos.id, orderIndex: planVideos.orderIndex })
      .from(planVideos)
      .innerJoin(learningPlans, eq(learningPlans.id, planVideos.planId))
      .where(and(eq(planVideos.videoId, videoId), eq(learningPlans.ownerId, userId)))
      .orderBy(desc(learningPlans.createdAt))
      .limit(limit);
  },

  /**
   * Videos sharing a plan the user may see (own or public) or the category, excluding the video
   * itself: plan mates first, then by views. The plan scan is capped so a video in thousands of
   * public plans stays cheap.
   */
  async related(db: DbOrTx, userId: number, video: VideoRow, limit: number): Promise<LabelledRow[]> {
    const planMates = sql`select pv2.video_id from ${planVideos} pv1
        join ${learningPlans} lp on lp.id = pv1.plan_id and (lp.owner_id = ${userId} or lp.is_public)
        join ${planVideos} pv2 on pv2.plan_id = pv1.plan_id
        where pv1.video_id = ${video.id} and pv2.video_id <> ${video.id}
        limit 500`;
    // A fallback subject is a default, not a fact about the video: it relates nothing.
    const byCategory = video.category && video.categorySource !== 'fallback'
      ? sql`select id from ${videos} where category = ${video.category} and category_source is distinct from 'fallback' and id <> ${video.id} order by view_count desc limit ${limit}`
      : sql`select null::int as id where false`;
    const ranked = db.$with('ranked').as(
      db
        .select({ id: sql<number>`u.id`.as('ranked_id'), rank: sql<number>`min(u.rank)`.as('rank') })
        .from(sql`(select video_id as id, 0 as rank from (${planMates}) m union all select id, 1 from (${byCategory}) c) as u`)
        .groupBy(sql`u.id`),
    );
    return db
      .with(ranked)
      .select({ video: videos, label: labelColumns })
      .from(ranked)
      .innerJoin(videos, eq(videos.id, ranked.id))
      .leftJoin(videoLabels, ownLabel(userId))
      .orderBy(ranked.rank, desc(videos.viewCount), videos.id)
      .limit(limit);
  },
};
