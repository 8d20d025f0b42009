import { adaptationBody, adaptationReply, adaptiveInsights, skillProfile, struggleAnalysis } from '@learnstack/contracts';
import { z } from 'zod';
import type { App, Services } from '../../http/app-types.ts';
import { requireUser } from '../../http/app-types.ts';

export function insightsRoutes(app: App, { insights }: Services): void {
  app.get('/api/user/skill-profile', { schema: { summary: "The signed-in user's skill profile, one entry per subject", response: { 200: z.array(skillProfile) } } }, (req) =>
    insights.skillProfile(requireUser(req).id),
  );

  app.get('/api/learning/adaptive-insights', { schema: { summary: 'Overall progress, trend, learning style, strengths and next steps', response: { 200: adaptiveInsights } } }, (req) =>
    insights.adaptiveInsights(requireUser(req).id),
  );

  app.get('/api/learning/struggle-analysis', { schema: { summary: 'Learning velocity, struggling subjects, common issues and recommendations', response: { 200: struggleAnalysis } } }, (req) =>
    insights.struggleAnalysis(requireUser(req).id),
  );

  app.post('/api/learning/adaptation', { schema: { summary: "Rate a video's difficulty (a new rating replaces the old)", errors: [404], body: adaptationBody, response: { 200: adaptationReply } } }, (req) =>
    insights.rate(requireUser(req).id, req.body),
  );
}
