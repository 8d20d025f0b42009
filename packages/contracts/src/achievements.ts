import { z } from 'zod';
import { bodyId } from './plans.ts';

/** Progress analytics, the weekly goal, achievements and certificates (spec file 3, sections 2.1, 2.8, 7). */

import { TOP_CATEGORIES, WEEKLY_GOAL_INVALID, WEEKLY_GOAL_MAX, WEEKLY_GOAL_MIN } from './progress-constants.ts';

export * from './progress-constants.ts';

export const weeklyGoal = z.object({ weeklyGoalHours: z.number() });
export type WeeklyGoal = z.infer<typeof weeklyGoal>;
/** Whole hours 1..50, as a number or its decimal text from a form; anything else (true, null, 7.5) is the one message. */
export const weeklyGoalBody = z.object({
  weeklyGoalHours: z
    .union([z.number(), z.string().regex(/^\s*\d{1,3}\s*$/).transform(Number)], { error: WEEKLY_GOAL_INVALID })
    .pipe(z.number().int(WEEKLY_GOAL_INVALID).min(WEEKLY_GOAL_MIN, WEEKLY_GOAL_INVALID).max(WEEKLY_GOAL_MAX, WEEKLY_GOAL_INVALID)),
});
export const weeklyGoalReply = weeklyGoal.extend({ message: z.string() });

/** The browser's IANA zone (Intl.DateTimeFormat().resolvedOptions().timeZone), sent once after sign-in. */
export const TIME_ZONE_INVALID = 'Unknown time zone';
export const timeZoneBody = z.object({ timeZone: z.string({ error: TIME_ZONE_INVALID }).trim().min(1, TIME_ZONE_INVALID).max(64, TIME_ZONE_INVALID) });
export const timeZoneReply = z.object({ timeZone: z.string() });

export const weeklyAnalytics = z.object({
  /** Hours per day, Monday..Sunday of the current week in the user's zone. */
  dailyHours: z.array(z.number()).length(7),
  totalHours: z.number(),
  /** Videos first completed this week. */
  completedVideos: z.number(),
  /** The week's Monday, YYYY-MM-DD. */
  weekStart: z.string(),
  /** Today, YYYY-MM-DD, in the user's zone. */
  today: z.string(),
});
export type WeeklyAnalytics = z.infer<typeof weeklyAnalytics>;

export const dailyAnalytics = z.object({
  /** Distinct videos with watch time today. */
  videosWatched: z.number(),
  /** Seconds watched today. */
  timeSpent: z.number(),
  streakDays: z.number(),
});
export type DailyAnalytics = z.infer<typeof dailyAnalytics>;

export const monthlyAnalytics = z.object({
  totalHours: z.number(),
  /** Distinct videos with watch time this month. */
  totalVideos: z.number(),
  completedPlans: z.number(),
  topCategories: z.array(z.object({ category: z.string(), hours: z.number() })).max(TOP_CATEGORIES),
  learningStreak: z.number(),
  /** Minutes per session (a video watched on a day), one decimal. */
  averageSessionTime: z.number(),
  /** The month, YYYY-MM. */
  month: z.string(),
});
export type MonthlyAnalytics = z.infer<typeof monthlyAnalytics>;

export const ACHIEVEMENT_TYPES = ['streak', 'completion', 'milestone', 'certificate'] as const;
export type AchievementType = (typeof ACHIEVEMENT_TYPES)[number];

export const achievement = z.object({
  id: z.number(),
  /** The rule's key ('videos-10', 'streak-7', 'plan-42'). */
  key: z.string(),
  type: z.enum(ACHIEVEMENT_TYPES),
  title: z.string(),
  description: z.string(),
  earnedAt: z.string(),
  certificateId: z.string().nullable().optional(),
});
export type Achievement = z.infer<typeof achievement>;

/** An achievement not earned yet, with how far the user is. */
export const lockedAchievement = z.object({
  key: z.string(),
  type: z.enum(ACHIEVEMENT_TYPES),
  title: z.string(),
  description: z.string(),
  current: z.number(),
  target: z.number(),
  unit: z.string(),
});
export type LockedAchievement = z.infer<typeof lockedAchievement>;
export const achievementsOverview = z.object({ earned: z.array(achievement), locked: z.array(lockedAchievement) });
export type AchievementsOverview = z.infer<typeof achievementsOverview>;

/** Certificate ids are 22 url-safe characters of 128 random bits. */
export const CERTIFICATE_ID = /^[A-Za-z0-9_-]{22}$/;
export const CERTIFICATE_NOT_FOUND = 'Certificate not found';
export const CERTIFICATE_PLAN_INCOMPLETE = 'Complete every video of this plan to earn its certificate';
/** Any text up to 64: an id of the wrong shape is just not found (404), like an unknown one. */
export const certificateIdParam = z.object({ certificateId: z.string().min(1).max(64) });

export const certificate = z.object({
  certificateId: z.string(),
  planId: z.number().nullable(),
  planName: z.string(),
  studentName: z.string(),
  /** Seconds of video in the plan when it was completed. */
  courseDuration: z.number(),
  completionDate: z.string(),
});
export type Certificate = z.infer<typeof certificate>;

/** Names and ids a client sends beside planId are ignored: the certificate holds database facts only. */
export const generateCertificateBody = z.looseObject({ planId: bodyId });
export const generateCertificateReply = z.object({ certificateId: z.string() });

export const certificateVerification = z.object({
  valid: z.literal(true),
  certificateId: z.string(),
  studentName: z.string(),
  planName: z.string(),
  completionDate: z.string(),
  courseDuration: z.number(),
});
export type CertificateVerification = z.infer<typeof certificateVerification>;
