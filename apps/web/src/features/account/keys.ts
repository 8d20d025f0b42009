/** The account feature's query keys (see `features/plans/keys.ts` for the pattern). This file imports nothing. */
export const accountKeys = {
  all: ['account'] as const,
  /** GET /api/user/email-preferences. */
  emailPreferences: () => [...accountKeys.all, 'email-preferences'] as const,
  /** GET /api/user/viewing-history. */
  viewingHistory: () => [...accountKeys.all, 'viewing-history'] as const,
};
