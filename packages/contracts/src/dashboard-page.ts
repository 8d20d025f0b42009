import { z } from 'zod';
import { weeklyAnalytics, weeklyGoal } from './achievements.ts';
import { learningInterestsReply } from './auth.ts';
import { recommendationsReply } from './discovery.ts';
import { planSummary } from './plans.ts';
import { continueLearningItem } from './progress.ts';
import { friendRequestsReply, friendsReply, invitesForMeReply } from './social.ts';

/**
 * GET /api/dashboard: what the dashboard's first paint shows, in one answer, each part exactly as its
 * own read answers it: the plans (GET /api/learning-plans), the videos to continue (GET
 * /api/continue-learning), the weekly goal (GET /api/user/weekly-goal) and this week's figures (GET
 * /api/analytics/weekly), the recommendations (GET /api/recommendations), the learning interests (GET
 * /api/user/learning-interests), the friends (GET /api/friends), the friend requests received (GET
 * /api/friends/requests) and the invitations addressed to the user (GET /api/friends/invites-for-me).
 *
 * `recommendations` is null when a model answers them (it may take up to 800 ms and is rate limited
 * per user): the page then asks GET /api/recommendations itself, so nothing else waits for it.
 */
export const dashboardPage = z.object({
  plans: z.array(planSummary),
  continueLearning: z.array(continueLearningItem),
  weeklyGoal,
  weeklyAnalytics,
  recommendations: recommendationsReply.nullable(),
  learningInterests: learningInterestsReply,
  friends: friendsReply,
  friendRequests: friendRequestsReply,
  invitesForMe: invitesForMeReply,
});
export type DashboardPage = z.infer<typeof dashboardPage>;
