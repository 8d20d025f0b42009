import { dailyAnalytics, monthlyAnalytics, weeklyAnalytics } from '@learnstack/contracts';
import type { App, Services } from '../../http/app-types.ts';
import { requireUser } from '../../http/app-types.ts';
import { JsonCache, sendJson } from '../../http/json-cache.ts';
import { compileSerializer } from '../../http/serializer.ts';

export function analyticsRoutes(app: App, { analytics, config, learnerAnswers }: Services): void {
  // The week, the day and the month, kept while the learner's counters and local day stay the same (decisions 0056, 0062): small, so 4 MB each.
  const checkWithZod = config.env !== 'production';
  // The week's are shared with GET /api/dashboard (http/learner-answers.ts).
  const weekly = learnerAnswers.weeklyAnalytics;
  const daily = new JsonCache(compileSerializer(dailyAnalytics, { checkWithZod }), 4 * 1024 * 1024);
  const monthly = new JsonCache(compileSerializer(monthlyAnalytics, { checkWithZod }), 4 * 1024 * 1024);

  app.get('/api/analytics/weekly', { schema: { summary: 'Hours per day of the current week (Monday to Sunday) and videos completed', response: { 200: weeklyAnalytics } } }, async (req, reply) =>
    sendJson(req, reply, await weekly.get(analytics.weeklyVersioned(requireUser(req)))),
  );

  app.get('/api/analytics/daily', { schema: { summary: "Today's videos, seconds watched and the current streak", response: { 200: dailyAnalytics } } }, async (req, reply) =>
    sendJson(req, reply, await daily.get(analytics.dailyVersioned(requireUser(req)))),
  );

  app.get('/api/analytics/monthly', { schema: { summary: "This month's hours, videos, completed plans, top categories, streak and average session", response: { 200: monthlyAnalytics } } }, async (req, reply) =>
    sendJson(req, reply, await monthly.get(analytics.monthlyVersioned(requireUser(req)))),
  );
}
