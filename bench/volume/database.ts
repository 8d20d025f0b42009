/**
 * The volume seeder's database side: COPY from a generator of rows, the bulk-load switches (user
 * triggers and foreign-key checks off, secondary indexes dropped and rebuilt once), and the size report.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { copyText } from './words.ts';

type Row = ReadonlyArray<string | number | boolean | null>;

/** Lines batched into chunks of about 256 KB: one stream write per chunk, not per row. */
async function* chunks(rows: Iterable<Row>): AsyncGenerator<string> {
  let buffer = '';
  for (const row of rows) {
    buffer += `${row.map(copyText).join('\t')}\n`;
    if (buffer.length > 262_144) {
      yield buffer;
      buffer = '';
    }
  }
  if (buffer) yield buffer;
}

/**
 * COPYs rows into a table on a client whose session_replication_role is `replica`: no user
 * triggers (the derived tables are rebuilt after the load) and no foreign-key checks (the
 * generator keeps the references consistent).
 */
export async function copyRows(client: pg.PoolClient, table: string, columns: string[], rows: Iterable<Row>): Promise<number> {
  let count = 0;
  const counted = (function* () {
    for (const row of rows) {
      count++;
      yield row;
    }
  })();
  const stream = client.query(copyFrom(`copy ${table} (${columns.join(', ')}) from stdin`));
  await pipeline(Readable.from(chunks(counted)), stream);
  return count;
}

export interface DroppedIndex {
  name: string;
  definition: string;
}

/** Drops the tables' secondary indexes (not those of constraints): one sorted build after the load is far cheaper than maintaining them row by row. */
export async function dropSecondaryIndexes(client: pg.PoolClient, tables: string[]): Promise<DroppedIndex[]> {
  const found = await client.query<{ indexname: string; indexdef: string }>(
    `select i.indexname, i.indexdef from pg_indexes i
     where i.schemaname = 'public' and i.tablename = any($1)
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    [tables],
  );
  for (const row of found.rows) await client.query(`drop index ${row.indexname}`);
  return found.rows.map((r) => ({ name: r.indexname, definition: r.indexdef }));
}

export async function restoreIndexes(pool: pg.Pool, indexes: DroppedIndex[]): Promise<void> {
  // Two at a time: the machine has two cores, and each build is single-threaded at this size.
  const queue = [...indexes];
  const worker = async () => {
    const client = await pool.connect();
    try {
      await client.query(`set maintenance_work_mem = '256MB'`);
      for (let next = queue.shift(); next; next = queue.shift()) await client.query(next.definition);
    } finally {
      client.release();
    }
  };
  await Promise.all([worker(), worker()]);
}

export interface SizeReport {
  database: string;
  tables: { table: string; rows: number; size: string; bytes: number }[];
}

export async function sizeReport(pool: pg.Pool, top = 12): Promise<SizeReport> {
  const db = await pool.query<{ size: string }>(`select pg_size_pretty(pg_database_size(current_database())) as size`);
  const tables = await pool.query<{ table: string; rows: string; size: string; bytes: string }>(
    `select c.relname as table, c.reltuples::bigint as rows, pg_size_pretty(pg_total_relation_size(c.oid)) as size, pg_total_relation_size(c.oid) as bytes
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r' order by pg_total_relation_size(c.oid) desc limit $1`,
    [top],
  );
  return { database: db.rows[0]?.size ?? '?', tables: tables.rows.map((r) => ({ table: r.table, rows: Number(r.rows), size: r.size, bytes: Number(r.bytes) })) };
}
