import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { connect } from '../src/db/client.ts';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';
import { migrationsFolder, runMigrations } from '../src/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
    testRunId: number;
  }
}

/** Migrates a template database once per run; every test file clones it (CREATE DATABASE … TEMPLATE). */
export default async function setup(project: TestProject) {
  const log = pino({ level: 'warn' });
  let stop: (() => Promise<void>) | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    // A server of this run's own: concurrent runs must not stop each other's.
    const dir = path.resolve(import.meta.dirname, `../../../.tmp/test-pg-${process.pid}`);
    const server = await startEmbeddedPostgres(dir, log);
    adminUrl = server.url('postgres');
    stop = async () => {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    };
  }
  const migrationsHash = createHash('sha256');
  for (const f of fs.readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const full = path.join(migrationsFolder, f);
    if (fs.statSync(full).isFile()) migrationsHash.update(f).update(fs.readFileSync(full));
  }
  const template = `learnstack_tpl_${migrationsHash.digest('hex').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [template]);
  if (exists.rowCount === 0) {
    const building = `${template}_building_${process.pid}`;
    await admin.query(`create database ${building}`);
    const database = connect(withDatabase(adminUrl, building), 2);
    await runMigrations(database.db);
    await database.close();
    // The pool's backends may take a moment to go away; a rename needs none connected.
    for (let attempt = 0; ; attempt++) {
      const raced = await admin.query('select 1 from pg_database where datname = $1', [template]);
      if (raced.rowCount) {
        await admin.query(`drop database if exists ${building} with (force)`); // another run built it first
        break;
      }
      try {
        await admin.query(`alter database ${building} rename to ${template}`);
        break;
      } catch (err) {
        if (attempt > 50) throw err;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  }
  // Test databases of earlier, interrupted runs (named after their run's pid): never those of a run still going.
  const stale = await admin.query<{ datname: string }>("select datname from pg_database where datname like 'learnstack\\_t\\_%'");
  for (const row of stale.rows) {
    const pid = Number.parseInt(row.datname.split('_')[2] ?? '', 10);
    if (pid && isRunning(pid)) continue;
    await admin.query(`drop database if exists ${row.datname} with (force)`).catch(() => {});
  }
  await admin.end();
  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplate', template);
  project.provide('testRunId', process.pid);
  return async () => {
    await stop?.();
  };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
