import { ErrorCode, PLAN_VIDEOS_MAX } from '@learnstack/contracts';
import type { Tx } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import type { PlanRow } from './plan-access.ts';
import { planVideosQueries } from './plan-videos.queries.ts';
import { planVideosRepository, type PlanVideoRow } from './plan-videos.repository.ts';
import { plansRepository } from './plans.repository.ts';

/*
 * Changes to a plan's videos, run inside a transaction that already holds the plan row's lock
 * (plansRepository.lock). Each runs a fixed number of statements whatever the number of videos.
 * They throw AppErrors when the change cannot apply, which the caller's transaction rolls back.
 */

export const alreadyInPlan = () => new AppError(409, ErrorCode.ALREADY_EXISTS, 'This video is already in your learning plan.');
export const notInPlan = () => notFound('Video not found in this plan');
const planFull = () => badRequest(`A learning plan can hold at most ${PLAN_VIDEOS_MAX} videos`);

/** Appends videos in the given order, skipping duplicates and ones already in the plan; unknown ids are refused. */
export async function appendVideos(tx: Tx, plan: PlanRow, videoIds: number[]): Promise<{ added: PlanVideoRow[]; skipped: number }> {
  const distinct = [...new Set(videoIds)];
  const known = await planVideosQueries.knownVideoIds(tx, distinct);
  if (distinct.some((id) => !known.has(id))) throw notFound('Video not found');
  const present = await planVideosRepository.presentVideoIds(tx, plan.id, distinct);
  const fresh = distinct.filter((id) => !present.has(id));
  const { count, nextIndex } = await planVideosRepository.stats(tx, plan.id);
  if (count + fresh.length > PLAN_VIDEOS_MAX) throw planFull();
  const added = await planVideosRepository.insert(
    tx,
    fresh.map((videoId, i) => ({ planId: plan.id, videoId, orderIndex: nextIndex + i })),
  );
  if (added.length > 0) await plansRepository.update(tx, plan.id, {});
  return { added: added.sort((a, b) => a.orderIndex - b.orderIndex), skipped: videoIds.length - added.length };
}

/** Adds one video at `orderIndex` (clamped to the end) or at the end; 409 ALREADY_EXISTS when present. */
export async function insertVideo(tx: Tx, plan: PlanRow, videoId: number, orderIndex?: number): Promise<PlanVideoRow> {
  if (await planVideosRepository.find(tx, plan.id, videoId)) throw alreadyInPlan();
  const { count } = await planVideosRepository.stats(tx, plan.id);
  if (count >= PLAN_VIDEOS_MAX) throw planFull();
  // Indexes are kept contiguous (0..count-1), so `count` is the end.
  const position = orderIndex === undefined ? count : Math.min(orderIndex, count);
  if (position < count) await planVideosRepository.shift(tx, plan.id, position, 1);
  const [entry] = await planVideosRepository.insert(tx, [{ planId: plan.id, videoId, orderIndex: position }]);
  if (!entry) throw new Error('insert returned no row');
  await plansRepository.update(tx, plan.id, {});
  return entry;
}

/** Removes a video and closes the gap so indexes stay contiguous. */
export async function removeVideo(tx: Tx, plan: PlanRow, videoId: number): Promise<PlanVideoRow> {
  const entry = await planVideosRepository.find(tx, plan.id, videoId);
  if (!entry) throw notInPlan();
  await planVideosRepository.delete(tx, entry.id);
  await planVideosRepository.shift(tx, plan.id, entry.orderIndex + 1, -1);
  await plansRepository.update(tx, plan.id, {});
  return entry;
}

/** Puts the plan's entries in the given order (ids of plan entries); it must list each of them exactly once. */
export async function setOrder(tx: Tx, plan: PlanRow, orderedEntryIds: number[]): Promise<void> {
  const current = await planVideosRepository.entries(tx, plan.id);
  const currentIds = new Set(current.map((e) => e.id));
  const listed = new Set(orderedEntryIds);
  if (listed.size !== orderedEntryIds.length) throw badRequest('Each video of the plan must appear exactly once in the new order');
  if (listed.size !== currentIds.size || orderedEntryIds.some((id) => !currentIds.has(id))) {
    throw badRequest('The new order must list exactly the videos of this plan');
  }
  await planVideosRepository.applyOrder(tx, plan.id, orderedEntryIds);
  await plansRepository.update(tx, plan.id, {});
}

/** The same, given the plan's video ids in their new order (modification requests speak in video ids). */
export async function setOrderByVideoIds(tx: Tx, plan: PlanRow, orderedVideoIds: number[]): Promise<void> {
  const current = await planVideosRepository.entries(tx, plan.id);
  const entryOf = new Map(current.map((e) => [e.videoId, e.id]));
  if (new Set(orderedVideoIds).size !== orderedVideoIds.length || orderedVideoIds.length !== current.length || orderedVideoIds.some((id) => !entryOf.has(id))) {
    throw badRequest('The requested order no longer matches the videos of this plan');
  }
  await planVideosRepository.applyOrder(tx, plan.id, orderedVideoIds.map((id) => entryOf.get(id) as number));
  await plansRepository.update(tx, plan.id, {});
}

/** Title and/or description; unchanged values are not written, and a null description clears it. */
export async function applyEdit(tx: Tx, plan: PlanRow, edit: { title?: string | undefined; description?: string | null | undefined }): Promise<void> {
  const changes: { title?: string; description?: string } = {};
  if (edit.title !== undefined && edit.title !== plan.title) changes.title = edit.title;
  const description = edit.description === null ? '' : edit.description;
  if (description !== undefined && description !== plan.description) changes.description = description;
  if (Object.keys(changes).length > 0) await plansRepository.update(tx, plan.id, changes);
}
