import type { AchievementType } from '@learnstack/contracts';

/** What the rules measure; each is read from the database facts the award's transaction sees. */
export type Measure = 'completedVideos' | 'completedPlans' | 'streakDays' | 'watchedHours' | 'certificates';

export interface AchievementRule {
  key: string;
  type: AchievementType;
  title: string;
  description: string;
  measure: Measure;
  /** Earned when the measure reaches this. */
  target: number;
  /** How the web writes the progress toward it ('3 of 10 videos'). */
  unit: string;
}

/**
 * Every rule-based achievement, in the order /achievements lists them. Each is awarded at most once
 * per user (unique index on user and key), in the transaction of the progress write that earns it.
 * A plan's certificate also earns a per-plan achievement ('plan-{id}', type certificate) that is not
 * in this table.
 */
export const ACHIEVEMENT_RULES: readonly AchievementRule[] = [
  { key: 'videos-1', type: 'completion', title: 'First Steps', description: 'Completed your first video', measure: 'completedVideos', target: 1, unit: 'videos' },
  { key: 'videos-10', type: 'completion', title: 'Getting Going', description: 'Completed 10 videos', measure: 'completedVideos', target: 10, unit: 'videos' },
  { key: 'videos-50', type: 'completion', title: 'Dedicated Learner', description: 'Completed 50 videos', measure: 'completedVideos', target: 50, unit: 'videos' },
  { key: 'videos-100', type: 'completion', title: 'Century', description: 'Completed 100 videos', measure: 'completedVideos', target: 100, unit: 'videos' },
  { key: 'plans-1', type: 'completion', title: 'Plan Finisher', description: 'Completed your first learning plan', measure: 'completedPlans', target: 1, unit: 'plans' },
  { key: 'streak-3', type: 'streak', title: 'On a Roll', description: 'Learned 3 days in a row', measure: 'streakDays', target: 3, unit: 'days' },
  { key: 'streak-7', type: 'streak', title: 'Week Warrior', description: 'Learned 7 days in a row', measure: 'streakDays', target: 7, unit: 'days' },
  { key: 'streak-30', type: 'streak', title: 'Unstoppable', description: 'Learned 30 days in a row', measure: 'streakDays', target: 30, unit: 'days' },
  { key: 'hours-1', type: 'milestone', title: 'First Hour', description: 'Watched 1 hour of learning videos', measure: 'watchedHours', target: 1, unit: 'hours' },
  { key: 'hours-10', type: 'milestone', title: 'Ten Hours In', description: 'Watched 10 hours of learning videos', measure: 'watchedHours', target: 10, unit: 'hours' },
  { key: 'hours-50', type: 'milestone', title: 'Fifty Hours', description: 'Watched 50 hours of learning videos', measure: 'watchedHours', target: 50, unit: 'hours' },
  { key: 'hours-100', type: 'milestone', title: 'Hundred Hours', description: 'Watched 100 hours of learning videos', measure: 'watchedHours', target: 100, unit: 'hours' },
  { key: 'certificates-1', type: 'certificate', title: 'Certified', description: 'Earned your first certificate', measure: 'certificates', target: 1, unit: 'certificates' },
];

export const planAchievementKey = (planId: number) => `plan-${planId}`;

/** The rules of these measures that `values` reaches and `earned` does not hold yet. */
export function newlyReached(values: Partial<Record<Measure, number>>, earned: ReadonlySet<string>): AchievementRule[] {
  return ACHIEVEMENT_RULES.filter((r) => !earned.has(r.key) && (values[r.measure] ?? -1) >= r.target);
}

/** Whether every rule of the measure is already earned (then it need not be measured). */
export function allEarned(measure: Measure, earned: ReadonlySet<string>): boolean {
  return ACHIEVEMENT_RULES.every((r) => r.measure !== measure || earned.has(r.key));
}
