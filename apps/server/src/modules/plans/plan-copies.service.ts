import { PLANS_PER_USER_MAX } from '@learnstack/contracts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { lockUser } from '../../db/locks.ts';
import { badRequest } from '../../http/errors.ts';
import { type PlanCopyRow, planCopiesRepository as repo } from './plan-copies.repository.ts';
import { plansRepository } from './plans.repository.ts';
import { makeSlug } from './slug.ts';

export type PlanCopy = PlanCopyRow;
export interface PlanCopies {
  /** Copies made by this call, in the order of the sources given. */
  created: PlanCopy[];
  /** Copies the user already had (not copied again). */
  existing: PlanCopy[];
}

const SLUG_ATTEMPTS = 5;
/** The unique index that keeps one copy per user and source plan. */
const COPY_KEY = 'learning_plans_owner_source_key';

/** True when a concurrent copy of the same source won the race (the caller answers "already added"). */
export function isDuplicateCopy(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && constraint === COPY_KEY) return true;
  }
  return false;
}

/**
 * Private copies of other users' plans (explore add, shared links, group copies): same title,
 * description and colour, the same videos in the same order, credited through sourcePlanId. A copy
 * is a snapshot: later edits of the source never reach it. Callers decide who may copy what.
 */
export class PlanCopiesService {
  constructor(private readonly db: Db) {}

  /** The user's copies of these source plans (one per source at most). */
  async findCopies(userId: number, sourceIds: number[], db: DbOrTx = this.db): Promise<PlanCopy[]> {
    return repo.findCopies(db, userId, [...new Set(sourceIds)]);
  }

  /**
   * Copies the sources the user has not copied yet, in a fixed number of statements whatever the
   * number of plans and videos; runs inside `db` when it is the caller's transaction. With `groupId`
   * (a group of the user's, checked by the caller) the new copies go into it, and so do earlier copies
   * that were ungrouped. 400 past PLANS_PER_USER_MAX. A concurrent copy of the same source fails with
   * the unique violation that `isDuplicateCopy` recognises.
   */
  async copy(userId: number, sourceIds: number[], options: { groupId?: number | null } = {}, db: DbOrTx = this.db): Promise<PlanCopies> {
    const groupId = options.groupId ?? null;
    return db.transaction(async (tx) => {
      await lockUser(tx, 'content', userId);
      const wanted = [...new Set(sourceIds)];
      const existing = await repo.findCopies(tx, userId, wanted);
      const copied = new Set(existing.map((c) => c.sourcePlanId));
      const fresh = wanted.filter((id) => !copied.has(id));
      if (groupId !== null) {
        const joined = new Set(await repo.groupUngrouped(tx, userId, existing.map((c) => c.id), groupId));
        for (const c of existing) if (joined.has(c.id)) c.groupId = groupId;
      }
      if (fresh.length === 0) return { created: [], existing };
      if ((await plansRepository.countOwn(tx, userId)) + fresh.length > PLANS_PER_USER_MAX) {
        throw badRequest(`You can have at most ${PLANS_PER_USER_MAX} learning plans`);
      }
      const created = await this.insertCopies(tx, userId, fresh, groupId);
      await repo.copyVideos(tx, created.map((c) => ({ sourceId: c.sourcePlanId, copyId: c.id })));
      const order = new Map(fresh.map((id, i) => [id, i]));
      created.sort((a, b) => (order.get(a.sourcePlanId) ?? 0) - (order.get(b.sourcePlanId) ?? 0));
      return { created, existing };
    });
  }

  /** One multi-row insert; rows whose random slug was taken (about one in two billion) retry with a new one. */
  private async insertCopies(tx: Tx, userId: number, sourceIds: number[], groupId: number | null): Promise<PlanCopy[]> {
    let pending = await repo.sources(tx, sourceIds);
    const created: PlanCopy[] = [];
    for (let attempt = 0; attempt < SLUG_ATTEMPTS && pending.length > 0; attempt++) {
      const inserted = await repo.insertPlans(
        tx,
        pending.map((s) => ({
          ownerId: userId,
          slug: makeSlug(s.title),
          title: s.title,
          description: s.description,
          color: s.color,
          isPublic: false,
          groupId,
          sourcePlanId: s.id,
          youtubePlaylistId: s.youtubePlaylistId,
        })),
      );
      created.push(...inserted);
      const done = new Set(inserted.map((c) => c.sourcePlanId));
      pending = pending.filter((s) => !done.has(s.id));
    }
    if (pending.length > 0) throw new Error('could not find free slugs for plan copies');
    return created;
  }
}
