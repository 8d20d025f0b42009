import {
  connectionReasonBody,
  connectionReasonReply,
  recommendationsReply,
  relatedTopicsBody,
  relatedTopicsReply,
  smartFetchBody,
  smartFetchReply,
  syncWatchHistoryBody,
  syncWatchHistoryReply,
} from '@learnstack/contracts';
import type { FastifyRequest } from 'fastify';
import type { App, Services } from '../../http/app-types.ts';
import { requireUser } from '../../http/app-types.ts';
import { sendJson } from '../../http/json-cache.ts';
import { limit } from '../../http/rate-limit.ts';

/**
 * Watch history, recommendations and the three model-backed helpers. The helpers spend money when a
 * model is configured, so they are counted per signed-in user (not per address): a preHandler hook,
 * after the session hook has found the user.
 */
export function recommendationsRoutes(app: App, { recommendations, config, learnerAnswers }: Services): void {
  const perUser = (name: 'ai' | 'recommendations') => ({
    ...limit(config, name),
    hook: 'preHandler' as const,
    keyGenerator: (req: FastifyRequest) => (req.user ? `user-${req.user.id}` : `ip-${req.ip}`),
  });
  // The local recommender's answers per learner (decision 0056), shared with GET /api/dashboard
  // (http/learner-answers.ts); a model's are not kept here.
  const cached = learnerAnswers.recommendations;

  app.post(
    '/api/sync-watch-history',
    { config: { rateLimit: perUser('recommendations') }, schema: { summary: "Sync the player's watch sessions", errors: [400, 429], body: syncWatchHistoryBody, response: { 200: syncWatchHistoryReply } } },
    (req) => recommendations.syncWatchHistory(requireUser(req).id, req.body.sessions),
  );

  app.get(
    '/api/recommendations',
    { config: { rateLimit: perUser('recommendations') }, schema: { summary: "Recommendations from the learner's topics", errors: [429], response: { 200: recommendationsReply } } },
    async (req, reply) => {
      const user = requireUser(req);
      if (!recommendations.cacheable) return recommendations.recommendations(user.id);
      return sendJson(req, reply, await cached.get(await recommendations.recommendationsVersioned(user)));
    },
  );

  app.post(
    '/api/ai/related-topics',
    { config: { rateLimit: perUser('ai') }, schema: { summary: 'Topics related to a topic', errors: [400, 429], body: relatedTopicsBody, response: { 200: relatedTopicsReply } } },
    (req) => recommendations.relatedTopics(req.body.topic, req.body.userContext),
  );

  app.post(
    '/api/ai/connection-reason',
    { config: { rateLimit: perUser('ai') }, schema: { summary: 'Why one topic leads to another', errors: [400, 429], body: connectionReasonBody, response: { 200: connectionReasonReply } } },
    (req) => recommendations.connectionReason(req.body.fromTopic, req.body.toTopic),
  );

  app.post(
    '/api/recommendations/smart-fetch',
    { config: { rateLimit: perUser('ai') }, schema: { summary: 'Real videos for a recommended topic', errors: [400, 429], body: smartFetchBody, response: { 200: smartFetchReply } } },
    (req) => recommendations.smartFetch(req.body),
  );
}
