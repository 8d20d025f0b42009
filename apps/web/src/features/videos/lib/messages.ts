import { ApiError } from '../../../lib/api.ts';

/** The texts of the add-video dialog's toasts and errors. */
export const VIDEO_MESSAGES = {
  searchErrorTitle: 'Search Error',
  searchFailed: 'Failed to search videos',
  quota: 'YouTube search temporarily unavailable due to high usage. Please try again later or tomorrow.',
  notFoundTitle: 'Video Not Found',
  notFound: 'The YouTube video could not be found or is not available.',
  lookupFailed: 'Failed to fetch video details. Please try again.',
  alreadyAddedTitle: 'Video Already Added',
  alreadyAdded: 'This video is already in your learning plan.',
  addFailedTitle: 'Failed to add video to plan',
  addFailed: 'Failed to add video. Please try again.',
} as const;

function mentionsQuota(err: unknown): boolean {
  if (err instanceof ApiError && err.code === 'QUOTA_EXCEEDED') return true;
  const text = err instanceof Error ? err.message : String(err);
  return /quota/i.test(text);
}

/** What a failed search says: the quota text, the server's content-policy answer, or the default. */
export function searchErrorMessage(err: unknown): string {
  if (mentionsQuota(err)) return VIDEO_MESSAGES.quota;
  if (err instanceof ApiError && err.code === 'INAPPROPRIATE_SEARCH' && err.serverMessage) return err.serverMessage;
  return VIDEO_MESSAGES.searchFailed;
}

/** What a failed lookup says: not found (404) or a generic failure (quota text when that was the cause). */
export function lookupErrorMessage(err: unknown): { title: string; description: string } {
  if (err instanceof ApiError && (err.status === 404 || err.status === 400)) {
    return { title: VIDEO_MESSAGES.notFoundTitle, description: VIDEO_MESSAGES.notFound };
  }
  if (mentionsQuota(err)) return { title: VIDEO_MESSAGES.searchErrorTitle, description: VIDEO_MESSAGES.quota };
  return { title: 'Error', description: VIDEO_MESSAGES.lookupFailed };
}

export function isAlreadyInPlan(err: unknown): boolean {
  return err instanceof ApiError && (err.status === 409 || err.code === 'ALREADY_EXISTS' || err.code === 'DUPLICATE_VIDEO');
}

export function isReadOnlyPlan(err: unknown): err is ApiError {
  return err instanceof ApiError && err.code === 'PUBLIC_PLAN_READ_ONLY';
}
