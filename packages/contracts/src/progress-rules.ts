/**
 * When a video counts as watched, and what time a completion saves: the one implementation, used
 * by the server when it stores a save and by the web player when it sends one. No zod here: the
 * web imports this file directly (`@learnstack/contracts/progress-rules`) to stay small.
 */

/** The duration to reckon with when neither the player nor the stored video knows a valid one. */
export const DEFAULT_DURATION_SECONDS = 180;
/** A video completes when playback reaches this percentage of its duration. */
export const COMPLETION_PERCENT = 95;

const isValidDuration = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/** The first valid duration among `candidates` (for example the player's, then the stored one), else 180 s. */
export function effectiveDuration(...candidates: Array<number | null | undefined>): number {
  return candidates.find(isValidDuration) ?? DEFAULT_DURATION_SECONDS;
}

/** 95 % of the duration, in seconds (not rounded). */
export function completionThreshold(durationSeconds: number): number {
  return (durationSeconds * COMPLETION_PERCENT) / 100;
}

/**
 * True once playback has reached 95 % of a known duration. An unknown duration never completes by
 * time alone (only Mark Complete or the natural end complete such a video), because 95 % of the
 * 180 s default could cut a longer video short.
 */
export function reachedCompletion(currentTime: number, durationSeconds: number | null | undefined): boolean {
  return isValidDuration(durationSeconds) && Number.isFinite(currentTime) && currentTime >= completionThreshold(durationSeconds);
}

/**
 * The time a completion saves, in whole seconds: the greatest of the current time (rounded, as
 * every save is), 95 % of the duration rounded up, and 1. Rounding the 95 % mark up keeps the
 * saved time at or past it, so the stored time itself reads as complete (to the nearest second,
 * 95 % of 193 s, 183.35, would store 183).
 *
 * `durationSeconds` is the duration to reckon with. The web player passes `effectiveDuration`
 * (its own, else the stored one, else 180 s). The server passes the stored duration: when it has
 * none, the player's claim (its current time) is the only evidence, so the 95 % part is 0.
 */
export function completionTime(currentTime: number, durationSeconds: number | null | undefined): number {
  const current = Number.isFinite(currentTime) && currentTime > 0 ? Math.round(currentTime) : 0;
  const threshold = isValidDuration(durationSeconds) ? Math.ceil(completionThreshold(durationSeconds)) : 0;
  return Math.max(current, threshold, 1);
}
