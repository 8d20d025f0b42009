import { ErrorCode, TOTP_CODE, type ConfirmTwoFactorBody, type RecoveryCodesReply, type TwoFactorSetup, type TwoFactorStatus } from '@learnstack/contracts';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { SessionUser } from '../../http/session.ts';
import type { Clock } from '../../providers/clock.ts';
import type { MailQueue } from '../../providers/mail/mail-queue.ts';
import { composeMail } from '../../providers/mail/mailer.ts';
import type { UserRow, UsersService } from '../users/users.service.ts';
import { accountDelayMs } from './auth.service.ts';
import { authRepository } from './auth.repository.ts';
import { verifyPassword } from './passwords.ts';
import { newRecoveryCode, RECOVERY_CODE_COUNT, type TwoFactorSecrets } from './two-factor-secrets.ts';
import { twoFactorRepository } from './two-factor.repository.ts';

/** How long a sign-in waits for its second step after the password (or Google). */
export const PENDING_SIGN_IN_MS = 10 * 60_000;
const FAILURE_WINDOW_MIN = 60;
const ISSUER = 'Learnstack';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const invalidCode = () => new AppError(401, ErrorCode.INVALID_TWO_FACTOR_CODE, 'That code is not valid. Check your authenticator app and try again.');

/**
 * Two-factor sign-in (decision 0042): TOTP (RFC 6238, 30-second steps, 6 digits, SHA-1 as every
 * authenticator app supports) checked one step either side, each step accepted once; ten single-use
 * recovery codes; wrong codes throttled per account like wrong passwords.
 */
export class TwoFactorService {
  constructor(
    private readonly db: Db,
    private readonly users: UsersService,
    private readonly mailQueue: MailQueue,
    private readonly config: Config,
    private readonly clock: Clock,
    private readonly secrets: TwoFactorSecrets,
    private readonly wait: (ms: number) => Promise<void> = sleep,
  ) {}

