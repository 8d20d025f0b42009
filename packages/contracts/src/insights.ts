import { z } from 'zod';
import { categoryId } from './categories.ts';
import { bodyId } from './plans.ts';

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

/** GET /api/user/skill-profile: one entry per subject the learner has touched. */
export const skillProfile = z.object({
  /** Stable per subject: its position in the eight categories (1..8). */
  id: z.number(),
  subject: categoryId,
  /** 1..10, one decimal. */
  skillLevel: z.number(),
  /** 0..1, two decimals. */
  confidence: z.number(),
  /** 0..1, two decimals. */
  completionRate: z.number(),
  /** Minutes. */
  totalWatchTime: z.number(),
  masteredTopics: z.array(z.string()),
  strugglingTopics: z.array(z.string()),
  /** ISO time of the learner's latest activity in the subject. */
  lastAssessed: z.string(),
});
export type SkillProfile = z.infer<typeof skillProfile>;

export const LEARNING_TRENDS = ['improving', 'struggling', 'steady', 'new'] as const;
export type LearningTrend = (typeof LEARNING_TRENDS)[number];
export const LEARNING_STYLES = ['focused', 'explorer', 'finisher', 'sampler', 'balanced', 'new'] as const;
export type LearningStyle = (typeof LEARNING_STYLES)[number];

/** GET /api/learning/adaptive-insights. */
export const adaptiveInsights = z.object({
  overallProgress: z.object({
    averageSkillLevel: z.number(),
    overallCompletionRate: z.number(),
    totalSubjects: z.number(),
  }),
  adaptationTrends: z.object({ trend: z.enum(LEARNING_TRENDS) }),
  learningStyle: z.enum(LEARNING_STYLES),
  /** Subjects at level 6 or above, best first. */
  strengths: z.array(categoryId),
  nextSteps: z.array(z.string()),
  strugglingAreas: z.array(categoryId),
});
export type AdaptiveInsights = z.infer<typeof adaptiveInsights>;

/** GET /api/learning/struggle-analysis. */
export const struggleAnalysis = z.object({
  /** Videos completed per day over the last 30 days, two decimals. */
  learningVelocity: z.number(),
  strugglingSubjects: z.array(categoryId),
  commonIssues: z.array(z.string()),
  recommendations: z.array(z.string()),
});
export type StruggleAnalysis = z.infer<typeof struggleAnalysis>;

/** POST /api/learning/adaptation: a difficulty rating of one video (a new one replaces the old). */
export const adaptationBody = z.object({
  videoId: bodyId,
  adaptationType: z.literal('difficulty_feedback', { error: "adaptationType must be 'difficulty_feedback'" }),
  userFeedback: z.union([z.literal(1), z.literal(3), z.literal(5)], { error: 'userFeedback must be 1, 3 or 5' }),
  wasSkipped: z.literal(false, { error: 'wasSkipped must be false' }),
});
export type AdaptationBody = z.infer<typeof adaptationBody>;

export const adaptationReply = z.object({
  videoId: z.number(),
  userFeedback: z.union([z.literal(1), z.literal(3), z.literal(5)]),
  /** The profile of the video's subject after the rating (null: the video has no subject). */
  profile: skillProfile.nullable(),
});
export type AdaptationReply = z.infer<typeof adaptationReply>;

/** Plan notes: per user and plan. */
export const PLAN_NOTES_MAX = 10_000;
export const planNotes = z.object({ notes: z.string() });
export type PlanNotes = z.infer<typeof planNotes>;
export const savePlanNotesBody = z.object({
  notes: z.string({ error: 'notes must be text' }).max(PLAN_NOTES_MAX, `Notes can be at most ${PLAN_NOTES_MAX.toLocaleString('en-US')} characters`),
});
