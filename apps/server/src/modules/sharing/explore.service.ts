import type { ExploreQuery, ExploreStats, PublicGroupsReply, PublicPlansReply } from '@learnstack/contracts';
import type { Db } from '../../db/client.ts';
import { toAuthor } from '../plans/plan.view.ts';
import { exploreQueries as queries } from './explore.queries.ts';
import { searchWords } from './search-words.ts';

const nextOffset = (query: ExploreQuery, shown: number, total: number) => (query.offset + shown < total ? query.offset + shown : null);

/**
 * The explore page: public plans and groups for anyone, visitors included.
 * Private plans and groups are never listed, searched or counted. Two statements per list.
 */
export class ExploreService {
  constructor(private readonly db: Db) {}

  async publicPlans(viewerId: number | null, query: ExploreQuery): Promise<PublicPlansReply> {
    const words = searchWords(query.search);
    const [rows, totalCount] = await Promise.all([
      queries.listPublicPlans(this.db, viewerId, words, query.limit, query.offset),
      queries.countPublicPlans(this.db, words),
    ]);
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
        likedByMe: viewerId !== null && r.likedByMe,
        videoCount: r.videoCount,
        isOwn: r.ownerId === viewerId,
      })),
      totalCount,
      nextOffset: nextOffset(query, rows.length, totalCount),
    };
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
