import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { QueryResult, QueryResultRow } from 'pg';
import type { DbOrTx } from './client.ts';

/** Renders raw SQL as the app's drizzle does (db/client.ts: snake_case). */
const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * A hot query built once per database handle (with `sql.placeholder` for its values) and run as a
 * named prepared statement: building a query with drizzle costs more CPU than PostgreSQL spends
 * answering a small one, and a named statement is parsed once per connection.
 *
 *   const byId = prepared((db) => db.select().from(t).where(eq(t.id, sql.placeholder('id'))).prepare('t_by_id'));
 *   const rows = await byId(db).execute({ id });
 *
 * A transaction runs it on the transaction's connection: the copy is built once per pooled
 * connection, not once per transaction (a transaction handle is new each time, its connection is
 * not; building a grade's statements again for each transaction was a tenth of its CPU). Names must
 * be unique across the app (PostgreSQL keeps one text per name and connection).
 */
export function prepared<Query>(build: (db: DbOrTx) => Query): (db: DbOrTx) => Query {
  const built = new WeakMap<object, Query>();
  return (db) => {
    const key = connectionOf(db);
    let query = built.get(key);
    if (!query) {
      query = build(db);
      built.set(key, query);
    }
    return query;
  };
}

/**
 * What a handle's queries run on: the pool for the database, the pooled client for a transaction
 * (drizzle's session keeps it; the handle itself if a drizzle version stops doing so).
 */
function connectionOf(db: DbOrTx): object {
  const client = (db._.session as unknown as { client?: unknown }).client;
  return typeof client === 'object' && client !== null ? client : db;
}

/**
 * A raw SQL statement (what the query builder cannot say: CTEs, lateral joins, ranking) run as a named
 * prepared statement: PostgreSQL plans it once per connection instead of on every call. At a
 * community's volume planning the universal search's statements took longer than running them
 * (decision 0059). Only the values may differ from call to call, never the SQL text under one name.
 */
export async function executeNamed<Row extends QueryResultRow>(db: DbOrTx, name: string, statement: SQL): Promise<Row[]> {
  const result = await db._.session.prepareQuery(dialect.sqlToQuery(statement), undefined, name, false).execute();
  return (result as QueryResult<Row>).rows;
}
