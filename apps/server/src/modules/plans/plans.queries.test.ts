import { describe, expect, it } from 'vitest';
import { makeVideos, must, planInput } from '../../../test/fixtures/plans.ts';
import { countStatements as countPoolStatements } from '../../../test/count-statements.ts';
import { createTestApp } from '../../../test/test-app.ts';
import type { TestClient } from '../../../test/test-client.ts';

const t = await createTestApp();

const countStatements = (run: () => Promise<unknown>) => countPoolStatements(t.pool, run);

async function userWithPlans(plans: number, videosPerPlan: number) {
  const c = await t.user();
  const vids = await makeVideos(t, videosPerPlan);
  const group = (await c.post('/api/plan-groups', { name: 'G' })).json();
  const created = [];
  for (let i = 0; i < plans; i++) {
    created.push(await t.services.plans.createPlan(must(c.user).id, planInput({ title: `Plan ${i}`, groupId: i % 2 ? group.id : null }), { videoIds: vids.map((v) => v.id) }));
  }
  // Some progress, so the completed counts have rows to aggregate.
  for (const v of vids.slice(0, Math.ceil(videosPerPlan / 3))) await t.services.progress.save(must(c.user).id, { videoId: v.id, currentTime: 10, isCompleted: true });
  return { c, plans: created };
}

async function get(c: TestClient, url: string) {
  const res = await c.get(url);
  expect(res.statusCode, url).toBe(200);
  return res.json();
}

describe('statements per request stay the same whatever the size', () => {
  it('GET /api/learning-plans: 2 plans vs 30 plans of 40 videos', async () => {
    const small = await userWithPlans(2, 2);
    const large = await userWithPlans(30, 40);
    await get(small.c, '/api/learning-plans'); // warm: the session slide happens once
    await get(large.c, '/api/learning-plans');
    const few = await countStatements(() => get(small.c, '/api/learning-plans'));
    const many = await countStatements(async () => {
      const list = await get(large.c, '/api/learning-plans');
      expect(list).toHaveLength(30);
      expect(list[0]).toMatchObject({ videoCount: 40, completedCount: 14, totalDurationSeconds: 4000 });
    });
    console.info(`GET /api/learning-plans statements: 2 plans ${few}, 30x40 ${many}`);
    expect(many).toBe(few);
    expect(many).toBeLessThanOrEqual(3);
  });

  it('GET /api/learning-plans/slug/{slug} and /videos: 3 vs 300 videos, for the owner and a visitor of the public plan', async () => {
    const small = await userWithPlans(1, 3);
    const large = await userWithPlans(1, 300);
    const [smallPlan] = small.plans;
    const [largePlan] = large.plans;
    await get(small.c, '/api/learning-plans');
    await get(large.c, '/api/learning-plans');
    const read = (c: TestClient, plan: { slug: string; id: number }) => async () => {
      await get(c, `/api/learning-plans/slug/${plan.slug}`);
      const videos = await get(c, `/api/learning-plans/${plan.id}/videos`);
      await get(c, `/api/progress/plan/${plan.id}`);
      return videos;
    };
    const few = await countStatements(read(small.c, must(smallPlan)));
    const many = await countStatements(async () => expect(await read(large.c, must(largePlan))()).toHaveLength(300));
    console.info(`owner: slug + videos + progress statements: 3 videos ${few}, 300 videos ${many}`);
    expect(many).toBe(few);
    // One session read per request, plan + pending requests, plan + entries, plan + progress.
    expect(many).toBeLessThanOrEqual(9);

    await small.c.put(`/api/learning-plans/${must(smallPlan).id}/visibility`, { isPublic: true });
    await large.c.put(`/api/learning-plans/${must(largePlan).id}/visibility`, { isPublic: true });
    const visitor = await t.user();
    await get(visitor, '/api/learning-plans');
    const visitorFew = await countStatements(read(visitor, must(smallPlan)));
    const visitorMany = await countStatements(read(visitor, must(largePlan)));
    console.info(`visitor: slug + videos + progress statements: 3 videos ${visitorFew}, 300 videos ${visitorMany}`);
    expect(visitorMany).toBe(visitorFew);
  });
});
