import { and, desc, eq, max, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { certificates, learningPlans, planVideos, users, videoProgress, videos } from '../../db/schema/index.ts';

/** At most this many certificates are listed (one per completed plan; the plan cap is far below). */
export const CERTIFICATES_LIST_MAX = 500;

const studentName = sql<string>`trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`;

const withStudent = {
  id: certificates.id,
  userId: certificates.userId,
  planId: certificates.planId,
  planName: certificates.planName,
  courseDurationSeconds: certificates.courseDurationSeconds,
  completedAt: certificates.completedAt,
  studentName,
  timeZone: users.timeZone,
};

/** Certificates with the learner's current name (users), and the facts of a plan for a new one (plans, videos, progress). */
export const certificatesQueries = {
  list(db: DbOrTx, userId: number) {
    return db
      .select(withStudent)
      .from(certificates)
      .innerJoin(users, eq(users.id, certificates.userId))
      .where(eq(certificates.userId, userId))
      .orderBy(desc(certificates.completedAt), desc(certificates.id))
      .limit(CERTIFICATES_LIST_MAX);
  },

  async byId(db: DbOrTx, id: string) {
    const [row] = await db.select(withStudent).from(certificates).innerJoin(users, eq(users.id, certificates.userId)).where(eq(certificates.id, id)).limit(1);
    return row;
  },

  /**
   * The plan's title, its total video duration and when its last video was completed by the user,
   * in one statement. Unknown durations count 0 (the certificate then reads as self-paced when all are).
   */
  async planFacts(db: DbOrTx, userId: number, planId: number): Promise<{ title: string; durationSeconds: number; lastCompletedAt: Date | null } | undefined> {
    const [row] = await db
      .select({
        title: learningPlans.title,
        durationSeconds: sql<number>`coalesce(${sum(videos.durationSeconds)}, 0)`.mapWith(Number),
        lastCompletedAt: max(videoProgress.completedAt),
      })
      .from(learningPlans)
      .leftJoin(planVideos, eq(planVideos.planId, learningPlans.id))
      .leftJoin(videos, eq(videos.id, planVideos.videoId))
      .leftJoin(videoProgress, and(eq(videoProgress.userId, userId), eq(videoProgress.videoId, planVideos.videoId)))
      .where(eq(learningPlans.id, planId))
      .groupBy(learningPlans.id);
    return row && { title: row.title, durationSeconds: row.durationSeconds, lastCompletedAt: row.lastCompletedAt ? new Date(row.lastCompletedAt) : null };
  },
};
