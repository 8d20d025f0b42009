/**
 * How the player shows progress: statuses, bars and where playback resumes. When a video completes
 * and what time a completion saves are shared with the server (`@learnstack/contracts/progress-rules`).
 */

/** The sidebar shows partial watching between 5% and 95% of a 600 s scale. */
export const SIDEBAR_SCALE_SECONDS = 600;
export const SIDEBAR_MIN_PERCENT = 5;
export const SIDEBAR_MAX_PERCENT = 95;

export type VideoStatus = 'Not Started' | 'In Progress' | 'Completed';

export function videoStatus(currentTime: number, isCompleted: boolean): VideoStatus {
  if (isCompleted) return 'Completed';
  return currentTime > 0 ? 'In Progress' : 'Not Started';
}

/** Sidebar bar: 100 when completed, 0 when not started, else the time on a 600 s scale clamped to 5..95. */
export function sidebarPercent(currentTime: number, isCompleted: boolean): number {
  if (isCompleted) return 100;
  if (!(currentTime > 0)) return 0;
  const raw = (currentTime / SIDEBAR_SCALE_SECONDS) * 100;
  return Math.round(Math.min(SIDEBAR_MAX_PERCENT, Math.max(SIDEBAR_MIN_PERCENT, raw)));
}

/** The progress box: 100 when completed, else the share of the duration (at most 99). */
export function watchPercent(currentTime: number, duration: number, isCompleted: boolean): number {
  if (isCompleted) return 100;
  if (!(duration > 0)) return 0;
  return Math.min(99, Math.max(0, Math.floor((currentTime / duration) * 100)));
}

/**
 * Where playback starts: the greatest of the server's saved time, the local copy and the time
 * asked for (?t=). A saved time of a completed video that sits at its end counts as 0, so
 * "Watch Again" starts from the beginning instead of replaying the last seconds.
 */
export function resumeTime(
  saved: Array<{ currentTime: number; isCompleted: boolean } | null | undefined>,
  given: number | null,
  duration: number | null,
): number {
  let best = given !== null && Number.isFinite(given) && given > 0 ? given : 0;
  for (const entry of saved) {
    if (!entry || !Number.isFinite(entry.currentTime) || entry.currentTime <= 0) continue;
    const atEnd = entry.isCompleted && (!duration || entry.currentTime >= 0.9 * duration);
    if (!atEnd) best = Math.max(best, entry.currentTime);
  }
  return Math.floor(best);
}
