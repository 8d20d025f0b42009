/** The texts of the progress area (spec file 3, section 8). */
export const PROGRESS_MESSAGES = {
  invalidGoalTitle: 'Invalid Goal',
  goalSaved: 'Weekly goal saved',
  goalFailed: 'Failed to update weekly goal',
  downloadFailed: 'Failed to download certificate. Please try again.',
  deleteFailed: 'Failed to delete certificate',
  notFound: 'Certificate not found',
  demoCertificate: 'Complete a learning plan to earn a real certificate!',
  progressLoadFailed: 'Unable to load progress data',
  confirmDelete: 'This action cannot be undone',
} as const;

/** Hours for people: '0 h', '0.05 h', '12.5 h' (two places at most, never rounded to whole hours). */
export function formatHours(hours: number): string {
  return `${Number(hours.toFixed(2))} h`;
}

/** Course duration in seconds as the certificate writes it. */
export { formatTotalDuration } from '@learnstack/contracts/duration';

export function formatDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
}

/** Category ids as people read them. */
export { CATEGORIES } from '@learnstack/contracts/category-list';
