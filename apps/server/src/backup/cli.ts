import fs from 'node:fs/promises';
import path from 'node:path';
import pino from 'pino';
import { loadConfig } from '../config.ts';
import { connect, type Database } from '../db/client.ts';
import { ensureDatabase, startEmbeddedPostgres } from '../db/embedded.ts';
import { runMigrations } from '../db/migrate.ts';
import { backupDatabase, restoreDatabase } from './backup.ts';

/**
 * `npm run backup` and `npm run restore -- <file>` (decision 0044). On the embedded default a backup
 * reads the running app's database server when there is one (its port is in postmaster.pid) and
 * otherwise starts the server for the time of the backup; a restore wants the app stopped.
 */
const config = loadConfig();
const log = pino({ level: 'warn' });
const [command, file] = process.argv.slice(2);

/** The embedded server started by a running app, if any: its port from postmaster.pid. */
async function runningEmbeddedPort(): Promise<number | undefined> {
  const text = await fs.readFile(path.join(config.dataDir, 'pg', 'postmaster.pid'), 'utf8').catch(() => '');
  const [pidLine, , , portLine] = text.split('\n');
  const pid = Number.parseInt(pidLine ?? '', 10);
  if (!pid) return undefined;
  try {
    process.kill(pid, 0);
  } catch {
    return undefined;
  }
  return Number.parseInt(portLine ?? '', 10) || undefined;
}

async function open(purpose: 'backup' | 'restore'): Promise<Database> {
  if (config.databaseUrl) return connect(config.databaseUrl, 2);
  const port = await runningEmbeddedPort();
  if (port !== undefined) {
    if (purpose === 'restore') throw new Error('the app is running on this data directory: stop it before restoring');
    const password = (await fs.readFile(path.join(config.dataDir, 'pg-password'), 'utf8')).trim();
    return connect(`postgres://learnstack:${password}@127.0.0.1:${port}/learnstack`, 2);
  }
  const server = await startEmbeddedPostgres(config.dataDir, log);
  await ensureDatabase(server.url('postgres'), 'learnstack');
  const database = connect(server.url('learnstack'), 2);
  return {
    ...database,
    close: async () => {
      await database.close();
      await server.stop();
    },
  };
}

async function main(): Promise<void> {
  if (command === 'backup') {
    const database = await open('backup');
    try {
      const result = await backupDatabase(database.pool, path.join(config.dataDir, 'backups'));
      process.stdout.write(`Backup written: ${result.file} (${result.tables} tables, ${result.rows} rows)\n`);
    } finally {
      await database.close();
    }
  } else if (command === 'restore' && file) {
    const database = await open('restore');
    try {
      await runMigrations(database.db);
      const result = await restoreDatabase(database.pool, path.resolve(file));
      process.stdout.write(`Restored ${result.rows} rows into ${result.tables} tables from ${file}\n`);
    } finally {
      await database.close();
    }
  } else {
    console.error('usage: npm run backup | npm run restore -- <file>');
    process.exit(2);
  }
}

main().catch((err: unknown) => {
  console.error(`${command ?? 'backup'} failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
