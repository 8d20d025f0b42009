import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { learningPlans, planGroups, planVideos, users, videos } from '../../db/schema/index.ts';

const author = { id: users.id, firstName: users.firstName, lastName: users.lastName, profileImageUrl: users.profileImageUrl };
const videoCount = sql<number>`(select count(*) from ${planVideos} where ${planVideos}.plan_id = ${learningPlans}.id)`.mapWith(Number);

/** What the shared plan and shared group pages show (reads only). */
export const sharedPagesQueries = {
  /** The plan a share token opens (unique index on share_token), with its author and video count. */
  async planByToken(db: DbOrTx, token: string) {
    const [row] = await db
      .select({ plan: learningPlans, author, videoCount })
      .from(learningPlans)
      .innerJoin(users, eq(users.id, learningPlans.ownerId))
      .where(eq(learningPlans.shareToken, token))
      .limit(1);
    return row;
  },

  async planVideos(db: DbOrTx, planId: number, limit: number) {
    return db
      .select({ orderIndex: planVideos.orderIndex, video: videos })
      .from(planVideos)
      .innerJoin(videos, eq(videos.id, planVideos.videoId))
      .where(eq(planVideos.planId, planId))
      .orderBy(asc(planVideos.orderIndex))
      .limit(limit);
  },

  async groupWithAuthor(db: DbOrTx, groupId: number) {
    const [row] = await db
      .select({ group: planGroups, author })
      .from(planGroups)
      .innerJoin(users, eq(users.id, planGroups.ownerId))
      .where(eq(planGroups.id, groupId))
      .limit(1);
    return row;
  },

  /** The group's plans (public ones only unless `includePrivate`), in the order the owner's list shows them. */
  async groupPlans(db: DbOrTx, groupId: number, includePrivate: boolean, limit: number) {
    return db
      .select({
        id: learningPlans.id,
        slug: learningPlans.slug,
        title: learningPlans.title,
        description: learningPlans.description,
        isPublic: learningPlans.isPublic,
        ownerId: learningPlans.ownerId,
        videoCount,
      })
      .from(learningPlans)
      .where(and(eq(learningPlans.groupId, groupId), includePrivate ? undefined : eq(learningPlans.isPublic, true)))
      .orderBy(sql`${learningPlans.createdAt} desc`, sql`${learningPlans.id} desc`)
      .limit(limit);
  },
};
