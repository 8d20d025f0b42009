import type { Achievement, Certificate, DailyAnalytics, MonthlyAnalytics, WeeklyAnalytics } from '@learnstack/contracts';

/** Replies of the progress area's endpoints, for page tests (stubFetch handlers). */
export const weeklyReply = (overrides: Partial<WeeklyAnalytics> = {}): WeeklyAnalytics => ({
  dailyHours: [0.05, 0, 1.5, 0, 0, 0, 0],
  totalHours: 1.55,
  completedVideos: 2,
  weekStart: '2026-11-23',
  today: '2026-11-25',
  ...overrides,
});
export const dailyReply = (overrides: Partial<DailyAnalytics> = {}): DailyAnalytics => ({ videosWatched: 2, timeSpent: 5400, streakDays: 2, ...overrides });
export const monthlyReply = (overrides: Partial<MonthlyAnalytics> = {}): MonthlyAnalytics => ({
  totalHours: 6.25,
  totalVideos: 9,
  completedPlans: 1,
  topCategories: [
    { category: 'technology', hours: 4 },
    { category: 'design', hours: 1 },
  ],
  learningStreak: 2,
  averageSessionTime: 12.5,
  month: '2026-11',
  ...overrides,
});
export const achievementReply = (id: number, overrides: Partial<Achievement> = {}): Achievement => ({
  id,
  key: `videos-${id}`,
  type: 'completion',
  title: `Achievement ${id}`,
  description: `Did thing ${id}`,
  earnedAt: '2026-11-25T10:00:00.000Z',
  certificateId: null,
  ...overrides,
});
export const certificateReply = (overrides: Partial<Certificate> = {}): Certificate => ({
  certificateId: 'AbCdEfGhIjKlMnOpQrStUv',
  planId: 7,
  planName: 'Analytical Engines',
  studentName: 'Ada Lovelace',
  courseDuration: 1800,
  completionDate: '2026-11-25T10:00:00.000Z',
  ...overrides,
});

/** Every read of /progress answering as a learner two days into a streak. */
export const progressPageStubs = () => ({
  'GET /api/analytics/weekly': { body: weeklyReply() },
  'GET /api/analytics/daily': { body: dailyReply() },
  'GET /api/analytics/monthly': { body: monthlyReply() },
  'GET /api/user/weekly-goal': { body: { weeklyGoalHours: 10 } },
  'GET /api/achievements': { body: [1, 2, 3, 4].map((i) => achievementReply(i)) },
  'GET /api/certificates/user': { body: [certificateReply()] },
  'GET /api/continue-learning': { body: [] },
});
