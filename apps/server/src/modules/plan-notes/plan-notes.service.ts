import type { PlanNotes } from '@learnstack/contracts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../providers/clock.ts';
import type { PlansService } from '../plans/plans.service.ts';
import { planNotesRepository } from './plan-notes.repository.ts';

/** Notes per user and plan, for plans the user may see (another's private plan: 404, as the plan itself). */
export class PlanNotesService {
  constructor(
    private readonly db: Db,
    private readonly plans: PlansService,
    private readonly clock: Clock,
  ) {}

  async get(userId: number, planId: number): Promise<PlanNotes> {
    await this.plans.requireReadableAccess(userId, planId);
    return { notes: (await planNotesRepository.find(this.db, userId, planId)) ?? '' };
  }

  async save(userId: number, planId: number, notes: string): Promise<PlanNotes> {
    await this.plans.requireReadableAccess(userId, planId);
    return { notes: await planNotesRepository.save(this.db, { userId, planId, notes, at: this.clock.now() }) };
  }
}
