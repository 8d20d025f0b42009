import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { learningPlans, modificationRequests, planVideos } from '../../db/schema/index.ts';
import { makePlan, makeVideos, must } from '../../../test/fixtures/plans.ts';
import { createTestApp } from '../../../test/test-app.ts';

const t = await createTestApp();

const planVideoIds = async (planId: number) =>
  (await t.db.select().from(planVideos).where(eq(planVideos.planId, planId)).orderBy(asc(planVideos.orderIndex))).map((r) => r.videoId);
const requestsOn = (planId: number) => t.db.select().from(modificationRequests).where(eq(modificationRequests.planId, planId));

async function publicPlanWithVideos(n: number) {
  const owner = await t.user({ firstName: 'Owner' });
  const plan = await makePlan(owner, { title: 'Community plan', description: 'Old description', isPublic: true });
  const vids = await makeVideos(t, n);
  await t.services.plans.addVideos(must(owner.user).id, plan.id, vids.map((v) => v.id));
  const requester = await t.user({ firstName: 'Riley', lastName: 'Requester' });
  return { owner, plan, vids, requester };
}

describe('POST /api/learning-plans/{id}/modification-request', () => {
  it('stores a pending request the owner sees on the plan and in the list', async () => {
    const { owner, plan, requester } = await publicPlanWithVideos(1);
    const [extra] = await makeVideos(t, 1);
    const res = await requester.post(`/api/learning-plans/${plan.id}/modification-request`, {
      requestType: 'add_video',
      requestData: { videoId: must(extra).id, videoTitle: 'whatever the client says' },
      message: ' Please add this ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Modification request sent to the plan owner',
      request: { planId: plan.id, requestType: 'add_video', requestData: { videoId: must(extra).id, videoTitle: must(extra).title }, message: 'Please add this', status: 'pending', requester: { name: 'Riley Requester' } },
    });
    const detail = (await owner.get(`/api/learning-plans/slug/${plan.slug}`)).json();
    expect(detail.modificationRequests).toHaveLength(1);
    expect((await requester.get(`/api/learning-plans/slug/${plan.slug}`)).json().modificationRequests).toEqual([]);
    const list = (await owner.get(`/api/learning-plans/${plan.id}/modification-requests`)).json();
    expect(list.map((r: { id: number }) => r.id)).toEqual([res.json().request.id]);
    expect((await owner.get(`/api/learning-plans/${plan.id}/modification-requests?status=approved`)).json()).toEqual([]);
  });

  it('checks each request type against the plan as it is', async () => {
    const { plan, vids, requester } = await publicPlanWithVideos(2);
    const url = `/api/learning-plans/${plan.id}/modification-request`;
    const cases: [unknown, number, string][] = [
      [{ requestType: 'add_video', requestData: { videoId: must(vids[0]).id } }, 409, 'This video is already in this learning plan.'],
      [{ requestType: 'add_video', requestData: { videoId: 99999999 } }, 404, 'Video not found'],
      [{ requestType: 'remove_video', requestData: { videoId: 99999999 } }, 404, 'Video not found in this plan'],
      [{ requestType: 'reorder_videos', requestData: { videoOrder: [must(vids[0]).id] } }, 400, 'videoOrder must list each video of the plan exactly once'],
      [{ requestType: 'reorder_videos', requestData: { videoOrder: [must(vids[0]).id, must(vids[0]).id] } }, 400, 'videoOrder must list each video of the plan exactly once'],
      [{ requestType: 'edit_plan', requestData: {} }, 400, 'A title or a description is required'],
      [{ requestType: 'edit_plan', requestData: { title: '' } }, 400, 'Title is required'],
      [{ requestType: 'edit_plan', requestData: { title: 'x'.repeat(101) } }, 400, 'Title must be less than 100 characters'],
      [{ requestType: 'edit_plan', requestData: { title: 'Community plan' } }, 400, 'The requested title and description are the same as the plan’s'],
      [{ requestType: 'edit_plan', requestData: { title: 'New' }, message: 'm'.repeat(1001) }, 400, 'Message must be less than 1000 characters'],
      [{ requestType: 'rename', requestData: {} }, 400, 'requestType must be one of add_video, remove_video, reorder_videos, edit_plan'],
    ];
    for (const [body, status, message] of cases) {
      const res = await requester.post(url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().message).toBe(message);
    }
    expect(await requestsOn(plan.id)).toHaveLength(0);
  });

  it('is only for public plans of someone else', async () => {
    const owner = await t.user();
    const priv = await makePlan(owner);
    const pub = await makePlan(owner, { isPublic: true });
    const c = await t.user();
    const body = { requestType: 'edit_plan', requestData: { title: 'Better' } };
    const hidden = await c.post(`/api/learning-plans/${priv.id}/modification-request`, body);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe('Plan not found');
    const own = await owner.post(`/api/learning-plans/${pub.id}/modification-request`, body);
    expect(own.statusCode).toBe(400);
    expect((await t.client().post(`/api/learning-plans/${pub.id}/modification-request`, body)).statusCode).toBe(401);
    expect(await requestsOn(priv.id)).toHaveLength(0);
    expect(await requestsOn(pub.id)).toHaveLength(0);
    // The owner's list is the owner's.
    expect((await c.get(`/api/learning-plans/${pub.id}/modification-requests`)).statusCode).toBe(403);
    expect((await c.get(`/api/learning-plans/${priv.id}/modification-requests`)).statusCode).toBe(404);
  });

  it('caps pending requests per requester and plan', async () => {
    const { plan, requester } = await publicPlanWithVideos(0);
    for (let i = 0; i < 20; i++) {
      expect((await requester.post(`/api/learning-plans/${plan.id}/modification-request`, { requestType: 'edit_plan', requestData: { title: `T${i}` } })).statusCode).toBe(201);
    }
    const res = await requester.post(`/api/learning-plans/${plan.id}/modification-request`, { requestType: 'edit_plan', requestData: { title: 'One more' } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'TOO_MANY_PENDING' });
  });
});

