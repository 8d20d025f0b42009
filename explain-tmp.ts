import { sql } from 'drizzle-orm';
import { connect } from './apps/server/src/db/client.ts';
import { planSearchSql, videoSearchSql } from './apps/server/src/modules/universal-search/universal-search.queries.ts';
const db = connect('postgres://postgres@127.0.0.1:5432/learnstack_search_bench_kept', 2);
const [u] = (await db.db.execute<{ id: number }>(sql`select id from users where email = 'searcher@search.bench.test'`)).rows;
for (const q of (process.argv[2] ?? 'javascript').split(',')) {
  for (const [name, st] of [['videos', videoSearchSql(u!.id, q, 20)], ['plans', planSearchSql(u!.id, q, 20)]] as const) {
    const rows = (await db.db.execute<{ 'QUERY PLAN': string }>(sql`explain (analyze, buffers) ${st}`)).rows;
    console.log(`--- ${name} ${q}`);
    console.log(rows.map((r) => r['QUERY PLAN']).join('\n'));
  }
}
await db.close();