  private totp(secretBase32: string, label: string): TOTP {
    return new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secretBase32) });
  }

  async isEnabled(userId: number): Promise<boolean> {
    const row = await twoFactorRepository.find(this.db, userId);
    return Boolean(row?.enabledAt);
  }

  async status(user: SessionUser): Promise<TwoFactorStatus> {
    const row = await twoFactorRepository.find(this.db, user.id);
    const enabled = Boolean(row?.enabledAt);
    return {
      enabled,
      recoveryCodesLeft: enabled ? await twoFactorRepository.recoveryCodesLeft(this.db, user.id) : 0,
      required: this.config.requireAdmin2fa && user.role === 'admin',
      confirmWith: user.passwordHash ? 'password' : 'code',
    };
  }

  /** A new secret waiting for its first code; shown as a QR code and as text. */
  async setup(user: SessionUser): Promise<TwoFactorSetup> {
    if (await this.isEnabled(user.id)) throw new AppError(409, ErrorCode.CONFLICT, 'Two-factor sign-in is already on.');
    const secret = new Secret({ size: 20 });
    await twoFactorRepository.savePending(this.db, user.id, this.secrets.encrypt(secret.base32), this.clock.now());
    const otpauthUrl = this.totp(secret.base32, user.email).toString();
    const qrCode = `data:image/svg+xml;base64,${Buffer.from(await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })).toString('base64')}`;
    return { message: 'Scan the QR code with your authenticator app, then enter the 6-digit code it shows.', secret: secret.base32, otpauthUrl, qrCode };
  }

  /** The first code confirms the authenticator: two-factor sign-in is on, and the recovery codes are shown once. */
  async enable(user: SessionUser, code: string): Promise<RecoveryCodesReply> {
    const row = await twoFactorRepository.find(this.db, user.id);
    if (!row) throw new AppError(400, ErrorCode.VALIDATION_ERROR, 'Start the setup first: scan the QR code, then enter the code.');
    if (row.enabledAt) throw new AppError(409, ErrorCode.CONFLICT, 'Two-factor sign-in is already on.');
    const step = this.matchingStep(this.secrets.decrypt(row.secretEncrypted), user.email, code);
    if (step === null) throw new AppError(400, ErrorCode.INVALID_TWO_FACTOR_CODE, 'That code is not valid. Check the time on your device and try the current code.');
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      if (!(await twoFactorRepository.enable(tx, user.id, step, now))) throw new AppError(409, ErrorCode.CONFLICT, 'Two-factor sign-in is already on.');
      await twoFactorRepository.replaceRecoveryCodes(tx, user.id, codes.map((c) => this.secrets.hashRecoveryCode(c)), now);
    });
    this.notify(user, 'Two-factor sign-in is on', [
      'Two-factor sign-in was turned on for your Learnstack account. From now on, signing in asks for a code from your authenticator app.',
      'If this was not you, reset your password and contact support.',
    ]);
    return { message: 'Two-factor sign-in is on.', recoveryCodes: codes };
  }

  async disable(user: SessionUser, body: ConfirmTwoFactorBody): Promise<void> {
    if (!(await this.isEnabled(user.id))) throw new AppError(409, ErrorCode.CONFLICT, 'Two-factor sign-in is not on.');
    if (this.config.requireAdmin2fa && user.role === 'admin') throw new AppError(403, ErrorCode.FORBIDDEN, 'Admin accounts must keep two-factor sign-in on.');
    await this.confirm(user, body);
    await twoFactorRepository.remove(this.db, user.id);
    this.notify(user, 'Two-factor sign-in is off', [
      'Two-factor sign-in was turned off for your Learnstack account: signing in asks only for your password again.',
      'If this was not you, reset your password and contact support.',
    ]);
  }

  async regenerateRecoveryCodes(user: SessionUser, body: ConfirmTwoFactorBody): Promise<RecoveryCodesReply> {
    if (!(await this.isEnabled(user.id))) throw new AppError(409, ErrorCode.CONFLICT, 'Two-factor sign-in is not on.');
    await this.confirm(user, body);
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await twoFactorRepository.replaceRecoveryCodes(this.db, user.id, codes.map((c) => this.secrets.hashRecoveryCode(c)), this.clock.now());
    return { message: 'New recovery codes are ready. The old ones no longer work.', recoveryCodes: codes };
  }

  /** After the password (or Google): marks the session as waiting for the second step. */
  async startSignIn(sessionIdHash: string, userId: number): Promise<void> {
    await twoFactorRepository.setPending(this.db, sessionIdHash, userId, new Date(this.clock.now().getTime() + PENDING_SIGN_IN_MS));
  }

  /** The second step: the user of the session's pending sign-in, once the code is right. */
  async finishSignIn(sessionIdHash: string | undefined, code: string): Promise<UserRow> {
    const userId = sessionIdHash ? await twoFactorRepository.pending(this.db, sessionIdHash, this.clock.now()) : undefined;
    if (!userId) throw new AppError(401, ErrorCode.UNAUTHORIZED, 'Your sign-in has expired. Please sign in again.');
    const user = await this.users.findRow(userId);
    if (!user) throw new AppError(401, ErrorCode.UNAUTHORIZED, 'Your sign-in has expired. Please sign in again.');
    await this.checkCode(user, code);
    return user;
  }

  /**
   * Checks a TOTP or recovery code with the same per-account throttle as passwords (decision 0012):
   * from the fifth wrong code in an hour each attempt waits first, longer every time. The address
   * is limited by the route's rate limit; its password-failure count is left alone.
   */
  private async checkCode(user: UserRow, code: string): Promise<void> {
    const key = `2fa:${user.id}`;
    const counts = await authRepository.failures(this.db, [key], FAILURE_WINDOW_MIN);
    const delay = accountDelayMs(counts.get(key) ?? 0);
    if (delay > 0) await this.wait(delay);
    const ok = await this.acceptCode(user, code);
    if (!ok) {
      await authRepository.recordFailure(this.db, [key], FAILURE_WINDOW_MIN);
      throw invalidCode();
    }
    await authRepository.clearFailures(this.db, [key]);
  }

  private async acceptCode(user: UserRow, raw: string): Promise<boolean> {
    const row = await twoFactorRepository.find(this.db, user.id);
    if (!row?.enabledAt) return false;
    const code = raw.replace(/\s/g, '');
    if (TOTP_CODE.test(code)) {
      const step = this.matchingStep(this.secrets.decrypt(row.secretEncrypted), user.email, code);
      return step !== null && (await twoFactorRepository.acceptStep(this.db, user.id, step));
    }
    const used = await twoFactorRepository.useRecoveryCode(this.db, user.id, this.secrets.hashRecoveryCode(code), this.clock.now());
    if (used) {
      const left = await twoFactorRepository.recoveryCodesLeft(this.db, user.id);
      this.notify(user, 'A recovery code was used', [
        `A recovery code was used to sign in to your Learnstack account. ${left} unused recovery code${left === 1 ? '' : 's'} left.`,
        'If this was not you, reset your password, then turn two-factor sign-in off and on again in Profile Settings › Security.',
      ]);
    }
    return used;
  }

  /** The 30-second step the code belongs to (one step either side of now), or null. */
  private matchingStep(secretBase32: string, label: string, code: string): number | null {
    const totp = this.totp(secretBase32, label);
    const timestamp = this.clock.now().getTime();
    const delta = totp.validate({ token: code, timestamp, window: 1 });
    return delta === null ? null : totp.counter({ timestamp }) + delta;
  }

  /** Turning it off or new recovery codes: the password, or for an account without one, a current code. */
  private async confirm(user: SessionUser, body: ConfirmTwoFactorBody): Promise<void> {
    if (user.passwordHash) {
      const key = `email:${user.email}`;
      const counts = await authRepository.failures(this.db, [key], FAILURE_WINDOW_MIN);
      const delay = accountDelayMs(counts.get(key) ?? 0);
      if (delay > 0) await this.wait(delay);
      if (!body.password || !(await verifyPassword(user.passwordHash, body.password))) {
        await authRepository.recordFailure(this.db, [key], FAILURE_WINDOW_MIN);
        throw new AppError(400, ErrorCode.INVALID_CREDENTIALS, 'Incorrect password');
      }
      return;
    }
    if (!body.code) throw new AppError(400, ErrorCode.VALIDATION_ERROR, 'Enter a code from your authenticator app');
    await this.checkCode(user, body.code);
  }

  private notify(user: { email: string; firstName: string | null }, subject: string, paragraphs: string[]): void {
    this.mailQueue.enqueueLater(async () =>
      composeMail({ to: user.email, subject, paragraphs: [`Hi ${user.firstName ?? 'there'},`, ...paragraphs], action: { label: 'Open security settings', url: `${this.config.publicUrl}/profile/security` } }),
    );
  }
}
