import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { learningPlans, planGroups, planLikes, planVideos, users } from '../../db/schema/index.ts';
import { matchesEveryWord } from './search-words.ts';

/**
 * Public plans whose title or description hold every search word at the start of one of their words
 * ('pyth' finds 'Python'), case-insensitively: the stored search vector against a tsquery of the
 * words' lexemes as prefixes, built by PostgreSQL from the text (no text is read as tsquery syntax;
 * a search with no word at all, '%_', matches nothing). Served by the partial GIN index
 * learning_plans_public_search_idx (decision 0054): one posting list per word over public plans only,
 * no recheck of the rows' text.
 */
const planSearch = (words: string[]) =>
  words.length === 0
    ? undefined
    : sql`${learningPlans}.search_tsv @@ (select to_tsquery('simple', string_agg('''' || replace(replace(t.lexeme, '\', '\\'), '''', '''''') || ''':*', ' & '))
        from unnest(to_tsvector('simple', ${words.join(' ')})) t)`;
const groupSearch = (words: string[]) => matchesEveryWord(words, [planGroups.name, planGroups.description]);
const author = { id: users.id, firstName: users.firstName, lastName: users.lastName, profileImageUrl: users.profileImageUrl };

/*
 * Correlated subqueries name their tables explicitly: Drizzle leaves columns unqualified in a query
 * without joins, where "id" inside the subquery would mean the subquery's own table.
 */

/** Public plans and groups for the explore page: one statement per list, one per count. Every search word must match. */
export const exploreQueries = {
  /**
   * Newest first, the same for every viewer (the viewer's likes come from publicPlansNow). The video
   * count is a correlated subquery on an indexed key, not a query per row.
   */
  async listPublicPlans(db: DbOrTx, words: string[], limit: number, offset: number) {
    // The page's ids first (an index walk, or the search's bitmap and a top-N sort), then only the page is joined.
    const page = db
      .select({ pageId: sql<number>`${learningPlans.id}`.as('page_id') })
      .from(learningPlans)
      .where(and(eq(learningPlans.isPublic, true), planSearch(words)))
      .orderBy(desc(learningPlans.createdAt), desc(learningPlans.id))
      .limit(limit)
      .offset(offset)
      .as('page');
    const videoCount = sql<number>`(select count(*) from ${planVideos} where ${planVideos}.plan_id = ${learningPlans}.id)`.mapWith(Number);
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
        author,
      })
      .from(page)
      .innerJoin(learningPlans, eq(learningPlans.id, page.pageId))
      .innerJoin(users, eq(users.id, learningPlans.ownerId))
      .orderBy(desc(learningPlans.createdAt), desc(learningPlans.id));
  },

  /**
   * What a cached page of plans must be checked against on every read (decision 0057): which of its
   * plans are still public (one made private or deleted since drops out at once), their like and
   * share counts now, and which the viewer likes. Primary-key lookups only, a few buffers a plan.
   */
  async publicPlansNow(db: DbOrTx, viewerId: number | null, planIds: number[]) {
    const likedByMe =
      viewerId === null
        ? sql<boolean>`false`
        : sql<boolean>`exists (select 1 from ${planLikes} where ${planLikes}.user_id = ${viewerId} and ${planLikes}.plan_id = ${learningPlans}.id)`;
    return db
      .select({ id: learningPlans.id, likeCount: learningPlans.likeCount, shareCount: learningPlans.shareCount, likedByMe })
      .from(learningPlans)
      .where(and(sql`${learningPlans.id} = any(${sql.param(planIds)}::int[])`, eq(learningPlans.isPublic, true)));
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
