import { GROUPS_PER_USER_MAX, createGroupBody, type CreateGroupBody, type PlanGroup } from '@learnstack/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { lockUser } from '../../db/locks.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { groupsRepository, type GroupRow } from './groups.repository.ts';

function toGroupView(row: GroupRow, planCount: number): PlanGroup {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    color: row.color,
    isPublic: row.isPublic,
    planCount,
    shareCount: row.shareCount,
    createdAt: row.createdAt.toISOString(),
  };
}

export class GroupsService {
  constructor(private readonly db: Db) {}

  async list(userId: number): Promise<PlanGroup[]> {
    const rows = await groupsRepository.listOwn(this.db, userId, GROUPS_PER_USER_MAX);
    return rows.map((r) => toGroupView(r, r.planCount));
  }

  async create(userId: number, input: CreateGroupBody): Promise<PlanGroup> {
    const parsed = createGroupBody.safeParse(input);
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid group');
    const row = await this.db.transaction(async (tx) => {
      await lockUser(tx, 'content', userId);
      if ((await groupsRepository.countOwn(tx, userId)) >= GROUPS_PER_USER_MAX) {
        throw badRequest(`You can have at most ${GROUPS_PER_USER_MAX} plan groups`);
      }
      return groupsRepository.insert(tx, { ownerId: userId, ...parsed.data });
    });
    return toGroupView(row, 0);
  }

  async delete(userId: number, groupId: number): Promise<void> {
    if (!(await groupsRepository.deleteOwn(this.db, userId, groupId))) throw notFound('Group not found');
  }

  async setVisibility(userId: number, groupId: number, isPublic: boolean): Promise<PlanGroup> {
    const row = await groupsRepository.setVisibility(this.db, userId, groupId, isPublic);
    if (!row) throw notFound('Group not found');
    return toGroupView(row, await groupsRepository.planCount(this.db, row.id));
  }

  /** The caller's own group, or 404 'Group not found' (another user's group does not leak). */
  async requireOwn(userId: number, groupId: number, db: DbOrTx = this.db): Promise<GroupRow> {
    const row = await groupsRepository.findOwn(db, userId, groupId);
    if (!row) throw notFound('Group not found');
    return row;
  }
}
