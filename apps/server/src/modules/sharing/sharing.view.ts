import { HOURS_PER_VIDEO } from '@learnstack/contracts';

/** A shared plan's time estimate: half an hour per video, in hours rounded up. */
export const estimatedHours = (videoCount: number) => Math.ceil(videoCount * HOURS_PER_VIDEO);

/** How people are named in mail and notifications. */
export function displayName(p: { firstName: string | null; lastName: string | null }): string {
  return [p.firstName, p.lastName].filter(Boolean).join(' ').trim() || 'A Learnstack learner';
}
