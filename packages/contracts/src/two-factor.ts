import { z } from 'zod';
import { PASSWORD_MAX } from './auth.ts';
import { user } from './auth.ts';

/** Two-factor sign-in with a TOTP authenticator and recovery codes (decision 0042). */

export const TOTP_CODE = /^\d{6}$/;

/** A 6-digit code or a recovery code (`xxxxx-xxxxx`, spaces and case ignored). */
export const twoFactorCode = z
  .string({ error: 'Enter the 6-digit code from your authenticator app or a recovery code' })
  .trim()
  .min(1, 'Enter the 6-digit code from your authenticator app or a recovery code')
  .max(32, 'That code is too long');

export const twoFactorStatus = z.object({
  enabled: z.boolean(),
  /** Unused recovery codes left. */
  recoveryCodesLeft: z.number().int(),
  /** This account must use two-factor sign-in (an admin, with REQUIRE_ADMIN_2FA). */
  required: z.boolean(),
  /** Turning it off or new recovery codes ask for the password; an account without one (Google) gives a code. */
  confirmWith: z.enum(['password', 'code']),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatus>;

export const twoFactorSetup = z.object({
  message: z.string(),
  /** The secret in base32, to type into an authenticator that cannot scan. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as a QR code, an SVG data URL. */
  qrCode: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetup>;

export const enableTwoFactorBody = z.object({
  code: z.string({ error: 'Enter the 6-digit code from your authenticator app' }).trim().regex(TOTP_CODE, 'Enter the 6-digit code from your authenticator app'),
});

/** The password, or (for an account without one) a current code. */
export const confirmTwoFactorBody = z.object({
  password: z.string().max(PASSWORD_MAX).optional(),
  code: twoFactorCode.optional(),
});
export type ConfirmTwoFactorBody = z.infer<typeof confirmTwoFactorBody>;

export const recoveryCodesReply = z.object({ message: z.string(), recoveryCodes: z.array(z.string()) });
export type RecoveryCodesReply = z.infer<typeof recoveryCodesReply>;

export const verifyTwoFactorBody = z.object({ code: twoFactorCode });

/** The login answer while the second step is due: the session is not signed in yet. */
export const twoFactorRequiredReply = z.object({ message: z.string(), twoFactorRequired: z.literal(true), csrfToken: z.string() });
export type TwoFactorRequiredReply = z.infer<typeof twoFactorRequiredReply>;

/** What POST /api/auth/login answers: signed in, or the second step is due. */
export const loginReply = z.union([z.object({ message: z.string(), user, csrfToken: z.string() }), twoFactorRequiredReply]);
export type LoginReply = z.infer<typeof loginReply>;
