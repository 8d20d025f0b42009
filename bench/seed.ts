/**
 * Realistic data for the load benchmark, written through the app's own services so it has the
 * shape the app itself produces: the catalog's real videos (two thirds with a YouTube description
 * of 150 to 1000 characters, one third without, as key-less lookups save them), and three signed-in
 * learners:
 * - `learner`: 50 plans of 5 to 20 videos, some in groups, a third of the videos watched; its
 *   `plan20` has 20 entries;
 * - `few`: 5 plans of the same kind (the list's flatness check);
 * - `collector`: one plan of 5 entries and one of 200 (the entries' flatness check);
 * and around them 200 other learners with their plans and progress, then ANALYZE.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createGroupBody, createPlanBody } from '@learnstack/contracts';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { loadConfig } from '../apps/server/src/config.ts';
import type { Db } from '../apps/server/src/db/client.ts';
import { learningPlans, planVideos, sessions, users, videoProgress } from '../apps/server/src/db/schema/index.ts';
import { SESSION_COOKIE, SessionStore } from '../apps/server/src/http/session.ts';
import type { VideoInput } from '../apps/server/src/modules/videos/video-input.ts';
import { createServices } from '../apps/server/src/services.ts';

export interface BenchUser {
  id: number;
  /** The `Cookie` header of a signed-in session. */
  cookie: string;
}

export interface BenchData {
  learner: BenchUser;
  few: BenchUser;
  collector: BenchUser;
  plan20: number;
  plan20Slug: string;
  plan5: number;
  plan5Slug: string;
  plan200: number;
  plan200Slug: string;
}

const WORDS =
  'learn build understand practice guide course lecture chapter example project review notes tutorial basics advanced walk through step design system data code test deploy explain structure pattern'.split(
    ' ',
  );

/** Deterministic filler text of `length` characters. */
function text(seed: number, length: number): string {
  let out = '';
  for (let i = 0; out.length < length; i++) out += `${WORDS[(seed * 31 + i * 7) % WORDS.length]}${i % 12 === 11 ? '. ' : ' '}`;
  return out.slice(0, length).trim();
}

function catalogVideos(): VideoInput[] {
  const file = path.resolve(import.meta.dirname, '../apps/server/src/seed/catalog/videos.json');
  const catalog = JSON.parse(fs.readFileSync(file, 'utf8')) as { youtubeId: string; title: string; category?: string | null }[];
  return catalog.map((v, i) => ({
    youtubeId: v.youtubeId,
    title: v.title,
    description: i % 3 === 0 ? '' : text(i, 150 + ((i * 97) % 851)),
    channelTitle: `Channel ${i % 40}`,
    thumbnailUrl: `https://i.ytimg.com/vi/${v.youtubeId}/hqdefault.jpg`,
    factsSource: 'catalog' as const,
    durationSeconds: 120 + ((i * 53) % 3600),
    viewCount: 1000 + i * 7919,
    publishedAt: new Date(Date.UTC(2015, 0, 1) + i * 86_400_000 * 5),
    category: v.category ?? null,
  }));
}

export async function signedInUser(db: Db, name: string): Promise<BenchUser> {
  const [user] = await db
    .insert(users)
    .values({ email: `${name}@bench.learnstack.test`, firstName: name[0]?.toUpperCase() + name.slice(1), lastName: 'Bench', hasCompletedOnboarding: true })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert failed');
  return { id: user.id, cookie: (await benchSession(db, user.id)).cookie };
}

/** A day-long session for a seeded user: the cookie that signs its requests in, and its CSRF token. */
export async function benchSession(db: Db, userId: number, from = new Date()): Promise<{ cookie: string; csrfToken: string }> {
  const id = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({ idHash: createHash('sha256').update(id).digest('hex'), userId, csrfToken, expiresAt: new Date(from.getTime() + 24 * 3600_000) });
  return { cookie: `${SESSION_COOKIE}=${id}`, csrfToken };
}

/**
 * The rest of a database in use, so the planner chooses as it would there: 2,000 more videos and
 * 200 other learners with 5 plans of 10 videos each and progress on 20 videos.
 */
