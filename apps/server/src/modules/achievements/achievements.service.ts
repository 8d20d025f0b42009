import type { Achievement, AchievementsOverview } from '@learnstack/contracts';
import type { Db, Tx } from '../../db/client.ts';
import type { AppEvents } from '../../events/events.ts';
import { type RecordCounters, recordVersion } from '../../http/answer-version.ts';
import type { Versioned } from '../../http/json-cache.ts';
import type { Clock } from '../../providers/clock.ts';
import { knownZone, localDate } from '../analytics/calendar.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { ACHIEVEMENT_RULES, type AchievementRule, allEarned, type Measure, newlyReached, planAchievementKey } from './achievement-rules.ts';
import { achievementsQueries, analyticsQueries } from './achievements.queries.ts';
import { ACHIEVEMENTS_LIST_MAX, type AchievementRow, achievementsRepository, type NewAchievement } from './achievements.repository.ts';

const view = (row: AchievementRow): Achievement => ({
  id: row.id,
  key: row.key,
  type: row.type,
  title: row.title,
  description: row.description,
  earnedAt: row.earnedAt.toISOString(),
  certificateId: row.certificateId,
});

const fromRule = (userId: number, rule: AchievementRule, at: Date): NewAchievement => ({
  userId,
  key: rule.key,
  type: rule.type,
  title: rule.title,
  description: rule.description,
  earnedAt: at,
});

type Measured = Pick<Awaited<ReturnType<typeof analyticsQueries.measures>>, 'completedVideos' | 'completedPlans' | 'certificates' | 'watchedSeconds' | 'streakDays'>;
const toValues = (m: Measured): Partial<Record<Measure, number>> => ({
  completedVideos: m.completedVideos,
  completedPlans: m.completedPlans,
  certificates: m.certificates,
  streakDays: m.streakDays,
  watchedHours: m.watchedSeconds === undefined ? undefined : m.watchedSeconds / 3600,
});

/**
 * Rule-based achievements (achievement-rules.ts) and one per completed plan (decision 0026). Awards
 * run inside the progress write's transaction (in-transaction subscribers): the unique (user, key)
 * index makes each once-only however many writes race, and only the write whose insert won notifies.
 */
export class AchievementsService {
  constructor(
    private readonly db: Db,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
  ) {}

  async list(userId: number): Promise<Achievement[]> {
    return (await achievementsRepository.list(this.db, userId)).map(view);
  }

  /**
   * The board, kept while the learner's record and local day hold (decision 0062). It reads completed
   * videos (the progress counter), achievements, certificates and watch days' seconds and streaks (the
   * achievements counter: a certificate requested later, its plan achievement, a deletion, any watch
   * event), and the local day the streak ends on (the zone matters only through it).
   */
  overviewVersioned(user: RecordCounters & { id: number; timeZone: string }): Versioned<AchievementsOverview> {
    const today = localDate(this.clock.now(), knownZone(user.timeZone));
    return { key: user.id, version: recordVersion(user, today), load: () => this.overviewAsOf(user.id, today) };
  }

  /** Earned ones, and the rules not earned yet with how far the user is from each: one statement. */
  private async overviewAsOf(userId: number, today: string): Promise<AchievementsOverview> {
    const { earned: rows, ...measured } = await analyticsQueries.overview(this.db, userId, today, ACHIEVEMENTS_LIST_MAX);
    const values = toValues(measured);
    const earned = new Set(rows.map((r) => r.key));
    const locked = ACHIEVEMENT_RULES.filter((r) => !earned.has(r.key)).map((r) => ({
      key: r.key,
      type: r.type,
      title: r.title,
      description: r.description,
      current: Math.min(r.target, Math.floor((values[r.measure] ?? 0) * 100) / 100),
      target: r.target,
      unit: r.unit,
    }));
    return { earned: rows, locked };
  }

  /** VideoCompleted: the completed-videos milestones. */
  async onVideoCompleted(event: AppEvents['VideoCompleted'], tx: Tx): Promise<void> {
    await this.measureAndAward(tx, event.userId, event.at, ['completedVideos']);
  }

  /** WatchTimeCredited: hours watched and the streak, on the day the write credited. */
  async onWatchTimeCredited(event: AppEvents['WatchTimeCredited'], tx: Tx): Promise<void> {
    await this.measureAndAward(tx, event.userId, event.at, ['watchedHours', 'streakDays'], event.localDate);
  }

  /** PlanCompleted (after the certificates module issued the plan's certificate): the plan's own achievement and the plan milestones. */
  async onPlanCompleted(event: AppEvents['PlanCompleted'], tx: Tx): Promise<void> {
    const certificateId = await achievementsQueries.certificateFor(tx, event.userId, event.plan.id);
    await this.awardPlan(tx, event.userId, event.plan, certificateId ?? null, event.at);
  }

  /** CertificateIssued on request for a plan completed earlier. */
  async onCertificateIssued(event: AppEvents['CertificateIssued'], tx: Tx): Promise<void> {
    await this.awardPlan(tx, event.userId, event.plan, event.certificateId, event.at);
  }

  private async awardPlan(tx: Tx, userId: number, plan: { id: number; title: string }, certificateId: string | null, at: Date): Promise<void> {
    const [won] = await achievementsRepository.awardOnce(tx, [
      {
        userId,
        key: planAchievementKey(plan.id),
        type: 'certificate',
        title: 'Playlist Completed',
        description: `Completed every video of “${plan.title.slice(0, 200)}”`,
        planId: plan.id,
        certificateId,
        earnedAt: at,
      },
    ]);
    if (won) {
      await this.notifications.notify(
        userId,
        { type: 'achievement', title: 'Playlist Completed', message: `You completed “${plan.title.slice(0, 200)}”${certificateId ? ' and earned its certificate' : ''}.`, data: { key: won.key, planId: plan.id, certificateId } },
        tx,
      );
    }
    await this.measureAndAward(tx, userId, at, ['completedPlans', 'certificates']);
  }

  /** Measures what is not settled yet (one statement), awards the rules reached, and notifies each award this write won. */
  private async measureAndAward(tx: Tx, userId: number, at: Date, measures: Measure[], today?: string): Promise<void> {
    const earned = await achievementsRepository.earnedKeys(tx, userId);
    const open = measures.filter((m) => !allEarned(m, earned));
    if (open.length === 0) return;
    const measured = await analyticsQueries.measures(tx, userId, today ?? localDate(at, 'UTC'), {
      hours: open.includes('watchedHours'),
      streak: open.includes('streakDays'),
      videos: open.includes('completedVideos'),
      plans: open.includes('completedPlans'),
    });
    const values = toValues(measured);
    const reached = newlyReached(Object.fromEntries(open.map((m) => [m, values[m]])), earned);
    const won = await achievementsRepository.awardOnce(
      tx,
      reached.map((r) => fromRule(userId, r, at)),
    );
    if (won.length === 0) return;
    await this.notifications.notifyMany(
      won.map((row) => ({ userId, type: 'achievement' as const, title: `Achievement unlocked: ${row.title}`, message: row.description, data: { key: row.key } })),
      tx,
    );
  }
}
