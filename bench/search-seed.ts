/**
 * The volume of issue 14's performance targets: 100,000 saved videos and 20,000 plans (half of them
 * public) of 2,000 learners, 5 videos each, with titles, channels and descriptions drawn from a
 * vocabulary of real subjects (so a search word matches hundreds to thousands of rows, as in a
 * product in use), the catalog's real videos among them, and one signed-in learner with plans,
 * interests and a week of watch sessions. Written in bulk SQL (generate_series), then ANALYZE.
 */
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import type { Db } from '../apps/server/src/db/client.ts';
import { users } from '../apps/server/src/db/schema/index.ts';
import { loadCatalogVideos } from '../apps/server/src/seed/catalog.ts';
import { seedIfEmpty } from '../apps/server/src/seed/seed.ts';
import { benchSession } from './seed.ts';

export const SEARCH_VIDEOS = 100_000;
export const SEARCH_PLANS = 20_000;
const OWNERS = 2_000;

/** Subjects, channel words and filler: each title takes two subjects and a format. */
const SUBJECTS = [
  'JavaScript', 'TypeScript', 'Python', 'React', 'Rust', 'Golang', 'Docker', 'Kubernetes', 'SQL', 'PostgreSQL',
  'Machine Learning', 'Statistics', 'Linear Algebra', 'Calculus', 'Photography', 'Guitar', 'Spanish', 'Japanese',
  'Public Speaking', 'Marketing', 'Branding', 'Figma', 'Typography', 'Leadership', 'Negotiation', 'Nutrition',
  'Sleep Science', 'Meditation', 'Algorithms', 'Data Structures', 'Networking', 'Cryptography', 'Excel', 'Pandas',
  'TensorFlow', 'Neural Networks', 'Startups', 'Accounting', 'Copywriting', 'UX Research',
];
const FORMATS = ['Tutorial for Beginners', 'Crash Course', 'Full Course', 'in 10 Minutes', 'Explained', 'Deep Dive', 'Best Practices', 'Projects', 'Interview Questions', 'Tips and Tricks'];
const CHANNEL_WORDS = ['Academy', 'Lab', 'School', 'Explained', 'Studio', 'Hub', 'Masters', 'Daily', 'Guide', 'Works'];

export interface SearchBenchData {
  userId: number;
  cookie: string;
  /** Search texts of the run: whole words, typos, two-word phrases, channel names, rare words. */
  queries: string[];
}

const pgArray = (items: string[]) => `(array[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}])`;

