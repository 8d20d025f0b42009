import type pg from 'pg';

/** The session's idle-timeout slide (http/session.ts): due by the wall clock, every 15 s, not by what a route reads. */
const isSessionSlide = (text: string) => text.includes('update "sessions" set last_seen_at');

/**
 * SQL statements sent through the pool while `run` executes (reads use no transaction). The session's
 * slide is left out: it comes with whichever request is first after 15 s, so on a slow machine it
 * could land in any window and make a route's count flaky.
 */
export async function countStatements(pool: pg.Pool, run: () => Promise<unknown>): Promise<number> {
  const original = pool.query;
  let statements = 0;
  pool.query = function (this: pg.Pool, ...args: unknown[]) {
    const [first] = args;
    const text = typeof first === 'string' ? first : typeof first === 'object' && first !== null && 'text' in first ? String(first.text) : '';
    if (!isSessionSlide(text)) statements++;
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof pool.query;
  try {
    await run();
  } finally {
    pool.query = original;
  }
  return statements;
}
