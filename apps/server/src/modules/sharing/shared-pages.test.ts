import { describe, expect, it } from 'vitest';
import { makePlan, must } from '../../../test/fixtures/plans.ts';
import { makeGroup, planWithVideos } from '../../../test/fixtures/sharing.ts';
import { createTestApp } from '../../../test/test-app.ts';
import type { TestClient } from '../../../test/test-client.ts';

const t = await createTestApp();

const shareToken = async (owner: TestClient, planId: number): Promise<string> => (await owner.post(`/api/learning-plans/${planId}/share`, {})).json().shareToken;
const groupToken = async (owner: TestClient, groupId: number): Promise<string> => (await owner.post(`/api/plan-groups/${groupId}/share`, {})).json().shareToken;

describe('GET /api/shared-plan/{shareToken}', () => {
  it('opens a private plan for a visitor: plan, author, counts, 0.5 h per video rounded up, videos in order', async () => {
    const owner = await t.user({ firstName: 'Ada', lastName: 'Lovelace' });
    const { plan, videos } = await planWithVideos(t, owner, 3, { title: 'Engines', description: 'Analytical', isPublic: false });
    // Reorder so the answer's order comes from orderIndex, not insertion.
    const entries = (await owner.get(`/api/learning-plans/${plan.id}/videos`)).json();
    await owner.put(`/api/learning-plans/${plan.id}/reorder`, { videos: [entries[2], entries[0], entries[1]].map((e: { id: number }, i: number) => ({ planVideoId: e.id, orderIndex: i })) });
    const token = await shareToken(owner, plan.id);

    const res = await t.client().get(`/api/shared-plan/${token}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.plan).toEqual({
      id: plan.id,
      title: 'Engines',
      description: 'Analytical',
      slug: plan.slug,
      color: 'blue',
      isPublic: false,
      createdAt: plan.createdAt,
      author: { id: must(owner.user).id, name: 'Ada Lovelace', firstName: 'Ada', lastName: 'Lovelace', profileImageUrl: null },
      videoCount: 3,
      estimatedHours: 2,
      isOwn: false,
    });
    expect(body.videos.map((v: { orderIndex: number }) => v.orderIndex)).toEqual([0, 1, 2]);
    expect(body.videos.map((v: { video: { id: number } }) => v.video.id)).toEqual([videos[2]?.id, videos[0]?.id, videos[1]?.id]);
    expect(body.videos[0].video).toMatchObject({ youtubeId: videos[2]?.youtubeId, title: videos[2]?.title, duration: 'PT1M40S' });
    expect(body.existingCopy).toBeNull();

    expect((await owner.get(`/api/shared-plan/${token}`)).json().plan.isOwn).toBe(true);
    // The plan page itself stays closed to others: the link is the only grant.
    expect((await (await t.user()).get(`/api/learning-plans/slug/${plan.slug}`)).statusCode).toBe(404);
  });

  it('estimates 0 hours for an empty plan and 1 hour for one video', async () => {
    const owner = await t.user();
    const empty = await makePlan(owner);
    expect((await t.client().get(`/api/shared-plan/${await shareToken(owner, empty.id)}`)).json().plan).toMatchObject({ videoCount: 0, estimatedHours: 0 });
    const { plan } = await planWithVideos(t, owner, 1);
    expect((await t.client().get(`/api/shared-plan/${await shareToken(owner, plan.id)}`)).json().plan).toMatchObject({ videoCount: 1, estimatedHours: 1 });
  });

  it('answers 404 Plan not found for unknown, malformed and revoked tokens', async () => {
    for (const token of ['A'.repeat(43), 'short', 'x'.repeat(200), 'public']) {
      const res = await t.client().get(`/api/shared-plan/${token}`);
      expect(res.statusCode, token).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Plan not found' });
    }
  });

  it('tells a signed-in viewer about their earlier copy', async () => {
    const owner = await t.user();
    const { plan } = await planWithVideos(t, owner, 2);
    const token = await shareToken(owner, plan.id);
    const viewer = await t.user();
    const added = (await viewer.post(`/api/shared-plan/${token}/accept`)).json();
    expect((await viewer.get(`/api/shared-plan/${token}`)).json().existingCopy).toEqual({ id: added.planId, slug: added.planSlug });
  });
});

describe('GET /api/shared-group/{groupId}', () => {
  async function groupWithPlans() {
    const owner = await t.user({ firstName: 'Grace', lastName: 'Hopper' });
    const group = await makeGroup(owner, { name: 'Compilers', description: 'Front to back', color: 'purple' });
    const open = await planWithVideos(t, owner, 2, { title: 'Open plan', isPublic: true, groupId: group.id });
    const closed = await planWithVideos(t, owner, 1, { title: 'Closed plan', isPublic: false, groupId: group.id });
    return { owner, group, open: open.plan, closed: closed.plan };
  }

  it('a private group: 404 with its message without a valid token; with it, every plan, private ones not viewable', async () => {
    const { owner, group, open, closed } = await groupWithPlans();
    for (const url of [`/api/shared-group/${group.id}`, `/api/shared-group/${group.id}?token=${'A'.repeat(43)}`, `/api/shared-group/${group.id}?email=${encodeURIComponent('x@example.com')}`, '/api/shared-group/999999']) {
      const res = await t.client().get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'This shared group link is invalid or has expired.' });
    }
    const token = await groupToken(owner, group.id);
    const res = await t.client().get(`/api/shared-group/${group.id}?token=${token}&email=someone%40example.com`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      group: {
        id: group.id,
        name: 'Compilers',
        description: 'Front to back',
        color: 'purple',
        isPublic: false,
        author: { id: must(owner.user).id, name: 'Grace Hopper', firstName: 'Grace', lastName: 'Hopper', profileImageUrl: null },
        isOwn: false,
      },
      plans: [
        { id: closed.id, slug: closed.slug, title: 'Closed plan', description: '', videoCount: 1, isPublic: false, viewable: false },
        { id: open.id, slug: open.slug, title: 'Open plan', description: '', videoCount: 2, isPublic: true, viewable: true },
      ],
      planCount: 2,
      existingCopy: null,
    });
    // The owner sees their group without a token, every plan viewable.
    const own = (await owner.get(`/api/shared-group/${group.id}`)).json();
    expect(own.group.isOwn).toBe(true);
    expect(own.plans.map((p: { viewable: boolean }) => p.viewable)).toEqual([true, true]);
  });

  it('a public group opens without a token and lists its public plans only', async () => {
    const { owner, group, open } = await groupWithPlans();
    await owner.put(`/api/plan-groups/${group.id}/visibility`, { isPublic: true });
    const body = (await t.client().get(`/api/shared-group/${group.id}`)).json();
    expect(body.group.isPublic).toBe(true);
    expect(body.plans.map((p: { id: number }) => p.id)).toEqual([open.id]);
    expect(body.planCount).toBe(1);
  });
});
