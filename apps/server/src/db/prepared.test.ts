import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { executeNamed, prepared } from './prepared.ts';
import { users } from './schema/index.ts';

it('gives every prepared statement a name of its own (PostgreSQL keeps one text per name and connection)', () => {
  const src = path.resolve(import.meta.dirname, '..');
  const names: string[] = [];
  for (const file of fs.readdirSync(src, { recursive: true }).map(String)) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const text = fs.readFileSync(path.join(src, file), 'utf8');
    for (const match of text.matchAll(/\.prepare\('([^']+)'\)/g)) names.push(match[1] ?? '');
    // executeNamed<Row>(db, 'name', statement): the generic may span lines.
    for (const match of text.matchAll(/executeNamed(?:<[^(]*?>)?\(\s*\w+,\s*[`']([^`']+)[`']/g)) names.push(match[1] ?? '');
  }
  expect(names.length).toBeGreaterThan(5);
  expect(names).toContain('universal_search_moments');
  expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
});

it('builds a statement once per connection: transactions on a connection share it, and each runs on its own', async () => {
  const t = await createTestApp();
  const c = await t.user();
  let builds = 0;
  const byId = prepared((db) => {
    builds++;
    return db.select({ id: users.id, xid: sql<string>`txid_current()::text` }).from(users).where(eq(users.id, sql.placeholder('id'))).prepare('prepared_test_user_by_id');
  });
  const id = c.user?.id ?? 0;
  for (let i = 0; i < 12; i++) {
    // Run in the transaction: its id is the transaction's.
    const { xid, rows } = await t.db.transaction(async (tx) => {
      const { rows: mine } = await tx.execute<{ xid: string }>(sql`select txid_current()::text as xid`);
      return { xid: mine[0]?.xid, rows: await byId(tx).execute({ id }) };
    });
    expect(rows).toEqual([{ id, xid }]);
  }
  expect(await byId(t.db).execute({ id })).toEqual([{ id, xid: expect.any(String) }]);
  // The database handle once, and each pooled connection the transactions ran on once.
  expect(builds).toBeGreaterThan(1);
  expect(builds).toBeLessThanOrEqual(1 + t.pool.totalCount);
  expect(builds).toBeLessThan(13);
});

it('runs raw SQL as a named prepared statement: planned once per connection, whatever the values', async () => {
  const t = await createTestApp();
  const seen = await t.db.transaction(async (tx) => {
    const first = await executeNamed<{ n: number }>(tx, 'prepared_test_raw', sql`select ${1}::int + 1 as n`);
    const second = await executeNamed<{ n: number }>(tx, 'prepared_test_raw', sql`select ${41}::int + 1 as n`);
    const { rows } = await tx.execute<{ name: string }>(sql`select name from pg_prepared_statements where name = 'prepared_test_raw'`);
    return { first, second, statements: rows };
  });
  expect(seen.first).toEqual([{ n: 2 }]);
  expect(seen.second).toEqual([{ n: 42 }]);
  expect(seen.statements).toEqual([{ name: 'prepared_test_raw' }]);
});
