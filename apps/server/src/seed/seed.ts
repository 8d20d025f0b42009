import { eq, inArray, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import { emailPreferences, learningPlans, planGroups, planVideos, users, videos } from '../db/schema/index.ts';
import { makeSlug } from '../modules/plans/slug.ts';
import { loadCatalogVideos } from './catalog.ts';
import { DEMO_GROUP, DEMO_PLANS, DEMO_USER } from './demo-plans.ts';

export interface SeedResult {
  /** Catalog videos newly written to `videos`, or given the catalog's facts (0 when they were all there). */
  catalogVideosInserted: number;
  /** True when this run created the demo account and its plans. */
  demoCreated: boolean;
  plans: number;
  planVideos: number;
  ms: number;
}

const thumbnail = (youtubeId: string) => `https://i.ytimg.com/vi/${youtubeId}/mqdefault.jpg`;

/**
 * Demo content for a new installation, in one transaction with one multi-row INSERT per table:
 * the curated catalog into `videos` (every start; new catalog entries of an upgrade arrive, and a catalog
 * video someone saved before the catalog listed it gets the catalog's facts while no trusted source has
 * confirmed it; confirmed rows are left alone), and, once, a demo account owning public plans and a public group. The demo account has
 * no password: it only owns content, nobody signs in as it. The unique e-mail makes a second run (or a
 * second instance starting at the same moment) a no-op.
 */
export async function seedIfEmpty(db: Db, log: Pick<Logger, 'info'>): Promise<SeedResult> {
  const started = performance.now();
  const catalog = loadCatalogVideos();
  const result = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(videos)
      .values(
        catalog.map((v) => ({
          youtubeId: v.youtubeId,
          title: v.title,
          channelTitle: v.channelTitle ?? '',
          thumbnailUrl: thumbnail(v.youtubeId),
          category: v.category,
          categorySource: 'catalog' as const,
          durationSeconds: null,
          factsSource: 'catalog' as const,
        })),
      )
      .onConflictDoUpdate({
        target: videos.youtubeId,
        // The catalog's subject is the best there is, confirmed or not; its facts only fill unconfirmed rows.
        set: {
          title: sql`case when ${videos.factsSource} is null then excluded.title else ${videos.title} end`,
          channelTitle: sql`case when ${videos.factsSource} is null then excluded.channel_title else ${videos.channelTitle} end`,
          thumbnailUrl: sql`case when ${videos.factsSource} is null then excluded.thumbnail_url else ${videos.thumbnailUrl} end`,
          factsSource: sql`coalesce(${videos.factsSource}, excluded.facts_source)`,
          category: sql.raw('excluded.category'),
          categorySource: sql.raw('excluded.category_source'),
        },
        setWhere: sql`${videos.factsSource} is null or ${videos.categorySource} is distinct from 'catalog' or ${videos.category} is distinct from excluded.category`,
      })
      .returning({ id: videos.id });

    const [demo] = await tx
      .insert(users)
      .values({ ...DEMO_USER, passwordHash: null, hasCompletedOnboarding: true })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (!demo) return { catalogVideosInserted: inserted.length, demoCreated: false, plans: 0, planVideos: 0 };
    await tx.insert(emailPreferences).values({ userId: demo.id }).onConflictDoNothing();

    const wanted = [...new Set(DEMO_PLANS.flatMap((p) => p.youtubeIds))];
    const found = await tx.select({ id: videos.id, youtubeId: videos.youtubeId }).from(videos).where(inArray(videos.youtubeId, wanted));
    const videoIdOf = new Map(found.map((r) => [r.youtubeId, r.id]));
    const missing = wanted.filter((id) => !videoIdOf.has(id));
    if (missing.length > 0) throw new Error(`seed: demo plans name videos missing from the catalog: ${missing.join(', ')}`);

    const [group] = await tx
      .insert(planGroups)
      .values({ ownerId: demo.id, name: DEMO_GROUP.name, description: DEMO_GROUP.description, color: DEMO_GROUP.color, isPublic: true })
      .returning({ id: planGroups.id });
    const slugs = DEMO_PLANS.map((p) => makeSlug(p.title));
    const plans = await tx
      .insert(learningPlans)
      .values(
        DEMO_PLANS.map((p, i) => ({
          ownerId: demo.id,
          slug: slugs[i] as string,
          title: p.title,
          description: p.description,
          color: p.color,
          isPublic: true,
          groupId: DEMO_GROUP.planKeys.includes(p.key) ? (group?.id ?? null) : null,
        })),
      )
      .returning({ id: learningPlans.id, slug: learningPlans.slug });
    const planIdOf = new Map(plans.map((p) => [p.slug, p.id]));
    const entries = DEMO_PLANS.flatMap((p, i) =>
      p.youtubeIds.map((youtubeId, orderIndex) => ({
        planId: planIdOf.get(slugs[i] as string) as number,
        videoId: videoIdOf.get(youtubeId) as number,
        orderIndex,
      })),
    );
    await tx.insert(planVideos).values(entries);
    return { catalogVideosInserted: inserted.length, demoCreated: true, plans: plans.length, planVideos: entries.length };
  });
  const ms = Math.round(performance.now() - started);
  if (result.catalogVideosInserted > 0 || result.demoCreated) {
    log.info(
      { ...result, ms },
      result.demoCreated
        ? `seeded the catalog and the demo account ${DEMO_USER.email} (${result.plans} public plans; it has no password)`
        : 'added new catalog videos',
    );
  }
  return { ...result, ms };
}

/** For tests and tools: whether the demo account exists. */
export async function demoUserId(db: Db): Promise<number | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USER.email)).limit(1);
  return row?.id;
}
