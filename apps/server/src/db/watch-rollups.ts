import { sql } from 'drizzle-orm';
import type { Tx } from './client.ts';

/**
 * For the rest of the transaction, deleted watch events leave their daily rollups (`watch_days`) as
 * they are: the events' delete trigger honours this flag (migration 0025). For deletes whose rollups
 * stay on purpose (retention's pruning) or go as well (an account's deletion).
 */
export async function keepWatchRollupsOnDelete(tx: Tx): Promise<void> {
  await tx.execute(sql`select set_config('learnstack.prune_watch_events', 'on', true)`);
}
