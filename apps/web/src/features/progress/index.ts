/**
 * The progress feature's public face: analytics, the weekly goal, achievements and certificates.
 * Query keys: `./keys.ts`. The profile page places WeeklyGoalSection, RecentAchievements and
 * CertificatesList as they are (no props).
 */
export { useTimeZoneSync } from './api/time-zone.ts';
export { AchievementsBoard, RecentAchievements } from './components/achievements.tsx';
export { CertificateVerification } from './components/certificate-verification.tsx';
export { CertificatesList, PlanCertificateButton } from './components/certificates.tsx';
export { MonthlySummary, TodayCards, WeeklyActivity } from './components/stats.tsx';
export { WeeklyGoalProgressCard, WeeklyGoalSection } from './components/weekly-goal.tsx';
