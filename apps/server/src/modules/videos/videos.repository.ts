import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { learningPlans, libraryVideos, planVideos, videos } from '../../db/schema/index.ts';
import type { VideoValues } from './video-input.ts';
import type { VideoRow } from './video.view.ts';

/**
 * How a conflicting row is merged. 'provider': fresh YouTube data wins where it says something
 * (key-less lookups know no duration or view count, so those keep what we had). 'client': data
 * sent by a browser only fills gaps, so one user cannot rename a video everybody shares.
 */
export type UpsertSource = 'provider' | 'client';

const ex = (column: string) => sql.raw(`excluded.${column}`);
const cur = (column: string) => sql.raw(`videos.${column}`);
const nonEmpty = (first: ReturnType<typeof sql.raw>, second: ReturnType<typeof sql.raw>) =>
  sql`case when ${first} <> '' then ${first} else ${second} end`;

function mergeSet(source: UpsertSource) {
  const [a, b] = source === 'provider' ? [ex, cur] : [cur, ex];
  return {
    title: nonEmpty(a('title'), b('title')),
    description: nonEmpty(a('description'), b('description')),
    channelTitle: nonEmpty(a('channel_title'), b('channel_title')),
    thumbnailUrl: nonEmpty(a('thumbnail_url'), b('thumbnail_url')),
    durationSeconds: sql`coalesce(${a('duration_seconds')}, ${b('duration_seconds')})`,
    viewCount: sql`case when ${a('view_count')} > 0 then ${a('view_count')} else ${b('view_count')} end`,
    publishedAt: sql`coalesce(${a('published_at')}, ${b('published_at')})`,
    category: sql`coalesce(${a('category')}, ${b('category')})`,
    ...(source === 'provider' ? { fetchedAt: sql`now()` } : {}),
  };
}

export interface LibraryRow {
  video: VideoRow;
  addedAt: Date;
  inLibrary: boolean;
}

export const videosRepository = {
  /** One statement whatever the count; rows come back keyed by youtubeId. */
  async upsert(db: DbOrTx, values: VideoValues[], source: UpsertSource): Promise<VideoRow[]> {
    if (values.length === 0) return [];
    return db.insert(videos).values(values).onConflictDoUpdate({ target: videos.youtubeId, set: mergeSet(source) }).returning();
  },

  async findById(db: DbOrTx, id: number): Promise<VideoRow | undefined> {
    const [row] = await db.select().from(videos).where(eq(videos.id, id)).limit(1);
    return row;
  },

  async findByYoutubeId(db: DbOrTx, youtubeId: string): Promise<VideoRow | undefined> {
    const [row] = await db.select().from(videos).where(eq(videos.youtubeId, youtubeId)).limit(1);
    return row;
  },

  async existingIds(db: DbOrTx, ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await db.select({ id: videos.id }).from(videos).where(inArray(videos.id, ids));
    return rows.map((r) => r.id);
  },

  async addToLibrary(db: DbOrTx, userId: number, videoId: number): Promise<void> {
    await db.insert(libraryVideos).values({ userId, videoId }).onConflictDoNothing();
  },

  async removeFromLibrary(db: DbOrTx, userId: number, videoId: number): Promise<boolean> {
    const rows = await db
      .delete(libraryVideos)
      .where(and(eq(libraryVideos.userId, userId), eq(libraryVideos.videoId, videoId)))
      .returning({ videoId: libraryVideos.videoId });
    return rows.length > 0;
  },

  /** Saved videos plus the videos of the user's own plans, newest first, in one query. */
  async listLibrary(db: DbOrTx, userId: number, limit: number): Promise<LibraryRow[]> {
    const entries = sql`(
      select ${libraryVideos.videoId} as video_id, ${libraryVideos.addedAt} as added_at, true as saved
        from ${libraryVideos} where ${libraryVideos.userId} = ${userId}
      union all
      select ${planVideos.videoId}, ${planVideos.addedAt}, false
        from ${planVideos} join ${learningPlans} on ${learningPlans.id} = ${planVideos.planId}
        where ${learningPlans.ownerId} = ${userId}
    )`;
    const merged = db.$with('merged').as(
      db
        .select({
          videoId: sql<number>`e.video_id`.as('video_id'),
          addedAt: sql<Date>`max(e.added_at)`.as('added_at'),
          inLibrary: sql<boolean>`bool_or(e.saved)`.as('in_library'),
        })
        .from(sql`${entries} as e`)
        .groupBy(sql`e.video_id`),
    );
    const rows = await db
      .with(merged)
      .select({ video: videos, addedAt: merged.addedAt, inLibrary: merged.inLibrary })
      .from(merged)
      .innerJoin(videos, eq(videos.id, merged.videoId))
      .orderBy(desc(merged.addedAt), desc(videos.id))
      .limit(limit);
    return rows.map((r) => ({ ...r, addedAt: new Date(r.addedAt) }));
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
  async related(db: DbOrTx, userId: number, video: VideoRow, limit: number): Promise<VideoRow[]> {
    const planMates = sql`select pv2.video_id from ${planVideos} pv1
        join ${learningPlans} lp on lp.id = pv1.plan_id and (lp.owner_id = ${userId} or lp.is_public)
        join ${planVideos} pv2 on pv2.plan_id = pv1.plan_id
        where pv1.video_id = ${video.id} and pv2.video_id <> ${video.id}
        limit 500`;
    const byCategory = video.category
      ? sql`select id from ${videos} where category = ${video.category} and id <> ${video.id} order by view_count desc limit ${limit}`
      : sql`select null::int as id where false`;
    const ranked = db.$with('ranked').as(
      db
        .select({ id: sql<number>`u.id`.as('ranked_id'), rank: sql<number>`min(u.rank)`.as('rank') })
        .from(sql`(select video_id as id, 0 as rank from (${planMates}) m union all select id, 1 from (${byCategory}) c) as u`)
        .groupBy(sql`u.id`),
    );
    const rows = await db
      .with(ranked)
      .select({ video: videos })
      .from(ranked)
      .innerJoin(videos, eq(videos.id, ranked.id))
      .orderBy(ranked.rank, desc(videos.viewCount), videos.id)
      .limit(limit);
    return rows.map((r) => r.video);
  },
};
