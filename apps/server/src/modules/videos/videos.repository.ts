import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { learningPlans, libraryVideos, planVideos, videoLabels, videos } from '../../db/schema/index.ts';
import type { VideoValues } from './video-input.ts';
import { labelColumns, ownLabel, type VideoLabel } from './video-labels.ts';
import type { VideoRow } from './video.view.ts';

const ex = (column: string) => sql.raw(`excluded.${column}`);
const cur = (column: string) => sql.raw(`videos.${column}`);
const nonEmpty = (first: ReturnType<typeof sql.raw>, second: ReturnType<typeof sql.raw>) =>
  sql`case when ${first} <> '' then ${first} else ${second} end`;

/**
 * How trusted facts merge into a stored row: fresh data wins where it says something (key-less
 * replies know no duration or view count, so those keep what we had). An unconfirmed row holds only
 * the neutral fallback, so nothing a person typed survives a confirmation.
 */
const trustedMerge = {
  title: nonEmpty(ex('title'), cur('title')),
  description: nonEmpty(ex('description'), cur('description')),
  channelTitle: nonEmpty(ex('channel_title'), cur('channel_title')),
  thumbnailUrl: nonEmpty(ex('thumbnail_url'), cur('thumbnail_url')),
  durationSeconds: sql`coalesce(${ex('duration_seconds')}, ${cur('duration_seconds')})`,
  viewCount: sql`case when ${ex('view_count')} > 0 then ${ex('view_count')} else ${cur('view_count')} end`,
  publishedAt: sql`coalesce(${ex('published_at')}, ${cur('published_at')})`,
  category: sql`coalesce(${ex('category')}, ${cur('category')})`,
  factsSource: sql`${ex('facts_source')}`,
  fetchedAt: sql`now()`,
};

/** A video with the viewer's own label (null when they have none, or the video is confirmed). */
export interface LabelledRow {
  video: VideoRow;
  label: VideoLabel | null;
}

export interface LibraryRow extends LabelledRow {
  addedAt: Date;
  inLibrary: boolean;
}

export const videosRepository = {
  /** Trusted facts only (every value carries its facts source). One statement whatever the count. */
  async upsertTrusted(db: DbOrTx, values: VideoValues[]): Promise<VideoRow[]> {
    if (values.length === 0) return [];
    return db.insert(videos).values(values).onConflictDoUpdate({ target: videos.youtubeId, set: trustedMerge }).returning();
  },

  /** The neutral row of a video nobody has confirmed; an existing row (confirmed or not) is kept as it is. */
  async insertNeutral(db: DbOrTx, values: VideoValues): Promise<VideoRow | undefined> {
    const [inserted] = await db.insert(videos).values(values).onConflictDoNothing({ target: videos.youtubeId }).returning();
    return inserted ?? this.findByYoutubeId(db, values.youtubeId);
  },

  async findById(db: DbOrTx, id: number): Promise<VideoRow | undefined> {
    const [row] = await db.select().from(videos).where(eq(videos.id, id)).limit(1);
    return row;
  },

  async findByYoutubeId(db: DbOrTx, youtubeId: string): Promise<VideoRow | undefined> {
    const [row] = await db.select().from(videos).where(eq(videos.youtubeId, youtubeId)).limit(1);
    return row;
  },

  /** One video by our id or its YouTube id, with the viewer's own label. */
  async findLabelled(db: DbOrTx, key: { id: number } | { youtubeId: string }, viewerId: number): Promise<LabelledRow | undefined> {
    const [row] = await db
      .select({ video: videos, label: labelColumns })
      .from(videos)
      .leftJoin(videoLabels, ownLabel(viewerId))
      .where('id' in key ? eq(videos.id, key.id) : eq(videos.youtubeId, key.youtubeId))
      .limit(1);
    return row;
  },

  /** Replaces the user's label of a video. */
  async saveLabel(db: DbOrTx, userId: number, videoId: number, label: VideoLabel): Promise<VideoLabel> {
    const [row] = await db
      .insert(videoLabels)
      .values({ userId, videoId, ...label })
      .onConflictDoUpdate({ target: [videoLabels.userId, videoLabels.videoId], set: { ...label, updatedAt: sql`now()` } })
      .returning(labelColumns);
    return row ?? label;
  },

  /** Labels of videos that are confirmed now: nobody sees them any more. */
  async deleteLabels(db: DbOrTx, videoIds: number[]): Promise<void> {
    if (videoIds.length === 0) return;
    await db.delete(videoLabels).where(inArray(videoLabels.videoId, videoIds));
  },

  /** Labels left behind by confirmations that did not clear them (imports): one statement. */
  async pruneConfirmedLabels(db: DbOrTx): Promise<number> {
    const rows = await db
      .delete(videoLabels)
      .where(sql`exists (select 1 from ${videos} where ${videos.id} = ${videoLabels.videoId} and ${videos.factsSource} is not null)`)
      .returning({ videoId: videoLabels.videoId });
    return rows.length;
  },

  /**
   * Claims up to `limit` unconfirmed videos to ask YouTube about: never asked, or not for
   * `recheckHours`, and saved in the last `maxAgeDays`. One statement; SKIP LOCKED lets two instances
   * claim different videos at the same moment.
   */
  async claimUnconfirmed(db: DbOrTx, limit: number, recheckHours: number, maxAgeDays: number): Promise<string[]> {
    const due = db
      .select({ id: videos.id })
      .from(videos)
      .where(
        and(
          isNull(videos.factsSource),
          sql`(${videos.factsCheckedAt} is null or ${videos.factsCheckedAt} < now() - make_interval(hours => ${recheckHours}))`,
          sql`${videos.createdAt} > now() - make_interval(days => ${maxAgeDays})`,
        ),
      )
      .orderBy(sql`${videos.factsCheckedAt} asc nulls first`, videos.id)
      .limit(limit)
      .for('update', { skipLocked: true });
    const rows = await db
      .update(videos)
      .set({ factsCheckedAt: sql`now()` })
      .where(inArray(videos.id, due))
      .returning({ youtubeId: videos.youtubeId });
    return rows.map((r) => r.youtubeId);
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

  /** Saved videos plus the videos of the user's own plans (with their labels), newest first, in one query. */
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
      .select({ video: videos, label: labelColumns, addedAt: merged.addedAt, inLibrary: merged.inLibrary })
      .from(merged)
      .innerJoin(videos, eq(videos.id, merged.videoId))
      .leftJoin(videoLabels, ownLabel(userId))
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
  async related(db: DbOrTx, userId: number, video: VideoRow, limit: number): Promise<LabelledRow[]> {
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
