import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import type { Db } from './client.ts';

export const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

/** Any constant; the instances of one deployment agree on it. */
const MIGRATION_LOCK = 7_202_611;

/**
 * Runs the migrations under a session advisory lock, so app instances started together (compose's
 * two) apply them once: the second waits, then finds nothing left to do.
 */
export async function runMigrations(db: Db): Promise<void> {
  const pool = (db as { $client?: pg.Pool }).$client;
  if (!pool || typeof pool.connect !== 'function') {
    await migrate(db, { migrationsFolder });
    return;
  }
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate(drizzle({ client }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}
