import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apiUsage, youtubeCache } from '../../db/schema/providers.ts';
import { recordOutsideCall } from '../../http/metrics.ts';
import type { KeyValueCache, UsageLedger } from './types.ts';

/**
 * The cache and the usage ledger in PostgreSQL, so every app instance shares them.
 * Values are wrapped as `{ v: value }` so a cached `null` (a known-missing video) stays distinct from SQL NULL.
 */

const wrapped = (value: unknown) => ({ v: value ?? null });
const unwrap = (payload: unknown): unknown =>
  typeof payload === 'object' && payload !== null && 'v' in payload ? payload.v : undefined;

export function createDbCache(db: Db, now: () => Date = () => new Date()): KeyValueCache & {
  purgeExpired(): Promise<number>;
} {
  const expiry = (ttlSeconds: number) => new Date(now().getTime() + ttlSeconds * 1000);
  return {
    async get(key) {
      const [row] = await db
        .select({ payload: youtubeCache.payload })
        .from(youtubeCache)
        .where(and(eq(youtubeCache.key, key), gt(youtubeCache.expiresAt, now())))
        .limit(1);
      return row ? unwrap(row.payload) : undefined;
    },
    async getMany(keys) {
      const found = new Map<string, unknown>();
      if (keys.length === 0) return found;
      const rows = await db
        .select({ key: youtubeCache.key, payload: youtubeCache.payload })
        .from(youtubeCache)
        .where(and(inArray(youtubeCache.key, keys), gt(youtubeCache.expiresAt, now())));
      for (const row of rows) {
        const value = unwrap(row.payload);
        if (value !== undefined) found.set(row.key, value);
      }
      return found;
    },
    async set(key, value, ttlSeconds) {
      const expiresAt = expiry(ttlSeconds);
      await db
        .insert(youtubeCache)
        .values({ key, payload: wrapped(value), expiresAt })
        .onConflictDoUpdate({ target: youtubeCache.key, set: { payload: wrapped(value), expiresAt } });
    },
    async setMany(entries, ttlSeconds) {
      // One statement per batch; duplicates would make ON CONFLICT touch a row twice, so keep the last.
      const unique = [...new Map(entries.map((e) => [e.key, e.value])).entries()];
      if (unique.length === 0) return;
      const expiresAt = expiry(ttlSeconds);
      await db
        .insert(youtubeCache)
        .values(unique.map(([key, value]) => ({ key, payload: wrapped(value), expiresAt })))
        .onConflictDoUpdate({
          target: youtubeCache.key,
          set: { payload: sql`excluded.payload`, expiresAt: sql`excluded.expires_at` },
        });
    },
    /** Deletes expired rows; the lead may run it on a timer. Returns how many went. */
    async purgeExpired() {
      const gone = await db
        .delete(youtubeCache)
        .where(lt(youtubeCache.expiresAt, now()))
        .returning({ key: youtubeCache.key });
      return gone.length;
    },
  };
}

/** UTC calendar day, 'YYYY-MM-DD', the unit the quota resets on (close enough to Google's Pacific midnight). */
export function usageDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

export function createDbUsageLedger(db: Db, now: () => Date = () => new Date()): UsageLedger {
  return {
    async record({ service, units, ok, ms, tokens = 0, cost = 0 }) {
      recordOutsideCall(service, ok);
      const at = now();
      const errors = ok ? 0 : 1;
      const totalMs = Math.max(0, Math.round(ms));
      await db
        .insert(apiUsage)
        .values({ service, day: usageDay(at), calls: 1, errors, units, tokens, cost, totalMs, updatedAt: at })
        .onConflictDoUpdate({
          target: [apiUsage.service, apiUsage.day],
          // Increments in SQL so concurrent instances never lose a count.
          set: {
            calls: sql`${apiUsage.calls} + 1`,
            errors: sql`${apiUsage.errors} + ${errors}`,
            units: sql`${apiUsage.units} + ${units}`,
            tokens: sql`${apiUsage.tokens} + ${tokens}`,
            cost: sql`${apiUsage.cost} + ${cost}`,
            totalMs: sql`${apiUsage.totalMs} + ${totalMs}`,
            updatedAt: at,
          },
        });
    },
  };
}
