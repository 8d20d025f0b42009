import { CONTINUE_LEARNING_LIMIT, PLAN_VIDEOS_MAX, type Completion, type ContinueLearningItem, type PlanProgressEntry, type saveProgressBody, type VideoProgress } from '@learnstack/contracts';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { lockUser } from '../../db/locks.ts';
import { keepWatchRollupsOnDelete } from '../../db/watch-rollups.ts';
import type { EventBus } from '../../events/event-bus.ts';
import { hourOf, type LearnerCounters, learnerVersion } from '../../http/answer-version.ts';
import { notFound } from '../../http/errors.ts';
import type { Versioned } from '../../http/json-cache.ts';
import type { PlanAccess } from '../../http/session.ts';
import type { PlansService } from '../plans/plans.service.ts';
import { withLabel } from '../videos/video-labels.ts';
import { toCompletion } from './completion.ts';
import { localDate, nextProgress, progressPercentage } from './progress-rules.ts';
import { progressQueries } from './progress.queries.ts';
import { progressRepository } from './progress.repository.ts';

export interface CompletedPlan {
  id: number;
  slug: string;
  title: string;
}
/** How long an applied save's client id is remembered: longer than the web app keeps a queued save. */
export const CLIENT_SAVE_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
/** A save as the route validated it (the contract rounds the time and defaults isCompleted). */
export type SaveProgressInput = z.output<typeof saveProgressBody>;

export class ProgressService {
  constructor(
    private readonly db: Db,
    private readonly plans: PlansService,
    private readonly events: EventBus,
  ) {}

  /**
   * UserDeleted, before the users row goes: the user's watch events and their daily rollups both
   * cascade, so the events' delete trigger need not take each day's seconds back and recount the
   * streaks first (local to the transaction).
   * Half of the cascade's time for a learner with 36,000 events (decision 0054).
   */
  async onUserDeleted(tx: Tx): Promise<void> {
    await keepWatchRollupsOnDelete(tx);
  }

  /**
   * An account's deletion, before its transaction (decision 0060): the user's watch events, oldest
   * days first, in batches of at most `batchRows`, each its own short transaction that keeps the daily
   * rollups as they are (as retention's pruning does). So if the deletion stops after this (an error,
   * the process ended), the user keeps their account with every watch-day figure unchanged; only raw
   * events are gone, oldest first. A batch is a run of whole days whose rollups count at most
   * `batchRows` events (a bigger day takes several batches); events written meanwhile on a day
   * already done go with the account's cascade. The number of events deleted.
   */
  async purgeWatchEvents(userId: number, batchRows: number): Promise<number> {
    const days = await progressRepository.watchDayCounts(this.db, userId);
    let total = 0;
    for (const [fromDate, toDate] of dayRuns(days, batchRows)) {
      for (;;) {
        const deleted = await this.db.transaction(async (tx) => {
          await keepWatchRollupsOnDelete(tx);
          return progressRepository.deleteWatchEventsBatch(tx, userId, fromDate, toDate, batchRows);
        });
        total += deleted;
        if (deleted < batchRows) break;
      }
      // Or the account's cascade reads every page of the deleted rows again to find them gone: at a
      // community's volume its delete of no watch event took 10 s after the batches.
      await progressRepository.markDeletedWatchEvents(this.db, userId, fromDate, toDate);
    }
    return total;
  }

  async get(userId: number, videoId: number): Promise<VideoProgress> {
    const context = await progressQueries.saveContext(this.db, userId, videoId);
    if (!context) throw notFound('Video not found');
    const row = await progressRepository.find(this.db, userId, videoId);
    const currentTime = row?.currentTime ?? 0;
    const isCompleted = row?.isCompleted ?? false;
    return { videoId, currentTime, isCompleted, progressPercentage: progressPercentage(currentTime, isCompleted, context.durationSeconds) };
  }

