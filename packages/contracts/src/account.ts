import { z } from 'zod';
import { CONTACT_CATEGORIES, CONTACT_LIMITS, NAME_MAX } from './account-rules.ts';

export * from './account-rules.ts';
import { email, user } from './auth.ts';
import { video } from './videos.ts';


const personName = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .max(NAME_MAX, `${label} must be at most ${NAME_MAX} characters`);

/** PUT /api/user/profile: both names, trimmed; an empty one clears it. */
export const profileBody = z.object({ firstName: personName('First name'), lastName: personName('Last name') });
export type ProfileBody = z.input<typeof profileBody>;
export const profileReply = z.object({ message: z.string(), user });

/** DELETE /api/user/account: the user types their e-mail to confirm. */
export const EMAIL_MISMATCH = 'The e-mail you typed is not the e-mail of your account';
export const deleteAccountBody = z.object({ email });
export type DeleteAccountBody = z.input<typeof deleteAccountBody>;

/** The last videos watched, newest first. */
export const VIEWING_HISTORY_LIMIT = 10;
export const viewingHistoryItem = z.object({
  id: z.number(),
  video,
  lastWatched: z.string(),
  isCompleted: z.boolean(),
  /** Seconds. */
  currentTime: z.number(),
});
export type ViewingHistoryItem = z.infer<typeof viewingHistoryItem>;

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const contactBody = z.object({
  name: required('Name', CONTACT_LIMITS.name),
  email,
  subject: required('Subject', CONTACT_LIMITS.subject),
  message: required('Message', CONTACT_LIMITS.message),
  category: z.enum(CONTACT_CATEGORIES, { error: `Category must be one of ${CONTACT_CATEGORIES.join(', ')}` }).default('general'),
});
export type ContactBody = z.input<typeof contactBody>;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];
