/** How a save changes a video's progress and credits watch time. */
import { completionTime, effectiveDuration, reachedCompletion } from '@learnstack/contracts';

/** Playback may run at up to 2x, so position can advance at most twice the wall-clock time. */
export const MAX_PLAYBACK_RATE = 2;
/** A first save has no earlier save to measure from: it credits at most this much wall-clock time. */
export const FIRST_SAVE_WINDOW_SECONDS = 30;

export interface SavedState {
  currentTime: number;
  isCompleted: boolean;
  completedAt: Date | null;
  elapsedSeconds: number;
}

export interface NextState {
  currentTime: number;
  isCompleted: boolean;
  completedAt: Date | null;
  newlyCompleted: boolean;
  secondsCredited: number;
}

/**
 * Completion happens at Mark Complete / the natural end (isCompleted sent) or at 95% of a known
 * duration, and is sticky: a later, smaller time keeps it (the stored time then follows the
 * player, so a rewatch resumes where it is). A completing save stores `completionTime`, the rule
 * the web player uses too: the greatest of the time, 95% of the duration rounded up, and 1.
 * Watch time is the forward movement since the last save, capped by elapsed wall-clock time x 2,
 * so seeking earns nothing.
 */
export function nextProgress(saved: SavedState | undefined, given: { currentTime: number; isCompleted: boolean }, durationSeconds: number | null, now: Date): NextState {
  const completing = given.isCompleted || reachedCompletion(given.currentTime, durationSeconds);
  const wasCompleted = saved?.isCompleted ?? false;
  const currentTime = completing ? completionTime(given.currentTime, durationSeconds) : given.currentTime;
  const moved = Math.max(0, given.currentTime - (saved?.currentTime ?? 0));
  const window = saved ? Math.max(0, saved.elapsedSeconds) : FIRST_SAVE_WINDOW_SECONDS;
  return {
    currentTime,
    isCompleted: wasCompleted || completing,
    completedAt: wasCompleted ? (saved?.completedAt ?? now) : completing ? now : null,
    newlyCompleted: !wasCompleted && completing,
    secondsCredited: Math.floor(Math.min(moved, window * MAX_PLAYBACK_RATE)),
  };
}

/** 0..100; 100 only when completed. A missing duration counts as the 180 s default. */
export function progressPercentage(currentTime: number, isCompleted: boolean, durationSeconds: number | null): number {
  if (isCompleted) return 100;
  return Math.min(99, Math.floor((currentTime / effectiveDuration(durationSeconds)) * 100));
}

/**
 * One formatter per zone the runtime knows: building an Intl.DateTimeFormat costs more than the rest
 * of a small request (a profile of the analytics reads). Bounded, since a zone name arrives as text.
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const DAY_FORMATS_MAX = 1_000;

/** The formatter of calendar days in the zone, or undefined when the runtime does not know it. */
export function dayFormat(timeZone: string): Intl.DateTimeFormat | undefined {
  let format = dayFormats.get(timeZone);
  if (format) return format;
  try {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  } catch {
    return undefined;
  }
  if (dayFormats.size >= DAY_FORMATS_MAX) dayFormats.clear();
  dayFormats.set(timeZone, format);
  return format;
}

/** The calendar day in the user's zone (YYYY-MM-DD); an unknown zone counts as UTC. */
export function localDate(now: Date, timeZone: string): string {
  return (dayFormat(timeZone) ?? (dayFormat('UTC') as Intl.DateTimeFormat)).format(now);
}
