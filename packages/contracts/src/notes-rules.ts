/** The notes and review rules without zod, for the web's pages (`@learnstack/contracts/notes-rules`). */

export const NOTE_TEXT_MAX = 2000;
export const NOTE_QUESTION_MAX = 500;
/** A user keeps at most this many notes on one video. */
export const NOTES_PER_VIDEO_MAX = 500;
/** Where `atSeconds` may go when the video's length is unknown (24 hours). */
export const NOTE_AT_SECONDS_UNKNOWN_MAX = 86_400;
export const NOTES_PAGE_SIZE = 20;
/** 'Play the moment' starts this many seconds before the note's time. */
export const PLAY_MOMENT_LEAD_SECONDS = 5;
export const REVIEW_DUE_LIMIT_MAX = 50;
/** dueCount counts at most this many due cards (the nav shows "1000+" beyond): counting stays a short index walk. */
export const REVIEW_DUE_COUNT_MAX = 1000;

export const NOTE_TEXT_REQUIRED = 'Note text is required';
export const NOTE_TEXT_TOO_LONG = `Note text must be at most ${NOTE_TEXT_MAX} characters`;
export const NOTE_AT_OUT_OF_RANGE = 'The note’s time must be within the video';
export const NOTES_LIMIT_REACHED = `You can keep at most ${NOTES_PER_VIDEO_MAX} notes on one video`;
export const CARD_NOT_DUE = 'This card is not due yet';
export const REVIEW_ID_REUSED = 'This reviewId was already used for another card';

/** The four FSRS grades: Again, Hard, Good, Easy. */
export const REVIEW_RATINGS = [1, 2, 3, 4] as const;
export type ReviewRating = (typeof REVIEW_RATINGS)[number];
export const RATING_LABELS: Record<ReviewRating, string> = { 1: 'Again', 2: 'Hard', 3: 'Good', 4: 'Easy' };

/** '45s', '10m', '3h', '4d', '2mo', '1.5y': the interval a grade would give. */
export function formatInterval(ms: number): string {
  const minutes = ms / 60_000;
  if (minutes < 1) return `${Math.max(0, Math.round(ms / 1000))}s`;
  if (minutes < 60) return `${Math.round(minutes)}m`;
  const hours = minutes / 60;
  if (hours < 24) return `${Math.round(hours)}h`;
  const days = hours / 24;
  if (days < 30) return `${Math.round(days)}d`;
  if (days < 365) return `${Math.round(days / 30)}mo`;
  return `${Math.round((days / 365) * 10) / 10}y`;
}

/** 75 -> '1:15', 3723 -> '1:02:03'. */
export function formatNoteTime(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}
