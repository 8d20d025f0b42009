/**
 * The constants and messages of search and recommendations, without zod: the web imports this file
 * directly (`@learnstack/contracts/discovery-rules`) to keep zod out of its chunks.
 */

export const UNIVERSAL_SEARCH_MIN_CHARS = 2;
/** The local scope answers at most this many videos and this many plans. */
export const UNIVERSAL_SEARCH_LIMIT = 20;
export const SEARCH_DEBOUNCE_MS = 500;
export const REMOTE_SEARCH_RESULTS = 8;

export const SEARCH_MESSAGES = {
  tooShort: `Please enter at least ${UNIVERSAL_SEARCH_MIN_CHARS} characters to search`,
  tooLong: 'Search terms must be at most 200 characters',
  noResults: 'No results found',
  noRemoteResults: 'No remote results found',
  policyTitle: 'Content Policy Violation',
  policyDefault: 'This platform is for educational content only. Please search for something to learn.',
  remote403: 'Remote search temporarily unavailable. Please try again later.',
  remote500: 'Remote search service is currently down. Please try again later.',
  remoteOther: (status: number) => `Remote search failed (${status}). Please try again.`,
  errorTitle: 'Search Error',
  errorDefault: 'Failed to search. Please try again.',
} as const;

export const WATCH_SYNC_MAX = 10;
export const LOCAL_WATCH_SESSIONS_KEPT = 10;
export const TOPIC_WINDOW_DAYS = 7;
export const COMPLETION_WEIGHT = 2;
export const VIEW_WEIGHT = 1;
/** The oldest session of the window still counts this fraction of a fresh one. */
export const TOPIC_DECAY_FLOOR = 0.5;
export const INTERMEDIATE_SESSIONS = 5;
export const ADVANCED_SESSIONS = 10;
export const RECOMMENDATIONS_LIMIT = 3;
export const RECOMMENDATION_VIDEOS = 4;
export const AI_CONFIDENCE = 0.9;
export const DEFAULT_CONFIDENCE = 0.8;
