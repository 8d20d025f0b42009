import { randomInt } from 'node:crypto';
import { ErrorCode, LOGIN_FAILURES_BEFORE_CHALLENGE, type User } from '@learnstack/contracts';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { EventBus } from '../../events/event-bus.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import type { MailQueue } from '../../providers/mail/mail-queue.ts';
import { composeMail, type MailMessage } from '../../providers/mail/mailer.ts';
import { toUserView } from '../users/user.view.ts';
import type { UserRow, UsersService } from '../users/users.service.ts';
import { authRepository } from './auth.repository.ts';
import { oauthQueries } from './oauth.queries.ts';
import { authRepositoryOauth } from './oauth.repository.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { randomToken, sha256 } from './tokens.ts';

const CHALLENGE_TTL_MS = 15 * 60_000;
const RESET_TTL_MS = 60 * 60_000;
const FAILURE_WINDOW_MIN = 60;
/** From this many failures for one account within the window, every attempt on that account waits first. */
export const ACCOUNT_DELAY_AFTER_FAILURES = 5;
const ACCOUNT_DELAY_FIRST_MS = 1000;
export const ACCOUNT_DELAY_MAX_MS = 20_000;

/** The wait before an attempt on an account with this many recent failures: 1 s at 5, doubling, at most 20 s. */
export function accountDelayMs(failures: number): number {
  if (failures < ACCOUNT_DELAY_AFTER_FAILURES) return 0;
  return Math.min(ACCOUNT_DELAY_MAX_MS, ACCOUNT_DELAY_FIRST_MS * 2 ** (failures - ACCOUNT_DELAY_AFTER_FAILURES));
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const accountKey = (email: string) => `email:${email}`;
const clientKey = (ip: string) => `client:${ip}`;

export interface ChallengeInput {
  challengeId?: string | undefined;
  challengeAnswer?: number | string | undefined;
}

const challengeError = (code: string, message: string) => new AppError(400, code, message, { challengeRequired: true });

export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly users: UsersService,
    private readonly events: EventBus,
    private readonly mailQueue: MailQueue,
    private readonly config: Config,
    private readonly wait: (ms: number) => Promise<void> = sleep,
  ) {}

  /** A sum of two integers from 1 to 10; the answer stays on the server. */
  async issueChallenge(): Promise<{ challengeId: string; question: string }> {
    const a = randomInt(1, 11);
    const b = randomInt(1, 11);
    const challengeId = randomToken();
    await authRepository.insertChallenge(this.db, challengeId, a + b, new Date(Date.now() + CHALLENGE_TTL_MS));
    return { challengeId, question: `${a} + ${b}` };
  }

  private async verifyChallenge(input: ChallengeInput): Promise<void> {
    const raw = input.challengeAnswer;
    if (!input.challengeId || raw === undefined || raw === '') {
      throw challengeError(ErrorCode.CHALLENGE_REQUIRED, 'Please complete the security check');
    }
    const answer = typeof raw === 'number' ? raw : Number.parseInt(raw.trim(), 10);
    const challenge = await authRepository.takeChallenge(this.db, input.challengeId);
    if (!challenge || !Number.isFinite(answer) || challenge.answer !== answer) {
      throw challengeError(ErrorCode.CHALLENGE_FAILED, 'Incorrect answer');
    }
  }

  async signup(input: { email: string; password: string; firstName?: string | undefined; lastName?: string | undefined } & ChallengeInput): Promise<UserRow> {
    await this.verifyChallenge(input);
    const passwordHash = await hashPassword(input.password);
    return this.events.transaction(async ({ tx, emit }) => {
      const row = await this.users.create({ email: input.email, passwordHash, firstName: input.firstName || null, lastName: input.lastName || null }, tx);
      if (!row) throw new AppError(409, ErrorCode.EMAIL_TAKEN, 'An account with this email already exists');
      await emit('UserSignedUp', { userId: row.id, email: row.email, method: 'password' });
      return row;
    });
  }

  /**
   * Counts failures per account (the e-mail, known or not) and per client address. After 3 for either,
   * the security check is required; after 5 for the account, each attempt on it also waits, longer
   * with every failure (docs/decisions/0012). Nothing locks the owner out: the right password with a
   * solved check always signs in, after the wait. The wait comes before the password is checked, so
   * its length says nothing about the password.
   */
  async login(input: { email: string; password: string; ip: string } & ChallengeInput, options: { challenge?: boolean } = {}): Promise<UserRow> {
    const keys = [accountKey(input.email), clientKey(input.ip)];
    const counts = await authRepository.failures(this.db, keys, FAILURE_WINDOW_MIN);
    const failures = Math.max(0, ...counts.values());
    // The admin sign-in has no security check: there the per-account wait and the route's rate limit hold off guessing.
    if (options.challenge !== false && failures >= LOGIN_FAILURES_BEFORE_CHALLENGE) await this.verifyChallenge(input);
    const delay = accountDelayMs(counts.get(accountKey(input.email)) ?? 0);
    if (delay > 0) await this.wait(delay);
    const user = await this.users.findByEmail(input.email);
    const ok = await verifyPassword(user?.passwordHash, input.password);
    if (!user || !ok) {
      await authRepository.recordFailure(this.db, keys, FAILURE_WINDOW_MIN);
      const challengeRequired = failures + 1 >= LOGIN_FAILURES_BEFORE_CHALLENGE;
      throw new AppError(401, ErrorCode.INVALID_CREDENTIALS, 'Invalid email or password', { challengeRequired }, 'Invalid credentials');
    }
    await authRepository.clearFailures(this.db, keys);
    return user;
  }

  /** Deletes expired sessions, challenges, reset tokens and old failure counters (maintenance and the admin integrity fix). */
  purgeExpired(db: DbOrTx = this.db) {
    return authRepository.purgeExpired(db);
  }

  async challengeRequired(email: string | undefined, ip: string): Promise<boolean> {
    const keys = [clientKey(ip), ...(email ? [accountKey(email)] : [])];
    const counts = await authRepository.failures(this.db, keys, FAILURE_WINDOW_MIN);
    return Math.max(0, ...counts.values()) >= LOGIN_FAILURES_BEFORE_CHALLENGE;
  }

  /**
   * Same answer, in the same time, whether or not the address has an account: the look-up, the
   * token and the mail happen after the reply, and the mail goes through the queue (which retries).
   */
  forgotPassword(email: string): string {
    this.mailQueue.enqueueLater(() => this.resetMail(email));
    return 'If an account exists for that email, a password reset link has been sent.';
  }

  private async resetMail(email: string): Promise<MailMessage | null> {
    const user = await this.users.findByEmail(email);
    if (!user) return null;
    const token = randomToken();
    await authRepository.insertResetToken(this.db, sha256(token), user.id, new Date(Date.now() + RESET_TTL_MS));
    return composeMail({
      to: user.email,
      subject: 'Reset your Learnstack password',
      paragraphs: [
        `Hi ${user.firstName ?? 'there'},`,
        'Someone asked to reset the password of your Learnstack account. The link below is valid for 1 hour and can be used once.',
        'If it was not you, ignore this e-mail: your password stays as it is.',
      ],
      action: { label: 'Reset password', url: `${this.config.publicUrl}/reset-password?token=${token}` },
    });
  }

  async verifyResetToken(token: string): Promise<{ valid: boolean; message: string }> {
    const row = await authRepository.findUsableResetToken(this.db, sha256(token));
    return row ? { valid: true, message: 'Token is valid' } : { valid: false, message: 'Invalid or expired reset token' };
  }

  async resetPassword(token: string, newPassword: string, ip: string): Promise<void> {
    const passwordHash = await hashPassword(newPassword);
    await this.db.transaction(async (tx) => {
      const userId = await authRepository.consumeResetToken(tx, sha256(token));
      if (!userId) throw badRequest('Invalid or expired reset token');
      const user = await this.users.setPasswordHash(userId, passwordHash, tx);
      // A reset signs every device out.
      await authRepository.deleteUserSessions(tx, userId);
      // The person proved they own the address: their next login is not challenged.
      if (user) await authRepository.clearFailures(tx, [accountKey(user.email), clientKey(ip)]);
    });
  }

  /** Finds or creates the user of a verified Google identity; a new account is announced like a sign-up. */
  async signInWithGoogle(profile: { sub: string; email: string; emailVerified: boolean; firstName: string | null; lastName: string | null; picture: string | null }): Promise<UserRow> {
    return this.events.transaction(async ({ tx, emit }) => {
      const linked = await oauthQueries.findLinkedUser(tx, 'google', profile.sub);
      if (linked) return linked;
      if (!profile.emailVerified) throw new AppError(400, ErrorCode.VALIDATION_ERROR, 'Your Google e-mail address is not verified');
      let user = await this.users.findByEmail(profile.email, tx);
      if (!user) {
        user = await this.users.create({ email: profile.email, firstName: profile.firstName, lastName: profile.lastName, profileImageUrl: profile.picture }, tx);
        if (!user) throw new AppError(409, ErrorCode.CONFLICT, 'Please try again');
        await emit('UserSignedUp', { userId: user.id, email: user.email, method: 'google' });
      }
      await authRepositoryOauth.link(tx, 'google', profile.sub, user.id);
      return user;
    });
  }

  /** Keeps the OAuth state and PKCE verifier of a Google sign-in on the session that started it. */
  async startGoogleSignIn(sessionIdHash: string, state: string, verifier: string): Promise<void> {
    await authRepository.saveOauthState(this.db, sessionIdHash, state, verifier);
  }

  /** The OAuth state and verifier the session holds, if a Google sign-in is under way. */
  googleSignInState(sessionIdHash: string): Promise<{ state: string | null; verifier: string | null } | undefined> {
    return authRepository.oauthState(this.db, sessionIdHash);
  }

  view(row: UserRow): User {
    return toUserView(row);
  }
}
