import type { KeyValueCache, UsageLedger, UsageRecord } from './types.ts';

/** In-process cache and ledger: for tests and tools; the server uses the database ones (db-cache.ts). */

export function createMemoryCache(now: () => number = Date.now): KeyValueCache & { size(): number; clear(): void } {
  const entries = new Map<string, { value: unknown; expiresAt: number }>();
  // Values are copied through JSON so callers cannot mutate what is stored, as with a real store.
  const copy = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null));
  return {
    async get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      return copy(entry.value);
    },
    async set(key, value, ttlSeconds) {
      entries.set(key, { value: copy(value), expiresAt: now() + ttlSeconds * 1000 });
    },
    size: () => entries.size,
    clear: () => entries.clear(),
  };
}

export function createMemoryLedger(): UsageLedger & { records: UsageRecord[]; units(): number; calls(): number } {
  const records: UsageRecord[] = [];
  return {
    records,
    async record(entry) {
      records.push({ ...entry });
    },
    units: () => records.reduce((sum, r) => sum + r.units, 0),
    calls: () => records.length,
  };
}
