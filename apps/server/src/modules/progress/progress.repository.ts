import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { progressClientSaves, videoProgress, watchEvents } from '../../db/schema/index.ts';

export type ProgressRow = typeof videoProgress.$inferSelect;

// The statements of a progress save, prepared: the player sends one every few seconds (see progress.queries.ts).
const p = sql.placeholder;
/** The value an insert proposed, in its ON CONFLICT DO UPDATE (quoted: `current_time` is also a keyword). */
const excluded = (column: string) => sql`excluded.${sql.identifier(column)}`;

const lockForSave = prepared((db) =>
  db
    .select()
    .from(videoProgress)
    .where(and(eq(videoProgress.userId, p('userId')), eq(videoProgress.videoId, p('videoId'))))
    .limit(1)
    .for('update')
    .prepare('progress_lock_for_save'),
);

// completedAt is often null, which the column's encoder cannot take: node-postgres sends the Date itself.
const upsert = prepared((db) =>
  db
    .insert(videoProgress)
    .values({ userId: p('userId'), videoId: p('videoId'), currentTime: p('currentTime'), isCompleted: p('isCompleted'), completedAt: sql`${p('completedAt')}`, updatedAt: p('at') })
    .onConflictDoUpdate({
      target: [videoProgress.userId, videoProgress.videoId],
      set: { currentTime: excluded('current_time'), isCompleted: excluded('is_completed'), completedAt: excluded('completed_at'), updatedAt: excluded('updated_at') },
    })
    .returning()
    .prepare('progress_upsert'),
);

const creditWatchTime = prepared((db) =>
  db
    .insert(watchEvents)
    .values({ userId: p('userId'), videoId: p('videoId'), secondsCredited: p('secondsCredited'), localDate: p('localDate'), createdAt: p('at') })
    .prepare('progress_credit_watch_time'),
);

/** The user's progress rows and the watch-time ledger. */
export const progressRepository = {
  async find(db: DbOrTx, userId: number, videoId: number): Promise<ProgressRow | undefined> {
    const [row] = await db
      .select()
      .from(videoProgress)
      .where(and(eq(videoProgress.userId, userId), eq(videoProgress.videoId, videoId)))
      .limit(1);
    return row;
  },

  /** The saved row, locked until this save's transaction ends. */
  async lockForSave(db: DbOrTx, userId: number, videoId: number): Promise<ProgressRow | undefined> {
    const [row] = await lockForSave(db).execute({ userId, videoId });
    return row;
  },

  /** `at`: the save's time by the app's clock. */
  async upsert(db: DbOrTx, values: { userId: number; videoId: number; currentTime: number; isCompleted: boolean; completedAt: Date | null; at: Date }): Promise<ProgressRow> {
    const [row] = await upsert(db).execute(values);
    if (!row) throw new Error('upsert returned no row');
    return row;
  },

  /** Undoes a completion; the position and the watch time credited stay. Undefined when there is no row. */
  async reopen(db: DbOrTx, userId: number, videoId: number, at: Date): Promise<ProgressRow | undefined> {
    const [row] = await db
      .update(videoProgress)
      .set({ isCompleted: false, completedAt: null, updatedAt: at })
      .where(and(eq(videoProgress.userId, userId), eq(videoProgress.videoId, videoId)))
      .returning();
    return row;
  },

  async creditWatchTime(db: DbOrTx, values: { userId: number; videoId: number; secondsCredited: number; localDate: string; at: Date }): Promise<void> {
    await creditWatchTime(db).execute(values);
  },

  /** Records a save's client id; false when it was recorded before (the save is a replay). */
  async recordClientSave(db: DbOrTx, userId: number, clientId: string, at: Date): Promise<boolean> {
    const inserted = await db.insert(progressClientSaves).values({ userId, clientId, appliedAt: at }).onConflictDoNothing().returning({ clientId: progressClientSaves.clientId });
    return inserted.length > 0;
  },

  /**
   * The user's days with watch events, oldest first, each with its rollup's count of events: never
   * fewer than the raw rows of the day (those pruned by retention stay counted).
   */
  async watchDayCounts(db: DbOrTx, userId: number): Promise<{ localDate: string; events: number }[]> {
    const result = await db.execute<{ local_date: string; events: number }>(
      sql`select local_date, events from watch_days where user_id = ${userId} order by local_date`,
    );
    return result.rows.map((r) => ({ localDate: r.local_date, events: r.events }));
  },

  /**
   * Deletes at most `rows` of the user's watch events of the days from `fromDate` (included) to
   * `toDate` (excluded): found by a bitmap scan of the (user_id, local_date) index, so their pages are
   * read in the table's order (the events are appended in time order), and deleted by their ctid.
   * The number deleted.
   */
  async deleteWatchEventsBatch(db: DbOrTx, userId: number, fromDate: string, toDate: string, rows: number): Promise<number> {
    const result = await db.execute(sql`
      delete from watch_events where user_id = ${userId} and ctid = any (array(
        select ctid from watch_events
        where user_id = ${userId} and local_date >= ${fromDate} and local_date < ${toDate}
        limit ${rows}))`);
    return result.rowCount ?? 0;
  },

  /**
   * After a batch of `deleteWatchEventsBatch` committed: walks the index entries of those days with a
   * plain index scan, which marks the entries of the deleted rows dead, so that later scans (the
   * account's cascade, the next batches) skip them without reading their pages again; a bitmap scan
   * marks nothing. The pages were just read: a few milliseconds. Rows still in a transaction's
   * snapshot are not marked; later scans only read those again. The live rows of those days.
   */
  async markDeletedWatchEvents(db: Db, userId: number, fromDate: string, toDate: string): Promise<number> {
    return db.transaction(async (tx) => {
      // The index, walked by one process: not a bitmap (which marks nothing), nor the whole table.
      await tx.execute(
        sql`select set_config('enable_bitmapscan', 'off', true), set_config('enable_seqscan', 'off', true), set_config('max_parallel_workers_per_gather', '0', true)`,
      );
      const result = await tx.execute<{ live: number }>(
        sql`select count(*)::int as live from watch_events where user_id = ${userId} and local_date >= ${fromDate} and local_date < ${toDate}`,
      );
      return result.rows[0]?.live ?? 0;
    });
  },

  async deleteClientSavesBefore(db: DbOrTx, before: Date): Promise<number> {
    const deleted = await db.delete(progressClientSaves).where(lt(progressClientSaves.appliedAt, before)).returning({ clientId: progressClientSaves.clientId });
    return deleted.length;
  },
};
