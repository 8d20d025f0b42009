import {
  PLAN_VIDEOS_MAX,
  SHARED_GROUP_INVALID,
  SHARED_GROUP_PLANS_MAX,
  SHARED_PLAN_NOT_FOUND,
  type SharedGroupReply,
  type SharedPlanReply,
} from '@learnstack/contracts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { GroupsService } from '../groups/groups.service.ts';
import type { PlanCopiesService } from '../plans/plan-copies.service.ts';
import { toAuthor } from '../plans/plan.view.ts';
import { toVideoView } from '../videos/video.view.ts';
import { looksLikeShareToken, sameToken } from './share-links.ts';
import { sharedPagesQueries as queries } from './shared-pages.queries.ts';
import { estimatedHours } from './sharing.view.ts';

/**
 * The public shared plan and shared group pages. A plan's share token
 * opens it whatever its visibility; a group opens when it is public, for its owner, or with its
 * link's token (which also lists its private plans).
 */
export class SharedPagesService {
  constructor(
    private readonly db: Db,
    private readonly planCopies: PlanCopiesService,
    private readonly groups: GroupsService,
  ) {}

  async sharedPlan(viewerId: number | null, token: string): Promise<SharedPlanReply> {
    const row = looksLikeShareToken(token) ? await queries.planByToken(this.db, token) : undefined;
    if (!row) throw notFound(SHARED_PLAN_NOT_FOUND);
    const { plan } = row;
    const isOwn = plan.ownerId === viewerId;
    const [videos, copies] = await Promise.all([
      queries.planVideos(this.db, plan.id, PLAN_VIDEOS_MAX),
      viewerId !== null && !isOwn ? this.planCopies.findCopies(viewerId, [plan.id]) : Promise.resolve([]),
    ]);
    const copy = copies[0];
    return {
      plan: {
        id: plan.id,
        title: plan.title,
        description: plan.description,
        slug: plan.slug,
        color: plan.color,
        isPublic: plan.isPublic,
        createdAt: plan.createdAt.toISOString(),
        author: toAuthor(row.author),
        videoCount: row.videoCount,
        estimatedHours: estimatedHours(row.videoCount),
        isOwn,
      },
      videos: videos.map((v) => ({ orderIndex: v.orderIndex, video: toVideoView(v.video) })),
      existingCopy: copy ? { id: copy.id, slug: copy.slug } : null,
    };
  }

  async sharedGroup(viewerId: number | null, groupId: number, token: string | undefined): Promise<SharedGroupReply> {
    const row = await queries.groupWithAuthor(this.db, groupId);
    const tokenValid = row !== undefined && sameToken(token, row.group.shareToken);
    const isOwn = row !== undefined && row.group.ownerId === viewerId;
    if (!row || !(row.group.isPublic || tokenValid || isOwn)) throw notFound(SHARED_GROUP_INVALID);
    const { group } = row;
    const [plans, copy] = await Promise.all([
      queries.groupPlans(this.db, group.id, tokenValid || isOwn, SHARED_GROUP_PLANS_MAX),
      viewerId !== null && !isOwn ? this.groups.findCopy(viewerId, group.id) : Promise.resolve(undefined),
    ]);
    return {
      group: { id: group.id, name: group.name, description: group.description, color: group.color, isPublic: group.isPublic, author: toAuthor(row.author), isOwn },
      plans: plans.map((p) => ({
        id: p.id,
        slug: p.slug,
        title: p.title,
        description: p.description,
        videoCount: p.videoCount,
        isPublic: p.isPublic,
        viewable: p.isPublic || p.ownerId === viewerId,
      })),
      planCount: plans.length,
      existingCopy: copy ? { id: copy.id } : null,
    };
  }
}
