/**
 * The skill insights' and path visualizer's shared rules. No zod here: the web imports this file
 * directly (`@learnstack/contracts/insights-rules`).
 */

/** Skill level scale and its colour bands (spec: up to 3, up to 6, up to 8, above 8). */
export const SKILL_LEVEL_MIN = 1;
export const SKILL_LEVEL_MAX = 10;
export const SKILL_BAND_LIMITS = [3, 6, 8] as const;
export type SkillBand = 'beginning' | 'developing' | 'proficient' | 'advanced';

/** The band a skill level falls in: up to 3, up to 6, up to 8, above 8. */
export function skillBand(level: number): SkillBand {
  if (level <= 3) return 'beginning';
  if (level <= 6) return 'developing';
  if (level <= 8) return 'proficient';
  return 'advanced';
}

/** Difficulty feedback: Too Easy (1), Perfect (3), Too Hard (5). */
export const DIFFICULTY_FEEDBACK_VALUES = [1, 3, 5] as const;
export type DifficultyFeedbackValue = (typeof DIFFICULTY_FEEDBACK_VALUES)[number];
export const DIFFICULTY_FEEDBACK_LABELS: Record<DifficultyFeedbackValue, string> = { 1: 'Too Easy', 3: 'Perfect', 5: 'Too Hard' };

/** Topics listed per subject (mastered and struggling each), and items of each insights list. */
export const SKILL_TOPICS_MAX = 10;
export const INSIGHT_LIST_MAX = 5;

export const LEARNING_TRENDS = ['improving', 'struggling', 'steady', 'new'] as const;
export type LearningTrend = (typeof LEARNING_TRENDS)[number];
export const LEARNING_STYLES = ['focused', 'explorer', 'finisher', 'sampler', 'balanced', 'new'] as const;
export type LearningStyle = (typeof LEARNING_STYLES)[number];

/** Plan notes: per user and plan, at most this many characters. */
export const PLAN_NOTES_MAX = 10_000;

/** The path visualizer's zoom: clamped 0.3..3; buttons x1.2 and x0.8, the wheel x1.1 and x0.9. */
export const PATH_ZOOM = { min: 0.3, max: 3, buttonIn: 1.2, buttonOut: 0.8, wheelIn: 1.1, wheelOut: 0.9 } as const;
/** The path view's height in pixels. */
export const PATH_VIEW_HEIGHT = 500;
