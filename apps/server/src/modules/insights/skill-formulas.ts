/**
 * The skill insights' formulas (decision 0033): pure functions of the learner's per-video facts and
 * the time, so each is tested on hand-computed examples.
 */
import {
  type AdaptiveInsights,
  CATEGORIES,
  CATEGORY_IDS,
  type CategoryId,
  type DifficultyFeedbackValue,
  INSIGHT_LIST_MAX,
  type LearningStyle,
  type LearningTrend,
  SKILL_LEVEL_MAX,
  SKILL_LEVEL_MIN,
  SKILL_TOPICS_MAX,
  type SkillProfile,
  type StruggleAnalysis,
} from '@learnstack/contracts';

const DAY_MS = 24 * 60 * 60_000;
/** Started, unfinished and untouched this long: stalled. */
export const STALLED_DAYS = 14;
/** Trend windows: the last 14 days against the 14 before. */
export const TREND_WINDOW_DAYS = 14;
/** Velocity: completions over the last 30 days, per day. */
export const VELOCITY_DAYS = 30;
/** Quiet: no activity for 7 days. */
export const QUIET_DAYS = 7;
/** Confidence reaches one half after this much evidence (videos plus ratings). */
export const CONFIDENCE_HALF = 5;
/** Completed videos that earn the full volume part. */
export const VOLUME_FULL = 10;

/** What one video tells about the learner (one row per video they touched, with a subject). */
export interface VideoFacts {
  videoId: number;
  subject: CategoryId;
  /** 1 beginner, 2 intermediate, 3 advanced (unknown: beginner). */
  difficulty: 1 | 2 | 3;
  topics: string[];
  currentTime: number;
  isCompleted: boolean;
  /** Times: epoch milliseconds. */
  completedAt: number | null;
  progressUpdatedAt: number | null;
  watchSeconds: number;
  lastWatchedAt: number | null;
  rating: DifficultyFeedbackValue | null;
  ratedAt: number | null;
}

