import { dailyAnalytics, monthlyAnalytics, weeklyAnalytics } from '@learnstack/contracts';
import type { App, Services } from '../../http/app-types.ts';
import { requireUser } from '../../http/app-types.ts';

export function analyticsRoutes(app: App, { analytics }: Services): void {
  app.get('/api/analytics/weekly', { schema: { summary: 'Hours per day of the current week (Monday to Sunday) and videos completed', response: { 200: weeklyAnalytics } } }, (req) =>
    analytics.weekly(requireUser(req)),
  );
  app.get('/api/analytics/daily', { schema: { summary: "Today's videos, seconds watched and the current streak", response: { 200: dailyAnalytics } } }, (req) =>
    analytics.daily(requireUser(req)),
  );
  app.get('/api/analytics/monthly', { schema: { summary: "This month's hours, videos, completed plans, top categories, streak and average session", response: { 200: monthlyAnalytics } } }, (req) =>
    analytics.monthly(requireUser(req)),
  );
}
