import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { withDatabase } from '../../test/global-setup.ts';
import { connect } from './client.ts';
import { runMigrations } from './migrate.ts';

const adminUrl = inject('pgAdminUrl');
const name = `learnstack_m_${inject('testRunId')}_${randomBytes(6).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const instances = [connect(withDatabase(adminUrl, name), 2), connect(withDatabase(adminUrl, name), 2), connect(withDatabase(adminUrl, name), 2)];
afterAll(async () => {
  for (const i of instances) await i.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

describe('migrations', () => {
  it('apply once when several instances start together on an empty database', async () => {
    await Promise.all(instances.map((i) => runMigrations(i.db)));
    const applied = await instances[0]?.pool.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
    const files = await instances[0]?.pool.query<{ n: number }>("select count(*)::int as n from information_schema.tables where table_schema = 'public' and table_name = 'users'");
    expect(files?.rows[0]?.n).toBe(1);
    expect(applied?.rows[0]?.n).toBeGreaterThan(0);
    // Running them again changes nothing.
    const [, second] = instances;
    if (second) await runMigrations(second.db);
    expect((await instances[0]?.pool.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations'))?.rows[0]?.n).toBe(applied?.rows[0]?.n);
  });
});
