import { type DailyAnalytics, type MonthlyAnalytics, TOP_CATEGORIES, type WeeklyAnalytics } from '@learnstack/contracts';
import type { Db } from '../../db/client.ts';
import { type LearnerCounters, learnerVersion, type RecordCounters, recordVersion } from '../../http/answer-version.ts';
import type { Versioned } from '../../http/json-cache.ts';
import type { Clock } from '../../providers/clock.ts';
import { firstOfMonth, hours, knownZone, localDate, monthOf, weekOf } from './calendar.ts';
import { analyticsQueries } from './analytics.queries.ts';

/** The signed-in user as the session read them: who, the zone their days are in, and their cache counters. */
export interface Reader extends LearnerCounters, RecordCounters {
  id: number;
  timeZone: string;
}

/**
 * Weekly, daily and monthly figures from the watch-event ledger, on the calendar of the user's zone
 * (decision 0024). One statement each, the user's zone coming with the session.
 */
export class AnalyticsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** The user's zone comes with the session's user row (read on every request), so it costs no statement. */
  private today(user: Reader): { zone: string; today: string } {
    const zone = knownZone(user.timeZone);
    return { zone, today: localDate(this.clock.now(), zone) };
  }

  /**
   * The version of the learner's week and day for the current local day: completions move the
   * progress counter, watch events (through their rollup, watch_days) the achievements counter
   * whoever writes them (migration 0032; the app writes them with a progress save, which moves the
   * progress counter too); the day and the zone place the windows.
   */
  dayVersion(user: Reader): string {
    const { zone, today } = this.today(user);
    return learnerVersion(user, user.achievementsVersion, zone, today);
  }

  weeklyVersioned(user: Reader): Versioned<WeeklyAnalytics> {
    return { key: user.id, version: this.dayVersion(user), load: () => this.weekly(user) };
  }

  dailyVersioned(user: Reader): Versioned<DailyAnalytics> {
    return { key: user.id, version: this.dayVersion(user), load: () => this.daily(user) };
  }

  async weekly(user: Reader): Promise<WeeklyAnalytics> {
    const userId = user.id;
    const { zone, today } = this.today(user);
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

  async daily(user: Reader): Promise<DailyAnalytics> {
    const userId = user.id;
    const { today } = this.today(user);
    const day = await analyticsQueries.day(this.db, userId, today);
    return { videosWatched: day.videos, timeSpent: day.seconds, streakDays: day.streak };
  }

  /**
   * The month, kept while the learner's record and local day hold (decision 0062). It reads watch
   * events and their rollup's streak (each change moves watch_days, so the achievements counter),
   * the watched videos' subjects (0029: the progress counter of whoever has a progress row on the
   * video, as every watcher has), plan achievements (the achievements counter, a certificate
   * requested later included), and the clock: the local day places the month and the streak, the
   * zone the instants the plans' month starts and ends at (the same day in another zone is another month of instants).
   */
  monthlyVersioned(user: Reader): Versioned<MonthlyAnalytics> {
    const { zone, today } = this.today(user);
    return { key: user.id, version: recordVersion(user, zone, today), load: () => this.monthAsOf(user.id, zone, today) };
  }

  private async monthAsOf(userId: number, zone: string, today: string): Promise<MonthlyAnalytics> {
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
