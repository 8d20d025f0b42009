/**
 * Calendar days in the user's time zone, as 'YYYY-MM-DD' text (the watch-event ledger's local_date).
 * A zone the runtime does not know counts as UTC (decision 0024).
 */
import { dayFormat, localDate } from '../progress/progress-rules.ts';

export { localDate };

/** The zone if the runtime knows it, else 'UTC'. */
export function knownZone(timeZone: string): string {
  return dayFormat(timeZone) ? timeZone : 'UTC';
}

const asUtc = (day: string) => new Date(`${day}T00:00:00Z`);
const text = (d: Date) => d.toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  const d = asUtc(day);
  d.setUTCDate(d.getUTCDate() + days);
  return text(d);
}

/** Monday of the week holding `day` (weeks run Monday..Sunday). */
export function mondayOf(day: string): string {
  const weekday = asUtc(day).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

export const weekOf = (day: string): string[] => Array.from({ length: 7 }, (_, i) => addDays(mondayOf(day), i));
export const monthOf = (day: string): string => day.slice(0, 7);
export const firstOfMonth = (day: string): string => `${monthOf(day)}-01`;

/** Hours from seconds, kept to four places (three minutes is 0.05; never rounded to whole hours). */
export const hours = (seconds: number): number => Math.round((seconds / 3600) * 10_000) / 10_000;
