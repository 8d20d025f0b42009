import { count, desc, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { adminAudit, serverStarts } from '../../db/schema/index.ts';

export type AuditRow = typeof adminAudit.$inferSelect;
export type NewAudit = typeof adminAudit.$inferInsert;

export const adminRepository = {
  async audit(db: DbOrTx, entry: NewAudit): Promise<void> {
    await db.insert(adminAudit).values(entry);
  },

  /** Newest first, `limit` entries older than the id `before` (keyset paging over the primary key). */
  async auditPage(db: DbOrTx, limit: number, before?: number): Promise<AuditRow[]> {
    return db
      .select()
      .from(adminAudit)
      .where(before ? lt(adminAudit.id, before) : undefined)
      .orderBy(desc(adminAudit.id))
      .limit(limit);
  },

  async recordStart(db: DbOrTx, pid: number, host: string, at: Date): Promise<void> {
    await db.insert(serverStarts).values({ pid, host, startedAt: at });
  },

  async countStarts(db: DbOrTx): Promise<number> {
    const [row] = await db.select({ n: count() }).from(serverStarts);
    return row?.n ?? 0;
  },
};
