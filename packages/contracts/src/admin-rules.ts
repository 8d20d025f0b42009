/** The admin area's and donations' constants without zod, so pages can import them without the schemas. */


export const ADMIN_QUOTA_MAX = 100_000;
/** The dashboard and the audit call show this many entries by default, and at most this many per page. */
export const ADMIN_AUDIT_PAGE = 20;
export const ADMIN_STATS_REFRESH_MS = 30_000;
/** Usage badge thresholds (percent). */
export const USAGE_RED_ABOVE = 90;
export const USAGE_ORANGE_ABOVE = 70;
export type UsageLevel = 'red' | 'orange' | 'green';
export function usageLevel(percentage: number): UsageLevel {
  if (percentage > USAGE_RED_ABOVE) return 'red';
  if (percentage > USAGE_ORANGE_ABOVE) return 'orange';
  return 'green';
}


/** Donation tiers (spec file 1 section 9). */
export const DONATION_TIERS = [
  { amount: 5, name: 'Coffee Supporter', description: 'Keeps the lights on for a day', popular: false },
  { amount: 15, name: 'Learning Advocate', description: 'Covers a week of video look-ups', popular: true },
  { amount: 50, name: 'Education Champion', description: 'Funds a month of AI recommendations', popular: false },
  { amount: 100, name: 'Learning Hero', description: 'Supports new features for everyone', popular: false },
] as const;
export const DEFAULT_DONATION = 15;
export const CUSTOM_DONATION_DEFAULT = 25;
export const DONATION_MIN = 1;
export const USE_OF_FUNDS = [
  { label: 'Servers', percent: 40 },
  { label: 'Development', percent: 35 },
  { label: 'AI and APIs', percent: 15 },
  { label: 'Support', percent: 10 },
] as const;
/** A typed custom amount: non-numeric falls back to the default. */
export function parseCustomAmount(raw: string): number {
  const n = Number.parseFloat(raw);
  return Number.isFinite(n) ? n : CUSTOM_DONATION_DEFAULT;
}
