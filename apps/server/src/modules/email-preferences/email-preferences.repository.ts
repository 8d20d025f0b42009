import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { emailPreferences } from '../../db/schema/index.ts';

export type EmailPreferencesRow = typeof emailPreferences.$inferSelect;
export type EmailPreferencesChange = Partial<Pick<EmailPreferencesRow, 'friendInvites' | 'planSharing' | 'serviceUpdates'>>;

export const emailPreferencesRepository = {
  async find(db: DbOrTx, userId: number): Promise<EmailPreferencesRow | undefined> {
    const [row] = await db.select().from(emailPreferences).where(eq(emailPreferences.userId, userId)).limit(1);
    return row;
  },
  /** Creates the row with defaults when missing, then applies the change (one statement). */
  async upsert(db: DbOrTx, userId: number, change: EmailPreferencesChange): Promise<EmailPreferencesRow> {
    const [row] = await db
      .insert(emailPreferences)
      .values({ userId, ...change })
      .onConflictDoUpdate({ target: emailPreferences.userId, set: { ...change, updatedAt: sql`now()` } })
      .returning();
    if (!row) throw new Error('email preferences upsert returned no row');
    return row;
  },
  /** The row with every default, unless the user has one. */
  async insertDefaults(db: DbOrTx, userId: number): Promise<void> {
    await db.insert(emailPreferences).values({ userId }).onConflictDoNothing();
  },
};
