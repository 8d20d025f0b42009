import {
  GROUP_ALREADY_ADDED,
  PLAN_ALREADY_ADDED,
  PLANS_PER_USER_MAX,
  SHARED_GROUP_INVALID,
  SHARED_PLAN_NOT_FOUND,
  SharingErrorCode,
  type AcceptGroupReply,
  type AcceptPlanReply,
} from '@learnstack/contracts';
import type { Db } from '../../db/client.ts';
import { lockUser } from '../../db/locks.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { GroupRow, GroupsService } from '../groups/groups.service.ts';
import type { PlanRow } from '../plans/plan-access.ts';
import { isDuplicateCopy, type PlanCopiesService } from '../plans/plan-copies.service.ts';
import type { PlansService } from '../plans/plans.service.ts';
import { copiesQueries } from './copies.queries.ts';
import { looksLikeShareToken, sameToken } from './share-links.ts';
import { sharedPagesQueries as pages } from './shared-pages.queries.ts';

const COPY_ATTEMPTS = 2;

const planAlreadyAdded = (copy: { id: number; slug: string }) =>
  conflict(SharingErrorCode.ALREADY_ADDED, PLAN_ALREADY_ADDED, { existingPlanId: copy.id, existingPlanSlug: copy.slug });
const groupAlreadyAdded = (groupId: number) => conflict(SharingErrorCode.ALREADY_ADDED, GROUP_ALREADY_ADDED, { existingGroupId: groupId });

/**
 * "Add to my plans" from explore and from shared links: the
 * user gets private copies (plans through the plans module's PlanCopiesService). Once per user and
 * source: asking again answers 409 ALREADY_ADDED with the earlier copy, never a second one.
 */
export class CopiesService {
  constructor(
    private readonly db: Db,
    private readonly plans: PlansService,
    private readonly planCopies: PlanCopiesService,
    private readonly groups: GroupsService,
  ) {}

  /** A public plan of someone else; a private one answers 404 like a missing one. */
  async acceptPublicPlan(userId: number, planId: number): Promise<AcceptPlanReply> {
    const plan = await this.plans.requireReadable(userId, planId);
    if (plan.ownerId === userId) throw badRequest('This plan is already yours');
    return this.copyPlan(userId, plan);
  }

  /** The share link is the grant: it copies the plan whatever its visibility. */
  async acceptSharedPlan(userId: number, token: string): Promise<AcceptPlanReply> {
    const row = looksLikeShareToken(token) ? await pages.planByToken(this.db, token) : undefined;
    if (!row) throw notFound(SHARED_PLAN_NOT_FOUND);
    if (row.plan.ownerId === userId) throw badRequest('This plan is already yours');
    return this.copyPlan(userId, row.plan);
  }

  private async copyPlan(userId: number, plan: PlanRow): Promise<AcceptPlanReply> {
    const [earlier] = await this.planCopies.findCopies(userId, [plan.id]);
    if (earlier) throw planAlreadyAdded(earlier);
    try {
      const { created, existing } = await this.planCopies.copy(userId, [plan.id]);
      const copy = created[0];
      if (!copy) throw existing[0] ? planAlreadyAdded(existing[0]) : notFound(SHARED_PLAN_NOT_FOUND);
      return { message: 'Plan Added!', planId: copy.id, planSlug: copy.slug };
    } catch (err) {
      if (!isDuplicateCopy(err)) throw err;
      const [winner] = await this.planCopies.findCopies(userId, [plan.id]);
      throw winner ? planAlreadyAdded(winner) : err;
    }
  }

  /** A public group of someone else with its public plans; a private group answers 404. */
  async acceptPublicGroup(userId: number, groupId: number): Promise<AcceptGroupReply> {
    const row = await pages.groupWithAuthor(this.db, groupId);
    if (!row || (!row.group.isPublic && row.group.ownerId !== userId)) throw notFound('Group not found');
    if (row.group.ownerId === userId) throw badRequest('This group is already yours');
    return this.copyGroup(userId, row.group, false);
  }

  /** A public group, or a private one with its link's token (which also grants its private plans). */
  async acceptSharedGroup(userId: number, groupId: number, token: string | undefined): Promise<AcceptGroupReply> {
    const row = await pages.groupWithAuthor(this.db, groupId);
    const tokenValid = row !== undefined && sameToken(token, row.group.shareToken);
    if (!row || !(row.group.isPublic || tokenValid || row.group.ownerId === userId)) throw notFound(SHARED_GROUP_INVALID);
    if (row.group.ownerId === userId) throw badRequest('This group is already yours');
    return this.copyGroup(userId, row.group, tokenValid);
  }

  /**
   * The group copy and its plans' copies in one transaction: all or nothing. Plans the user had
   * already copied are not copied again; ungrouped ones join the new group. A plan copied by a
   * concurrent request in between makes the transaction roll back and run once more.
   */
  private async copyGroup(userId: number, group: GroupRow, includePrivate: boolean): Promise<AcceptGroupReply> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.db.transaction(async (tx) => {
          await lockUser(tx, 'content', userId);
          const earlier = await this.groups.findCopy(userId, group.id, tx);
          if (earlier) throw groupAlreadyAdded(earlier.id);
          const copy = await this.groups.insertCopy(tx, userId, group);
          // A concurrent accept won: ON CONFLICT waited for it to commit, so the next statement sees its copy.
          if (!copy) throw groupAlreadyAdded((await this.groups.findCopy(userId, group.id, tx))?.id ?? 0);
          const planIds = await copiesQueries.groupPlanIds(tx, group.id, includePrivate, PLANS_PER_USER_MAX);
          const { created, existing } = await this.planCopies.copy(userId, planIds, { groupId: copy.id }, tx);
          const planCount = created.length + existing.filter((c) => c.groupId === copy.id).length;
          return { message: 'Group Added!', groupId: copy.id, planCount };
        });
      } catch (err) {
        if (isDuplicateCopy(err) && attempt < COPY_ATTEMPTS) continue;
        throw err;
      }
    }
  }
}
