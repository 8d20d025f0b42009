import { CONTINUE_LEARNING_LIMIT, PLAN_VIDEOS_MAX, saveProgressBody, type Completion, type ContinueLearningItem, type PlanProgressEntry, type SaveProgressBody, type VideoProgress } from '@learnstack/contracts';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { Versioned } from '../../http/json-cache.ts';
import type { PlansService } from '../plans/plans.service.ts';
import { withLabel } from '../videos/video-labels.ts';
import { toCompletion } from './completion.ts';
import { localDate, nextProgress, progressPercentage } from './progress-rules.ts';
import { progressRepository } from './progress.repository.ts';

export interface CompletedPlan {
  id: number;
  slug: string;
  title: string;
}
/** Called after a save completed every video of one of the user's plans (certificates, achievements hook in here). */
export type PlanCompletedListener = (userId: number, plan: CompletedPlan) => Promise<void> | void;

export class ProgressService {
  private readonly planCompletedListeners: PlanCompletedListener[] = [];

  constructor(
    private readonly db: Db,
    private readonly plans: PlansService,
    private readonly log: Pick<Logger, 'error'>,
  ) {}

  onPlanCompleted(listener: PlanCompletedListener): void {
    this.planCompletedListeners.push(listener);
  }

  async get(userId: number, videoId: number): Promise<VideoProgress> {
    const context = await progressRepository.saveContext(this.db, userId, videoId);
    if (!context) throw notFound('Video not found');
    const row = await progressRepository.find(this.db, userId, videoId);
    const currentTime = row?.currentTime ?? 0;
    const isCompleted = row?.isCompleted ?? false;
    return { videoId, currentTime, isCompleted, progressPercentage: progressPercentage(currentTime, isCompleted, context.durationSeconds) };
  }

  /** PUT /api/video-progress and the unload beacon. */
  async save(userId: number, input: SaveProgressBody): Promise<VideoProgress & { completedPlans: CompletedPlan[] }> {
    const parsed = saveProgressBody.safeParse(input);
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid progress');
    const { videoId, currentTime, isCompleted } = parsed.data;
    const result = await this.db.transaction(async (tx) => {
      const context = await progressRepository.saveContext(tx, userId, videoId);
      if (!context) throw notFound('Video not found');
      const saved = await progressRepository.lockForSave(tx, userId, videoId);
      const now = new Date();
      const next = nextProgress(saved, { currentTime, isCompleted }, context.durationSeconds, now);
      const row = await progressRepository.upsert(tx, { userId, videoId, currentTime: next.currentTime, isCompleted: next.isCompleted, completedAt: next.completedAt });
      if (next.secondsCredited > 0) {
        await progressRepository.creditWatchTime(tx, { userId, videoId, secondsCredited: next.secondsCredited, localDate: localDate(now, context.timeZone) });
      }
      const completedPlans = next.newlyCompleted ? await progressRepository.completedPlansHolding(tx, userId, videoId) : [];
      return { row, durationSeconds: context.durationSeconds, completedPlans };
    });
    await this.announce(userId, result.completedPlans);
    const { row } = result;
    return {
      videoId,
      currentTime: row.currentTime,
      isCompleted: row.isCompleted,
      progressPercentage: progressPercentage(row.currentTime, row.isCompleted, result.durationSeconds),
      completedPlans: result.completedPlans,
    };
  }

  /** A listener's failure must not fail the learner's save: it is logged. */
  private async announce(userId: number, plans: CompletedPlan[]): Promise<void> {
    for (const plan of plans) {
      for (const listener of this.planCompletedListeners) {
        try {
          await listener(userId, plan);
        } catch (err) {
          this.log.error({ err, userId, planId: plan.id }, 'plan-completed listener failed');
        }
      }
    }
  }

  /** The user's progress on each video of a plan they may see. */
  async forPlan(userId: number, planId: number): Promise<PlanProgressEntry[]> {
    await this.plans.requireReadable(userId, planId);
    return progressRepository.forPlan(this.db, userId, planId, PLAN_VIDEOS_MAX);
  }

  /** The caller's progress on a plan they may see, for the answer cache: valid while the plan's content and their progress versions are. */
  async readableForPlan(user: { id: number; progressVersion: number }, planId: number): Promise<Versioned<PlanProgressEntry[]>> {
    return this.onReadablePlan(user, await this.plans.requireReadableAccess(user.id, planId));
  }

  /** The same, for a plan the caller has already checked the user may see (its id and content version). */
  onReadablePlan(user: { id: number; progressVersion: number }, plan: { id: number; contentVersion: number }): Versioned<PlanProgressEntry[]> {
    return {
      key: `${user.id}:${plan.id}`,
      version: `${plan.contentVersion}:${user.progressVersion}`,
      load: () => progressRepository.forPlan(this.db, user.id, plan.id, PLAN_VIDEOS_MAX),
    };
  }

  /** How far the user is through a plan they may see; the single place that decides plan completion. */
  async planCompletion(userId: number, planId: number): Promise<Completion> {
    await this.plans.requireReadable(userId, planId);
    const counts = await progressRepository.planCounts(this.db, userId, planId);
    return toCompletion(counts.videoCount, counts.completedCount);
  }

  async continueLearning(userId: number): Promise<ContinueLearningItem[]> {
    const rows = await progressRepository.continueLearning(this.db, userId, CONTINUE_LEARNING_LIMIT);
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
