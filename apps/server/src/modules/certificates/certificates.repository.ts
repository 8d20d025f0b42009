import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { certificates } from '../../db/schema/index.ts';

export type CertificateRow = typeof certificates.$inferSelect;

export const certificatesRepository = {
  /** Inserts unless the user already holds the plan's certificate; answers the one they hold either way. */
  async insertOnce(db: DbOrTx, values: typeof certificates.$inferInsert & { planId: number }): Promise<{ row: CertificateRow; created: boolean }> {
    const [inserted] = await db.insert(certificates).values(values).onConflictDoNothing({ target: [certificates.userId, certificates.planId] }).returning();
    if (inserted) return { row: inserted, created: true };
    const [existing] = await db
      .select()
      .from(certificates)
      .where(and(eq(certificates.userId, values.userId), eq(certificates.planId, values.planId)))
      .limit(1);
    if (!existing) throw new Error('certificate neither inserted nor found');
    return { row: existing, created: false };
  },

  async findForPlan(db: DbOrTx, userId: number, planId: number): Promise<CertificateRow | undefined> {
    const [row] = await db
      .select()
      .from(certificates)
      .where(and(eq(certificates.userId, userId), eq(certificates.planId, planId)))
      .limit(1);
    return row;
  },

  async delete(db: DbOrTx, userId: number, id: string): Promise<boolean> {
    const rows = await db.delete(certificates).where(and(eq(certificates.id, id), eq(certificates.userId, userId))).returning({ id: certificates.id });
    return rows.length > 0;
  },
};
