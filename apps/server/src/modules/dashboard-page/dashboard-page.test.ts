import { type DashboardPage, dashboardPage } from '@learnstack/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countStatements } from '../../../test/count-statements.ts';
import { makePlan, makeVideos, must } from '../../../test/fixtures/plans.ts';
import { watch } from '../../../test/fixtures/watching.ts';
import { createTestApp, secondInstance } from '../../../test/test-app.ts';
import { json } from '../../../test/read-json.ts';
import type { TestClient } from '../../../test/test-client.ts';
import type { AiProvider } from '../../providers/ai/types.ts';

/**
 * GET /api/dashboard answers what the dashboard's nine reads answered, each part exactly as its own
 * route does, from one request: one session check, the cached parts from the same caches as their
 * own routes (a part read through one is a hit for the other), the rest fresh, a bounded number of
 * statements whatever the learner's size, and fresh on every app instance (decision 0061).
 */
const t = await createTestApp();
const second = await secondInstance(t);

const dashboardOf = (c: TestClient) => json<DashboardPage>(c, '/api/dashboard');

/** What the dashboard asked before, in nine requests. */
async function nineReads(c: TestClient): Promise<DashboardPage> {
  return {
    plans: await json(c, '/api/learning-plans'),
    continueLearning: await json(c, '/api/continue-learning'),
    weeklyGoal: await json(c, '/api/user/weekly-goal'),
    weeklyAnalytics: await json(c, '/api/analytics/weekly'),
    recommendations: await json(c, '/api/recommendations'),
    learningInterests: await json(c, '/api/user/learning-interests'),
    friends: await json(c, '/api/friends'),
    friendRequests: await json(c, '/api/friends/requests'),
    invitesForMe: await json(c, '/api/friends/invites-for-me'),
  };
}

let emails = 0;
const freshEmail = () => `dash-${Date.now()}-${++emails}@example.com`;

/**
 * A learner with something in every part: plans (one with videos, one watched part way), interests,
 * a goal, a friend, a friend request waiting and an invitation sent before they signed up.
 */
async function busyLearner(plans = 2) {
  const email = freshEmail();
  const inviter = await t.user();
  expect((await inviter.post('/api/friends/invite', { toEmail: email })).statusCode).toBe(201);
  const me = await t.user({ email });
  const friend = await t.user();
  const requester = await t.user();
  const videos = await makeVideos(t, 3, { durationSeconds: 600 });
  for (let i = 0; i < plans; i++) {
    const plan = await makePlan(me, { title: `Plan ${i + 1}` });
    if (i === 0) for (const v of videos) expect((await me.post(`/api/learning-plans/${plan.id}/videos`, { videoId: v.id })).statusCode).toBe(201);
  }
  await watch(t, me, must(videos[0]).id, 120);
  expect((await me.post('/api/user/learning-interests', { interests: ['technology', 'health'] })).statusCode).toBe(200);
  expect((await me.post('/api/user/weekly-goal', { weeklyGoalHours: 7 })).statusCode).toBe(200);
  // A friend: their request, accepted; another request left waiting.
  expect((await friend.post('/api/friends/invite', { toEmail: email })).statusCode).toBe(201);
  expect((await requester.post('/api/friends/invite', { toEmail: email })).statusCode).toBe(201);
  const waiting = await json<{ id: number; requester: { email: string } }[]>(me, '/api/friends/requests');
  const fromFriend = must(waiting.find((r) => r.requester.email === must(friend.user).email));
  expect((await me.post(`/api/friends/accept/${fromFriend.id}`)).statusCode).toBe(200);
  return { me, videos };
}

