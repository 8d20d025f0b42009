import {
  type createPlanBody,
  PLAN_VIDEOS_MAX,
  PLANS_PER_USER_MAX,
  type updatePlanBody,
  type PlanDetail,
  type PlanSummary,
  type PlanVideoEntry,
  type ReorderBody,
} from '@learnstack/contracts';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { lockUser } from '../../db/locks.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { Versioned } from '../../http/json-cache.ts';
import type { GroupsService } from '../groups/groups.service.ts';
import type { VideosService } from '../videos/videos.service.ts';
import { toModificationRequest } from './modification-request.view.ts';
import type { RequestRow } from './modification-requests.repository.ts';
import { planNotFound, readable, writable, type PlanRow } from './plan-access.ts';
import { alreadyInPlan, appendVideos, applyEdit, insertVideo, notInPlan, removeVideo, setOrder } from './plan-edits.ts';
import { planVideosQueries } from './plan-videos.queries.ts';
import type { PlanVideoRow } from './plan-videos.repository.ts';
import { planVideosRepository } from './plan-videos.repository.ts';
import { toPlanDetail, toPlanRef, toPlanSummary, toPlanVideoEntry } from './plan.view.ts';
import { type PlanHead, parsePlanHead, plansQueries } from './plans.queries.ts';

/** For routes that read a plan by its slug (here and the plan page): its head rides in the session's statement. */
export { planHeadWithSession } from './plans.queries.ts';
import { type PlanAccessRow, plansRepository } from './plans.repository.ts';
import { makeSlug } from './slug.ts';

/**
 * A plan to create: the body of POST /api/learning-plans as its route validated it, or the same
 * fields built by another module within the same limits, with what only modules set (playlist import,
 * copies of a public plan).
 */
export type CreatePlanInput = z.output<typeof createPlanBody> & { youtubePlaylistId?: string | null; sourcePlanId?: number | null };
/** The body of PUT /api/learning-plans/{id} as its route validated it. */
export type UpdatePlanInput = z.output<typeof updatePlanBody>;
export interface AddedVideos {
  added: { id: number; videoId: number; orderIndex: number }[];
  /** Ids given more than once or already in the plan. */
  skipped: number;
}

const SLUG_ATTEMPTS = 5;
/** What makeSlug produces; anything else cannot be a plan and costs no query. */
const SLUG_SHAPE = /^[a-z0-9-]{1,100}$/;
const MOVE_MESSAGE = (title: string) => `Video moved to "${title}" successfully`;

const toAdded = (rows: PlanVideoRow[]): AddedVideos['added'] => rows.map(({ id, videoId, orderIndex }) => ({ id, videoId, orderIndex }));

/** Learning plans and their videos. Reads follow plan-access rules; every write locks the plan row. */
export class PlansService {
  constructor(
    private readonly db: Db,
    private readonly groups: GroupsService,
    /** Videos that join a plan may take its subject (decision 0033, amended). */
    private readonly videoSubjects: Pick<VideosService, 'placeByPlan'>,
  ) {}

  /** The caller's own plans with counts and their progress, in one query. */
  async list(userId: number): Promise<PlanSummary[]> {
    const rows = await plansQueries.listOwnWithStats(this.db, userId, PLANS_PER_USER_MAX);
    return rows.map(toPlanSummary);
  }

  /** The caller's plan list for the answer cache: it stays valid while their plan-list version does. */
  ownList(user: { id: number; planListVersion: number }): Versioned<PlanSummary[]> {
    return { key: user.id, version: user.planListVersion, load: () => this.list(user.id) };
  }

