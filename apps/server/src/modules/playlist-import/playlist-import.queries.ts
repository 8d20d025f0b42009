import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { learningPlans, planVideos, playlistImports, users, videos } from '../../db/schema/index.ts';
import type { ImportRow } from './playlist-import.repository.ts';

export interface PublicImportRow {
  planId: number;
  slug: string;
  title: string;
  ownerId: number;
  firstName: string | null;
  lastName: string | null;
  createdAt: Date;
  videoCount: number;
  totalDuration: number;
}

/** Imports with their plans, and the plans made from the same playlist (by this user or, public, by others). */
export const playlistImportQueries = {
  /** The import with its plan's slug; only the user's own (others get nothing, so a 404). */
  async findForUser(db: DbOrTx, userId: number, importId: number): Promise<(ImportRow & { planSlug: string | null }) | undefined> {
    const [row] = await db
      .select({ imp: playlistImports, planSlug: learningPlans.slug })
      .from(playlistImports)
      .leftJoin(learningPlans, eq(learningPlans.id, playlistImports.planId))
      .where(and(eq(playlistImports.id, importId), eq(playlistImports.userId, userId)))
      .limit(1);
    return row ? { ...row.imp, planSlug: row.planSlug } : undefined;
  },

  /** The user's latest plan made from this playlist (imported or copied), if they still have one. */
  async findOwnPlan(db: DbOrTx, userId: number, playlistId: string): Promise<{ id: number; slug: string } | undefined> {
    const [row] = await db
      .select({ id: learningPlans.id, slug: learningPlans.slug })
      .from(learningPlans)
      .where(and(eq(learningPlans.youtubePlaylistId, playlistId), eq(learningPlans.ownerId, userId)))
      .orderBy(desc(learningPlans.createdAt))
      .limit(1);
    return row;
  },

  /** Other people's public plans made from this playlist, oldest first, with counts (one grouped query). */
  async findPublicPlans(db: DbOrTx, userId: number, playlistId: string, max: number): Promise<PublicImportRow[]> {
    return db
      .select({
        planId: learningPlans.id,
        slug: learningPlans.slug,
        title: learningPlans.title,
        ownerId: learningPlans.ownerId,
        firstName: users.firstName,
        lastName: users.lastName,
        createdAt: learningPlans.createdAt,
        videoCount: count(planVideos.id),
        totalDuration: sql<number>`coalesce(sum(${videos.durationSeconds}), 0)`.mapWith(Number),
      })
      .from(learningPlans)
      .innerJoin(users, eq(users.id, learningPlans.ownerId))
      .leftJoin(planVideos, eq(planVideos.planId, learningPlans.id))
      .leftJoin(videos, eq(videos.id, planVideos.videoId))
      .where(
        and(eq(learningPlans.youtubePlaylistId, playlistId), eq(learningPlans.isPublic, true), ne(learningPlans.ownerId, userId)),
      )
      .groupBy(learningPlans.id, users.id)
      .orderBy(asc(learningPlans.createdAt))
      .limit(max);
  },

  /** Which of these videos the plan holds: counts a page as imported whether this run or an earlier one added it. */
  async videosInPlan(db: DbOrTx, planId: number, videoIds: number[]): Promise<Set<number>> {
    if (videoIds.length === 0) return new Set();
    const rows = await db
      .select({ videoId: planVideos.videoId })
      .from(planVideos)
      .where(and(eq(planVideos.planId, planId), inArray(planVideos.videoId, videoIds)));
    return new Set(rows.map((r) => r.videoId));
  },

  async findPlan(db: DbOrTx, planId: number) {
    const [row] = await db
      .select({
        id: learningPlans.id,
        slug: learningPlans.slug,
        title: learningPlans.title,
        ownerId: learningPlans.ownerId,
        isPublic: learningPlans.isPublic,
        youtubePlaylistId: learningPlans.youtubePlaylistId,
      })
      .from(learningPlans)
      .where(eq(learningPlans.id, planId))
      .limit(1);
    return row;
  },

  /** The user's copy of a public plan (explore add or "use this import"), if they made one. */
  async findCopy(db: DbOrTx, userId: number, sourcePlanId: number): Promise<{ id: number; slug: string; title: string } | undefined> {
    const [row] = await db
      .select({ id: learningPlans.id, slug: learningPlans.slug, title: learningPlans.title })
      .from(learningPlans)
      .where(and(eq(learningPlans.sourcePlanId, sourcePlanId), eq(learningPlans.ownerId, userId)))
      .orderBy(desc(learningPlans.createdAt))
      .limit(1);
    return row;
  },

  async countPlanVideos(db: DbOrTx, planId: number): Promise<number> {
    const [row] = await db.select({ n: count() }).from(planVideos).where(eq(planVideos.planId, planId));
    return row?.n ?? 0;
  },
};
