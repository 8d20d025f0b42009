import { HOURS_PER_VIDEO } from '@learnstack/contracts';

/** Spec 3 section 9: half an hour per video, rounded up. */
export const estimatedHours = (videoCount: number) => Math.ceil(videoCount * HOURS_PER_VIDEO);

/** How people are named in mail and notifications. */
export function displayName(p: { firstName: string | null; lastName: string | null }): string {
  return [p.firstName, p.lastName].filter(Boolean).join(' ').trim() || 'A Learnstack learner';
}
