import { SHARES_PER_USER_PER_DAY } from '@learnstack/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { learningPlans, notifications, planGroups, shareEvents } from '../../db/schema/index.ts';
import { makePlan, must } from '../../../test/fixtures/plans.ts';
import { befriend, makeGroup } from '../../../test/fixtures/sharing.ts';
import { createTestApp } from '../../../test/test-app.ts';
import type { TestClient } from '../../../test/test-client.ts';

const t = await createTestApp();
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const planRow = async (id: number) => must((await t.db.select().from(learningPlans).where(eq(learningPlans.id, id)))[0]);
const groupRow = async (id: number) => must((await t.db.select().from(planGroups).where(eq(planGroups.id, id)))[0]);
const noticesOf = (c: TestClient) => t.db.select().from(notifications).where(eq(notifications.userId, must(c.user).id));
const sharesBy = (c: TestClient) => t.db.select().from(shareEvents).where(eq(shareEvents.userId, must(c.user).id));
const mailTo = (to: string) => t.mail.sent.filter((m) => m.to === to);

describe('POST /api/learning-plans/{id}/share', () => {
  it('{} gives the link: a 256-bit token, kept until revoked; showing the link is not a share', async () => {
    const owner = await t.user();
    const plan = await makePlan(owner, { title: 'Linked plan' });
    const sentBefore = t.mail.sent.length;
    const res = await owner.post(`/api/learning-plans/${plan.id}/share`, {});
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.shareToken).toMatch(TOKEN);
    expect(body).toEqual({
      shareUrl: `http://localhost:3000/shared/${body.shareToken}`,
      shareToken: body.shareToken,
      message: 'Share link ready',
      userExists: false,
      emailSent: false,
      emailStatus: 'none',
      shareCount: 0,
    });
    const again = (await owner.post(`/api/learning-plans/${plan.id}/share`, {})).json();
    expect(again.shareToken).toBe(body.shareToken);
    expect(await planRow(plan.id)).toMatchObject({ shareToken: body.shareToken, shareCount: 0 });
    expect(t.mail.sent.length).toBe(sentBefore);
    expect(await sharesBy(owner)).toEqual([]);
  });

  it('is for the owner only: 403 read-only on a public plan of someone else, 404 on a private one, and creates no token', async () => {
    const owner = await t.user();
    const publicPlan = await makePlan(owner, { isPublic: true });
    const privatePlan = await makePlan(owner, { isPublic: false });
    const other = await t.user();
    const readOnly = await other.post(`/api/learning-plans/${publicPlan.id}/share`, { email: 'someone@example.com' });
    expect(readOnly.statusCode).toBe(403);
    expect(readOnly.json()).toMatchObject({ code: 'PUBLIC_PLAN_READ_ONLY', planId: publicPlan.id, canRequestModification: true });
    const hidden = await other.post(`/api/learning-plans/${privatePlan.id}/share`, {});
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Plan not found' });
    expect((await other.post('/api/learning-plans/999999/share', {})).statusCode).toBe(404);
    expect((await planRow(publicPlan.id)).shareToken).toBeNull();
    expect((await planRow(privatePlan.id)).shareToken).toBeNull();
    expect(await sharesBy(other)).toEqual([]);
  });

  it('by e-mail to an address without an account: mail with the link in text and HTML, counted once delivered', async () => {
    const owner = await t.user({ firstName: 'Alan', lastName: 'Turing' });
    const plan = await makePlan(owner, { title: 'Intro to SQL', description: 'Joins & indexes' });
    const to = `nobody-${Date.now()}@example.com`;
    const res = await owner.post(`/api/learning-plans/${plan.id}/share`, { email: `  ${to.toUpperCase()} ` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ message: `Plan shared with ${to}`, userExists: false, emailSent: true, emailStatus: 'sent', shareCount: 1 });
    const [mail] = mailTo(to);
    expect(mailTo(to)).toHaveLength(1);
    expect(mail?.subject).toBe('Alan Turing shared the learning plan "Intro to SQL" with you');
    expect(mail?.text).toContain(`Alan Turing (${owner.email}) shared the learning plan "Intro to SQL" with you`);
    expect(mail?.text).toContain('Joins & indexes');
    expect(mail?.text).toContain(`View plan: ${body.shareUrl}`);
    expect(mail?.html).toContain(`href="${body.shareUrl}"`);
    expect(mail?.html).toContain('Joins &#38; indexes');
    expect(await planRow(plan.id)).toMatchObject({ shareCount: 1, shareToken: body.shareToken });
    expect(await sharesBy(owner)).toMatchObject([{ planId: plan.id, groupId: null, channel: 'email', toEmail: to, toUserId: null }]);
  });

  it('by e-mail to an account: a plan_shared notification and the mail; userExists true', async () => {
    const owner = await t.user({ firstName: 'Alan', lastName: 'Turing' });
    const plan = await makePlan(owner, { title: 'Enigma' });
    const friendlyName = await t.user({ firstName: 'Joan', lastName: 'Clarke' });
    const res = await owner.post(`/api/learning-plans/${plan.id}/share`, { email: friendlyName.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ message: 'Plan shared with Joan Clarke', userExists: true, emailSent: true, emailStatus: 'sent', shareCount: 1 });
    const notices = await noticesOf(friendlyName);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      type: 'plan_shared',
      title: 'A learning plan was shared with you',
      message: 'Alan Turing shared "Enigma" with you',
      data: { planId: plan.id, shareToken: body.shareToken, planTitle: 'Enigma', url: `/shared/${body.shareToken}` },
    });
    const mail = t.mail.last(friendlyName.email);
    expect(mail?.text).toContain('Hi Joan,');
    expect(mail?.text).toContain('You can turn these e-mails off');
  });

  it('respects the recipient turning plan-sharing mail off: notified, not mailed, still counted', async () => {
    const owner = await t.user();
    const plan = await makePlan(owner);
    const quiet = await t.user({ firstName: 'Quiet' });
    expect((await quiet.post('/api/user/email-preferences', { planSharing: false })).statusCode).toBe(200);
    const res = await owner.post(`/api/learning-plans/${plan.id}/share`, { email: quiet.email });
    expect(res.json()).toMatchObject({ userExists: true, emailSent: false, emailStatus: 'skipped', shareCount: 1, message: 'Plan shared with Quiet User. They will see it in their notifications.' });
    expect(mailTo(quiet.email)).toEqual([]);
    expect(await noticesOf(quiet)).toHaveLength(1);
  });

  it('reports a failed delivery and does not count it for an address without an account', async () => {
    const owner = await t.user();
    const plan = await makePlan(owner);
    const to = `bounce-${Date.now()}@example.com`;
    t.mail.failNext();
    const res = await owner.post(`/api/learning-plans/${plan.id}/share`, { email: to });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ emailSent: false, emailStatus: 'failed', shareCount: 0, message: `The e-mail to ${to} could not be delivered. You can copy the link and send it yourself.` });
    expect((await planRow(plan.id)).shareCount).toBe(0);
    expect(await sharesBy(owner)).toHaveLength(1); // the attempt counts against the daily cap
  });

  it('to a friend: notification and mail; someone who is not a friend answers 404 and gets nothing', async () => {
    const owner = await t.user({ firstName: 'Alan', lastName: 'Turing' });
    const plan = await makePlan(owner, { title: 'Friends only' });
    const friend = await t.user({ firstName: 'Max', lastName: 'Newman' });
    await befriend(owner, friend);
    const res = await owner.post(`/api/learning-plans/${plan.id}/share`, { friendId: must(friend.user).id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Plan shared with Max Newman', userExists: true, emailSent: true, shareCount: 1 });
    const shared = (await noticesOf(friend)).filter((n) => n.type === 'plan_shared');
    expect(shared).toHaveLength(1);
    expect(shared[0]?.data).toMatchObject({ planId: plan.id, planTitle: 'Friends only', shareToken: res.json().shareToken });
    expect(t.mail.last(friend.email)?.subject).toBe('Alan Turing shared the learning plan "Friends only" with you');
    expect(await sharesBy(owner)).toMatchObject([{ channel: 'friend', toUserId: must(friend.user).id }]);

    const stranger = await t.user();
    const refused = await owner.post(`/api/learning-plans/${plan.id}/share`, { friendId: must(stranger.user).id });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Friend not found' });
    expect(await noticesOf(stranger)).toEqual([]);
    expect(mailTo(stranger.email)).toEqual([]);
    expect((await planRow(plan.id)).shareCount).toBe(1);
  });

  it('validates the body with its messages and changes nothing on refusal', async () => {
    const owner = await t.user();
    const plan = await makePlan(owner);
    const cases: [unknown, string][] = [
      [{ email: '' }, 'Please enter an email address'],
      [{ email: '   ' }, 'Please enter an email address'],
      [{ email: null }, 'Please enter an email address'],
      [{ email: 'not-an-address' }, 'Please enter a valid email address'],
      [{ friendId: null }, 'Please select a friend'],
      [{ friendId: 'abc' }, 'Please select a friend'],
      [{ friendId: 0 }, 'Please select a friend'],
      [{ email: 'a@example.com', friendId: 3 }, 'Share by email or with a friend, not both'],
      [{ email: owner.email }, 'You cannot share with yourself'],
    ];
    for (const [body, message] of cases) {
      const res = await owner.post(`/api/learning-plans/${plan.id}/share`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json(), JSON.stringify(body)).toMatchObject({ code: 'VALIDATION_ERROR', message });
    }
    expect(await sharesBy(owner)).toEqual([]);
    expect((await planRow(plan.id)).shareCount).toBe(0);
  });

  it(`caps e-mail and friend shares at ${SHARES_PER_USER_PER_DAY} a day per user; the link still works`, async () => {
    const owner = await t.user();
    const plan = await makePlan(owner);
    const userId = must(owner.user).id;
    await t.db.insert(shareEvents).values(Array.from({ length: SHARES_PER_USER_PER_DAY }, () => ({ userId, planId: plan.id, channel: 'email' as const, toEmail: 'x@example.com' })));
    const to = `capped-${Date.now()}@example.com`;
    const res = await owner.post(`/api/learning-plans/${plan.id}/share`, { email: to });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'RATE_LIMITED', message: `You can share at most ${SHARES_PER_USER_PER_DAY} times a day. Please try again tomorrow.` });
    expect(mailTo(to)).toEqual([]);
    expect(await sharesBy(owner)).toHaveLength(SHARES_PER_USER_PER_DAY);
    expect((await planRow(plan.id)).shareCount).toBe(0);
    expect((await owner.post(`/api/learning-plans/${plan.id}/share`, {})).statusCode).toBe(200);

    // Shares older than a day no longer count.
    await t.db.update(shareEvents).set({ createdAt: new Date(Date.now() - 25 * 60 * 60_000) }).where(eq(shareEvents.userId, userId));
    expect((await owner.post(`/api/learning-plans/${plan.id}/share`, { email: to })).statusCode).toBe(200);
  });

  it('holds the cap under concurrent shares', async () => {
    const owner = await t.user();
    const plan = await makePlan(owner);
    const userId = must(owner.user).id;
    await t.db.insert(shareEvents).values(Array.from({ length: SHARES_PER_USER_PER_DAY - 3 }, () => ({ userId, planId: plan.id, channel: 'email' as const })));
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => owner.post(`/api/learning-plans/${plan.id}/share`, { email: `race${i}-${Date.now()}@example.com` })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(5);
    expect(await sharesBy(owner)).toHaveLength(SHARES_PER_USER_PER_DAY);
  });
});