  /**
   * PUT /api/video-progress and the unload beacon. The save, its watch time and the events it
   * causes (WatchTimeCredited, VideoCompleted, PlanCompleted) commit together, at the transaction's
   * time by the app's clock.
   */
  async save(userId: number, input: SaveProgressInput): Promise<VideoProgress & { completedPlans: CompletedPlan[] }> {
    const { videoId, currentTime, isCompleted, clientId } = input;
    const result = await this.events.transaction(async ({ tx, emit, now }) => {
      // One save per user at a time: otherwise two saves completing a plan's last two videos at once
      // each miss the other's completion and the plan is never announced (nor its certificate issued).
      await lockUser(tx, 'progress', userId);
      const context = await progressQueries.saveContext(tx, userId, videoId);
      if (!context) throw notFound('Video not found');
      // A save sent again (the offline queue did not hear the first answer): applied once. The id's
      // row commits with the write, and its primary key decides even without the lock above.
      if (clientId !== undefined && !(await progressRepository.recordClientSave(tx, userId, clientId, now))) {
        const row = await progressRepository.find(tx, userId, videoId);
        return { row: row ?? { currentTime: 0, isCompleted: false }, durationSeconds: context.durationSeconds, completedPlans: [] };
      }
      const saved = await progressRepository.lockForSave(tx, userId, videoId);
      const elapsedSeconds = saved ? (now.getTime() - saved.updatedAt.getTime()) / 1000 : 0;
      const next = nextProgress(saved && { ...saved, elapsedSeconds }, { currentTime, isCompleted }, context.durationSeconds, now);
      const row = await progressRepository.upsert(tx, { userId, videoId, currentTime: next.currentTime, isCompleted: next.isCompleted, completedAt: next.completedAt, at: now });
      if (next.secondsCredited > 0) {
        const day = localDate(now, context.timeZone);
        await progressRepository.creditWatchTime(tx, { userId, videoId, secondsCredited: next.secondsCredited, localDate: day, at: now });
        await emit('WatchTimeCredited', { userId, videoId, seconds: next.secondsCredited, localDate: day });
      }
      if (!next.newlyCompleted) return { row, durationSeconds: context.durationSeconds, completedPlans: [] };
      await emit('VideoCompleted', { userId, videoId });
      const completedPlans = await progressQueries.completedPlansHolding(tx, userId, videoId);
      for (const plan of completedPlans) await emit('PlanCompleted', { userId, plan });
      return { row, durationSeconds: context.durationSeconds, completedPlans };
    });
    const { row } = result;
    return {
      videoId,
      currentTime: row.currentTime,
      isCompleted: row.isCompleted,
      progressPercentage: progressPercentage(row.currentTime, row.isCompleted, result.durationSeconds),
      completedPlans: result.completedPlans,
    };
  }

  /** Forgets the ids of saves applied more than 30 days ago (the web app drops a queued save after 7). */
  async forgetOldClientSaves(): Promise<number> {
    return this.events.transaction(({ tx, now }) => progressRepository.deleteClientSavesBefore(tx, new Date(now.getTime() - CLIENT_SAVE_RETENTION_MS)));
  }

  /**
   * DELETE /api/video-progress/{videoId} (Mark Incomplete): the one way to undo a completion. The
   * resume position and the watch time already credited stay, and nothing already awarded is taken
   * back (no event: achievements and certificates only ever add).
   */
  async reopen(userId: number, videoId: number): Promise<VideoProgress> {
    return this.events.transaction(async ({ tx, now }) => {
      const context = await progressQueries.saveContext(tx, userId, videoId);
      if (!context) throw notFound('Video not found');
      const row = await progressRepository.reopen(tx, userId, videoId, now);
      const currentTime = row?.currentTime ?? 0;
      return { videoId, currentTime, isCompleted: false, progressPercentage: progressPercentage(currentTime, false, context.durationSeconds) };
    });
  }

