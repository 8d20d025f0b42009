import { accountTable } from '../../db/account-data.ts';
import { oauthAccounts, passwordResetTokens, sessions, twoFactor, twoFactorRecoveryCodes } from '../../db/schema/index.ts';

/** The auth module's tables that hold user ids (decision 0022). */
export const authAccountData = [
  accountTable({
    table: sessions,
    userColumns: {
      userId: { onDelete: 'cascade', because: 'a deleted account is signed out everywhere' },
      pendingUserId: { onDelete: 'cascade', because: 'a sign-in waiting for its second step has no use without its account' },
    },
    exported: ['createdAt', 'lastSeenAt', 'expiresAt', 'ip', 'userAgent'],
    leftOut: 'the hash of the session id, the CSRF token and a Google sign-in’s state: secrets',
  }),
  accountTable({
    table: passwordResetTokens,
    userColumns: { userId: { onDelete: 'cascade', because: 'a reset link has no use without its account' } },
    exported: ['createdAt', 'expiresAt', 'usedAt'],
    leftOut: 'the hash of the token: a secret',
  }),
  accountTable({
    table: oauthAccounts,
    userColumns: { userId: { onDelete: 'cascade', because: 'the Google identity may sign up again as a new account' } },
    exported: ['provider', 'providerUserId', 'createdAt'],
  }),
  accountTable({
    table: twoFactor,
    userColumns: { userId: { onDelete: 'cascade', because: 'the authenticator belongs to the account' } },
    exported: ['enabledAt', 'createdAt'],
    leftOut: 'the encrypted secret and the last accepted step: secrets',
  }),
  accountTable({
    table: twoFactorRecoveryCodes,
    userColumns: { userId: { onDelete: 'cascade', because: 'recovery codes belong to the account' } },
    exported: ['createdAt', 'usedAt'],
    leftOut: 'the hash of the code: a secret',
  }),
];