const round = (value: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const labelOf = (subject: CategoryId) => CATEGORIES.find((c) => c.id === subject)?.label ?? subject;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A video counts once it is started, completed, watched or rated. */
export function isTouched(v: VideoFacts): boolean {
  return v.isCompleted || v.currentTime > 0 || v.watchSeconds > 0 || v.rating !== null;
}

function lastActivity(v: VideoFacts): number {
  return Math.max(v.progressUpdatedAt ?? 0, v.lastWatchedAt ?? 0, v.ratedAt ?? 0, v.completedAt ?? 0);
}

/** Started (position or watch time), not completed, and nothing done on it for 14 days. */
export function isStalled(v: VideoFacts, now: Date): boolean {
  return !v.isCompleted && (v.currentTime > 0 || v.watchSeconds > 0) && now.getTime() - lastActivity(v) >= STALLED_DAYS * DAY_MS;
}

/** Too Easy +1, Perfect 0, Too Hard -1. */
export function feedbackScore(rating: DifficultyFeedbackValue): number {
  return (3 - rating) / 2;
}

/** The subject's raw numbers, before rounding: what the level, the lists and the insights use. */
export interface SubjectStats {
  subject: CategoryId;
  videos: VideoFacts[];
  touched: number;
  completed: number;
  rated: number;
  tooHard: number;
  watchSeconds: number;
  /** Mean difficulty of completed videos (1 when none). */
  depth: number;
  /** Mean feedback score (0 when none). */
  feedback: number;
  completionRate: number;
  skillLevel: number;
  lastAssessed: number;
}

/**
 * skillLevel = clamp(1, 10, 1 + 3·completionRate + 2·min(1, completed/10) + (D − 1) + 2·F), one decimal:
 * D the mean difficulty of the completed videos (1..3, 1 when none), F the mean feedback score (−1..1).
 */
export function skillLevel(s: { completionRate: number; completed: number; depth: number; feedback: number }): number {
  const raw = 1 + 3 * s.completionRate + 2 * Math.min(1, s.completed / VOLUME_FULL) + (s.depth - 1) + 2 * s.feedback;
  return round(clamp(raw, SKILL_LEVEL_MIN, SKILL_LEVEL_MAX), 1);
}

/** confidence = e / (e + 5), e = touched videos + ratings; two decimals. */
export function confidence(touched: number, rated: number): number {
  const evidence = touched + rated;
  return round(evidence / (evidence + CONFIDENCE_HALF), 2);
}

export function subjectStats(subject: CategoryId, all: VideoFacts[]): SubjectStats | undefined {
  const videos = all.filter((v) => v.subject === subject && isTouched(v));
  if (videos.length === 0) return undefined;
  const done = videos.filter((v) => v.isCompleted);
  const ratings = videos.flatMap((v) => (v.rating === null ? [] : [v.rating]));
  const completionRate = done.length / videos.length;
  const depth = done.length > 0 ? done.reduce((sum, v) => sum + v.difficulty, 0) / done.length : 1;
  const feedback = ratings.length > 0 ? ratings.reduce((sum, r) => sum + feedbackScore(r), 0) / ratings.length : 0;
  return {
    subject,
    videos,
    touched: videos.length,
    completed: done.length,
    rated: ratings.length,
    tooHard: ratings.filter((r) => r === 5).length,
    watchSeconds: videos.reduce((sum, v) => sum + v.watchSeconds, 0),
    depth,
    feedback,
    completionRate,
    skillLevel: skillLevel({ completionRate, completed: done.length, depth, feedback }),
    lastAssessed: videos.reduce((max, v) => Math.max(max, lastActivity(v)), 0),
  };
}

/** Topics ordered by how many of the videos carry them, then by name; at most 10. */
function rankTopics(videos: VideoFacts[], exclude: Set<string> = new Set()): string[] {
  const counts = new Map<string, number>();
  for (const v of videos) for (const topic of new Set(v.topics)) if (!exclude.has(topic)) counts.set(topic, (counts.get(topic) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, SKILL_TOPICS_MAX)
    .map(([topic]) => topic);
}

/** Struggling: rated Too Hard, or stalled. Mastered: completed and not rated Too Hard (and no struggling topic). */
export function topics(s: SubjectStats, now: Date): { mastered: string[]; struggling: string[] } {
  const struggling = s.videos.filter((v) => v.rating === 5 || isStalled(v, now));
  const strugglingAll = new Set(struggling.flatMap((v) => v.topics));
  return {
    struggling: rankTopics(struggling),
    mastered: rankTopics(
      s.videos.filter((v) => v.isCompleted && v.rating !== 5),
      strugglingAll,
    ),
  };
}

export function toProfile(s: SubjectStats, now: Date): SkillProfile {
  const t = topics(s, now);
  return {
    id: CATEGORY_IDS.indexOf(s.subject) + 1,
    subject: s.subject,
    skillLevel: s.skillLevel,
    confidence: confidence(s.touched, s.rated),
    completionRate: round(s.completionRate, 2),
    totalWatchTime: Math.round(s.watchSeconds / 60),
    masteredTopics: t.mastered,
    strugglingTopics: t.struggling,
    lastAssessed: new Date(s.lastAssessed).toISOString(),
  };
}

/** Every touched subject, in the categories' order. */
export function allStats(facts: VideoFacts[]): SubjectStats[] {
  return CATEGORY_IDS.flatMap((subject) => subjectStats(subject, facts) ?? []);
}

export function skillProfiles(facts: VideoFacts[], now: Date): SkillProfile[] {
  return allStats(facts).map((s) => toProfile(s, now));
}

/** Struggling subject: at least half its ratings Too Hard (one or more), or 3+ videos with under 30% completed. Weakest first. */
export function isStrugglingSubject(s: SubjectStats): boolean {
  return (s.tooHard > 0 && s.tooHard / s.rated >= 0.5) || (s.touched >= 3 && s.completionRate < 0.3);
}

function strugglingSubjects(stats: SubjectStats[]): CategoryId[] {
  return stats
    .filter(isStrugglingSubject)
    .sort((a, b) => a.skillLevel - b.skillLevel)
    .map((s) => s.subject);
}

const within = (time: number | null, now: Date, fromDaysAgo: number, toDaysAgo: number) => {
  if (time === null) return false;
  const age = now.getTime() - time;
  return age >= toDaysAgo * DAY_MS && age < fromDaysAgo * DAY_MS;
};

/**
 * new: nothing touched. struggling: Too Hard ratings in the last 14 days at least as many as (and
 * more than zero) completions in them. improving: more completions in the last 14 days than in
 * the 14 before. Otherwise steady.
 */
export function trend(facts: VideoFacts[], now: Date): LearningTrend {
  const touched = facts.filter(isTouched);
  if (touched.length === 0) return 'new';
  const recentCompleted = touched.filter((v) => v.isCompleted && within(v.completedAt, now, TREND_WINDOW_DAYS, 0)).length;
  const previousCompleted = touched.filter((v) => v.isCompleted && within(v.completedAt, now, 2 * TREND_WINDOW_DAYS, TREND_WINDOW_DAYS)).length;
  const recentHard = touched.filter((v) => v.rating === 5 && within(v.ratedAt, now, TREND_WINDOW_DAYS, 0)).length;
  if (recentHard > 0 && recentHard >= recentCompleted) return 'struggling';
  if (recentCompleted > previousCompleted) return 'improving';
  return 'steady';
}

/**
 * In this order: new (nothing touched); explorer (4+ subjects); focused (one subject holds 60%+ of
 * the watch time); finisher (3+ videos, 70%+ completed); sampler (5+ videos, under 30% completed);
 * otherwise balanced.
 */
export function learningStyle(stats: SubjectStats[]): LearningStyle {
  const touched = stats.reduce((sum, s) => sum + s.touched, 0);
  if (touched === 0) return 'new';
  if (stats.length >= 4) return 'explorer';
  const watch = stats.reduce((sum, s) => sum + s.watchSeconds, 0);
  const top = Math.max(...stats.map((s) => s.watchSeconds));
  if (watch > 0 && top / watch >= 0.6 && stats.length >= 2) return 'focused';
  const completed = stats.reduce((sum, s) => sum + s.completed, 0);
  if (touched >= 3 && completed / touched >= 0.7) return 'finisher';
  if (touched >= 5 && completed / touched < 0.3) return 'sampler';
  if (stats.length === 1 && watch > 0) return 'focused';
  return 'balanced';
}

export function adaptiveInsights(facts: VideoFacts[], interests: CategoryId[], now: Date): AdaptiveInsights {
  const stats = allStats(facts);
  const touched = stats.reduce((sum, s) => sum + s.touched, 0);
  const completed = stats.reduce((sum, s) => sum + s.completed, 0);
  const rated = stats.reduce((sum, s) => sum + s.rated, 0);
  const struggling = strugglingSubjects(stats);
  const strengths = stats
    .filter((s) => s.skillLevel >= 6)
    .sort((a, b) => b.skillLevel - a.skillLevel)
    .map((s) => s.subject)
    .slice(0, INSIGHT_LIST_MAX);

  const nextSteps: string[] = [];
  for (const subject of struggling.slice(0, 2)) nextSteps.push(`Revisit the basics of ${labelOf(subject)}: pick a beginner video and rate it after watching.`);
  const best = stats.find((s) => s.subject === strengths[0]);
  if (best && best.depth < 2) nextSteps.push(`Step up in ${labelOf(best.subject)}: try an intermediate or advanced video.`);
  const unstarted = interests.filter((i) => !stats.some((s) => s.subject === i));
  for (const subject of unstarted.slice(0, 2)) nextSteps.push(`Start your first ${labelOf(subject)} video.`);
  const inProgress = stats.reduce((sum, s) => sum + s.videos.filter((v) => !v.isCompleted && (v.currentTime > 0 || v.watchSeconds > 0)).length, 0);
  if (inProgress > 0) nextSteps.push(`Finish the ${plural(inProgress, 'video')} you have started.`);
  if (touched > 0 && rated === 0) nextSteps.push('Rate the difficulty of the videos you finish so your levels follow you.');
  if (touched === 0) nextSteps.push('Watch your first video and rate its difficulty.');

  return {
    overallProgress: {
      averageSkillLevel: stats.length > 0 ? round(stats.reduce((sum, s) => sum + s.skillLevel, 0) / stats.length, 1) : 0,
      overallCompletionRate: touched > 0 ? round(completed / touched, 2) : 0,
      totalSubjects: stats.length,
    },
    adaptationTrends: { trend: trend(facts, now) },
    learningStyle: learningStyle(stats),
    strengths,
    nextSteps: nextSteps.slice(0, INSIGHT_LIST_MAX),
    strugglingAreas: struggling,
  };
}

export function struggleAnalysis(facts: VideoFacts[], now: Date): StruggleAnalysis {
  const stats = allStats(facts);
  const touched = stats.flatMap((s) => s.videos);
  const recent = touched.filter((v) => v.isCompleted && within(v.completedAt, now, VELOCITY_DAYS, 0)).length;
  const learningVelocity = round(recent / VELOCITY_DAYS, 2);
  const struggling = strugglingSubjects(stats);
  const tooHard = touched.filter((v) => v.rating === 5).length;
  const stalled = touched.filter((v) => isStalled(v, now)).length;
  const quiet = touched.length > 0 && touched.every((v) => now.getTime() - lastActivity(v) >= QUIET_DAYS * DAY_MS);

  const commonIssues: string[] = [];
  if (tooHard > 0) commonIssues.push(`${plural(tooHard, 'video')} rated Too Hard`);
  if (stalled > 0) commonIssues.push(`${plural(stalled, 'video')} started but untouched for ${STALLED_DAYS} days or more`);
  for (const s of stats) if (s.touched >= 3 && s.completionRate < 0.3) commonIssues.push(`Few videos finished in ${labelOf(s.subject)} (${Math.round(s.completionRate * 100)}%)`);
  if (quiet) commonIssues.push(`No learning activity in the last ${QUIET_DAYS} days`);

  const recommendations: string[] = [];
  for (const subject of struggling.slice(0, 2)) recommendations.push(`Slow down in ${labelOf(subject)}: rewatch the parts that felt hard and take notes before moving on.`);
  if (stalled > 0) recommendations.push('Pick up one of your unfinished videos before starting new ones.');
  if (quiet || (touched.length > 0 && learningVelocity < 0.1)) recommendations.push('Plan a short session on most days: one video every few days adds up.');
  if (touched.length === 0) recommendations.push('Watch a video and rate its difficulty to get your first insights.');
  else if (recommendations.length === 0) recommendations.push('Keep going: your pace and ratings show no trouble spots.');

  return {
    learningVelocity,
    strugglingSubjects: struggling,
    commonIssues: commonIssues.slice(0, INSIGHT_LIST_MAX),
    recommendations: recommendations.slice(0, INSIGHT_LIST_MAX),
  };
}
