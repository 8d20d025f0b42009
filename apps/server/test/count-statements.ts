import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';

/** The session's idle-timeout slide (http/session.ts): due by the wall clock, every 15 s, not by what a route reads. */
const isSessionSlide = (text: string) => text.includes('update "sessions" set last_seen_at');

/** Set while `run` executes: what it starts carries it, the app's timers (mail queue, import sweep) do not. */
const counting = new AsyncLocalStorage<true>();

/**
 * SQL statements that `run` sends through the pool (reads use no transaction), and only those: the
 * app's background pollers share the pool (the mail queue asks every 5 s), and on a slow machine a
 * tick landed in the counted window. The session's slide is left out too: it comes with whichever
 * request is first after 15 s of wall time.
 */
export async function countStatements(pool: pg.Pool, run: () => Promise<unknown>): Promise<number> {
  const original = pool.query;
  let statements = 0;
  pool.query = function (this: pg.Pool, ...args: unknown[]) {
    const [first] = args;
    const text = typeof first === 'string' ? first : typeof first === 'object' && first !== null && 'text' in first ? String(first.text) : '';
    if (counting.getStore() && !isSessionSlide(text)) statements++;
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof pool.query;
  try {
    await counting.run(true, run);
  } finally {
    pool.query = original;
  }
  return statements;
}

/**
 * The same, also counting what `run` sends through clients it checks out (transactions): every
 * statement of a write.
 */
export async function countAllStatements(pool: pg.Pool, run: () => Promise<unknown>): Promise<number> {
  const originalConnect = pool.connect;
  let inTransactions = 0;
  pool.connect = async function (this: pg.Pool, ...args: unknown[]) {
    // pool.query checks out its client with a callback: counted by countStatements already.
    if (args.length > 0) return (originalConnect as (...a: unknown[]) => unknown).apply(this, args);
    const client = await (originalConnect as () => Promise<pg.PoolClient>).call(this);
    if (!counting.getStore()) return client;
    const query = client.query;
    client.query = function (this: pg.PoolClient, ...queryArgs: unknown[]) {
      inTransactions++;
      return (query as (...a: unknown[]) => unknown).apply(this, queryArgs);
    } as typeof client.query;
    const release = client.release;
    client.release = function (this: pg.PoolClient, ...releaseArgs: Parameters<typeof release>) {
      client.query = query;
      client.release = release;
      return release.apply(this, releaseArgs);
    };
    return client;
  } as typeof pool.connect;
  try {
    return (await countStatements(pool, run)) + inTransactions;
  } finally {
    pool.connect = originalConnect;
  }
}

