import { GROUPS_PER_USER_MAX, INVITES_PER_USER_PER_DAY, PENDING_REQUESTS_PER_REQUESTER_MAX, PLANS_PER_USER_MAX } from '@learnstack/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { friendInvites, learningPlans, modificationRequests, planGroups } from '../src/db/schema/index.ts';
import { FAKE_PLAYLISTS, startFakeYouTube } from './fake-youtube.ts';
import { must } from './fixtures/plans.ts';
import { makeGroup, planWithVideos } from './fixtures/sharing.ts';
import { createTestApp } from './test-app.ts';
import type { TestClient } from './test-client.ts';

/**
 * Every per-user cap holds exactly when requests arrive at once: the user is two below the cap,
 * ten requests race, exactly two get through.
 */
const fake = await startFakeYouTube();
afterAll(() => fake.close());
const t = await createTestApp({
  config: { youtube: { apiKey: 'test-key', apiBaseUrl: fake.apiBaseUrl, publicBaseUrl: fake.publicBaseUrl, dailyQuota: 100_000 } },
});

const RACERS = 10;
const ROOM = 2;
const idOf = (c: TestClient) => must(c.user).id;

const countPlans = async (c: TestClient) => must((await t.db.select({ n: count() }).from(learningPlans).where(eq(learningPlans.ownerId, idOf(c))))[0]).n;
const countGroups = async (c: TestClient) => must((await t.db.select({ n: count() }).from(planGroups).where(eq(planGroups.ownerId, idOf(c))))[0]).n;

/** A user with plans up to `PLANS_PER_USER_MAX - ROOM` (inserted directly: the API would take minutes). */
async function nearPlanCap(): Promise<TestClient> {
  const c = await t.user();
  const fill = PLANS_PER_USER_MAX - ROOM;
  await t.db.insert(learningPlans).values(Array.from({ length: fill }, (_, i) => ({ ownerId: idOf(c), slug: `filler-${idOf(c)}-${i}`, title: `Filler ${i}` })));
  return c;
}

async function race(requests: (() => Promise<{ statusCode: number }>)[]): Promise<number[]> {
  return (await Promise.all(requests.map((r) => r()))).map((res) => res.statusCode);
}
const ok = (statuses: number[]) => statuses.filter((s) => s < 300).length;

describe('the plan cap holds under concurrent requests', () => {
  it('by create', async () => {
    const c = await nearPlanCap();
    const statuses = await race(Array.from({ length: RACERS }, (_, i) => () => c.post('/api/learning-plans', { title: `Racer ${i}` })));
    expect(ok(statuses)).toBe(ROOM);
    expect(statuses.filter((s) => s === 400)).toHaveLength(RACERS - ROOM);
    expect(await countPlans(c)).toBe(PLANS_PER_USER_MAX);
  });

  it('by copying public plans', async () => {
    const author = await t.user();
    const sources = await Promise.all(Array.from({ length: RACERS }, () => planWithVideos(t, author, 2, { isPublic: true })));
    const c = await nearPlanCap();
    const statuses = await race(sources.map(({ plan }) => () => c.post(`/api/shared-plan/public/${plan.id}/accept`)));
    expect(ok(statuses)).toBe(ROOM);
    expect(await countPlans(c)).toBe(PLANS_PER_USER_MAX);
  });

  it('by playlist import', async () => {
    const c = await nearPlanCap();
    const playlists = Object.values(FAKE_PLAYLISTS);
    const statuses = await race(
      Array.from({ length: RACERS }, (_, i) => () => c.post('/api/youtube/import-playlist', { playlistUrl: `https://www.youtube.com/playlist?list=${playlists[i % playlists.length]}`, forceCreate: true })),
    );
    expect(ok(statuses)).toBe(ROOM);
    expect(await countPlans(c)).toBe(PLANS_PER_USER_MAX);
  });

  it('by copying a public group with its plans', async () => {
    const author = await t.user();
    const groups = [];
    for (let i = 0; i < RACERS; i++) {
      const group = await makeGroup(author, { isPublic: true });
      await planWithVideos(t, author, 1, { isPublic: true, groupId: group.id });
      groups.push(group);
    }
    const c = await nearPlanCap();
    const statuses = await race(groups.map((g) => () => c.post(`/api/public-groups/${g.id}/accept`)));
    expect(ok(statuses)).toBe(ROOM);
    expect(await countPlans(c)).toBe(PLANS_PER_USER_MAX);
  });
});

describe('the group cap holds under concurrent requests', () => {
  const nearGroupCap = async () => {
    const c = await t.user();
    await t.db.insert(planGroups).values(Array.from({ length: GROUPS_PER_USER_MAX - ROOM }, (_, i) => ({ ownerId: idOf(c), name: `Filler ${i}` })));
    return c;
  };

  it('by create', async () => {
    const c = await nearGroupCap();
    const statuses = await race(Array.from({ length: RACERS }, (_, i) => () => c.post('/api/plan-groups', { name: `Racer ${i}` })));
    expect(ok(statuses)).toBe(ROOM);
    expect(await countGroups(c)).toBe(GROUPS_PER_USER_MAX);
  });

  it('by copying public groups', async () => {
    const author = await t.user();
    const groups = await Promise.all(Array.from({ length: RACERS }, () => makeGroup(author, { isPublic: true })));
    const c = await nearGroupCap();
    const statuses = await race(groups.map((g) => () => c.post(`/api/public-groups/${g.id}/accept`)));
    expect(ok(statuses)).toBe(ROOM);
    expect(await countGroups(c)).toBe(GROUPS_PER_USER_MAX);
  });
});

describe('other per-user caps hold under concurrent requests', () => {
  it('invitations a day', async () => {
    const c = await t.user();
    const fill = INVITES_PER_USER_PER_DAY - ROOM;
    await t.db.insert(friendInvites).values(
      Array.from({ length: fill }, (_, i) => ({ fromUserId: idOf(c), toEmail: `filler${i}@example.com`, tokenHash: `filler-${idOf(c)}-${i}`, expiresAt: new Date(Date.now() + 86_400_000) })),
    );
    const statuses = await race(Array.from({ length: RACERS }, (_, i) => () => c.post('/api/friends/invite', { toEmail: `racer${i}-${idOf(c)}@example.com` })));
    expect(ok(statuses)).toBe(ROOM);
    expect(statuses.filter((s) => s === 429)).toHaveLength(RACERS - ROOM);
    const [sent] = await t.db.select({ n: count() }).from(friendInvites).where(eq(friendInvites.fromUserId, idOf(c)));
    expect(sent?.n).toBe(INVITES_PER_USER_PER_DAY);
  });

  it('pending change requests per plan', async () => {
    const owner = await t.user();
    const { plan } = await planWithVideos(t, owner, 1, { isPublic: true });
    const c = await t.user();
    await t.db.insert(modificationRequests).values(
      Array.from({ length: PENDING_REQUESTS_PER_REQUESTER_MAX - ROOM }, () => ({ planId: plan.id, requesterId: idOf(c), requestType: 'edit_plan' as const, requestData: { title: 'Filler' } })),
    );
    const statuses = await race(
      Array.from({ length: RACERS }, (_, i) => () => c.post(`/api/learning-plans/${plan.id}/modification-request`, { requestType: 'edit_plan', requestData: { title: `Racer ${i}` }, message: '' })),
    );
    expect(ok(statuses)).toBe(ROOM);
    const [pending] = await t.db.select({ n: count() }).from(modificationRequests).where(eq(modificationRequests.requesterId, idOf(c)));
    expect(pending?.n).toBe(PENDING_REQUESTS_PER_REQUESTER_MAX);
  });
});
