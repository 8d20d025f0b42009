import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiUsage } from '../../db/schema/providers.ts';
import { createTestDatabase } from '../../../test/test-db.ts';
import { createDbCache, createDbUsageLedger, usageDay } from './db-cache.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe('createDbCache', () => {
  it('stores, replaces and expires values, keeping null distinct from a miss', async () => {
    let now = new Date('2026-01-01T00:00:00Z');
    const cache = createDbCache(database.db, () => now);
    await cache.set('a', { n: 1 }, 60);
    await cache.set('a', { n: 2 }, 60);
    await cache.set('missing', null, 60);
    expect(await cache.get('a')).toEqual({ n: 2 });
    expect(await cache.get('missing')).toBeNull();
    expect(await cache.get('never')).toBeUndefined();
    now = new Date('2026-01-01T00:01:01Z');
    expect(await cache.get('a')).toBeUndefined();
    expect(await cache.purgeExpired()).toBe(2);
  });

  it('reads and writes many keys at once', async () => {
    const cache = createDbCache(database.db);
    await cache.setMany?.(
      [
        { key: 'm1', value: [1] },
        { key: 'm2', value: null },
        { key: 'm1', value: [3] },
      ],
      60,
    );
    await cache.setMany?.([{ key: 'm2', value: 'again' }], 60);
    const found = await cache.getMany?.(['m1', 'm2', 'm3']);
    expect(found && Object.fromEntries(found)).toEqual({ m1: [3], m2: 'again' });
  });
});

describe('createDbUsageLedger', () => {
  it('adds calls, errors, units and time per service and UTC day', async () => {
    const at = new Date('2026-03-04T23:59:00-05:00');
    const ledger = createDbUsageLedger(database.db, () => at);
    await Promise.all([
      ledger.record({ service: 'youtube', units: 100, ok: true, ms: 120 }),
      ledger.record({ service: 'youtube', units: 1, ok: false, ms: 30.4 }),
      ledger.record({ service: 'youtube', units: 1, ok: true, ms: 10 }),
    ]);
    const rows = await database.db.select().from(apiUsage);
    expect(usageDay(at)).toBe('2026-03-05');
    expect(rows).toEqual([
      expect.objectContaining({ service: 'youtube', day: '2026-03-05', calls: 3, errors: 1, units: 102, totalMs: 160 }),
    ]);
  });
});