describe('approve and decline', () => {
  const ask = async (requester: Awaited<ReturnType<typeof t.user>>, planId: number, body: object) => {
    const res = await requester.post(`/api/learning-plans/${planId}/modification-request`, body);
    expect(res.statusCode).toBe(201);
    return res.json().request.id as number;
  };

  it('approving applies each kind of change', async () => {
    const { owner, plan, vids, requester } = await publicPlanWithVideos(3);
    const [extra] = await makeVideos(t, 1);
    const add = await ask(requester, plan.id, { requestType: 'add_video', requestData: { videoId: must(extra).id } });
    const remove = await ask(requester, plan.id, { requestType: 'remove_video', requestData: { videoId: must(vids[0]).id } });
    const edit = await ask(requester, plan.id, { requestType: 'edit_plan', requestData: { title: 'Renamed', description: '' } });

    const approved = await owner.post(`/api/modification-requests/${add}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ applied: true, message: 'Modification request approved and applied', request: { id: add, status: 'approved' } });
    expect(await planVideoIds(plan.id)).toEqual([must(vids[0]).id, must(vids[1]).id, must(vids[2]).id, must(extra).id]);
    await owner.post(`/api/modification-requests/${remove}/approve`);
    expect(await planVideoIds(plan.id)).toEqual([must(vids[1]).id, must(vids[2]).id, must(extra).id]);
    const reorder = await ask(requester, plan.id, { requestType: 'reorder_videos', requestData: { videoOrder: [must(extra).id, must(vids[2]).id, must(vids[1]).id] } });
    await owner.post(`/api/modification-requests/${reorder}/approve`);
    expect(await planVideoIds(plan.id)).toEqual([must(extra).id, must(vids[2]).id, must(vids[1]).id]);
    await owner.post(`/api/modification-requests/${edit}/approve`);
    const [row] = await t.db.select().from(learningPlans).where(eq(learningPlans.id, plan.id));
    expect(row).toMatchObject({ title: 'Renamed', description: '' });
    expect((await requestsOn(plan.id)).every((r) => r.status === 'approved' && r.decidedAt)).toBe(true);
  });

  it('a request that no longer applies is declined with the reason, leaving the plan as it is', async () => {
    const { owner, plan, vids, requester } = await publicPlanWithVideos(2);
    const remove = await ask(requester, plan.id, { requestType: 'remove_video', requestData: { videoId: must(vids[0]).id } });
    const reorder = await ask(requester, plan.id, { requestType: 'reorder_videos', requestData: { videoOrder: [must(vids[1]).id, must(vids[0]).id] } });
    await owner.delete(`/api/learning-plans/${plan.id}/videos/${must(vids[0]).id}`);
    const res = await owner.post(`/api/modification-requests/${remove}/approve`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ applied: false, request: { status: 'declined' }, message: 'This request can no longer be applied (Video not found in this plan), so it was declined.' });
    const second = (await owner.post(`/api/modification-requests/${reorder}/approve`)).json();
    expect(second).toMatchObject({ applied: false, request: { status: 'declined' } });
    expect(await planVideoIds(plan.id)).toEqual([must(vids[1]).id]);
  });

  it('declining changes only the request; decisions are final and the owner’s alone', async () => {
    const { owner, plan, requester } = await publicPlanWithVideos(1);
    const id = await ask(requester, plan.id, { requestType: 'edit_plan', requestData: { title: 'Nope' } });
    for (const who of [requester, await t.user()]) {
      const res = await who.post(`/api/modification-requests/${id}/approve`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Modification request not found');
    }
    expect((await t.client().post(`/api/modification-requests/${id}/approve`)).statusCode).toBe(401);
    expect((await requestsOn(plan.id))[0]?.status).toBe('pending');
    const res = await owner.post(`/api/modification-requests/${id}/decline`);
    expect(res.json()).toMatchObject({ applied: false, message: 'Modification request declined', request: { status: 'declined' } });
    const again = await owner.post(`/api/modification-requests/${id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This request has already been declined');
    const [row] = await t.db.select().from(learningPlans).where(eq(learningPlans.id, plan.id));
    expect(row?.title).toBe('Community plan');
    expect((await owner.post('/api/modification-requests/99999999/decline')).statusCode).toBe(404);
  });

  it('two approvals at once apply once', async () => {
    const { owner, plan, requester } = await publicPlanWithVideos(0);
    const [v] = await makeVideos(t, 1);
    const id = await ask(requester, plan.id, { requestType: 'add_video', requestData: { videoId: must(v).id } });
    const results = await Promise.all([owner.post(`/api/modification-requests/${id}/approve`), owner.post(`/api/modification-requests/${id}/approve`)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await planVideoIds(plan.id)).toEqual([must(v).id]);
  });
});
