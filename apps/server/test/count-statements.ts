import type pg from 'pg';

/** SQL statements sent through the pool while `run` executes (reads use no transaction). */
export async function countStatements(pool: pg.Pool, run: () => Promise<unknown>): Promise<number> {
  const original = pool.query;
  let statements = 0;
  pool.query = function (this: pg.Pool, ...args: unknown[]) {
    statements++;
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof pool.query;
  try {
    await run();
  } finally {
    pool.query = original;
  }
  return statements;
}
