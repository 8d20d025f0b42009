import { afterEach, describe, expect, it, vi } from 'vitest';
import { makePlan, must } from '../../../test/fixtures/plans.ts';
import { makeGroup, planWithVideos } from '../../../test/fixtures/sharing.ts';
import { countStatements as countPoolStatements } from '../../../test/count-statements.ts';
import { createTestApp } from '../../../test/test-app.ts';
import type { TestClient } from '../../../test/test-client.ts';
import { EXPLORE_FRESH_MS } from './explore.service.ts';

const t = await createTestApp();

const countStatements = (run: () => Promise<unknown>) => countPoolStatements(t.pool, run);

const word = () => `w${Math.random().toString(36).slice(2, 10)}`;

async function getJson(c: TestClient, url: string) {
  const res = await c.get(url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
}

describe('GET /api/public-plans', () => {
  it('lists public plans only, newest first, with author and counts; visitors see likedByMe and isOwn false', async () => {
    const tag = word();
    const author = await t.user({ firstName: 'Ada', lastName: 'Lovelace' });
    const older = await planWithVideos(t, author, 3, { title: `Older ${tag}`, description: 'first', isPublic: true });
    const hidden = await makePlan(author, { title: `Hidden ${tag}`, isPublic: false });
    const newer = await planWithVideos(t, author, 1, { title: `Newer ${tag}`, isPublic: true });

    const visitor = t.client();
    const body = await getJson(visitor, `/api/public-plans?search=${tag}`);
    expect(body.totalCount).toBe(2);
    expect(body.nextOffset).toBeNull();
    expect(body.plans.map((p: { id: number }) => p.id)).toEqual([newer.plan.id, older.plan.id]);
    expect(body.plans.map((p: { id: number }) => p.id)).not.toContain(hidden.id);
    expect(body.plans[1]).toEqual({
      id: older.plan.id,
      slug: older.plan.slug,
      title: `Older ${tag}`,
      description: 'first',
      color: 'blue',
      author: { id: must(author.user).id, name: 'Ada Lovelace', firstName: 'Ada', lastName: 'Lovelace', profileImageUrl: null },
      createdAt: older.plan.createdAt,
      shareCount: 0,
      likeCount: 0,
      likedByMe: false,
      videoCount: 3,
      isOwn: false,
    });

    // The author sees their own public plans marked as theirs; the private one is still not listed.
    const own = await getJson(author, `/api/public-plans?search=${tag}`);
    expect(own.plans.map((p: { isOwn: boolean }) => p.isOwn)).toEqual([true, true]);
    expect(own.totalCount).toBe(2);
  });

  it('shows likedByMe for the signed-in viewer', async () => {
    const tag = word();
    const author = await t.user();
    const plan = await makePlan(author, { title: `Liked ${tag}`, isPublic: true });
    const fan = await t.user();
    expect((await fan.post(`/api/plans/${plan.id}/like`)).statusCode).toBe(200);
    expect((await getJson(fan, `/api/public-plans?search=${tag}`)).plans[0]).toMatchObject({ likedByMe: true, likeCount: 1 });
    expect((await getJson(await t.user(), `/api/public-plans?search=${tag}`)).plans[0]).toMatchObject({ likedByMe: false, likeCount: 1 });
    expect((await getJson(t.client(), `/api/public-plans?search=${tag}`)).plans[0]).toMatchObject({ likedByMe: false, likeCount: 1 });
  });

  it('searches title and description case-insensitively, word by word (from the start of a word), and never finds private plans', async () => {
    const tag = word();
    const a = await t.user();
    const inTitle = await makePlan(a, { title: `Learn ${tag.toUpperCase()} Basics`, isPublic: true });
    const inDescription = await makePlan(a, { title: 'Something else', description: `All about ${tag} and more`, isPublic: true });
    await makePlan(a, { title: `Private ${tag}`, description: tag, isPublic: false });
    const other = await t.user();
    await makePlan(other, { title: `Private of another ${tag}`, isPublic: false });

    const all = await getJson(t.client(), `/api/public-plans?search=${encodeURIComponent(`  ${tag}  `)}`);
    expect(all.totalCount).toBe(2);
    expect(all.plans.map((p: { id: number }) => p.id).sort()).toEqual([inTitle.id, inDescription.id].sort());

    const both = await getJson(t.client(), `/api/public-plans?search=${encodeURIComponent(`basics ${tag}`)}`);
    expect(both.plans.map((p: { id: number }) => p.id)).toEqual([inTitle.id]);

    // The start of a word finds it; the middle of one does not.
    const start = await getJson(t.client(), `/api/public-plans?search=${tag.slice(0, 5).toUpperCase()}`);
    expect(start.plans.map((p: { id: number }) => p.id)).toEqual(expect.arrayContaining([inTitle.id, inDescription.id]));
    expect((await getJson(t.client(), `/api/public-plans?search=${tag.slice(1)}`)).totalCount).toBe(0);

    // Wildcards and tsquery syntax are text, not patterns: with no word at all, nothing matches.
    for (const text of ['%_', "'&|!:*"]) {
      const wild = await getJson(t.client(), `/api/public-plans?search=${encodeURIComponent(text)}`);
      expect(wild.totalCount).toBe(0);
      expect(wild.plans).toEqual([]);
    }
    expect((await getJson(t.client(), `/api/public-plans?search=${encodeURIComponent(`${tag}:*|x`)}`)).totalCount).toBe(0);
  });

  it('pages with limit and offset; the page size is bounded', async () => {
    const tag = word();
    const a = await t.user();
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push((await makePlan(a, { title: `Page ${i} ${tag}`, isPublic: true })).id);
    const newestFirst = ids.reverse();
    const first = await getJson(t.client(), `/api/public-plans?search=${tag}&limit=2`);
    expect(first).toMatchObject({ totalCount: 5, nextOffset: 2 });
    expect(first.plans.map((p: { id: number }) => p.id)).toEqual(newestFirst.slice(0, 2));
    const last = await getJson(t.client(), `/api/public-plans?search=${tag}&limit=2&offset=4`);
    expect(last).toMatchObject({ totalCount: 5, nextOffset: null });
    expect(last.plans.map((p: { id: number }) => p.id)).toEqual(newestFirst.slice(4));

    const tooMany = await t.client().get('/api/public-plans?limit=51');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'limit' });
    expect((await t.client().get('/api/public-plans?offset=-1')).statusCode).toBe(400);
    expect((await t.client().get(`/api/public-plans?search=${'x'.repeat(101)}`)).json()).toMatchObject({ message: 'Search must be at most 100 characters' });
  });

  it('runs the same statements for 2 plans as for 50 plans of 10 videos', async () => {
    const small = word();
    const large = word();
    const a = await t.user();
    for (let i = 0; i < 2; i++) await planWithVideos(t, a, 2, { title: `Small ${small} ${i}`, isPublic: true });
    for (let i = 0; i < 50; i++) await planWithVideos(t, a, 10, { title: `Large ${large} ${i}`, isPublic: true });
    const viewer = await t.user();
    await getJson(viewer, '/api/public-plans'); // warm: the session slide happens once
    const few = await countStatements(() => getJson(viewer, `/api/public-plans?search=${small}`));
    const many = await countStatements(async () => {
      const body = await getJson(viewer, `/api/public-plans?search=${large}`);
      expect(body.plans).toHaveLength(50);
      expect(body.plans[0].videoCount).toBe(10);
    });
    const cached = await countStatements(() => getJson(viewer, `/api/public-plans?search=${large}`));
    const visitor = await countStatements(() => getJson(t.client(), `/api/public-plans?search=${large}`));
    const visitorMiss = await countStatements(() => getJson(t.client(), `/api/public-plans?search=${large}&limit=10`));
    console.info(`GET /api/public-plans statements: 2 plans ${few}, 50 plans ${many}, cached ${cached}, visitor cached ${visitor}, visitor miss ${visitorMiss}`);
    expect(many).toBe(few);
    expect(many).toBeLessThanOrEqual(4); // session, list, count, the viewer's view of the page
    expect(cached).toBeLessThanOrEqual(2); // session, the viewer's view of the cached page
    expect(visitor).toBe(1); // which plans of the cached page are still public
    expect(visitorMiss).toBe(2); // list, count: read for this request, nothing to check
  });

  describe('the shared cache of pages (decision 0057)', () => {
    afterEach(() => vi.useRealTimers());

    it('answers a page from the cache for at most EXPLORE_FRESH_MS, then reads it again', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const tag = word();
      const a = await t.user();
      const ids = (body: { plans: { id: number }[] }) => body.plans.map((p) => p.id);
      const first = await makePlan(a, { title: `Cached ${tag}`, isPublic: true });
      expect(ids(await getJson(t.client(), `/api/public-plans?search=${encodeURIComponent(`cached ${tag}`)}`))).toEqual([first.id]);
      const second = await makePlan(a, { title: `Cached later ${tag}`, isPublic: true });
      // Within the bound the cached page answers, for the same words in any order and case.
      vi.setSystemTime(Date.now() + EXPLORE_FRESH_MS - 100);
      const cached = await getJson(await t.user(), `/api/public-plans?search=${encodeURIComponent(`${tag.toUpperCase()} Cached`)}`);
      expect(ids(cached)).toEqual([first.id]);
      expect(cached.totalCount).toBe(1);
      vi.setSystemTime(Date.now() + 100);
      const fresh = await getJson(t.client(), `/api/public-plans?search=${encodeURIComponent(`cached ${tag}`)}`);
      expect(ids(fresh)).toEqual([second.id, first.id]);
      expect(fresh.totalCount).toBe(2);
    });

    it('never shows a plan made private or deleted, cached or not; like counts and the viewer\'s fields are read fresh', async () => {
      const tag = word();
      const author = await t.user();
      const staying = await makePlan(author, { title: `Staying ${tag}`, isPublic: true });
      const hidden = await makePlan(author, { title: `Hidden later ${tag}`, isPublic: true });
      const deleted = await makePlan(author, { title: `Deleted later ${tag}`, isPublic: true });
      const ids = (body: { plans: { id: number }[] }) => body.plans.map((p) => p.id);
      const fan = await t.user();
      expect(ids(await getJson(fan, `/api/public-plans?search=${tag}`))).toEqual([deleted.id, hidden.id, staying.id]);

      expect((await author.put(`/api/learning-plans/${hidden.id}/visibility`, { isPublic: false })).statusCode).toBe(200);
      expect((await author.delete(`/api/learning-plans/${deleted.id}`)).statusCode).toBeLessThan(300);
      expect((await fan.post(`/api/plans/${staying.id}/like`)).statusCode).toBe(200);

      for (const viewer of [t.client(), fan, author]) {
        const body = await getJson(viewer, `/api/public-plans?search=${tag}`);
        expect(ids(body)).toEqual([staying.id]);
        expect(body.totalCount).toBe(1);
        expect(body.plans[0]).toMatchObject({ likeCount: 1, likedByMe: viewer === fan, isOwn: viewer === author });
      }
    });
  });

  it('searches public plans through the partial GIN index on the search vector; groups through their trigram indexes', async () => {
    const client = await t.pool.connect();
    try {
      await client.query('begin');
      await client.query('set local enable_seqscan = off');
      await client.query('set local enable_indexscan = off'); // leaves bitmap scans, which the GIN indexes offer
      const plan = await client.query(
        "explain select count(*) from learning_plans where is_public and search_tsv @@ (select to_tsquery('simple', string_agg(t.lexeme || ':*', ' & ')) from unnest(to_tsvector('simple', 'react')) t)",
      );
      const text = plan.rows.map((r: Record<string, string>) => Object.values(r)[0]).join('\n');
      expect(text).toContain('learning_plans_public_search_idx');
      const groups = await client.query("explain select id from plan_groups where name ilike '%react%' or description ilike '%react%'");
      const groupText = groups.rows.map((r: Record<string, string>) => Object.values(r)[0]).join('\n');
      expect(groupText).toContain('plan_groups_name_trgm_idx');
      await client.query('rollback');
    } finally {
      client.release();
    }
  });
});

