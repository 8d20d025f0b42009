import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { authChallenges, loginAttempts, passwordResetTokens, sessions } from '../../db/schema/index.ts';

export const authRepository = {
  async insertChallenge(db: DbOrTx, id: string, answer: number, expiresAt: Date): Promise<void> {
    await db.insert(authChallenges).values({ id, answer, expiresAt });
  },
  /** Deletes and returns the challenge: each question is answered once. */
  async takeChallenge(db: DbOrTx, id: string): Promise<{ answer: number } | undefined> {
    const [row] = await db
      .delete(authChallenges)
      .where(and(eq(authChallenges.id, id), gt(authChallenges.expiresAt, sql`now()`)))
      .returning({ answer: authChallenges.answer });
    return row;
  },
  /** Failures within the window per key; keys without recent failures are absent. */
  async failures(db: DbOrTx, keys: string[], windowMinutes: number): Promise<Map<string, number>> {
    if (keys.length === 0) return new Map();
    const rows = await db
      .select({ key: loginAttempts.key, failures: loginAttempts.failures })
      .from(loginAttempts)
      .where(and(sql`${loginAttempts.key} in ${keys}`, gt(loginAttempts.updatedAt, sql`now() - make_interval(mins => ${windowMinutes})`)));
    return new Map(rows.map((r) => [r.key, r.failures]));
  },
  async recordFailure(db: DbOrTx, keys: string[], windowMinutes: number): Promise<void> {
    for (const key of keys) {
      await db
        .insert(loginAttempts)
        .values({ key, failures: 1 })
        .onConflictDoUpdate({
          target: loginAttempts.key,
          set: {
            failures: sql`case when ${loginAttempts.updatedAt} > now() - make_interval(mins => ${windowMinutes}) then ${loginAttempts.failures} + 1 else 1 end`,
            updatedAt: sql`now()`,
          },
        });
    }
  },
  async clearFailures(db: DbOrTx, keys: string[]): Promise<void> {
    if (keys.length > 0) await db.delete(loginAttempts).where(sql`${loginAttempts.key} in ${keys}`);
  },
  async insertResetToken(db: DbOrTx, tokenHash: string, userId: number, expiresAt: Date): Promise<void> {
    await db.insert(passwordResetTokens).values({ tokenHash, userId, expiresAt });
  },
  async findUsableResetToken(db: DbOrTx, tokenHash: string) {
    const [row] = await db
      .select()
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, sql`now()`)))
      .limit(1);
    return row;
  },
  /** Marks the token used; returns the user only for the one caller that won. */
  async consumeResetToken(db: DbOrTx, tokenHash: string): Promise<number | undefined> {
    const [row] = await db
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, sql`now()`)))
      .returning({ userId: passwordResetTokens.userId });
    return row?.userId;
  },
  async deleteUserSessions(db: DbOrTx, userId: number): Promise<void> {
    await db.delete(sessions).where(eq(sessions.userId, userId));
  },
  /** Deletes what has expired; the admin integrity check counts the same rows (EXPIRED_RULES). Returns how many of each went. */
  async purgeExpired(db: DbOrTx): Promise<{ sessions: number; challenges: number; resetTokens: number; loginAttempts: number }> {
    const s = await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`)).returning({ k: sessions.idHash });
    const c = await db.delete(authChallenges).where(lt(authChallenges.expiresAt, sql`now()`)).returning({ k: authChallenges.id });
    const r = await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, sql`now() - interval '1 day'`)).returning({ k: passwordResetTokens.tokenHash });
    const l = await db.delete(loginAttempts).where(lt(loginAttempts.updatedAt, sql`now() - interval '1 day'`)).returning({ k: loginAttempts.key });
    return { sessions: s.length, challenges: c.length, resetTokens: r.length, loginAttempts: l.length };
  },
  async saveOauthState(db: DbOrTx, idHash: string, state: string, verifier: string): Promise<void> {
    await db.update(sessions).set({ oauthState: state, oauthVerifier: verifier }).where(eq(sessions.idHash, idHash));
  },
  async oauthState(db: DbOrTx, idHash: string): Promise<{ state: string | null; verifier: string | null } | undefined> {
    const [row] = await db.select({ state: sessions.oauthState, verifier: sessions.oauthVerifier }).from(sessions).where(eq(sessions.idHash, idHash)).limit(1);
    return row;
  },
};
