import { z } from 'zod';
import { categoryId } from './categories.ts';
import { LEARNING_STYLES, LEARNING_TRENDS, PLAN_NOTES_MAX } from './insights-rules.ts';
import { bodyId } from './plans.ts';

export * from './insights-rules.ts';

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
export const planNotes = z.object({ notes: z.string() });
export type PlanNotes = z.infer<typeof planNotes>;
export const savePlanNotesBody = z.object({
  notes: z.string({ error: 'notes must be text' }).max(PLAN_NOTES_MAX, `Notes can be at most ${PLAN_NOTES_MAX.toLocaleString('en-US')} characters`),
});
