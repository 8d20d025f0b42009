import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type pg from 'pg';

/**
 * Logical backups of the whole database (decision 0044): one gzipped JSON-lines file, every table's
 * rows read in one repeatable-read snapshot. The embedded PostgreSQL ships no pg_dump, and a system
 * pg_dump older than the server refuses to dump it, so the app writes the dump itself through its
 * own driver: it works on any machine that can run the app.
 *
 * Line 1: the header (format, time, the applied migrations); then per table a `table` line and its
 * rows as `row` lines. Restore requires the same migrations (the same app version) and replaces
 * every table's contents in one transaction.
 */
export const BACKUP_FORMAT = 'learnstack-backup/1';
const BATCH = 500;

interface Header {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  migrations: string[];
}

type Line = Header | { table: string } | { row: unknown };

const q = (client: pg.ClientBase, name: string) => client.escapeIdentifier(name);
const qualified = (client: pg.ClientBase, schema: string, table: string) => `${q(client, schema)}.${q(client, table)}`;

/** The app's tables: everything in `public` (the migrations table is compared, not copied). */
async function tables(client: pg.ClientBase): Promise<string[]> {
  const res = await client.query<{ name: string }>("select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name");
  return res.rows.map((r) => r.name);
}

async function appliedMigrations(client: pg.ClientBase): Promise<string[]> {
  const exists = await client.query("select 1 from information_schema.tables where table_schema = 'drizzle' and table_name = '__drizzle_migrations'");
  if (exists.rowCount === 0) return [];
  const res = await client.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations order by id');
  return res.rows.map((r) => r.hash);
}

function timestamp(at: Date): string {
  return at.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
}

/** Writes a backup of the database into `dir` (created 0700) and returns the file; written whole or not at all. */
export async function backupDatabase(pool: pg.Pool, dir: string, now = new Date()): Promise<{ file: string; tables: number; rows: number }> {
  await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, `learnstack-${timestamp(now)}.jsonl.gz`);
  const partial = `${file}.partial`;
  const client = await pool.connect();
  let rows = 0;
  let tableCount = 0;
  try {
    await client.query('begin isolation level repeatable read read only');
    async function* lines(): AsyncGenerator<string> {
      const header: Header = { format: BACKUP_FORMAT, createdAt: now.toISOString(), migrations: await appliedMigrations(client) };
      if (header.migrations.length === 0) throw new Error('the database is empty: the app has never started on it');
      yield `${JSON.stringify(header)}\n`;
      for (const table of await tables(client)) {
        tableCount++;
        yield `${JSON.stringify({ table })}\n`;
        await client.query(`declare backup_rows no scroll cursor for select row_to_json(t)::text as r from ${qualified(client, 'public', table)} t`);
        for (;;) {
          const batch = await client.query<{ r: string }>(`fetch ${BATCH} from backup_rows`);
          for (const { r } of batch.rows) yield `{"row":${r}}\n`;
          rows += batch.rows.length;
          if (batch.rows.length < BATCH) break;
        }
        await client.query('close backup_rows');
      }
    }
    await pipeline(lines, createGzip(), fs.createWriteStream(partial, { mode: 0o600 }));
    await client.query('commit');
  } catch (err) {
    await client.query('rollback').catch(() => {});
    await fs.promises.rm(partial, { force: true });
    throw err;
  } finally {
    client.release();
  }
  await fs.promises.rename(partial, file);
  return { file, tables: tableCount, rows };
}

async function* readLines(file: string): AsyncGenerator<Line> {
  const input = fs.createReadStream(file).pipe(createGunzip());
  for await (const text of readline.createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY })) {
    if (text.trim()) yield JSON.parse(text) as Line;
  }
}

/** Columns a restore writes: generated columns are computed again by the database. */
async function writableColumns(client: pg.ClientBase, table: string): Promise<string[]> {
  const res = await client.query<{ name: string }>("select column_name as name from information_schema.columns where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position", [table]);
  return res.rows.map((r) => r.name);
}

/**
 * Replaces the database's contents with the backup's, in one transaction: the app must be stopped.
 * The database must be at the backup's migrations (run them first); foreign keys are not checked
 * while the rows go in (they were consistent in the snapshot), and sequences continue after the
 * restored rows.
 */
export async function restoreDatabase(pool: pg.Pool, file: string): Promise<{ tables: number; rows: number }> {
  const client = await pool.connect();
  let rows = 0;
  let tableCount = 0;
  try {
    await client.query('begin');
    let header: Header | undefined;
    let table: string | undefined;
    let columns: string[] = [];
    let batch: unknown[] = [];
    const known = new Set(await tables(client));
    const flush = async () => {
      if (!table || batch.length === 0) return;
      const list = columns.map((c) => q(client, c)).join(', ');
      await client.query(`insert into ${qualified(client, 'public', table)} (${list}) overriding system value select ${list} from json_populate_recordset(null::${qualified(client, 'public', table)}, $1::json)`, [JSON.stringify(batch)]);
      rows += batch.length;
      batch = [];
    };
    for await (const line of readLines(file)) {
      if (!header) {
        if (!('format' in line) || line.format !== BACKUP_FORMAT) throw new Error(`${file} is not a Learnstack backup`);
        header = line;
        const current = await appliedMigrations(client);
        if (current.join() !== header.migrations.join()) {
          throw new Error(`the backup was made by another version of the app (${header.migrations.length} migrations; this database has ${current.length}): restore it with the version that made it`);
        }
        // Emptied together so foreign keys between them do not matter; replica mode skips FK triggers while rows go in.
        if (known.size > 0) await client.query(`truncate ${[...known].map((t) => qualified(client, 'public', t)).join(', ')} restart identity`);
        await client.query('set local session_replication_role = replica');
        continue;
      }
      if ('table' in line) {
        await flush();
        if (!known.has(line.table)) throw new Error(`the backup has a table this database does not: ${line.table}`);
        table = line.table;
        columns = await writableColumns(client, table);
        tableCount++;
      } else if ('row' in line) {
        batch.push(line.row);
        if (batch.length >= BATCH) await flush();
      }
    }
    await flush();
    if (!header) throw new Error(`${file} is empty`);
    await client.query('set local session_replication_role = origin');
    // Sequences (serial and identity columns) continue after the highest restored value.
    const sequences = await client.query<{ tbl: string; col: string; seq: string }>(
      "select c.table_name as tbl, c.column_name as col, pg_get_serial_sequence(format('public.%I', c.table_name), c.column_name) as seq from information_schema.columns c join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE' where c.table_schema = 'public' and pg_get_serial_sequence(format('public.%I', c.table_name), c.column_name) is not null",
    );
    for (const s of sequences.rows) {
      await client.query(`select setval($1, coalesce((select max(${q(client, s.col)}) from ${qualified(client, 'public', s.tbl)}), 0) + 1, false)`, [s.seq]);
    }
    await client.query('commit');
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
  return { tables: tableCount, rows };
}
