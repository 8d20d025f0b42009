import { z } from 'zod';
import { categoryId } from './categories.ts';

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const LOGIN_FAILURES_BEFORE_CHALLENGE = 3;

export const email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .email('Please enter a valid email address')
  .transform((v) => v.toLowerCase());

const password = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN, 'Password must be at least 6 characters')
  .max(PASSWORD_MAX, 'Password must be at most 128 characters');

const name = z.string().trim().max(50, 'Name must be at most 50 characters');

export const challengeAnswer = {
  challengeId: z.string().max(64).optional(),
  challengeAnswer: z.union([z.number().int(), z.string().max(8)]).optional(),
};

export const loginBody = z.object({
  email,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX),
  ...challengeAnswer,
});
export type LoginBody = z.input<typeof loginBody>;

export const signupBody = z.object({
  email,
  password,
  firstName: name.optional(),
  lastName: name.optional(),
  ...challengeAnswer,
});
export type SignupBody = z.input<typeof signupBody>;

export const forgotPasswordBody = z.object({ email });
export const resetPasswordBody = z.object({
  token: z.string().min(1, 'No reset token provided').max(128),
  newPassword: z
    .string({ error: 'Password is required' })
    .min(PASSWORD_MIN, 'Password must be at least 6 characters long')
    .max(PASSWORD_MAX, 'Password must be at most 128 characters'),
});
export const resetTokenParams = z.object({ token: z.string().min(1).max(128) });

export const challengeReply = z.object({ challengeId: z.string(), question: z.string() });
export type ChallengeReply = z.infer<typeof challengeReply>;

export const csrfReply = z.object({ csrfToken: z.string() });

export const user = z.object({
  id: z.number(),
  name: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  profileImageUrl: z.string().nullable(),
  createdAt: z.string(),
  lastActive: z.string(),
  hasCompletedOnboarding: z.boolean(),
  isSupporter: z.boolean(),
  role: z.enum(['user', 'admin']),
});
export type User = z.infer<typeof user>;

export const authReply = z.object({ message: z.string(), user, csrfToken: z.string() });
export type AuthReply = z.infer<typeof authReply>;

export const verifyResetReply = z.object({ valid: z.boolean(), message: z.string() });

export const learningInterestsBody = z.object({
  interests: z.array(categoryId).min(1, 'Please select at least one learning interest to personalize your recommendations.').max(8),
});
export const learningInterestsReply = z.object({ interests: z.array(categoryId) });
export type LearningInterestsReply = z.infer<typeof learningInterestsReply>;

export const authConfigReply = z.object({
  googleEnabled: z.boolean(),
  sessionIdleMinutes: z.number(),
  supportEmail: z.string(),
  enableDonations: z.boolean(),
  /** The external donation page; null when donations are not set up. */
  donationUrl: z.string().nullable(),
});
