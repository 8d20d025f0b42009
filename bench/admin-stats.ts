/**
 * The admin dashboard's reads at scale: GET /api/admin/stats and the data-integrity check, on the
 * bench seed (bench/seed.ts) grown with generate_series to USERS users, each with PLANS_PER_USER
 * plans of 5 videos and 10 progress records. Prints the statements per call and the time of each
 * read (median and slowest of RUNS), in this process against the same PostgreSQL.
 *
 * Usage: node --import tsx bench/admin-stats.ts [-- --users 10000 --runs 15]
 * PostgreSQL: as npm run bench (BENCH_DATABASE_URL, TEST_DATABASE_URL, DATABASE_URL, else embedded).
 */
import { parseArgs } from 'node:util';
import pino from 'pino';
import { countStatements } from '../apps/server/test/count-statements.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { connect } from '../apps/server/src/db/client.ts';
import { outboxMailer } from '../apps/server/src/providers/mail/mailer.ts';
import { openBenchDatabase } from './harness.ts';

const { values: args } = parseArgs({ options: { users: { type: 'string', default: '10000' }, runs: { type: 'string', default: '15' } } });
const USERS = Number(args.users);
const RUNS = Number(args.runs);
const PLANS_PER_USER = 2;

const database = await openBenchDatabase();
const { db, pool, close } = connect(database.url, 10);
try {
  const grow = Date.now();
  await pool.query(`insert into users (email, first_name, time_zone, last_active_at, created_at)
    select 'bench' || g || '@example.com', 'Bench', (array['Europe/Berlin','America/New_York','Asia/Tokyo','Australia/Sydney','UTC'])[1 + g % 5],
           now() - (g % 60) * interval '1 day', now() - (g % 400) * interval '1 day'
    from generate_series(1, ${USERS}) g`);
  await pool.query(`insert into learning_plans (owner_id, slug, title, is_public, created_at, updated_at)
    select u.id, 'bench-' || u.id || '-' || k, 'Bench plan ' || u.id || '-' || k, k = 1, now() - interval '60 days', now() - interval '60 days'
    from users u cross join generate_series(1, ${PLANS_PER_USER}) k where u.email like 'bench%'`);
  await pool.query(`with v as (select id, row_number() over (order by id) - 1 as i, count(*) over () as n from videos)
    insert into plan_videos (plan_id, video_id, order_index)
    select p.id, v.id, k from learning_plans p cross join generate_series(0, 4) k join v on v.i = (p.id * 7 + k) % v.n where p.slug like 'bench-%'`);
  await pool.query(`with v as (select id, row_number() over (order by id) - 1 as i, count(*) over () as n from videos)
    insert into video_progress (user_id, video_id, "current_time")
    select u.id, v.id, 30 from users u cross join generate_series(0, 9) k join v on v.i = (u.id * 13 + k) % v.n where u.email like 'bench%'
    on conflict do nothing`);
  await pool.query('analyze');
  const counts = await pool.query(`select (select count(*) from users) u, (select count(*) from learning_plans) p, (select count(*) from plan_videos) pv, (select count(*) from video_progress) vp`);
  console.info(`grown in ${Date.now() - grow} ms:`, counts.rows[0]);

  const config = { ...loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATABASE_URL: database.url, WEB_DIST_DIR: '/nonexistent' }), rateLimitFactor: 1000 };
  const log = pino({ level: 'silent' });
  const { app, services } = await buildApp({ config, db, log, mailer: outboxMailer(db, log) });
  await services.admin.stats(); // warm: prepared plans, CPU meter
  const time = async (what: string, run: () => Promise<unknown>) => {
    const statements = await countStatements(pool, run);
    const ms: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      await run();
      ms.push(performance.now() - t0);
    }
    ms.sort((a, b) => a - b);
    console.info(`${what.padEnd(24)} ${String(statements).padStart(3)} statements   median ${ms[Math.floor(ms.length / 2)]?.toFixed(1)} ms   slowest ${ms.at(-1)?.toFixed(1)} ms`);
  };
  await time('GET /api/admin/stats', () => services.admin.stats());
  await time('integrity check', () => services.admin.integrityCheck());
  await app.close();
} finally {
  await close();
  await database.drop();
}
