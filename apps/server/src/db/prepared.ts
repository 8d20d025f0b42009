import type { DbOrTx } from './client.ts';

/**
 * A hot query built once per database handle (with `sql.placeholder` for its values) and run as a
 * named prepared statement: building a query with drizzle costs more CPU than PostgreSQL spends
 * answering a small one, and a named statement is parsed once per connection.
 *
 *   const byId = prepared((db) => db.select().from(t).where(eq(t.id, sql.placeholder('id'))).prepare('t_by_id'));
 *   const rows = await byId(db).execute({ id });
 *
 * A transaction handle gets its own copy, run on the transaction's connection; names must be
 * unique across the app (PostgreSQL keeps one text per name and connection).
 */
export function prepared<Query>(build: (db: DbOrTx) => Query): (db: DbOrTx) => Query {
  const built = new WeakMap<DbOrTx, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
