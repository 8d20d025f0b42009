import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { ensureDatabase, startEmbeddedPostgres } from './embedded.ts';
import * as schema from './schema/index.ts';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle has the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  pool: pg.Pool;
  url: string;
  close: () => Promise<void>;
}

// bigint columns (counts) come back as strings by default; our counts fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));

export function connect(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, idleTimeoutMillis: 30_000 });
  pool.on('error', () => {}); // an idle client dropped by the server is replaced on next use
  const db = drizzle({ client: pool, schema, casing: 'snake_case' });
  return { db, pool, url, close: () => pool.end() };
}

/** DATABASE_URL when given, otherwise the embedded server under DATA_DIR. */
export async function openDatabase(config: Config, log: Logger): Promise<Database> {
  if (config.databaseUrl) return connect(config.databaseUrl);
  const server = await startEmbeddedPostgres(config.dataDir, log);
  await ensureDatabase(server.url('postgres'), 'learnstack');
  const database = connect(server.url('learnstack'));
  return {
    ...database,
    close: async () => {
      await database.close();
      await server.stop();
    },
  };
}
