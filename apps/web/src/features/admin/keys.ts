/** The admin feature's query keys (see `features/plans/keys.ts` for the pattern). This file imports nothing. */
export const adminKeys = {
  all: ['admin'] as const,
  /** GET /api/admin/stats, polled every 30 s. */
  stats: () => [...adminKeys.all, 'stats'] as const,
  /** GET /api/admin/data-integrity/check. */
  integrity: () => [...adminKeys.all, 'integrity'] as const,
  /** GET /api/admin/audit. */
  audit: () => [...adminKeys.all, 'audit'] as const,
};
