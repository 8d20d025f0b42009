import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { apiUsage } from '../../db/schema/providers.ts';
import { usageDay } from './db-cache.ts';

/** YouTube's line in the usage ledger (`api_usage`): what the admin dashboard reads and corrects. */
export const YOUTUBE_USAGE_SERVICE = 'youtube';

export interface YouTubeUsageSummary {
  todayCalls: number;
  todayErrors: number;
  /** Quota units used today (UTC), counted per call or as last corrected by an admin. */
  todayUnits: number;
  totalCalls: number;
  totalErrors: number;
  avgResponseMs: number;
  lastUpdated: string | null;
}

/** Today's and all-time figures in one statement over the ledger's primary key (the Data API's line, or another YouTube line such as the captions'). */
export async function readYouTubeUsage(db: Db, now: Date, service: string = YOUTUBE_USAGE_SERVICE): Promise<YouTubeUsageSummary> {
  const today = usageDay(now);
  const r = await db.execute<{ today_calls: number; today_errors: number; today_units: number; total_calls: number; total_errors: number; total_ms: number; last_updated: Date | string | null }>(sql`
    select coalesce(sum(calls) filter (where day = ${today}), 0)::float8 as today_calls,
           coalesce(sum(errors) filter (where day = ${today}), 0)::float8 as today_errors,
           coalesce(sum(units) filter (where day = ${today}), 0)::float8 as today_units,
           coalesce(sum(calls), 0)::float8 as total_calls,
           coalesce(sum(errors), 0)::float8 as total_errors,
           coalesce(sum(total_ms), 0)::float8 as total_ms,
           max(updated_at) as last_updated
    from api_usage where service = ${service}`);
  const row = r.rows[0];
  if (!row) throw new Error('usage aggregate returned no row');
  const calls = Number(row.total_calls);
  return {
    todayCalls: Number(row.today_calls),
    todayErrors: Number(row.today_errors),
    todayUnits: Number(row.today_units),
    totalCalls: calls,
    totalErrors: Number(row.total_errors),
    avgResponseMs: calls > 0 ? Math.round(Number(row.total_ms) / calls) : 0,
    lastUpdated: row.last_updated ? new Date(row.last_updated).toISOString() : null,
  };
}

/**
 * Sets today's used units to what an admin read on Google's console; later calls add to it as before.
 * Returns the units recorded before the correction.
 */
export async function correctYouTubeUnitsToday(db: DbOrTx, now: Date, units: number): Promise<number> {
  const day = usageDay(now);
  const [before] = await db
    .select({ units: apiUsage.units })
    .from(apiUsage)
    .where(and(eq(apiUsage.service, YOUTUBE_USAGE_SERVICE), eq(apiUsage.day, day)))
    .limit(1);
  await db
    .insert(apiUsage)
    .values({ service: YOUTUBE_USAGE_SERVICE, day, units, updatedAt: now })
    .onConflictDoUpdate({ target: [apiUsage.service, apiUsage.day], set: { units, updatedAt: now } });
  return before?.units ?? 0;
}
