import type { PlanDetail, PlanProgressEntry, PlanVideoEntry } from '@learnstack/contracts';
import type { Versioned } from '../../http/json-cache.ts';
import type { PlansService } from '../plans/plans.service.ts';
import type { ProgressService } from '../progress/progress.service.ts';

/** The plan page's answer in three cacheable parts, each with the version it is valid for. */
export interface PlanPageParts {
  plan: Versioned<PlanDetail>;
  videos: Versioned<PlanVideoEntry[]>;
  progress: Versioned<PlanProgressEntry[]>;
}

/**
 * What the plan page shows, in one request: the plan is looked up (and its access checked) once,
 * without its counts; its detail, its entries and the caller's progress then come with the
 * versions that lookup carries, so a cached answer costs the same few statements whatever the
 * size of the plan.
 */
export class PlanPageService {
  constructor(
    private readonly plans: PlansService,
    private readonly progress: ProgressService,
  ) {}

  /**
   * 404 'Plan not found' for a plan the user may not see, as GET /api/learning-plans/slug/{slug}.
   * `known`: the plan's head as the request read it with the session, if it did.
   */
  async bySlug(user: { id: number; progressVersion: number }, slug: string, known?: unknown): Promise<PlanPageParts> {
    const { access, detail } = await this.plans.detailBySlug(user, slug, known);
    return { plan: detail, videos: this.plans.videosOfReadable(user.id, access), progress: this.progress.onReadablePlan(user, access) };
  }
}
