import { z } from 'zod';

/** Stable error codes the clients may branch on; the message beside a code is the text a person reads. */
export const ErrorCode = {
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'RATE_LIMITED',
  CSRF: 'CSRF',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  CHALLENGE_REQUIRED: 'CHALLENGE_REQUIRED',
  CHALLENGE_FAILED: 'CHALLENGE_FAILED',
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  INVALID_RESET_TOKEN: 'INVALID_RESET_TOKEN',
  NOT_CONFIGURED: 'NOT_CONFIGURED',
  PUBLIC_PLAN_READ_ONLY: 'PUBLIC_PLAN_READ_ONLY',
  ALREADY_EXISTS: 'ALREADY_EXISTS',
  USER_ALREADY_IMPORTED: 'USER_ALREADY_IMPORTED',
  QUOTA_EXCEEDED: 'QUOTA_EXCEEDED',
  UPSTREAM_ERROR: 'UPSTREAM_ERROR',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  INTERNAL: 'INTERNAL',
  TWO_FACTOR_REQUIRED: 'TWO_FACTOR_REQUIRED',
  INVALID_TWO_FACTOR_CODE: 'INVALID_TWO_FACTOR_CODE',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const CSRF_REQUIRED = 'CSRF token required';
export const CSRF_INVALID = 'Invalid CSRF token';

export const errorBody = z
  .object({ error: z.string(), message: z.string(), code: z.string().optional() })
  .catchall(z.unknown());
export type ErrorBody = z.infer<typeof errorBody>;
