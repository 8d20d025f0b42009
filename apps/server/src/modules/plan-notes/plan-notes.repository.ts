import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { planNotes } from '../../db/schema/index.ts';

/** A learner's notes on a plan, one text per user and plan. */
export const planNotesRepository = {
  async find(db: DbOrTx, userId: number, planId: number): Promise<string | undefined> {
    const [row] = await db
      .select({ notes: planNotes.notes })
      .from(planNotes)
      .where(and(eq(planNotes.userId, userId), eq(planNotes.planId, planId)))
      .limit(1);
    return row?.notes;
  },

  async save(db: DbOrTx, values: { userId: number; planId: number; notes: string; at: Date }): Promise<string> {
    const [row] = await db
      .insert(planNotes)
      .values({ userId: values.userId, planId: values.planId, notes: values.notes, updatedAt: values.at })
      .onConflictDoUpdate({ target: [planNotes.userId, planNotes.planId], set: { notes: values.notes, updatedAt: values.at } })
      .returning({ notes: planNotes.notes });
    if (!row) throw new Error('plan notes upsert returned no row');
    return row.notes;
  },
};
