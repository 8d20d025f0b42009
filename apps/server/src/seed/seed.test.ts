import { eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { learningPlans, planGroups, planVideos, users, videos } from '../db/schema/index.ts';
import { createTestApp } from '../../test/test-app.ts';
import { loadCatalogVideos } from './catalog.ts';
import { DEMO_GROUP, DEMO_PLANS, DEMO_USER } from './demo-plans.ts';
import { demoUserId, seedIfEmpty } from './seed.ts';

/** The value, or a failed test when it is missing (instead of a non-null assertion). */
const must = <T>(value: T | null | undefined): T => {
  if (value === null || value === undefined) throw new Error('expected a value');
  return value;
};

const t = await createTestApp();
const log = pino({ level: 'silent' });

describe('seedIfEmpty', () => {
  it('loads the catalog and the demo account with public plans and a group, fast', async () => {
    const first = await seedIfEmpty(t.db, log);
    console.info(`[measure] seed on an empty database: ${first.ms} ms`);
    const catalog = loadCatalogVideos();
    const planVideoTotal = DEMO_PLANS.reduce((n, p) => n + p.youtubeIds.length, 0);
    expect(first).toMatchObject({ catalogVideosInserted: catalog.length, demoCreated: true, plans: DEMO_PLANS.length, planVideos: planVideoTotal });
    expect(first.ms).toBeLessThan(2000);

    const rows = await t.db.select().from(videos);
    expect(rows).toHaveLength(catalog.length);
    const cs = rows.find((v) => v.youtubeId === 'iOq5kSKqeR4');
    expect(cs).toMatchObject({
      title: 'Harvard CS50 - Asymptotic Notation',
      category: 'technology',
      durationSeconds: null,
      thumbnailUrl: 'https://i.ytimg.com/vi/iOq5kSKqeR4/mqdefault.jpg',
    });

    const [demo] = await t.db.select().from(users).where(eq(users.email, DEMO_USER.email));
    expect(demo).toMatchObject({ firstName: 'Demo', lastName: 'Learner', hasCompletedOnboarding: true, passwordHash: null });
    const plans = await t.db.select().from(learningPlans).where(eq(learningPlans.ownerId, must(demo).id));
    expect(plans.map((p) => p.title).sort()).toEqual(DEMO_PLANS.map((p) => p.title).sort());
    expect(plans.every((p) => p.isPublic && p.description.length > 80)).toBe(true);
    for (const plan of DEMO_PLANS) {
      expect(plan.youtubeIds.length).toBeGreaterThanOrEqual(6);
      expect(plan.youtubeIds.length).toBeLessThanOrEqual(12);
      const row = must(plans.find((p) => p.title === plan.title));
      const entries = await t.db
        .select({ youtubeId: videos.youtubeId })
        .from(planVideos)
        .innerJoin(videos, eq(videos.id, planVideos.videoId))
        .where(eq(planVideos.planId, row.id))
        .orderBy(planVideos.orderIndex);
      expect(entries.map((e) => e.youtubeId)).toEqual(plan.youtubeIds);
    }
    const groups = await t.db.select().from(planGroups).where(eq(planGroups.ownerId, must(demo).id));
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ name: DEMO_GROUP.name, isPublic: true });
    const grouped = await t.db.select({ title: learningPlans.title }).from(learningPlans).where(eq(learningPlans.groupId, must(groups[0]).id));
    expect(grouped.map((p) => p.title).sort()).toEqual(DEMO_PLANS.filter((p) => DEMO_GROUP.planKeys.includes(p.key)).map((p) => p.title).sort());
  });

  it('does nothing the second time', async () => {
    const counts = async () => [
      (await t.db.select().from(videos)).length,
      (await t.db.select().from(learningPlans)).length,
      (await t.db.select().from(planVideos)).length,
      (await t.db.select().from(planGroups)).length,
    ];
    const before = await counts();
    const again = await seedIfEmpty(t.db, log);
    expect(again).toMatchObject({ catalogVideosInserted: 0, demoCreated: false, plans: 0, planVideos: 0 });
    expect(await counts()).toEqual(before);
    expect(await demoUserId(t.db)).toEqual(expect.any(Number));
  });

  it('adds catalog videos that are new since the last run, leaving saved ones as they are', async () => {
    const catalog = loadCatalogVideos();
    const gone = catalog.slice(0, 3).map((v) => v.youtubeId);
    await t.db.delete(videos).where(inArray(videos.youtubeId, gone));
    await t.db.update(videos).set({ title: 'Renamed by a YouTube refresh' }).where(eq(videos.youtubeId, must(catalog[5]).youtubeId));
    const again = await seedIfEmpty(t.db, log);
    expect(again).toMatchObject({ catalogVideosInserted: 3, demoCreated: false });
    const [kept] = await t.db.select().from(videos).where(eq(videos.youtubeId, must(catalog[5]).youtubeId));
    expect(must(kept).title).toBe('Renamed by a YouTube refresh');
  });

  it('the demo account cannot be signed into', async () => {
    const res = await t.client().post('/api/auth/login', { email: DEMO_USER.email, password: 'anything-at-all' });
    expect(res.statusCode).toBe(401);
  });
});
