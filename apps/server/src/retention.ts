/**
 * Retention of the tables that grow with use (decision 0051), run by the maintenance job:
 * - raw watch events after WATCH_EVENTS_KEPT_DAYS; their seconds stay in the rollups every read uses
 *   (`watch_days`, `video_watch_totals`): the delete keeps them (db/watch-rollups.ts);
 * - the admin audit trail after ADMIN_AUDIT_KEPT_DAYS.
 * Deleted in batches of BATCH rows, each its own short statement, so no run holds locks for long.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './db/client.ts';
import { keepWatchRollupsOnDelete } from './db/watch-rollups.ts';

export const WATCH_EVENTS_KEPT_DAYS = 400;
export const ADMIN_AUDIT_KEPT_DAYS = 730;
const BATCH = 5000;
/** At most this many batches per table and run: a backlog is worked off over several runs. */
const MAX_BATCHES = 40;

export interface Pruned {
  watchEvents: number;
  adminAudit: number;
}

export async function pruneRetained(db: Db, now: Date = new Date()): Promise<Pruned> {
  const pruned: Pruned = { watchEvents: 0, adminAudit: 0 };
  for (let i = 0; i < MAX_BATCHES; i++) {
    const deleted = await db.transaction(async (tx) => {
      await keepWatchRollupsOnDelete(tx);
      const r = await tx.execute(sql`
        delete from watch_events where id in (
          select id from watch_events where created_at < ${now}::timestamptz - make_interval(days => ${WATCH_EVENTS_KEPT_DAYS}) limit ${BATCH})`);
      return r.rowCount ?? 0;
    });
    pruned.watchEvents += deleted;
    if (deleted < BATCH) break;
  }
  for (let i = 0; i < MAX_BATCHES; i++) {
    const r = await db.execute(sql`
      delete from admin_audit where id in (
        select id from admin_audit where created_at < ${now}::timestamptz - make_interval(days => ${ADMIN_AUDIT_KEPT_DAYS}) limit ${BATCH})`);
    pruned.adminAudit += r.rowCount ?? 0;
    if ((r.rowCount ?? 0) < BATCH) break;
  }
  return pruned;
}