export async function seedSearchVolume(db: Db): Promise<SearchBenchData> {
  // The real catalog first (as a product starts), then the generated volume around it.
  await seedIfEmpty(db, pino({ level: 'silent' }));
  const catalog = loadCatalogVideos().length;
  const subjects = pgArray(SUBJECTS);
  const formats = pgArray(FORMATS);
  const channelWords = pgArray(CHANNEL_WORDS);
  const n = SEARCH_VIDEOS - catalog;
  await db.execute(
    sql.raw(`
    insert into videos (youtube_id, title, channel_title, description, thumbnail_url, duration_seconds, view_count, category, facts_source, published_at)
    select 'sv' || lpad(g::text, 9, '0'),
           ${subjects}[1 + (g * 7) % ${SUBJECTS.length}] || ' ' || ${formats}[1 + (g * 13) % ${FORMATS.length}] || ' ' || (g % 97),
           ${subjects}[1 + (g * 11) % ${SUBJECTS.length}] || ' ' || ${channelWords}[1 + g % ${CHANNEL_WORDS.length}],
           case when g % 3 = 0 then '' else 'In this lesson we cover ' || ${subjects}[1 + (g * 17) % ${SUBJECTS.length}] || ' and ' || ${subjects}[1 + (g * 19) % ${SUBJECTS.length}]
             || ' with examples, exercises and a project you can build along. Chapter ' || (g % 40) || ' of the series, part ' || (g % 12) || '.' end,
           '', 60 + (g * 53) % 3600, 1000 + g * 31, (array['technology','data','design','business','personal','languages','health','marketing'])[1 + g % 8],
           'data_api', timestamptz '2015-01-01' + (g % 3000) * interval '1 day'
    from generate_series(1, ${n}) g`),
  );
  await db.execute(
    sql.raw(`
    insert into users (email, first_name, last_name, has_completed_onboarding)
    select 'owner' || g || '@search.bench.test', 'Owner' || g, 'Bench', true from generate_series(1, ${OWNERS}) g`),
  );
  await db.execute(
    sql.raw(`
    insert into learning_plans (owner_id, slug, title, description, is_public)
    select u.id, 'sp-' || g, ${subjects}[1 + (g * 3) % ${SUBJECTS.length}] || ' ' || (array['Path','Roadmap','Bootcamp','Foundations','Mastery'])[1 + g % 5] || ' ' || g,
           'A plan for learning ' || ${subjects}[1 + (g * 5) % ${SUBJECTS.length}] || ' step by step.', g % 2 = 0
    from generate_series(1, ${SEARCH_PLANS}) g
    join users u on u.email = 'owner' || (1 + g % ${OWNERS}) || '@search.bench.test'`),
  );
  // Five videos per plan (100,000 entries).
  await db.execute(
    sql.raw(`
    insert into plan_videos (plan_id, video_id, order_index)
    select p.id, v.id, k
    from (select id, row_number() over (order by id) as r from learning_plans where slug like 'sp-%') p
    cross join generate_series(0, 4) k
    join videos v on v.youtube_id = 'sv' || lpad((1 + (p.r * 37 + k * 7919) % ${n})::text, 9, '0')
    on conflict do nothing`),
  );

  const [user] = await db
    .insert(users)
    .values({ email: 'searcher@search.bench.test', firstName: 'Searcher', lastName: 'Bench', hasCompletedOnboarding: true })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert failed');
  await db.execute(sql`insert into user_interests (user_id, category) values (${user.id}, 'technology'), (${user.id}, 'data')`);
  await db.execute(
    sql.raw(`
    insert into learning_plans (owner_id, slug, title, description, is_public)
    select ${user.id}, 'mine-' || g, ${subjects}[1 + g % ${SUBJECTS.length}] || ' Notes ' || g, '', g % 3 = 0 from generate_series(1, 30) g`),
  );
  // A week of watching: 40 sessions over catalog videos (their topics come from the catalog's tags).
  const watched = loadCatalogVideos().slice(0, 40);
  const now = Date.now();
  for (const [i, v] of watched.entries()) {
    const tags = v.tags.slice(0, 3);
    await db.execute(sql`
      insert into watch_sessions (user_id, video_key, title, topics, watch_seconds, completed, watched_at)
      values (${user.id}, ${v.youtubeId}, ${v.title}, ${JSON.stringify(tags)}::jsonb, 300, ${i % 2 === 0}, ${new Date(now - i * 3 * 3600_000)})`);
  }
  await db.execute(sql`analyze`);
  return searchBenchData(db);
}

/** A fresh session of the seeded learner, and the search texts (also for a database kept from an earlier run). */
export async function searchBenchData(db: Db): Promise<SearchBenchData> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'searcher@search.bench.test'));
  if (!user) throw new Error('the search bench learner is missing');
  const { cookie } = await benchSession(db, user.id);
  return {
    userId: user.id,
    cookie,
    queries: [
      'javscript', 'javascript', 'python tutorial', 'kubernets', 'machine learning', 'react projects', 'photografy', 'sql',
      'typescript crash course', 'guitar', 'academy', 'negotiation tips', 'spanish', 'deep dive', 'pandas', 'ux research',
      'statistcs', 'zzqq', 'docker', 'figma', 'leadership path', 'neural networks explained', 'calculus', 'js',
    ],
  };
}
