import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { playlistImports } from '../../db/schema/index.ts';

export type ImportRow = typeof playlistImports.$inferSelect;

/** The import bookkeeping (`playlist_imports`). */
export const playlistImportRepository = {
  async insert(db: DbOrTx, values: typeof playlistImports.$inferInsert): Promise<ImportRow> {
    const [row] = await db.insert(playlistImports).values(values).returning();
    if (!row) throw new Error('insert into playlist_imports returned nothing');
    return row;
  },

  async findById(db: DbOrTx, importId: number): Promise<ImportRow | undefined> {
    const [row] = await db.select().from(playlistImports).where(eq(playlistImports.id, importId)).limit(1);
    return row;
  },

  async progress(db: DbOrTx, importId: number, values: { total: number; imported: number; skipped: number }): Promise<void> {
    await db
      .update(playlistImports)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(eq(playlistImports.id, importId), eq(playlistImports.status, 'running')));
  },

  async finish(db: DbOrTx, importId: number, status: 'completed' | 'failed', error: string | null): Promise<void> {
    await db
      .update(playlistImports)
      .set({ status, error, updatedAt: sql`now()` })
      .where(and(eq(playlistImports.id, importId), eq(playlistImports.status, 'running')));
  },

  /** Heartbeat for imports this process holds (running or queued), so no other instance claims them. */
  async touch(db: DbOrTx, importIds: number[]): Promise<void> {
    if (importIds.length === 0) return;
    await db
      .update(playlistImports)
      .set({ updatedAt: sql`now()` })
      .where(and(inArray(playlistImports.id, importIds), eq(playlistImports.status, 'running')));
  },

  /** Fails imports still 'running' untouched since `before` (no sweep picked them up); returns how many. */
  async failStuck(db: DbOrTx, before: Date, message: string): Promise<number> {
    const rows = await db
      .update(playlistImports)
      .set({ status: 'failed', error: message, updatedAt: sql`now()` })
      .where(and(eq(playlistImports.status, 'running'), lt(playlistImports.updatedAt, before)))
      .returning({ id: playlistImports.id });
    return rows.length;
  },

  /**
   * Claims running imports nobody has touched since `staleBefore` (their process stopped): one UPDATE,
   * so of several instances sweeping at once each import goes to exactly one.
   */
  async claimStale(db: DbOrTx, staleBefore: Date, max: number): Promise<ImportRow[]> {
    const stale = db
      .select({ id: playlistImports.id })
      .from(playlistImports)
      .where(and(eq(playlistImports.status, 'running'), lt(playlistImports.updatedAt, staleBefore)))
      .orderBy(asc(playlistImports.updatedAt))
      .limit(max);
    return db
      .update(playlistImports)
      .set({ updatedAt: sql`now()` })
      .where(and(inArray(playlistImports.id, stale), eq(playlistImports.status, 'running'), lt(playlistImports.updatedAt, staleBefore)))
      .returning();
  },
};
