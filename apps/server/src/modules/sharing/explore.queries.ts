import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { learningPlans, planGroups, planLikes, planVideos, users } from '../../db/schema/index.ts';
import { matchesEveryWord } from './search-words.ts';

const planSearch = (words: string[]) => matchesEveryWord(words, [learningPlans.title, learningPlans.description]);
const groupSearch = (words: string[]) => matchesEveryWord(words, [planGroups.name, planGroups.description]);
const author = { id: users.id, firstName: users.firstName, lastName: users.lastName, profileImageUrl: users.profileImageUrl };

/*
 * Correlated subqueries name their tables explicitly: Drizzle leaves columns unqualified in a query
 * without joins, where "id" inside the subquery would mean the subquery's own table.
 */

/** Public plans and groups for the explore page: one statement per list, one per count. Every search word must match. */
export const exploreQueries = {
  /** Newest first. Counts and "liked by me" are correlated subqueries on indexed keys, not queries per row. */
  async listPublicPlans(db: DbOrTx, viewerId: number | null, words: string[], limit: number, offset: number) {
    const videoCount = sql<number>`(select count(*) from ${planVideos} where ${planVideos}.plan_id = ${learningPlans}.id)`.mapWith(Number);
    const likedByMe =
      viewerId === null
        ? sql<boolean>`false`
        : sql<boolean>`exists (select 1 from ${planLikes} where ${planLikes}.user_id = ${viewerId} and ${planLikes}.plan_id = ${learningPlans}.id)`;
    return db
      .select({
        id: learningPlans.id,
        slug: learningPlans.slug,
        title: learningPlans.title,
        description: learningPlans.description,
        color: learningPlans.color,
        ownerId: learningPlans.ownerId,
        createdAt: learningPlans.createdAt,
        shareCount: learningPlans.shareCount,
        likeCount: learningPlans.likeCount,
        videoCount,
        likedByMe,
        author,
      })
      .from(learningPlans)
      .innerJoin(users, eq(users.id, learningPlans.ownerId))
      .where(and(eq(learningPlans.isPublic, true), planSearch(words)))
      .orderBy(desc(learningPlans.createdAt), desc(learningPlans.id))
      .limit(limit)
      .offset(offset);
  },

  async countPublicPlans(db: DbOrTx, words: string[]): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(learningPlans)
      .where(and(eq(learningPlans.isPublic, true), planSearch(words)));
    return row?.n ?? 0;
  },

  async listPublicGroups(db: DbOrTx, words: string[], limit: number, offset: number) {
    const publicPlanCount = sql<number>`(select count(*) from ${learningPlans} where ${learningPlans}.group_id = ${planGroups}.id and ${learningPlans}.is_public)`.mapWith(Number);
    return db
      .select({
        id: planGroups.id,
        name: planGroups.name,
        description: planGroups.description,
        color: planGroups.color,
        ownerId: planGroups.ownerId,
        createdAt: planGroups.createdAt,
        publicPlanCount,
        author,
      })
      .from(planGroups)
      .innerJoin(users, eq(users.id, planGroups.ownerId))
      .where(and(eq(planGroups.isPublic, true), groupSearch(words)))
      .orderBy(desc(planGroups.createdAt), desc(planGroups.id))
      .limit(limit)
      .offset(offset);
  },

  async countPublicGroups(db: DbOrTx, words: string[]): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(planGroups)
      .where(and(eq(planGroups.isPublic, true), groupSearch(words)));
    return row?.n ?? 0;
  },

  /** Both totals in one statement (index-only scans of the (is_public, created_at) indexes). */
  async publicTotals(db: DbOrTx): Promise<{ plans: number; groups: number }> {
    const [row] = await db
      .select({
        plans: sql<number>`(select count(*) from ${learningPlans} where ${learningPlans}.is_public)`.mapWith(Number),
        groups: sql<number>`(select count(*) from ${planGroups} where ${planGroups}.is_public)`.mapWith(Number),
      })
      .from(sql`(select 1) as one`);
    return { plans: row?.plans ?? 0, groups: row?.groups ?? 0 };
  },
};
