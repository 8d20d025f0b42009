import { ApiError } from '../../../lib/api.ts';

/** The texts of toasts and errors across the plans area. */
export const PLAN_MESSAGES = {
  createFailed: 'Failed to create learning plan. Please try again.',
  quickCreateFailed: 'Failed to create plan. Please try again.',
  deleteFailed: 'Failed to delete learning plan',
  visibilityDefault: 'This playlist already exists publicly. You can only keep your copy private to avoid duplicates.',
  updated: 'Plan updated successfully',
  updateFailed: 'Failed to update plan',
  removeFailed: 'Failed to remove video',
  removed: 'Video removed from learning plan',
  reordered: 'Video order updated',
  reorderFailed: 'Failed to reorder videos',
  moveFailed: 'Failed to move video',
  moved: (plan: string) => `Video moved to "${plan}" successfully`,
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be less than 100 characters',
  descriptionTooLong: 'Description must be less than 500 characters',
} as const;

export const PLAN_TITLE_MAX = 100;
export const PLAN_DESCRIPTION_MAX = 500;

/** A plan title's check (required, at most 100 characters): its message, or null when it is fine. */
export function titleError(title: string): string | null {
  const t = title.trim();
  if (!t) return PLAN_MESSAGES.titleRequired;
  if (t.length > PLAN_TITLE_MAX) return PLAN_MESSAGES.titleTooLong;
  return null;
}

export function descriptionError(description: string): string | null {
  return description.trim().length > PLAN_DESCRIPTION_MAX ? PLAN_MESSAGES.descriptionTooLong : null;
}

export function serverMessage(err: unknown, fallback: string): string {
  return (err instanceof ApiError && err.status < 500 && err.serverMessage) || fallback;
}
