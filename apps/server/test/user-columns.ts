import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../src/db/client.ts';

/** Names a column gets when it holds a user's id without a foreign key saying so (as account-data.test.ts reads them). */
const USER_COLUMN_NAME = '(^|_)user(_id|_a|_b)?$|^(owner|requester|addressee|author|sender|recipient|creator|reviewer|follower|from_user|to_user|accepted)_id$|_by$';
const NOT_OUR_USER_IDS = new Set(['oauth_accounts.provider_user_id']);

/**
 * Every `table.column` of the live database that holds a user's id, read from the catalog: the
 * foreign keys to users(id), the columns named like a user id, and users.id itself.
 */
export async function userColumnsOfDatabase(db: DbOrTx): Promise<{ table: string; column: string }[]> {
  const keys = await db.execute<{ table_name: string; column_name: string }>(sql`
    select c.relname as table_name, a.attname as column_name
    from pg_constraint con
    join pg_class c on c.oid = con.conrelid
    join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
    join pg_attribute a on a.attrelid = c.oid and a.attnum = any (con.conkey)
    where con.contype = 'f' and con.confrelid = 'public.users'::regclass`);
  const named = await db.execute<{ table_name: string; column_name: string }>(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and column_name ~ ${USER_COLUMN_NAME} and data_type = 'integer'`);
  const found = new Set<string>(['users.id']);
  for (const row of [...keys.rows, ...named.rows]) {
    const key = `${row.table_name}.${row.column_name}`;
    if (!NOT_OUR_USER_IDS.has(key)) found.add(key);
  }
  return [...found].sort().map((key) => {
    const [table = '', column = ''] = key.split('.');
    return { table, column };
  });
}

/** How many rows of each user column still name the user (only the non-zero ones). */
export async function rowsNaming(db: DbOrTx, userId: number): Promise<Record<string, number>> {
  const left: Record<string, number> = {};
  for (const { table, column } of await userColumnsOfDatabase(db)) {
    const res = await db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${userId}`);
    const n = res.rows[0]?.n ?? 0;
    if (n > 0) left[`${table}.${column}`] = n;
  }
  return left;
}