  /**
   * A plan the caller may see, by slug, for an answer cache: read without its counts (one lookup
   * whatever its size), with what reading its entries and progress needs (who may see it, its
   * content version). The detail's version names all it shows but the counts, which follow the
   * content version and the viewer's progress version; `load` reads the counts. `known`: the head as
   * the request read it with the session (config `sessionWith`), if it did; else it is read here.
   */
  async detailBySlug(user: { id: number; progressVersion: number }, slug: string, known?: unknown): Promise<{ access: PlanAccessRow; detail: Versioned<PlanDetail> }> {
    if (!SLUG_SHAPE.test(slug)) throw planNotFound();
    const found = known === undefined ? await plansQueries.headBySlug(this.db, slug, user.id) : parsePlanHead(known);
    const access = readable(found?.access, user.id);
    const { fingerprint, pending } = found as PlanHead;
    const requests = pending.map(({ requester, ...p }) => {
      const row: RequestRow = { ...p, requesterId: requester.id, createdAt: new Date(p.createdAt), decidedAt: p.decidedAt ? new Date(p.decidedAt) : null };
      return toModificationRequest(row, requester);
    });
    const load = async () => {
      const row = await plansQueries.byIdWithStats(this.db, user.id, access.id);
      if (!row) throw planNotFound();
      return toPlanDetail(row, user.id, requests);
    };
    return {
      access,
      detail: { key: `${user.id}:${access.id}`, version: `${access.contentVersion}:${user.progressVersion}:${fingerprint}:${requests.length === 0 ? '' : JSON.stringify(requests)}`, load },
    };
  }

  /** One plan as the list shows it, for any plan the caller may see. */
  async getSummary(userId: number, planId: number): Promise<PlanSummary> {
    const row = await plansQueries.byIdWithStats(this.db, userId, planId);
    readable(row?.plan, userId);
    if (!row) throw planNotFound();
    return toPlanSummary(row);
  }

  /** A plan the caller may see, or 404 'Plan not found'. */
  async requireReadable(userId: number, planId: number): Promise<PlanRow> {
    return readable(await plansRepository.findById(this.db, planId), userId);
  }

  /** The same check, reading only who may see the plan and its content version (the busy reads of entries and progress). */
  /** `known`: the plan's access row as the request read it with the session (config `planParam`), if it did. */
  async requireReadableAccess(userId: number, planId: number, known?: PlanAccessRow | null): Promise<PlanAccessRow> {
    // null: the request's read found no such plan.
    if (known === null) return readable<PlanAccessRow>(undefined, userId);
    return readable(known?.id === planId ? known : await plansRepository.accessById(this.db, planId), userId);
  }

  /**
   * Creates a plan (its slug: the title's words plus a random suffix, unique), optionally
   * with videos appended in order, in one transaction. 400 past PLANS_PER_USER_MAX, 404 'Group not
   * found' for a group that is not the caller's.
   */
  async createPlan(userId: number, input: CreatePlanInput, options: { videoIds?: number[] } = {}): Promise<PlanSummary> {
    const { groupId, youtubePlaylistId, sourcePlanId, ...fields } = input;
    const plan = await this.db.transaction(async (tx) => {
      await lockUser(tx, 'content', userId);
      if ((await plansRepository.countOwn(tx, userId)) >= PLANS_PER_USER_MAX) {
        throw badRequest(`You can have at most ${PLANS_PER_USER_MAX} learning plans`);
      }
      if (groupId != null) await this.groups.requireOwn(userId, groupId, tx);
      const created = await this.insertWithSlug(tx, {
        ...fields,
        ownerId: userId,
        groupId: groupId ?? null,
        youtubePlaylistId: youtubePlaylistId ?? null,
        sourcePlanId: sourcePlanId ?? null,
      });
      if (options.videoIds?.length) {
        await appendVideos(tx, created, options.videoIds);
        await this.videoSubjects.placeByPlan(tx, created.id, options.videoIds);
      }
      return created;
    });
    return this.getSummary(userId, plan.id);
  }