describe('GET /api/public-groups', () => {
  it('lists public groups only, with the count of their public plans, searchable', async () => {
    const tag = word();
    const owner = await t.user({ firstName: 'Grace', lastName: 'Hopper' });
    const group = await makeGroup(owner, { name: `Compilers ${tag}`, description: 'From scratch', color: 'green', isPublic: true });
    const hidden = await makeGroup(owner, { name: `Secret ${tag}`, isPublic: false });
    await makePlan(owner, { title: 'Public one', isPublic: true, groupId: group.id });
    await makePlan(owner, { title: 'Public two', isPublic: true, groupId: group.id });
    await makePlan(owner, { title: 'Private one', isPublic: false, groupId: group.id });

    const body = await getJson(t.client(), `/api/public-groups?search=${tag.toUpperCase()}`);
    expect(body.totalCount).toBe(1);
    expect(body.nextOffset).toBeNull();
    expect(body.groups).toEqual([
      {
        id: group.id,
        name: `Compilers ${tag}`,
        description: 'From scratch',
        color: 'green',
        publicPlanCount: 2,
        author: { id: must(owner.user).id, name: 'Grace Hopper', firstName: 'Grace', lastName: 'Hopper', profileImageUrl: null },
        createdAt: expect.any(String),
        isOwn: false,
      },
    ]);
    expect(body.groups.map((g: { id: number }) => g.id)).not.toContain(hidden.id);
    const byDescription = await getJson(owner, `/api/public-groups?search=${encodeURIComponent(`scratch ${tag}`)}`);
    expect(byDescription.groups).toHaveLength(1);
    expect(byDescription.groups[0].isOwn).toBe(true);
  });
});

describe('GET /api/explore/stats', () => {
  it('counts public plans and groups for visitors; private ones never count', async () => {
    const before = await getJson(t.client(), '/api/explore/stats');
    const a = await t.user();
    const plan = await makePlan(a, { isPublic: true });
    await makePlan(a, { isPublic: false });
    await makeGroup(a, { isPublic: true });
    await makeGroup(a, { isPublic: false });
    expect(await getJson(t.client(), '/api/explore/stats')).toEqual({ publicPlans: before.publicPlans + 1, publicGroups: before.publicGroups + 1 });
    await a.put(`/api/learning-plans/${plan.id}/visibility`, { isPublic: false });
    expect(await getJson(t.client(), '/api/explore/stats')).toEqual({ publicPlans: before.publicPlans, publicGroups: before.publicGroups + 1 });
  });
});
