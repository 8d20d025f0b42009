import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { libraryVideos, SUBJECT_SOURCES, type SubjectSource, videoLabels, videos } from '../../db/schema/index.ts';
import type { VideoValues } from './video-input.ts';
import type { VideoLabel } from './video-labels.ts';
import { labelColumns, ownLabel } from './video-labels.queries.ts';
import type { LabelledRow } from './videos.queries.ts';
import type { VideoRow } from './video.view.ts';

const ex = (column: string) => sql.raw(`excluded.${column}`);
const cur = (column: string) => sql.raw(`videos.${column}`);
const nonEmpty = (first: ReturnType<typeof sql.raw>, second: ReturnType<typeof sql.raw>) =>
  sql`case when ${first} <> '' then ${first} else ${second} end`;

/** A subject source's rank (0 for none): `array_position` over SUBJECT_SOURCES, worst first. */
const SOURCE_RANKS = sql.raw(`array[${SUBJECT_SOURCES.map((s) => `'${s}'`).join(', ')}]::text[]`);
const rank = (column: ReturnType<typeof sql.raw>) => sql`coalesce(array_position(${SOURCE_RANKS}, ${column}), 0)`;
/** The fresh subject wins unless the stored one came from a better source (a catalog subject stays). */
const freshSubjectWins = sql`${rank(ex('category_source'))} >= ${rank(cur('category_source'))}`;

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
  category: sql`case when ${freshSubjectWins} then ${ex('category')} else ${cur('category')} end`,
  categorySource: sql`case when ${freshSubjectWins} then ${ex('category_source')} else ${cur('category_source')} end`,
  factsSource: sql`${ex('facts_source')}`,
  fetchedAt: sql`now()`,
};

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

  /** Subjects of last resort (plans, interests) for videos that have none or only a fallback one; a better-placed video is never touched. */
  async setFallbackSubjects(db: DbOrTx, subjects: { videoId: number; category: string }[]): Promise<void> {
    if (subjects.length === 0) return;
    const pairs = sql.join(
      subjects.map((s) => sql`(${s.videoId}::int, ${s.category}::text)`),
      sql`, `,
    );
    const source: SubjectSource = 'fallback';
    await db.execute(sql`
      update ${videos} set category = fallback.category, category_source = ${source}
        from (values ${pairs}) as fallback(video_id, category)
       where ${videos.id} = fallback.video_id and (${videos.category} is null or ${videos.categorySource} = ${source})`);
  },

  /**
   * A model's subject for a video, unless a source better than the one it was asked about placed the video
   * meanwhile (a catalog subject, an earlier model answer, rules from better facts). One statement.
   */
  async setModelSubject(db: DbOrTx, videoId: number, category: string, replaces: SubjectSource): Promise<boolean> {
    const replaceable = SUBJECT_SOURCES.slice(0, SUBJECT_SOURCES.indexOf(replaces) + 1);
    const source: SubjectSource = 'model';
    const rows = await db
      .update(videos)
      .set({ category, categorySource: source })
      .where(and(eq(videos.id, videoId), inArray(videos.categorySource, replaceable)))
      .returning({ id: videos.id });
    return rows.length > 0;
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
};
