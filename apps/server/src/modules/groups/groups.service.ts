import { GROUPS_PER_USER_MAX, type createGroupBody, type PlanGroup } from '@learnstack/contracts';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { lockUser } from '../../db/locks.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { groupsQueries } from './groups.queries.ts';
import { groupsRepository, type GroupRow } from './groups.repository.ts';

export type { GroupRow };

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
    const rows = await groupsQueries.listOwn(this.db, userId, GROUPS_PER_USER_MAX);
    return rows.map((r) => toGroupView(r, r.planCount));
  }

  /** `input`: the body of POST /api/plan-groups as its route validated it. */
  async create(userId: number, input: z.output<typeof createGroupBody>): Promise<PlanGroup> {
    const row = await this.db.transaction(async (tx) => {
      await lockUser(tx, 'content', userId);
      if ((await groupsRepository.countOwn(tx, userId)) >= GROUPS_PER_USER_MAX) {
        throw badRequest(`You can have at most ${GROUPS_PER_USER_MAX} plan groups`);
      }
      return groupsRepository.insert(tx, { ownerId: userId, ...input });
    });
    return toGroupView(row, 0);
  }

  async delete(userId: number, groupId: number): Promise<void> {
    if (!(await groupsRepository.deleteOwn(this.db, userId, groupId))) throw notFound('Group not found');
  }

  async setVisibility(userId: number, groupId: number, isPublic: boolean): Promise<PlanGroup> {
    const row = await groupsRepository.setVisibility(this.db, userId, groupId, isPublic);
    if (!row) throw notFound('Group not found');
    return toGroupView(row, await groupsQueries.planCount(this.db, row.id));
  }

  /** The caller's own group, or 404 'Group not found' (another user's group does not leak). */
  async requireOwn(userId: number, groupId: number, db: DbOrTx = this.db): Promise<GroupRow> {
    const row = await groupsRepository.findOwn(db, userId, groupId);
    if (!row) throw notFound('Group not found');
    return row;
  }

  /** The owner's group with its share token, set to `candidate` unless it has one. Another user's group answers 404 'Group not found'. */
  async ensureShareToken(userId: number, groupId: number, candidate: string): Promise<{ group: GroupRow; token: string; shareCount: number }> {
    const group = await this.requireOwn(userId, groupId);
    const ensured = await groupsRepository.ensureShareToken(this.db, group.id, candidate);
    if (!ensured) throw notFound('Group not found');
    return { group, ...ensured };
  }

  /** Owner only; the old link stops working at once. */
  async revokeShareToken(userId: number, groupId: number): Promise<void> {
    const group = await this.requireOwn(userId, groupId);
    await groupsRepository.clearShareToken(this.db, group.id);
  }

  /** One more share that reached someone; the new count. */
  countShare(groupId: number, db: DbOrTx = this.db): Promise<number> {
    return groupsRepository.countShare(db, groupId);
  }

  /** The user's copy of another user's group, if they made one. */
  findCopy(userId: number, sourceGroupId: number, db: DbOrTx = this.db): Promise<{ id: number } | undefined> {
    return groupsRepository.findCopy(db, userId, sourceGroupId);
  }

  /**
   * A private copy of `source` for the user, inside the caller's transaction, which holds the user's
   * `content` lock (the group cap). Undefined when a copy of it already exists; 400 past GROUPS_PER_USER_MAX.
   */
  async insertCopy(tx: Tx, userId: number, source: Pick<GroupRow, 'id' | 'name' | 'description' | 'color'>): Promise<{ id: number } | undefined> {
    if ((await groupsRepository.countOwn(tx, userId)) >= GROUPS_PER_USER_MAX) {
      throw badRequest(`You can have at most ${GROUPS_PER_USER_MAX} plan groups`);
    }
    return groupsRepository.insertCopy(tx, { ownerId: userId, name: source.name, description: source.description, color: source.color, sourceGroupId: source.id });
  }
}
