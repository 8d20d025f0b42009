/**
 * A community's worth of data (issue 27), written straight into PostgreSQL with COPY. At scale 1:
 * 100,000 users; 1,000,000 videos (a third shaped like the catalog, the rest saved from YouTube
 * into their savers' libraries); 100,000 plans (a quarter public, a tenth copies of five popular
 * ones) with about 2,000,000 entries; 1,000,000 progress rows; 10,000,000 watch events over two
 * years with their daily rollups and per-video totals; 500,000 notes with review cards and
 * 2,000,000 review logs; 300,000 friendships; 100,000 likes (half on the popular plans) and
 * 100,000 favourites; 50,000 certificates; 10,000 transcripts (bench/transcripts-seed.ts). Owners are skewed (words.ts `skewed`).
 *
 * Run alone: `node --import tsx bench/volume/seed.ts --scale 0.01 --database-url postgres://...`
 * (a migrated database); bench/volume.ts seeds a fresh one and measures it.
 */
import pg from 'pg';
import { copyTranscripts } from '../transcripts-seed.ts';
import { copyRows, type DroppedIndex, dropSecondaryIndexes, restoreIndexes, sizeReport, type SizeReport } from './database.ts';
import { loadCatalog, phrase, random, skewed, subjects, uniform } from './words.ts';

const DAY_MS = 86_400_000;
const colors = ['blue', 'green', 'purple', 'orange', 'red', 'teal'];

export interface VolumeCounts {
  users: number;
  videos: number;
  libraryVideos: number;
  plans: number;
  publicPlans: number;
  planVideos: number;
  progress: number;
  watchEvents: number;
  watchDays: number;
  notes: number;
  reviewLogs: number;
  friendships: number;
  likes: number;
  favorites: number;
  certificates: number;
  transcripts: number;
}

export interface VolumeData {
  scale: number;
  counts: VolumeCounts;
  /** Users ordered by their rows, heaviest first: the heaviest 1 %. */
  heavyUserIds: number[];
  /** The five public plans copied and liked by thousands. */
  popularPlanIds: number[];
  seconds: number;
  size: SizeReport;
}

const loadedTables = ['users', 'videos', 'library_videos', 'learning_plans', 'plan_videos', 'video_progress', 'watch_events', 'watch_days', 'video_watch_totals', 'notes', 'review_cards', 'review_logs', 'friendships', 'plan_likes', 'favorite_plans', 'favorite_videos', 'certificates', 'search_words'];

function at(date: number): string {
  return new Date(date).toISOString();
}

function day(date: number): string {
  return new Date(date).toISOString().slice(0, 10);
}

async function maxId(pool: pg.Pool, table: string): Promise<number> {
  const r = await pool.query<{ m: string | null }>(`select max(id) as m from ${table}`);
  return Number(r.rows[0]?.m ?? 0);
}

export interface SeedOptions {
  scale: number;
  now?: Date;
  log?: (line: string) => void;
}

