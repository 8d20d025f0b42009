import { type DailyAnalytics, type MonthlyAnalytics, TOP_CATEGORIES, type WeeklyAnalytics } from '@learnstack/contracts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../providers/clock.ts';
import { firstOfMonth, hours, knownZone, localDate, monthOf, weekOf } from './calendar.ts';
import { analyticsQueries } from './analytics.queries.ts';

/**
 * Weekly, daily and monthly figures from the watch-event ledger, on the calendar of the user's zone
 * (decision 0024). Two statements each: the zone, then the figures.
 */
export class AnalyticsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  private async today(userId: number): Promise<{ zone: string; today: string }> {
    const zone = knownZone(await analyticsQueries.zoneOf(this.db, userId));
    return { zone, today: localDate(this.clock.now(), zone) };
  }

  async weekly(userId: number): Promise<WeeklyAnalytics> {
    const { zone, today } = await this.today(userId);
    const days = weekOf(today);
    const first = days[0] ?? today;
    const last = days[6] ?? today;
    const week = await analyticsQueries.week(this.db, userId, zone, first, last);
    const seconds = days.map((d) => week.days.get(d) ?? 0);
    return {
      dailyHours: seconds.map(hours),
      totalHours: hours(seconds.reduce((a, b) => a + b, 0)),
      completedVideos: week.completedVideos,
      weekStart: first,
      today,
    };
  }

  async daily(userId: number): Promise<DailyAnalytics> {
    const { today } = await this.today(userId);
    const day = await analyticsQueries.day(this.db, userId, today);
    return { videosWatched: day.videos, timeSpent: day.seconds, streakDays: day.streak };
  }

  async monthly(userId: number): Promise<MonthlyAnalytics> {
    const { zone, today } = await this.today(userId);
    const month = await analyticsQueries.month(this.db, userId, zone, firstOfMonth(today), today, TOP_CATEGORIES);
    return {
      totalHours: hours(month.seconds),
      totalVideos: month.videos,
      completedPlans: month.completedPlans,
      topCategories: month.categories.map((c) => ({ category: c.category, hours: hours(c.seconds) })),
      learningStreak: month.streak,
      averageSessionTime: month.sessions > 0 ? Math.round((month.seconds / month.sessions / 60) * 10) / 10 : 0,
      month: monthOf(today),
    };
  }
}