describe('the dashboard in one request', () => {
  it('answers each part exactly as its own read does, for a busy learner and a new one', async () => {
    const { me } = await busyLearner();
    const page = await dashboardOf(me);
    expect(dashboardPage.parse(page)).toEqual(page);
    expect(page).toEqual(await nineReads(me));
    // Every part has something in it, so the comparison compares something.
    expect(page.plans).toHaveLength(2);
    expect(page.continueLearning).toHaveLength(1);
    expect(page.weeklyGoal).toEqual({ weeklyGoalHours: 7 });
    expect(page.weeklyAnalytics.totalHours).toBeGreaterThan(0);
    expect(page.learningInterests.interests).toHaveLength(2);
    expect(page.friends).toHaveLength(1);
    expect(page.friendRequests).toHaveLength(1);
    expect(page.invitesForMe).toHaveLength(1);

    const newcomer = await t.user();
    const empty = await dashboardOf(newcomer);
    expect(empty).toEqual(await nineReads(newcomer));
    expect(empty).toMatchObject({ plans: [], continueLearning: [], friends: [], friendRequests: [], invitesForMe: [], learningInterests: { interests: [] } });
  });

  it('the parts it shares with their own routes answer the same from either, on another instance too, after writes', async () => {
    const { me, videos } = await busyLearner(1);
    const two = me.on(second.app);
    // Cached through the separate reads on one instance and through the dashboard on the other.
    await nineReads(me);
    await dashboardOf(two);

    await watch(t, me, must(videos[1]).id, 300);
    expect((await me.post('/api/user/learning-interests', { interests: ['health'] })).statusCode).toBe(200);
    expect((await me.post('/api/user/weekly-goal', { weeklyGoalHours: 3 })).statusCode).toBe(200);
    const plan = must((await dashboardOf(me)).plans[0]);
    expect((await me.put(`/api/learning-plans/${plan.id}`, { title: 'Renamed on one' })).statusCode).toBe(200);
    await t.db.execute(sql`update videos set title = 'Retitled by plain SQL' where id = ${must(videos[1]).id}`);

    for (const c of [me, two]) {
      const page = await dashboardOf(c);
      expect(page).toEqual(await nineReads(c));
      expect(page.plans[0]?.title).toBe('Renamed on one');
      expect(page.continueLearning.map((i) => i.title)).toContain('Retitled by plain SQL');
      expect(page.learningInterests.interests).toEqual(['health']);
      expect(page.weeklyGoal).toEqual({ weeklyGoalHours: 3 });
    }
  });

  it('answers 401 signed out, and is compressed like any reply of 1 KB or more', async () => {
    expect((await t.client().get('/api/dashboard')).statusCode).toBe(401);
    const { me } = await busyLearner(6);
    const res = await me.request('GET', '/api/dashboard', undefined, { headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  });
});

describe('statements per dashboard stay the same whatever the learner has', () => {
  /** Statements of a first (cold) and a second (warm) read, right after the session's idle-timeout slide. */
  async function coldAndWarm(c: TestClient) {
    await json(c, '/api/auth/user');
    const read = () => dashboardOf(c);
    return { cold: await countStatements(t.pool, read), warm: await countStatements(t.pool, read) };
  }

  it('2 plans vs 12, cold and warm; a part cached through the dashboard is a hit for its own route', async () => {
    const few = await coldAndWarm((await busyLearner(2)).me);
    const { me } = await busyLearner(12);
    const many = await coldAndWarm(me);
    console.info(`GET /api/dashboard statements: 2 plans ${JSON.stringify(few)}, 12 plans ${JSON.stringify(many)}`);
    expect(many).toEqual(few);
    // Warm: the session, the recommendations' inputs probe, the interests, the friends, the requests
    // received and the invitations (to the session's e-mail): 6, where the nine reads were 9
    // sessions and 7 more statements. Cold: and the four cached parts' loads.
    expect(many.warm).toBe(6);
    expect(many.cold).toBeGreaterThan(many.warm);

    // The cached parts were filled by the dashboard: their own routes are the session alone.
    for (const url of ['/api/learning-plans', '/api/continue-learning', '/api/analytics/weekly']) {
      expect(await countStatements(t.pool, () => json(me, url)), url).toBe(1);
    }
    // The recommendations: the session and the inputs probe (decision 0056).
    expect(await countStatements(t.pool, () => json(me, '/api/recommendations'))).toBe(2);
  });
});

describe('with a model answering the recommendations', () => {
  it('leaves them out (null) without asking the model: the page asks GET /api/recommendations, rate limited, itself', async () => {
    let calls = 0;
    const refuse = async (): Promise<never> => {
      calls += 1;
      throw new Error('the dashboard must not ask the model');
    };
    const ai: AiProvider = { available: true, model: 'test-model', relatedTopics: refuse, connectionReason: refuse, searchQuery: refuse, recommendations: refuse, videoSubject: refuse };
    const withModel = await createTestApp({ deps: { ai } });
    const c = await withModel.user();
    expect((await c.post('/api/user/learning-interests', { interests: ['technology'] })).statusCode).toBe(200);
    const page = await dashboardOf(c);
    expect(page.recommendations).toBeNull();
    expect(page.learningInterests).toEqual({ interests: ['technology'] });
    expect(calls).toBe(0);
  });
});