async function otherUsers(db: Db, services: ReturnType<typeof createServices>, catalogIds: number[]): Promise<void> {
  const extra = await services.videos.upsertVideos(
    null,
    Array.from({ length: 2000 }, (_, i) => ({ youtubeId: `bench${String(i).padStart(6, '0')}`, title: text(i, 40), description: text(i + 1, (i * 61) % 900), durationSeconds: 60 + ((i * 17) % 2400), factsSource: 'data_api' as const })),
  );
  const pool = [...catalogIds, ...extra.map((v) => v.id)];
  const others = await db
    .insert(users)
    .values(Array.from({ length: 200 }, (_, i) => ({ email: `other${i}@bench.learnstack.test`, firstName: `Other${i}` })))
    .returning({ id: users.id });
  const plans = await db
    .insert(learningPlans)
    .values(others.flatMap((u, i) => Array.from({ length: 5 }, (_, p) => ({ ownerId: u.id, slug: `other-${i}-${p}`, title: text(i + p, 30), description: text(i * p, 120), isPublic: p === 0 }))))
    .returning({ id: learningPlans.id });
  const entries = plans.flatMap((plan, i) => Array.from({ length: 10 }, (_, k) => ({ planId: plan.id, videoId: pool[(i * 37 + k * 101) % pool.length] as number, orderIndex: k })));
  for (let i = 0; i < entries.length; i += 2000) await db.insert(planVideos).values(entries.slice(i, i + 2000));
  const progress = others.flatMap((u, i) =>
    Array.from({ length: 20 }, (_, k) => ({ userId: u.id, videoId: pool[(i * 53 + k * 89) % pool.length] as number, currentTime: 30 * k, isCompleted: k % 3 === 0 })),
  );
  for (let i = 0; i < progress.length; i += 2000) await db.insert(videoProgress).values(progress.slice(i, i + 2000)).onConflictDoNothing();
}

export async function seedBench(db: Db): Promise<BenchData> {
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' });
  const log = pino({ level: 'silent' });
  const services = createServices({ config, db, log, mailer: { kind: 'outbox', send: async () => {} } }, new SessionStore(db, 30 * 60_000, false), {
    mode: () => 'local',
    close: async () => {},
  });
  const videos = await services.videos.upsertVideos(null, catalogVideos());
  const videoIds = videos.map((v) => v.id);
  if (videoIds.length < 200) throw new Error(`the catalog has ${videoIds.length} videos; the benchmark needs 200`);

  const [learner, few, collector] = [await signedInUser(db, 'learner'), await signedInUser(db, 'few'), await signedInUser(db, 'collector')];

  /** `count` plans of 5 to 20 videos each, every other one in one of three groups. */
  async function plansFor(user: BenchUser, count: number): Promise<{ id: number; slug: string }[]> {
    const groups = [];
    for (const name of ['Frontend', 'Algorithms', 'Career']) groups.push(await services.groups.create(user.id, createGroupBody.parse({ name })));
    const ids: { id: number; slug: string }[] = [];
    for (let i = 0; i < count; i++) {
      const size = i === 0 ? 20 : 5 + ((i * 7) % 16);
      const start = (i * 13) % (videoIds.length - size);
      const plan = await services.plans.createPlan(
        user.id,
        createPlanBody.parse({ title: `${text(i + 3, 12 + (i % 30))} ${i + 1}`, description: text(i, 40 + ((i * 37) % 160)), groupId: i % 2 ? (groups[i % 3]?.id ?? null) : null }),
        { videoIds: videoIds.slice(start, start + size) },
      );
      ids.push({ id: plan.id, slug: plan.slug });
    }
    return ids;
  }

  const learnerPlans = await plansFor(learner, 50);
  const plan20 = learnerPlans[0];
  if (!plan20) throw new Error('no plans seeded');
  await plansFor(few, 5);
  for (const user of [learner, few]) {
    for (const videoId of videoIds.filter((_, i) => i % 3 === 0)) {
      await services.progress.save(user.id, { videoId, currentTime: 60, isCompleted: videoId % 2 === 0 });
    }
  }
  const plan5 = await services.plans.createPlan(collector.id, createPlanBody.parse({ title: 'Five videos' }), { videoIds: videoIds.slice(0, 5) });
  const plan200 = await services.plans.createPlan(collector.id, createPlanBody.parse({ title: 'Two hundred videos' }), { videoIds: videoIds.slice(0, 200) });
  for (const videoId of videoIds.slice(0, 200).filter((_, i) => i % 3 === 0)) {
    await services.progress.save(collector.id, { videoId, currentTime: 60, isCompleted: videoId % 2 === 0 });
  }
  await otherUsers(db, services, videoIds);
  // Statistics, as a database in use has them: without them the planner guesses from empty tables.
  await db.execute(sql`analyze`);
  return { learner, few, collector, plan20: plan20.id, plan20Slug: plan20.slug, plan5: plan5.id, plan5Slug: plan5.slug, plan200: plan200.id, plan200Slug: plan200.slug };
}