describe('DELETE /api/learning-plans/{id}/share', () => {
  it('revokes: the old link answers Plan not found, sharing again makes a new token', async () => {
    const owner = await t.user();
    const plan = await makePlan(owner, { isPublic: false });
    const first = (await owner.post(`/api/learning-plans/${plan.id}/share`, {})).json().shareToken;
    expect((await t.client().get(`/api/shared-plan/${first}`)).statusCode).toBe(200);

    const other = await t.user();
    expect((await other.delete(`/api/learning-plans/${plan.id}/share`)).statusCode).toBe(404);
    expect((await planRow(plan.id)).shareToken).toBe(first);

    const res = await owner.delete(`/api/learning-plans/${plan.id}/share`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Share link revoked' });
    expect((await planRow(plan.id)).shareToken).toBeNull();
    const old = await t.client().get(`/api/shared-plan/${first}`);
    expect(old.statusCode).toBe(404);
    expect(old.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Plan not found' });
    expect((await (await t.user()).post(`/api/shared-plan/${first}/accept`)).statusCode).toBe(404);

    const second = (await owner.post(`/api/learning-plans/${plan.id}/share`, {})).json().shareToken;
    expect(second).toMatch(TOKEN);
    expect(second).not.toBe(first);
    expect((await t.client().get(`/api/shared-plan/${second}`)).statusCode).toBe(200);
  });
});

describe('POST and DELETE /api/plan-groups/{id}/share', () => {
  it('gives /shared-group/{id}?token=..., mails and notifies like plans, and is for the owner only', async () => {
    const owner = await t.user({ firstName: 'Alan', lastName: 'Turing' });
    const group = await makeGroup(owner, { name: 'Crypto', description: 'Codes and ciphers' });
    const link = await owner.post(`/api/plan-groups/${group.id}/share`, {});
    expect(link.statusCode).toBe(200);
    const token = link.json().shareToken;
    expect(token).toMatch(TOKEN);
    expect(link.json()).toMatchObject({ shareUrl: `http://localhost:3000/shared-group/${group.id}?token=${token}`, message: 'Share link ready', shareCount: 0 });

    const member = await t.user({ firstName: 'Dilly', lastName: 'Knox' });
    const byMail = await owner.post(`/api/plan-groups/${group.id}/share`, { email: member.email });
    expect(byMail.json()).toMatchObject({ message: 'Group shared with Dilly Knox', userExists: true, emailSent: true, shareCount: 1, shareToken: token });
    const mail = t.mail.last(member.email);
    expect(mail?.subject).toBe('Alan Turing shared the plan group "Crypto" with you');
    expect(mail?.text).toContain(`View group: http://localhost:3000/shared-group/${group.id}?token=${token}`);
    expect((await noticesOf(member))[0]).toMatchObject({
      type: 'plan_shared',
      message: 'Alan Turing shared the group "Crypto" with you',
      data: { groupId: group.id, groupName: 'Crypto', shareToken: token },
    });
    expect(await sharesBy(owner)).toMatchObject([{ groupId: group.id, planId: null, channel: 'email' }]);

    const friend = await t.user();
    await befriend(owner, friend);
    expect((await owner.post(`/api/plan-groups/${group.id}/share`, { friendId: must(friend.user).id })).json()).toMatchObject({ shareCount: 2 });
    expect((await owner.post(`/api/plan-groups/${group.id}/share`, { friendId: must((await t.user()).user).id })).statusCode).toBe(404);
    expect((await owner.post(`/api/plan-groups/${group.id}/share`, { email: '' })).json()).toMatchObject({ message: 'Please enter an email address' });
    expect((await owner.post(`/api/plan-groups/${group.id}/share`, { friendId: null })).json()).toMatchObject({ message: 'Please select a friend' });

    const other = await t.user();
    const refused = await other.post(`/api/plan-groups/${group.id}/share`, {});
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ message: 'Group not found' });
    expect((await other.delete(`/api/plan-groups/${group.id}/share`)).statusCode).toBe(404);
    expect(await groupRow(group.id)).toMatchObject({ shareToken: token, shareCount: 2 });

    // Revoked: the private group's old link is dead; a new share makes a new token.
    expect((await t.client().get(`/api/shared-group/${group.id}?token=${token}`)).statusCode).toBe(200);
    expect((await owner.delete(`/api/plan-groups/${group.id}/share`)).json()).toEqual({ message: 'Share link revoked' });
    expect((await groupRow(group.id)).shareToken).toBeNull();
    const dead = await t.client().get(`/api/shared-group/${group.id}?token=${token}`);
    expect(dead.statusCode).toBe(404);
    expect(dead.json()).toMatchObject({ message: 'This shared group link is invalid or has expired.' });
    const fresh = (await owner.post(`/api/plan-groups/${group.id}/share`, {})).json().shareToken;
    expect(fresh).not.toBe(token);
  });
});
