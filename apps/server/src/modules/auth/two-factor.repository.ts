import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sessions, twoFactor, twoFactorRecoveryCodes } from '../../db/schema/index.ts';

export const twoFactorRepository = {
  async find(db: DbOrTx, userId: number) {
    const [row] = await db.select().from(twoFactor).where(eq(twoFactor.userId, userId)).limit(1);
    return row;
  },
  /** A new setup replaces one that never got its first code. */
  async savePending(db: DbOrTx, userId: number, secretEncrypted: string, now: Date): Promise<void> {
    await db
      .insert(twoFactor)
      .values({ userId, secretEncrypted, createdAt: now })
      .onConflictDoUpdate({ target: twoFactor.userId, set: { secretEncrypted, enabledAt: null, lastUsedStep: null, createdAt: now }, where: isNull(twoFactor.enabledAt) });
  },
  async enable(db: DbOrTx, userId: number, step: number, now: Date): Promise<boolean> {
    const rows = await db
      .update(twoFactor)
      .set({ enabledAt: now, lastUsedStep: step })
      .where(and(eq(twoFactor.userId, userId), isNull(twoFactor.enabledAt)))
      .returning({ userId: twoFactor.userId });
    return rows.length === 1;
  },
  /** Accepts the code's time step once: a later request with the same (or an older) step loses. */
  async acceptStep(db: DbOrTx, userId: number, step: number): Promise<boolean> {
    const rows = await db
      .update(twoFactor)
      .set({ lastUsedStep: step })
      .where(and(eq(twoFactor.userId, userId), or(isNull(twoFactor.lastUsedStep), lt(twoFactor.lastUsedStep, step))))
      .returning({ userId: twoFactor.userId });
    return rows.length === 1;
  },
  async remove(db: DbOrTx, userId: number): Promise<void> {
    await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
    await db.delete(twoFactor).where(eq(twoFactor.userId, userId));
  },
  async replaceRecoveryCodes(db: DbOrTx, userId: number, hashes: string[], now: Date): Promise<void> {
    await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
    await db.insert(twoFactorRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash, createdAt: now })));
  },
  /** Marks the code used; true only for the one request that used it. */
  async useRecoveryCode(db: DbOrTx, userId: number, codeHash: string, now: Date): Promise<boolean> {
    const rows = await db
      .update(twoFactorRecoveryCodes)
      .set({ usedAt: now })
      .where(and(eq(twoFactorRecoveryCodes.userId, userId), eq(twoFactorRecoveryCodes.codeHash, codeHash), isNull(twoFactorRecoveryCodes.usedAt)))
      .returning({ id: twoFactorRecoveryCodes.id });
    return rows.length === 1;
  },
  async recoveryCodesLeft(db: DbOrTx, userId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(twoFactorRecoveryCodes)
      .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
    return row?.n ?? 0;
  },
  /** The session has passed the first step for this user, until `until`. */
  async setPending(db: DbOrTx, idHash: string, userId: number, until: Date): Promise<void> {
    await db.update(sessions).set({ pendingUserId: userId, pendingUntil: until }).where(eq(sessions.idHash, idHash));
  },
  async pending(db: DbOrTx, idHash: string, now: Date): Promise<number | undefined> {
    const [row] = await db
      .select({ userId: sessions.pendingUserId })
      .from(sessions)
      .where(and(eq(sessions.idHash, idHash), sql`${sessions.pendingUntil} > ${now.toISOString()}::timestamptz`))
      .limit(1);
    return row?.userId ?? undefined;
  },
};
