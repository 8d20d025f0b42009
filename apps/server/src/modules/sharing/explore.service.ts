import type { ExploreQuery, ExploreStats, PublicGroupsReply, PublicPlansReply } from '@learnstack/contracts';
import type { Db } from '../../db/client.ts';
import { learningPlans, planGroups } from '../../db/schema/index.ts';
import { toAuthor } from '../plans/plan.view.ts';
import { exploreRepository as repo } from './explore.repository.ts';
import { matchesEveryWord, searchWords } from './search-words.ts';

const nextOffset = (query: ExploreQuery, shown: number, total: number) => (query.offset + shown < total ? query.offset + shown : null);

/**
 * The explore page (spec 2 section 2.5): public plans and groups for anyone, visitors included.
 * Private plans and groups are never listed, searched or counted. Two statements per list.
 */
export class ExploreService {
  constructor(private readonly db: Db) {}

  async publicPlans(viewerId: number | null, query: ExploreQuery): Promise<PublicPlansReply> {
    const search = matchesEveryWord(searchWords(query.search), [learningPlans.title, learningPlans.description]);
    const [rows, totalCount] = await Promise.all([
      repo.listPublicPlans(this.db, viewerId, search, query.limit, query.offset),
      repo.countPublicPlans(this.db, search),
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
    const search = matchesEveryWord(searchWords(query.search), [planGroups.name, planGroups.description]);
    const [rows, totalCount] = await Promise.all([repo.listPublicGroups(this.db, search, query.limit, query.offset), repo.countPublicGroups(this.db, search)]);
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
    const { plans, groups } = await repo.publicTotals(this.db);
    return { publicPlans: plans, publicGroups: groups };
  }
}
