import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';

export type NewContactMessage = typeof contactMessages.$inferInsert;

export const contactRepository = {
  /** Serialises the sends of one address until the transaction ends (the per-address count, then the insert). */
  async lockSender(tx: Tx, email: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`contact:${email}`}, 0))`);
  },
  async insert(db: DbOrTx, values: NewContactMessage): Promise<number> {
    const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
    if (!row) throw new Error('contact message not stored');
    return row.id;
  },
  async markDelivered(db: DbOrTx, id: number, at: Date): Promise<void> {
    await db.update(contactMessages).set({ deliveredAt: at }).where(eq(contactMessages.id, id));
  },
  /** Messages from the address since a time (index contact_messages_email_created_idx). */
  async countFromSince(db: DbOrTx, email: string, since: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(contactMessages)
      .where(and(eq(contactMessages.email, email), gt(contactMessages.createdAt, since)));
    return row?.n ?? 0;
  },
};
