import { adaptationBody, adaptationReply, adaptiveInsights, skillProfile, struggleAnalysis } from '@learnstack/contracts';
import { z } from 'zod';
import type { App, Services } from '../../http/app-types.ts';
import { requireUser } from '../../http/app-types.ts';
import { JsonCache, sendJson } from '../../http/json-cache.ts';
import { compileSerializer } from '../../http/serializer.ts';

export function insightsRoutes(app: App, { insights, config }: Services): void {
  // Answers kept while the learner's progress version and the hour stay the same (decision 0033).
  const checkWithZod = config.env !== 'production';
  const profiles = new JsonCache(compileSerializer(z.array(skillProfile), { checkWithZod }), 8 * 1024 * 1024);
  const adaptive = new JsonCache(compileSerializer(adaptiveInsights, { checkWithZod }), 8 * 1024 * 1024);
  const struggle = new JsonCache(compileSerializer(struggleAnalysis, { checkWithZod }), 8 * 1024 * 1024);

  app.get('/api/user/skill-profile', { schema: { summary: "The signed-in user's skill profile, one entry per subject", response: { 200: z.array(skillProfile) } } }, async (req, reply) =>
    sendJson(req, reply, await profiles.get(insights.skillProfileVersioned(requireUser(req)))),
  );

  app.get('/api/learning/adaptive-insights', { schema: { summary: 'Overall progress, trend, learning style, strengths and next steps', response: { 200: adaptiveInsights } } }, async (req, reply) =>
    sendJson(req, reply, await adaptive.get(await insights.adaptiveVersioned(requireUser(req)))),
  );

  app.get('/api/learning/struggle-analysis', { schema: { summary: 'Learning velocity, struggling subjects, common issues and recommendations', response: { 200: struggleAnalysis } } }, async (req, reply) =>
    sendJson(req, reply, await struggle.get(insights.struggleAnalysisVersioned(requireUser(req)))),
  );

  app.post('/api/learning/adaptation', { schema: { summary: "Rate a video's difficulty (a new rating replaces the old)", errors: [404], body: adaptationBody, response: { 200: adaptationReply } } }, (req) =>
    insights.rate(requireUser(req).id, req.body),
  );
}
