/**
 * Retention of the tables that grow with use (decision 0051), run by the maintenance job:
 * - raw watch events after WATCH_EVENTS_KEPT_DAYS; their seconds stay in the rollups every read uses
 *   (`watch_days`, `video_watch_totals`): the delete keeps them (db/watch-rollups.ts);
 * - review logs after REVIEW_LOGS_KEPT_DAYS: every read looks back 400 days at most (the review
 *   streak, the 30-day retention figures); a card's schedule lives on the card, not in its logs;
 * - the admin audit trail after ADMIN_AUDIT_KEPT_DAYS.
 * Deleted in batches of BATCH rows, each its own short statement, so no run holds locks for long.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './db/client.ts';
import { keepWatchRollupsOnDelete } from './db/watch-rollups.ts';

export const WATCH_EVENTS_KEPT_DAYS = 400;
export const REVIEW_LOGS_KEPT_DAYS = 400;
export const ADMIN_AUDIT_KEPT_DAYS = 730;
const BATCH = 5000;
/** At most this many batches per table and run: a backlog is worked off over several runs. */
const MAX_BATCHES = 40;

export interface Pruned {
  watchEvents: number;
  reviewLogs: number;
  adminAudit: number;
}

export async function pruneRetained(db: Db, now: Date = new Date()): Promise<Pruned> {
  const pruned: Pruned = { watchEvents: 0, reviewLogs: 0, adminAudit: 0 };
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
  pruned.reviewLogs = await pruneBatches(db, sql`
    delete from review_logs where id in (
      select id from review_logs where reviewed_at < ${now}::timestamptz - make_interval(days => ${REVIEW_LOGS_KEPT_DAYS}) limit ${BATCH})`);
  pruned.adminAudit = await pruneBatches(db, sql`
    delete from admin_audit where id in (
      select id from admin_audit where created_at < ${now}::timestamptz - make_interval(days => ${ADMIN_AUDIT_KEPT_DAYS}) limit ${BATCH})`);
  return pruned;
}

/** Runs a delete of at most BATCH rows until it deletes fewer, at most MAX_BATCHES times; the rows deleted. */
async function pruneBatches(db: Db, batch: SQL): Promise<number> {
  let total = 0;
  for (let i = 0; i < MAX_BATCHES; i++) {
    const deleted = (await db.execute(batch)).rowCount ?? 0;
    total += deleted;
    if (deleted < BATCH) break;
  }
  return total;
}