  private async insertWithSlug(tx: Tx, values: Omit<Parameters<typeof plansRepository.insert>[1], 'slug'>): Promise<PlanRow> {
    for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt++) {
      const row = await plansRepository.insert(tx, { ...values, slug: makeSlug(values.title) });
      if (row) return row;
    }
    throw new Error('could not find a free slug');
  }

  /**
   * Appends videos (ids of saved videos) in the given order, skipping ones already in the plan, in
   * one transaction of a fixed number of statements. 404 for an unknown video id, 400 past
   * PLAN_VIDEOS_MAX, and the plan-access errors for a plan that is not the caller's.
   */
  async addVideos(userId: number, planId: number, videoIds: number[]): Promise<AddedVideos> {
    return this.db.transaction(async (tx) => {
      const plan = writable(await plansRepository.lock(tx, planId), userId);
      const { added, skipped } = await appendVideos(tx, plan, videoIds);
      await this.videoSubjects.placeByPlan(tx, plan.id, added.map((a) => a.videoId));
      return { added: toAdded(added), skipped };
    });
  }

  /** POST /api/learning-plans/{id}/videos: one video, at `orderIndex` or at the end. */
  async addVideo(userId: number, planId: number, videoId: number, orderIndex?: number): Promise<PlanVideoEntry> {
    const entry = await this.db.transaction(async (tx) => {
      const plan = writable(await plansRepository.lock(tx, planId), userId);
      const known = await planVideosQueries.knownVideoIds(tx, [videoId]);
      if (!known.has(videoId)) throw notFound('Video not found');
      const inserted = await insertVideo(tx, plan, videoId, orderIndex);
      await this.videoSubjects.placeByPlan(tx, plan.id, [videoId]);
      // Only the owner adds videos, so their own labels show.
      return planVideosQueries.findWithVideo(tx, inserted.id, userId);
    });
    if (!entry) throw notInPlan();
    return toPlanVideoEntry(entry);
  }

  async removeVideo(userId: number, planId: number, videoId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const plan = writable(await plansRepository.lock(tx, planId), userId);
      await removeVideo(tx, plan, videoId);
    });
  }

  /** Moves a video between two of the caller's plans; both locked in id order. */
  async moveVideo(userId: number, planId: number, videoId: number, toPlanId: number): Promise<{ message: string; code: 'MOVED'; toPlan: ReturnType<typeof toPlanRef> }> {
    return this.db.transaction(async (tx) => {
      const locked = await plansRepository.lockMany(tx, [planId, toPlanId]);
      const from = writable(locked.find((p) => p.id === planId), userId);
      if (toPlanId === planId) throw badRequest('Choose a different plan to move the video to');
      const to = writable(locked.find((p) => p.id === toPlanId), userId);
      if (!(await planVideosRepository.find(tx, from.id, videoId))) throw notInPlan();
      if (await planVideosRepository.find(tx, to.id, videoId)) throw alreadyInPlan();
      await removeVideo(tx, from, videoId);
      await insertVideo(tx, to, videoId);
      return { message: MOVE_MESSAGE(to.title), code: 'MOVED' as const, toPlan: toPlanRef(to) };
    });
  }

  /** The list must be a permutation of exactly the plan's entries; indexes are normalised to 0..n-1 in the given order. */
  async reorder(userId: number, planId: number, items: ReorderBody['videos']): Promise<void> {
    if (new Set(items.map((i) => i.orderIndex)).size !== items.length) throw badRequest('Each position may be used only once');
    const ordered = [...items].sort((a, b) => a.orderIndex - b.orderIndex).map((i) => i.planVideoId);
    await this.db.transaction(async (tx) => {
      const plan = writable(await plansRepository.lock(tx, planId), userId);
      await setOrder(tx, plan, ordered);
    });
  }

  /** Writes only the fields that changed; a body that changes nothing is refused, and an unchanged value writes nothing. */
  async update(userId: number, planId: number, input: UpdatePlanInput): Promise<PlanSummary> {
    if (input.title === undefined && input.description === undefined) throw badRequest('Nothing to update: send a title or a description');
    await this.db.transaction(async (tx) => {
      const plan = writable(await plansRepository.lock(tx, planId), userId);
      await applyEdit(tx, plan, input);
    });
    return this.getSummary(userId, planId);
  }

  async delete(userId: number, planId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const plan = writable(await plansRepository.lock(tx, planId), userId);
      await plansRepository.delete(tx, plan.id);
    });
  }

  async setVisibility(userId: number, planId: number, isPublic: boolean): Promise<PlanSummary> {
    await this.db.transaction(async (tx) => {
      const plan = writable(await plansRepository.lock(tx, planId), userId);
      if (plan.isPublic === isPublic) return;
      if (isPublic && (await plansRepository.publicTwinExists(tx, plan))) {
        throw conflict('ALREADY_PUBLIC', 'This playlist already exists publicly. You can only keep your copy private to avoid duplicates.');
      }
      await plansRepository.update(tx, plan.id, { isPublic });
    });
    return this.getSummary(userId, planId);
  }

  async setGroup(userId: number, planId: number, groupId: number | null): Promise<PlanSummary> {
    await this.db.transaction(async (tx) => {
      const plan = writable(await plansRepository.lock(tx, planId), userId);
      if (groupId !== null) await this.groups.requireOwn(userId, groupId, tx);
      if (plan.groupId !== groupId) await plansRepository.update(tx, plan.id, { groupId });
    });
    return this.getSummary(userId, planId);
  }

  /**
   * The entries of a plan the caller may see, in order, with their videos (at most PLAN_VIDEOS_MAX).
   * The owner sees their own labels of unconfirmed videos; anyone else sees the neutral fallback.
   */
  async videos(userId: number, planId: number): Promise<PlanVideoEntry[]> {
    const plan = await this.requireReadable(userId, planId);
    return this.entriesOf(planId, plan.ownerId === userId ? userId : null);
  }

  /**
   * The entries of a plan the caller may see, for the answer cache: valid while the plan's content
   * version is. The owner's answer (with their own labels) and everyone else's are kept apart.
   */
  async readableVideos(userId: number, planId: number, known?: PlanAccessRow | null): Promise<Versioned<PlanVideoEntry[]>> {
    return this.videosOfReadable(userId, await this.requireReadableAccess(userId, planId, known));
  }

  /** The same, for a plan whose access row the caller has already checked with `readable`. */
  videosOfReadable(userId: number, plan: PlanAccessRow): Versioned<PlanVideoEntry[]> {
    const labelsOf = plan.ownerId === userId ? userId : null;
    return { key: labelsOf === null ? `${plan.id}` : `${plan.id}:owner`, version: plan.contentVersion, load: () => this.entriesOf(plan.id, labelsOf) };
  }

  /** `labelsOf`: whose own labels of unconfirmed videos to show (the owner's), or null. */
  private async entriesOf(planId: number, labelsOf: number | null): Promise<PlanVideoEntry[]> {
    const rows = await planVideosQueries.list(this.db, planId, PLAN_VIDEOS_MAX, labelsOf);
    return rows.map(toPlanVideoEntry);
  }

  // ---------------------------------------------------------------- upkeep (the admin area asks)

  /** Deletes those of the candidate plans that are still empty and untouched since `cutoff`, in the caller's transaction. */
  deleteInactive(candidateIds: number[], cutoff: Date, tx: Tx): Promise<number[]> {
    return plansRepository.deleteInactive(tx, candidateIds, cutoff);
  }

  /** Gives the entries of each plan the indexes 0..n-1 in their present order. */
  renumberEntries(planIds: number[], tx: Tx): Promise<number> {
    return planVideosRepository.renumber(tx, planIds);
  }

  /** Puts drifted like counters right. */
  setLikeCounts(counts: { planId: number; likeCount: number }[], tx: Tx): Promise<number> {
    return plansRepository.setLikeCounts(tx, counts);
  }

}
