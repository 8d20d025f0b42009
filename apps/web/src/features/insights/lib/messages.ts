/** The texts of the insights feature's toasts. */
export const INSIGHT_MESSAGES = {
  rated: 'Thanks! Your skill profile has been updated.',
  rateFailed: 'Failed to save your rating. Please try again.',
  notesSaved: 'Notes saved',
  notesFailed: 'Failed to save notes.',
  completeFailed: 'Failed to mark video as complete. Please try again.',
  incompleteFailed: 'Failed to update progress.',
} as const;