  /** The user's progress on each video of a plan they may see. */
  async forPlan(userId: number, planId: number): Promise<PlanProgressEntry[]> {
    await this.plans.requireReadable(userId, planId);
    return progressQueries.forPlan(this.db, userId, planId, PLAN_VIDEOS_MAX);
  }

  /** The caller's progress on a plan they may see, for the answer cache: valid while the plan's content and their progress versions are. */
  /** `known`: the plan's access row as the request read it with the session, if it did. */
  async readableForPlan(user: { id: number; progressVersion: number }, planId: number, known?: PlanAccess | null): Promise<Versioned<PlanProgressEntry[]>> {
    return this.onReadablePlan(user, await this.plans.requireReadableAccess(user.id, planId, known));
  }

  /** The same, for a plan the caller has already checked the user may see (its id and content version). */
  onReadablePlan(user: { id: number; progressVersion: number }, plan: { id: number; contentVersion: number }): Versioned<PlanProgressEntry[]> {
    return {
      key: `${user.id}:${plan.id}`,
      version: `${plan.contentVersion}:${user.progressVersion}`,
      load: () => progressQueries.forPlan(this.db, user.id, plan.id, PLAN_VIDEOS_MAX),
    };
  }

  /** How far the user is through a plan they may see; the single place that decides plan completion. */
  async planCompletion(userId: number, planId: number): Promise<Completion> {
    await this.plans.requireReadable(userId, planId);
    const counts = await progressQueries.planCounts(this.db, userId, planId);
    return toCompletion(counts.videoCount, counts.completedCount);
  }

  /**
   * For the answer cache: the learner's progress rows move the progress version; a plan's title, slug
   * or entries and the learner's label of a video in one of their plans move the plan-list version;
   * a video's title the progress version of everyone who saved progress on it. What no counter
   * follows (a video's other facts, the learner's label of a video in none of their plans) is seen
   * within the hour (decision 0056).
   */
  continueLearningVersioned(user: LearnerCounters & { id: number }, now: Date): Versioned<ContinueLearningItem[]> {
    return { key: user.id, version: learnerVersion(user, hourOf(now)), load: () => this.continueLearning(user.id) };
  }

  async continueLearning(userId: number): Promise<ContinueLearningItem[]> {
    const rows = await progressQueries.continueLearning(this.db, userId, CONTINUE_LEARNING_LIMIT);
    return rows.map((r) => {
      const video = withLabel(r.video, r.label);
      return {
        id: video.id,
        youtubeId: video.youtubeId,
        title: video.title,
        thumbnailUrl: video.thumbnailUrl,
        channelTitle: video.channelTitle,
        progress: { progressPercentage: progressPercentage(r.currentTime, false, video.durationSeconds), currentTime: r.currentTime },
        planSlug: r.planSlug ?? null,
        planTitle: r.planTitle ?? null,
        updatedAt: r.updatedAt.toISOString(),
      };
    });
  }
}

/** Before and after any local date (`YYYY-MM-DD`). */
const FIRST_DAY = '0000-00-00';
const AFTER_LAST_DAY = '9999-99-99';

/**
 * The days as runs [from, to) of consecutive days whose events add up to at most `most` (a day with
 * more is a run of its own), covering every date: the first run starts before any day, the last ends
 * after any (so events of a day not in the list yet are in it).
 */
export function dayRuns(days: readonly { localDate: string; events: number }[], most: number): [string, string][] {
  const starts: string[] = [];
  let inRun = Number.POSITIVE_INFINITY;
  for (const day of days) {
    if (inRun + day.events > most) {
      starts.push(day.localDate);
      inRun = 0;
    }
    inRun += day.events;
  }
  if (starts.length === 0) return [[FIRST_DAY, AFTER_LAST_DAY]];
  starts[0] = FIRST_DAY;
  return starts.map((from, i) => [from, starts[i + 1] ?? AFTER_LAST_DAY]);
}
