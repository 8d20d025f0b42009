import type { ExploreQuery, ExploreStats, PublicGroupsReply, PublicPlan, PublicPlansReply } from '@learnstack/contracts';
import type { Db } from '../../db/client.ts';
import type { Versioned } from '../../http/json-cache.ts';
import { toAuthor } from '../plans/plan.view.ts';
import { exploreQueries as queries } from './explore.queries.ts';
import { searchWords } from './search-words.ts';

/**
 * How long a page of public plans is answered from memory (decision 0057): its order, titles,
 * authors, video counts and total are at most this old. Whether each plan is still public, its like
 * and share counts and the viewer's own fields are read fresh on every request (publicPlansNow).
 */
export const EXPLORE_FRESH_MS = 5000;

/** A page of public plans as a visitor sees it (likedByMe and isOwn false), with the owners kept to mark the viewer's own. */
export interface PublicPlansPage {
  plans: (PublicPlan & { ownerId: number })[];
  totalCount: number;
  nextOffset: number | null;
}

const nextOffset = (query: ExploreQuery, shown: number, total: number) => (query.offset + shown < total ? query.offset + shown : null);

/**
 * The explore page: public plans and groups for anyone, visitors included.
 * Private plans and groups are never listed, searched or counted. The plans' pages are shared by
 * all viewers through a cache the route keeps (EXPLORE_FRESH_MS); groups take two statements.
 */
export class ExploreService {
  constructor(private readonly db: Db) {}

  /**
   * The viewer-independent page for the shared cache, keyed by the normalised query: the distinct
   * words (their order does not change the match), limit and offset. Two statements on a miss.
   */
  publicPlansPage(query: ExploreQuery): Versioned<PublicPlansPage> {
    const words = searchWords(query.search);
    return {
      key: `${query.limit}:${query.offset}:${[...words].sort().join(' ')}`,
      version: 0,
      load: async () => {
        const [rows, totalCount] = await Promise.all([queries.listPublicPlans(this.db, words, query.limit, query.offset), queries.countPublicPlans(this.db, words)]);
        return {
          plans: rows.map((r) => ({
            id: r.id,
            slug: r.slug,
            title: r.title,
            description: r.description,
            color: r.color,
            author: toAuthor(r.author),
            createdAt: r.createdAt.toISOString(),
            shareCount: r.shareCount,
            likeCount: r.likeCount,
            likedByMe: false,
            videoCount: r.videoCount,
            isOwn: false,
            ownerId: r.ownerId,
          })),
          totalCount,
          nextOffset: nextOffset(query, rows.length, totalCount),
        };
      },
    };
  }

  /**
   * A cached page as this viewer may see it now: plans no longer public (made private, deleted) left
   * out, like and share counts as they are, the viewer's likes and own plans marked. One statement,
   * none for a visitor on a page read for this very request (`fresh`). Null when the page stands
   * exactly as cached, so its serialized (and compressed) form can be sent as it is.
   */
  async publicPlansFor(viewerId: number | null, page: PublicPlansPage, fresh: boolean): Promise<PublicPlansReply | null> {
    if (page.plans.length === 0 || (fresh && viewerId === null)) return null;
    const now = new Map((await queries.publicPlansNow(this.db, viewerId, page.plans.map((p) => p.id))).map((r) => [r.id, r]));
    let changed = false;
    const plans: PublicPlan[] = [];
    for (const plan of page.plans) {
      const row = now.get(plan.id);
      if (!row) {
        changed = true;
        continue;
      }
      const isOwn = plan.ownerId === viewerId;
      const likedByMe = viewerId !== null && row.likedByMe;
      if (isOwn || likedByMe || row.likeCount !== plan.likeCount || row.shareCount !== plan.shareCount) changed = true;
      plans.push({ ...plan, likeCount: row.likeCount, shareCount: row.shareCount, likedByMe, isOwn });
    }
    if (!changed) return null;
    // Plans left out are no longer counted; the rest of the total is as old as the page.
    return { plans, totalCount: page.totalCount - (page.plans.length - plans.length), nextOffset: page.nextOffset };
  }

  async publicGroups(viewerId: number | null, query: ExploreQuery): Promise<PublicGroupsReply> {
    const words = searchWords(query.search);
    const [rows, totalCount] = await Promise.all([queries.listPublicGroups(this.db, words, query.limit, query.offset), queries.countPublicGroups(this.db, words)]);
    return {
      groups: rows.map((r) => ({
        id: r.id,
        name: r.name,
        description: r.description,
        color: r.color,
        publicPlanCount: r.publicPlanCount,
        author: toAuthor(r.author),
        createdAt: r.createdAt.toISOString(),
        isOwn: r.ownerId === viewerId,
      })),
      totalCount,
      nextOffset: nextOffset(query, rows.length, totalCount),
    };
  }

  /** The header's counts, whatever the search. */
  async stats(): Promise<ExploreStats> {
    const { plans, groups } = await queries.publicTotals(this.db);
    return { publicPlans: plans, publicGroups: groups };
  }
}