export async function seedVolume(pool: pg.Pool, options: SeedOptions): Promise<VolumeData> {
  const { scale } = options;
  const log = options.log ?? (() => {});
  const started = Date.now();
  const now = (options.now ?? new Date()).getTime();
  const n = (full: number, min: number) => Math.max(min, Math.round(full * scale));
  const U = n(100_000, 50);
  const V = n(1_000_000, 300);
  const P = n(100_000, 40);
  const PROGRESS = n(1_000_000, 200);
  const EVENTS = n(10_000_000, 1000);
  const NOTES = n(500_000, 100);
  const FRIENDS = n(300_000, 60);
  const LIKES = n(100_000, 40);
  const FAVORITES = n(100_000, 40);
  const CERTS = n(50_000, 20);

  // After whatever the database holds already (the catalog, the demo account).
  const bases = await Promise.all(['users', 'videos', 'learning_plans', 'plan_videos', 'watch_events', 'notes', 'review_cards', 'review_logs', 'favorite_plans', 'favorite_videos'].map((t) => maxId(pool, t)));
  const [userBase, videoBase, planBase, planVideoBase, eventBase, noteBase, cardBase, logBase, favPlanBase, favVideoBase] = bases as [number, number, number, number, number, number, number, number, number, number];
  const user = (i: number) => userBase + i;
  const video = (i: number) => videoBase + i;
  const plan = (i: number) => planBase + i;
  const counts: VolumeCounts = { users: U, videos: V, libraryVideos: 0, plans: P, publicPlans: 0, planVideos: 0, progress: 0, watchEvents: EVENTS, watchDays: 0, notes: NOTES, reviewLogs: NOTES * 4, friendships: 0, likes: 0, favorites: 0, certificates: 0, transcripts: 0 };

  const popular = [1, 2, 3, 4, 5].map(plan);
  const client = await pool.connect();
  let dropped: DroppedIndex[] = [];
  try {
    await client.query(`set session_replication_role = replica`);
    dropped = await dropSecondaryIndexes(client, loadedTables);
    const step = async (name: string, work: () => Promise<number>) => {
      const t = Date.now();
      const rows = await work();
      log(`${name}: ${rows.toLocaleString('en')} rows in ${((Date.now() - t) / 1000).toFixed(1)} s`);
      return rows;
    };

    await step('users', () =>
      copyRows(client, 'users', ['id', 'email', 'first_name', 'last_name', 'has_completed_onboarding', 'created_at', 'last_active_at'], (function* () {
        const rand = random(1);
        for (let i = 1; i <= U; i++) {
          const created = now - 800 * DAY_MS + Math.floor(rand() * 700 * DAY_MS);
          yield [user(i), `user${user(i)}@volume.learnstack.test`, `Learner${i}`, `Volume${i % 97}`, true, at(created), at(now - Math.floor(rand() * 30 * DAY_MS))];
        }
      })()),
    );

    const catalog = loadCatalog();
    const catalogThird = Math.floor(V / 3);
    const savedBy = new Int32Array(V + 1);
    await step('videos', () =>
      copyRows(client, 'videos', ['id', 'youtube_id', 'title', 'description', 'channel_title', 'thumbnail_url', 'duration_seconds', 'view_count', 'published_at', 'category', 'created_at', 'fetched_at', 'facts_source', 'facts_checked_at'], (function* () {
        const rand = random(2);
        for (let i = 1; i <= V; i++) {
          const id = video(i);
          // 11 characters like YouTube's ids, in a range of their own ("vl" + base 36).
          const youtubeId = `vl${id.toString(36).padStart(9, '0')}`;
          const created = now - Math.floor(rand() * 730 * DAY_MS);
          const duration = 120 + Math.floor(rand() * 3600);
          if (i <= catalogThird) {
            const c = catalog[i % catalog.length] as (typeof catalog)[number];
            const description = i % 3 === 0 ? '' : `${c.title}. ${phrase(rand, 25 + Math.floor(rand() * 100))}`;
            yield [id, youtubeId, `${c.title} (part ${1 + Math.floor(i / catalog.length)})`, description, c.channelTitle ?? '', `https://i.ytimg.com/vi/${youtubeId}/hqdefault.jpg`, duration, Math.floor(rand() * 5_000_000), at(created - 100 * DAY_MS), c.category, at(created), at(created), 'catalog', at(created)];
          } else {
            const owner = user(skewed(rand, U));
            savedBy[i] = owner;
            const subject = subjects[Math.floor(rand() * subjects.length)] as string;
            yield [id, youtubeId, `${phrase(rand, 3 + Math.floor(rand() * 5))} ${i}`, phrase(rand, 10 + Math.floor(rand() * 60)), `Channel ${Math.floor(rand() * 20_000)}`, `https://i.ytimg.com/vi/${youtubeId}/hqdefault.jpg`, duration, Math.floor(rand() * 1_000_000), at(created - 300 * DAY_MS), subject, at(created), at(created), 'data_api', at(created)];
          }
        }
      })()),
    );
    counts.libraryVideos = await step('library_videos', () =>
      copyRows(client, 'library_videos', ['user_id', 'video_id', 'added_at'], (function* () {
        for (let i = catalogThird + 1; i <= V; i++) yield [savedBy[i] as number, video(i), at(now - ((i * 7919) % (730 * DAY_MS)))];
      })()),
    );

    // Plans: ids 1..5 public and popular; the last tenth copies of them by distinct owners.
    const copies = Math.min(Math.floor(P / 10), 5 * (U - 1));
    const planOwner = new Int32Array(P + 1);
    const publicPlans: number[] = [];
    const titleOf = (i: number) => `${phrase(random(1000 + i), 2 + (i % 3))} plan ${i}`;
    await step('learning_plans', () =>
      copyRows(client, 'learning_plans', ['id', 'owner_id', 'slug', 'title', 'description', 'is_public', 'color', 'source_plan_id', 'created_at', 'updated_at'], (function* () {
        const rand = random(3);
        for (let i = 1; i <= P; i++) {
          const copyIndex = i - (P - copies) - 1;
          const source = copyIndex >= 0 ? (copyIndex % 5) + 1 : 0;
          const owner = source ? user(Math.floor(copyIndex / 5) + 1) : user(skewed(rand, U));
          planOwner[i] = owner;
          const isPublic = i <= 5 || (!source && rand() < 0.25);
          if (isPublic) publicPlans.push(plan(i));
          const title = titleOf(source || i);
          const created = now - Math.floor(rand() * 730 * DAY_MS);
          yield [plan(i), owner, `${title.replace(/[^a-z0-9]+/g, '-')}-${plan(i)}`, title, rand() < 0.5 ? '' : phrase(rand, 8 + Math.floor(rand() * 30)), isPublic, colors[i % colors.length] as string, source ? plan(source) : null, at(created), at(created)];
        }
      })()),
    );
    counts.publicPlans = publicPlans.length;

    counts.planVideos = await step('plan_videos', () =>
      copyRows(client, 'plan_videos', ['id', 'plan_id', 'video_id', 'order_index', 'added_at'], (function* () {
        const rand = random(4);
        let id = planVideoBase;
        for (let i = 1; i <= P; i++) {
          const copyIndex = i - (P - copies) - 1;
          const shape = copyIndex >= 0 ? (copyIndex % 5) + 1 : i;
          const shapeRand = random(5000 + shape);
          const entries = Math.min(V, 1 + Math.floor(shapeRand() * 39));
          const first = Math.floor(shapeRand() * V);
          for (let k = 0; k < entries; k++) {
            // A stride prime to V visits distinct videos: (plan, video) stays unique.
            yield [++id, plan(i), video(((first + k * 9973) % V) + 1), k, at(now - Math.floor(rand() * 700 * DAY_MS))];
          }
        }
      })()),
    );

    // Progress pairs: (user, video), unique; watch events and notes fall on them.
    const pairUser = new Int32Array(PROGRESS);
    const pairVideo = new Int32Array(PROGRESS);
    {
      const rand = random(6);
      const seen = new Set<number>();
      let k = 0;
      while (k < PROGRESS) {
        const u = skewed(rand, U);
        const v = uniform(rand, V);
        const key = u * (V + 1) + v;
        if (seen.has(key)) continue;
        seen.add(key);
        pairUser[k] = user(u);
        pairVideo[k] = video(v);
        k++;
      }
    }
    counts.progress = await step('video_progress', () =>
      copyRows(client, 'video_progress', ['user_id', 'video_id', '"current_time"', 'is_completed', 'completed_at', 'updated_at'], (function* () {
        const rand = random(7);
        for (let k = 0; k < PROGRESS; k++) {
          const done = rand() < 0.4;
          const updated = now - Math.floor(rand() * 730 * DAY_MS);
          yield [pairUser[k] as number, pairVideo[k] as number, Math.floor(rand() * 3000), done, done ? at(updated) : null, at(updated)];
        }
      })()),
    );

    await step('watch_events', () =>
      copyRows(client, 'watch_events', ['id', 'user_id', 'video_id', 'seconds_credited', 'local_date', 'created_at'], (function* () {
        const rand = random(8);
        const span = 730 * DAY_MS;
        for (let i = 1; i <= EVENTS; i++) {
          const k = Math.floor(rand() * PROGRESS);
          // In time order with the ids, as the app writes them (users are in UTC).
          const t = now - span + Math.floor((i / EVENTS) * span) - Math.floor(rand() * 60_000);
          yield [eventBase + i, pairUser[k] as number, pairVideo[k] as number, 5 + Math.floor(rand() * 600), day(t), at(t)];
        }
      })()),
    );

    await step('notes', () =>
      copyRows(client, 'notes', ['id', 'user_id', 'video_id', 'at_seconds', 'text', 'question', 'created_at', 'updated_at'], (function* () {
        const rand = random(9);
        for (let i = 1; i <= NOTES; i++) {
          const k = Math.floor(rand() * PROGRESS);
          const created = now - Math.floor(rand() * 700 * DAY_MS);
          yield [noteBase + i, pairUser[k] as number, pairVideo[k] as number, Math.floor(rand() * 3000), `Note ${i}: ${phrase(rand, 8 + Math.floor(rand() * 20))}`, i % 4 === 0 ? `What about ${phrase(rand, 3)}?` : '', at(created), at(created)];
        }
      })()),
    );
    // One card per note, on the note's user: read the pairs back in the notes' order.
    const noteUsers = await client.query<{ user_id: number }>(`select user_id from notes where id > $1 order by id`, [noteBase]);
    await step('review_cards', () =>
      copyRows(client, 'review_cards', ['id', 'note_id', 'user_id', 'due_at', 'stability', 'difficulty', 'elapsed_days', 'scheduled_days', 'learning_steps', 'reps', 'lapses', 'state', 'last_review_at', 'created_at'], (function* () {
        const rand = random(10);
        for (let i = 1; i <= NOTES; i++) {
          const due = i % 2 === 0 ? now - Math.floor(rand() * 60 * DAY_MS) : now + 60_000 + Math.floor(rand() * 90 * DAY_MS);
          yield [cardBase + i, noteBase + i, noteUsers.rows[i - 1]?.user_id as number, at(due), 3 + (i % 20), 4 + (i % 5), 3, 5, 0, 4, i % 3 === 0 ? 1 : 0, 2, at(now - 10 * DAY_MS), at(now - 200 * DAY_MS)];
        }
      })()),
    );
    await step('review_logs', () =>
      copyRows(client, 'review_logs', ['id', 'card_id', 'user_id', 'review_id', 'rating', 'state', 'due_at', 'stability', 'difficulty', 'elapsed_days', 'last_elapsed_days', 'scheduled_days', 'learning_steps', 'reviewed_at', 'next_due_at'], (function* () {
        let id = logBase;
        for (let i = 1; i <= NOTES; i++) {
          const u = noteUsers.rows[i - 1]?.user_id as number;
          for (let r = 0; r < 4; r++) {
            const reviewed = now - (190 - r * 45) * DAY_MS;
            yield [++id, cardBase + i, u, `vol-${cardBase + i}-${r}`, 1 + ((i + r) % 4), r === 0 ? 0 : 2, at(reviewed), 1 + r, 5, r * 5, r * 4, r * 5, 0, at(reviewed), at(reviewed + 40 * DAY_MS)];
          }
        }
      })()),
    );

    counts.friendships = await step('friendships', () =>
      copyRows(client, 'friendships', ['user_a', 'user_b', 'created_at'], (function* () {
        const rand = random(11);
        const seen = new Set<number>();
        let made = 0;
        for (let tries = 0; made < FRIENDS && tries < FRIENDS * 4; tries++) {
          const a = skewed(rand, U);
          const b = uniform(rand, U);
          if (a === b) continue;
          const [lo, hi] = a < b ? [a, b] : [b, a];
          if (seen.has(lo * (U + 1) + hi)) continue;
          seen.add(lo * (U + 1) + hi);
          made++;
          yield [user(lo), user(hi), at(now - Math.floor(rand() * 700 * DAY_MS))];
        }
      })()),
    );

    counts.likes = await step('plan_likes', () =>
      copyRows(client, 'plan_likes', ['user_id', 'plan_id', 'created_at'], (function* () {
        const rand = random(12);
        const seen = new Set<number>();
        const like = (u: number, p: number) => {
          const key = u * (P + planBase + 1) + p;
          if (seen.has(key)) return null;
          seen.add(key);
          return [user(u), p, at(now - Math.floor(rand() * 700 * DAY_MS))] as const;
        };
        // Half on the five popular plans, each liker once.
        const onPopular = Math.min(Math.floor(LIKES / 2), 5 * U);
        for (let j = 0; j < onPopular; j++) {
          const row = like((Math.floor(j / 5) % U) + 1, popular[j % 5] as number);
          if (row) yield row;
        }
        for (let j = onPopular, tries = 0; j < LIKES && tries < LIKES * 4; tries++) {
          const row = like(uniform(rand, U), publicPlans[Math.floor(rand() * publicPlans.length)] as number);
          if (row) {
            j++;
            yield row;
          }
        }
      })()),
    );

    const favoritePlans = Math.floor(FAVORITES / 2);
    const favPlans = await step('favorite_plans', () =>
      copyRows(client, 'favorite_plans', ['id', 'user_id', 'plan_id', 'created_at'], (function* () {
        const rand = random(13);
        const seen = new Set<number>();
        let id = favPlanBase;
        for (let tries = 0; id - favPlanBase < favoritePlans && tries < favoritePlans * 4; tries++) {
          const u = skewed(rand, U);
          const p = publicPlans[Math.floor(rand() * publicPlans.length)] as number;
          const key = u * (P + planBase + 1) + p;
          if (seen.has(key)) continue;
          seen.add(key);
          yield [++id, user(u), p, at(now - Math.floor(rand() * 700 * DAY_MS))];
        }
      })()),
    );
    const favVideos = await step('favorite_videos', () =>
      copyRows(client, 'favorite_videos', ['id', 'user_id', 'video_id', 'created_at'], (function* () {
        const rand = random(14);
        const seen = new Set<number>();
        let id = favVideoBase;
        for (let tries = 0; id - favVideoBase < FAVORITES - favoritePlans && tries < FAVORITES * 4; tries++) {
          const k = Math.floor(rand() * PROGRESS);
          if (seen.has(k)) continue;
          seen.add(k);
          yield [++id, pairUser[k] as number, pairVideo[k] as number, at(now - Math.floor(rand() * 700 * DAY_MS))];
        }
      })()),
    );
    counts.favorites = favPlans + favVideos;

    counts.certificates = await step('certificates', () =>
      copyRows(client, 'certificates', ['id', 'user_id', 'plan_id', 'plan_name', 'course_duration_seconds', 'completed_at', 'created_at'], (function* () {
        const rand = random(15);
        const seen = new Set<number>();
        let made = 0;
        for (let tries = 0; made < CERTS && tries < CERTS * 4; tries++) {
          const u = skewed(rand, U);
          const p = uniform(rand, P);
          const key = u * (P + 1) + p;
          if (seen.has(key)) continue;
          seen.add(key);
          made++;
          const done = now - Math.floor(rand() * 700 * DAY_MS);
          yield [`vol${(cardBase + made).toString(36)}x${Math.floor(rand() * 1e9).toString(36)}`, user(u), plan(p), titleOf(p), 600 + Math.floor(rand() * 36_000), at(done), at(done)];
        }
      })()),
    );

    // What the triggers keep, rebuilt once in set-based statements.
    await step('watch_days', async () => {
      const r = await client.query(`
        insert into watch_days (user_id, local_date, seconds, events, streak)
        select user_id, local_date, seconds, events,
          (local_date::date - min(local_date::date) over (partition by user_id, run))::int + 1
        from (
          select user_id, local_date, sum(seconds_credited) as seconds, count(*)::int as events,
            local_date::date - (row_number() over (partition by user_id order by local_date))::int as run
          from watch_events where id > $1 group by user_id, local_date
        ) d`, [eventBase]);
      return r.rowCount ?? 0;
    });
    await step('video_watch_totals', async () => {
      const r = await client.query(`
        insert into video_watch_totals (user_id, video_id, seconds, last_watched_at)
        select user_id, video_id, sum(seconds_credited), max(created_at) from watch_events where id > $1 group by user_id, video_id
        on conflict (user_id, video_id) do update set seconds = video_watch_totals.seconds + excluded.seconds`, [eventBase]);
      return r.rowCount ?? 0;
    });
    await step('search_words', async () => {
      const r = await client.query(`
        insert into search_words (word)
        select distinct lexeme from (
          select unnest(to_tsvector('simple', title || ' ' || channel_title)) as l from videos where id > $1
          union all select unnest(to_tsvector('simple', title)) from learning_plans where id > $2
        ) t, lateral (select (t.l).lexeme) x(lexeme)
        where length(lexeme) between 2 and 40 on conflict do nothing`, [videoBase, planBase]);
      return r.rowCount ?? 0;
    });
    await client.query(`update learning_plans p set like_count = l.n from (select plan_id, count(*)::int as n from plan_likes group by plan_id) l where l.plan_id = p.id and p.id > $1`, [planBase]);
    await client.query(`update learning_plans p set share_count = c.n from (select source_plan_id, count(*)::int as n from learning_plans where source_plan_id is not null group by source_plan_id) c where c.source_plan_id = p.id and p.id > $1`, [planBase]);
    for (const table of ['users', 'videos', 'learning_plans', 'plan_videos', 'watch_events', 'notes', 'review_cards', 'review_logs', 'favorite_plans', 'favorite_videos']) {
      await client.query(`select setval(pg_get_serial_sequence('${table}', 'id'), greatest(1, (select max(id) from ${table})))`);
    }
  } finally {
    await client.query(`reset session_replication_role`).catch(() => {});
    client.release();
  }
  const t = Date.now();
  await restoreIndexes(pool, dropped);
  log(`indexes: ${dropped.length} rebuilt in ${((Date.now() - t) / 1000).toFixed(1)} s`);

  const check = await pool.query<{ bad: string; days: string }>(`
    select (select count(*) from watch_days) as days,
      (select count(*) from (select user_id, local_date, sum(seconds_credited) as s, count(*) as e from watch_events group by 1, 2) e
        full join watch_days w using (user_id, local_date) where w.seconds is distinct from e.s or w.events is distinct from e.e) as bad`);
  if (Number(check.rows[0]?.bad) !== 0) throw new Error(`watch_days does not match watch_events on ${check.rows[0]?.bad} days`);
  counts.watchDays = Number(check.rows[0]?.days);

  // Transcripts on 10,000 x scale videos, the catalog-shaped ones first, through the transcripts' own seeder.
  const transcribed = Array.from({ length: Math.min(V, n(10_000, 10)) }, (_, i) => video(i + 1));
  const tr = await copyTranscripts(pool, transcribed);
  counts.transcripts = tr.transcripts;
  log(`transcripts: ${tr.transcripts.toLocaleString('en')} with ${tr.segments.toLocaleString('en')} segments`);

  const a = Date.now();
  await pool.query(`vacuum analyze`);
  log(`vacuum analyze in ${((Date.now() - a) / 1000).toFixed(1)} s`);

  const heavy = await pool.query<{ id: number }>(
    `select owner_id as id from learning_plans where owner_id > $1 group by owner_id order by count(*) desc limit $2`,
    [userBase, Math.max(1, Math.ceil(U / 100))],
  );
  return { scale, counts, heavyUserIds: heavy.rows.map((r) => r.id), popularPlanIds: popular, seconds: (Date.now() - started) / 1000, size: await sizeReport(pool) };
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

if (import.meta.filename === process.argv[1]) {
  const scale = Number(arg('scale') ?? '0.01');
  const url = arg('database-url') ?? process.env.DATABASE_URL;
  if (!url || !(scale > 0)) {
    console.error('usage: seed.ts --scale 0.01 --database-url postgres://... (a migrated database)');
    process.exit(2);
  }
  const pool = new pg.Pool({ connectionString: url, max: 3 });
  const data = await seedVolume(pool, { scale, log: console.info });
  console.info(JSON.stringify({ ...data, heavyUserIds: data.heavyUserIds.slice(0, 10) }, null, 2));
  await pool.end();
}
