/** The auth feature's query keys (see `features/plans/keys.ts` for the pattern). This file imports nothing. */
export const authKeys = {
  all: ['auth'] as const,
  /** GET /api/auth/user: the signed-in user, or null. */
  user: () => [...authKeys.all, 'user'] as const,
  /** GET /api/auth/config: Google sign-in, the idle limit, the support address. */
  config: () => [...authKeys.all, 'config'] as const,
  /** GET /api/auth/challenge: the security check. */
  challenge: () => [...authKeys.all, 'challenge'] as const,
  /** GET /api/auth/verify-reset-token/{token}. */
  resetToken: (token: string) => [...authKeys.all, 'reset-token', token] as const,
  /** GET /api/user/learning-interests. */
  learningInterests: () => [...authKeys.all, 'learning-interests'] as const,
  /** GET /api/auth/two-factor: whether two-factor sign-in is on. */
  twoFactor: () => [...authKeys.all, 'two-factor'] as const,
};
