import { dashboardPage, type LearningInterestsReply, friendRequestsReply, friendsReply, invitesForMeReply, learningInterestsReply, weeklyGoal } from '@learnstack/contracts';
import type { App, Services } from '../../http/app-types.ts';
import { requireUser } from '../../http/app-types.ts';
import { jsonObject, SerializedJson, sendJson } from '../../http/json-cache.ts';
import { compileSerializer } from '../../http/serializer.ts';

export function dashboardPageRoutes(app: App, { dashboardPage: pages, learnerAnswers: answers, config }: Services): void {
  const checkWithZod = config.env !== 'production';
  const writeGoal = compileSerializer(weeklyGoal, { checkWithZod });
  const writeInterests = compileSerializer(learningInterestsReply, { checkWithZod });
  const writeFriends = compileSerializer(friendsReply, { checkWithZod });
  const writeRequests = compileSerializer(friendRequestsReply, { checkWithZod });
  const writeInvites = compileSerializer(invitesForMeReply, { checkWithZod });

  app.get(
    '/api/dashboard',
    {
      schema: {
        summary: "Get what the dashboard shows, in one request: the user's plans, videos to continue, weekly goal and week, recommendations, interests and friends",
        response: { 200: dashboardPage },
      },
    },
    async (req, reply) => {
      const parts = pages.parts(requireUser(req));
      // null: a model answers them, and the page asks GET /api/recommendations itself.
      const recommendationsOf = async (source: typeof parts.recommendations): Promise<SerializedJson | string> => {
        const versioned = await source;
        return versioned ? answers.recommendations.get(versioned) : 'null';
      };
      // The cached parts come from the caches their own routes answer from (http/learner-answers.ts);
      // the others are read fresh, as their routes read them, all at once.
      const [plans, continueLearning, weeklyAnalytics, recommendations, interests, friends, requests, invites] = await Promise.all([
        answers.planLists.get(parts.plans),
        answers.continueLearning.get(parts.continueLearning),
        answers.weeklyAnalytics.get(parts.weeklyAnalytics),
        recommendationsOf(parts.recommendations),
        parts.learningInterests,
        parts.friends,
        parts.friendRequests,
        parts.invitesForMe,
      ]);
      const answer = jsonObject({
        plans,
        continueLearning,
        weeklyGoal: writeGoal(parts.weeklyGoal),
        weeklyAnalytics,
        recommendations,
        learningInterests: writeInterests({ interests: interests as LearningInterestsReply['interests'] }),
        friends: writeFriends(friends),
        friendRequests: writeRequests(requests),
        invitesForMe: writeInvites(invites),
      });
      // Made for this request alone: compressed once, quickly (no best-quality brotli pass, which
      // for a 20 KB answer costs tens of milliseconds of CPU per request).
      return sendJson(req, reply, new SerializedJson(answer, true));
    },
  );
}
