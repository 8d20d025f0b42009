import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { planVideos, videoLabels, videos } from '../../db/schema/index.ts';
import { withLabel } from '../videos/video-labels.ts';
import { labelColumns, ownLabel, ownLabelOfPlaceholder } from '../videos/video-labels.queries.ts';
import type { VideoRow } from '../videos/video.view.ts';
import type { PlanVideoRow } from './plan-videos.repository.ts';

export type PlanVideoWithVideo = PlanVideoRow & { video: VideoRow };

const listWithVideos = prepared((db) =>
  db
    .select({ entry: planVideos, video: videos, label: labelColumns })
    .from(planVideos)
    .innerJoin(videos, eq(videos.id, planVideos.videoId))
    .leftJoin(videoLabels, ownLabelOfPlaceholder('labelsOf'))
    .where(eq(planVideos.planId, sql.placeholder('planId')))
    .orderBy(asc(planVideos.orderIndex))
    .limit(sql.placeholder('limit'))
    .prepare('plan_videos_list'),
);

/** A plan's entries with their videos, and the facts about videos that plan changes check. */
export const planVideosQueries = {
  /** `labelsOf`: whose own labels to show (the plan's owner viewing it), or null for everyone else. */
  async list(db: DbOrTx, planId: number, limit: number, labelsOf: number | null): Promise<PlanVideoWithVideo[]> {
    const rows = await listWithVideos(db).execute({ planId, limit, labelsOf });
    return rows.map((r) => ({ ...r.entry, video: withLabel(r.video, r.label) }));
  },

  async findWithVideo(db: DbOrTx, entryId: number, labelsOf: number | null): Promise<PlanVideoWithVideo | undefined> {
    const [row] = await db
      .select({ entry: planVideos, video: videos, label: labelColumns })
      .from(planVideos)
      .innerJoin(videos, eq(videos.id, planVideos.videoId))
      .leftJoin(videoLabels, ownLabel(labelsOf))
      .where(eq(planVideos.id, entryId))
      .limit(1);
    return row ? { ...row.entry, video: withLabel(row.video, row.label) } : undefined;
  },

  async videoTitles(db: DbOrTx, videoIds: number[]): Promise<{ id: number; title: string }[]> {
    if (videoIds.length === 0) return [];
    return db.select({ id: videos.id, title: videos.title }).from(videos).where(inArray(videos.id, videoIds));
  },

  /** Which of `videoIds` exist at all. */
  async knownVideoIds(db: DbOrTx, videoIds: number[]): Promise<Set<number>> {
    if (videoIds.length === 0) return new Set();
    const rows = await db.select({ id: videos.id }).from(videos).where(inArray(videos.id, videoIds));
    return new Set(rows.map((r) => r.id));
  },
};
