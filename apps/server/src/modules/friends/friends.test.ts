import { createHash } from 'node:crypto';
import { and, eq, or, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../test/test-app.ts';
import type { TestClient } from '../../../test/test-client.ts';
import { friendInvites, friendRequests, friendships, notifications } from '../../db/schema/index.ts';
import { friendsQueries } from './friends.queries.ts';

const t = await createTestApp();
/** The invite route's per-address limit is 30 a day times RATE_LIMIT_FACTOR: this app allows 1. */
const strict = await createTestApp({ config: { rateLimitFactor: 1 / 30 } });

let seq = 0;
const uniqueEmail = (label: string) => `${label}.${Date.now()}.${seq++}@example.com`;
const idOf = (c: TestClient) => c.user?.id ?? 0;
const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');
const person = (first: string, last = 'Tester') => t.user({ firstName: first, lastName: last });

const invite = (c: TestClient, toEmail: string) => c.post('/api/friends/invite', { toEmail });
/** The token of the last invite mail to an address, read from the link. */
const tokenMailedTo = (to: string) => /\/invite\/([A-Za-z0-9_-]+)/.exec(t.mail.last(to)?.text ?? '')?.[1] ?? '';
/** Invites an address without an account and answers the invite id and the mailed token. */
async function sendInvite(c: TestClient, toEmail = uniqueEmail('guest')) {
  const res = await invite(c, toEmail);
  expect(res.statusCode).toBe(201);
  return { id: res.json().invite.id as number, token: tokenMailedTo(toEmail), toEmail };
}
/** A's request to B, made through the invite call. */
async function sendRequest(from: TestClient, to: TestClient): Promise<number> {
  const res = await invite(from, to.email);
  expect(res.statusCode).toBe(201);
  return res.json().friendRequest.id;
}

const inviteRow = async (id: number) => (await t.db.select().from(friendInvites).where(eq(friendInvites.id, id)))[0];
const requestRow = async (id: number) => (await t.db.select().from(friendRequests).where(eq(friendRequests.id, id)))[0];
const invitesFrom = (userId: number) => t.db.select().from(friendInvites).where(eq(friendInvites.fromUserId, userId));
const friendshipRows = (a: number, b: number) =>
  t.db
    .select()
    .from(friendships)
    .where(or(and(eq(friendships.userA, a), eq(friendships.userB, b)), and(eq(friendships.userA, b), eq(friendships.userB, a))));
const notificationsOf = (userId: number) => t.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.id);

describe('POST /api/friends/invite to an address without an account', () => {
  it('creates a pending invite for 7 days, stores only the token hash, and mails the link', async () => {
    const a = await person('Ada', 'Lovelace');
    const toEmail = uniqueEmail('guest');
    const before = Date.now();
    const res = await invite(a, `  ${toEmail.toUpperCase()} `);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      message: `Invitation sent to ${toEmail}`,
      emailSent: true,
      emailStatus: 'sent',
      userExists: false,
      invite: { id: expect.any(Number), toEmail, status: 'pending', createdAt: expect.any(String), expiresAt: expect.any(String) },
      friendRequest: null,
    });
    const expiresIn = new Date(body.invite.expiresAt).getTime() - before;
    expect(expiresIn).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(expiresIn).toBeLessThan(7 * 86_400_000 + 60_000);

    const mail = t.mail.last(toEmail);
    expect(mail?.subject).toBe('Ada Lovelace invited you to Learnstack');
    const token = tokenMailedTo(toEmail);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits
    expect(mail?.text).toContain(`http://localhost:3000/invite/${token}`);
    expect(mail?.html).toContain(`href="http://localhost:3000/invite/${token}"`);

    const row = await inviteRow(body.invite.id);
    expect(row).toMatchObject({ fromUserId: idOf(a), toEmail, status: 'pending', tokenHash: sha256(token), acceptedBy: null });
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('refuses a missing or malformed address with the validation message and creates nothing', async () => {
    const a = await person('Val');
    const missing = await a.post('/api/friends/invite', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Email is required' });
    const blank = await invite(a, '   ');
    expect(blank.json()).toMatchObject({ message: 'Email is required' });
    const bad = await invite(a, 'not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Please enter a valid email address' });
    expect(await invitesFrom(idOf(a))).toHaveLength(0);
  });

  it('refuses inviting yourself (in any case) with 400', async () => {
    const a = await person('Solo');
    const res = await invite(a, a.email.toUpperCase());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'You cannot invite yourself' });
    expect(await invitesFrom(idOf(a))).toHaveLength(0);
  });

  it('refuses a second invite while one is pending; after canceling, inviting again works', async () => {
    const a = await person('Twice');
    const first = await sendInvite(a);
    const again = await invite(a, first.toEmail);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'INVITE_PENDING', message: `You have already invited ${first.toEmail}. The invitation is still pending.` });
    expect(await invitesFrom(idOf(a))).toHaveLength(1);
    expect((await a.delete(`/api/friends/invite/${first.id}`)).statusCode).toBe(200);
    expect((await invite(a, first.toEmail)).statusCode).toBe(201);
    expect(await invitesFrom(idOf(a))).toHaveLength(2);
  });

  it('makes one invite when the same address is invited twice at once', async () => {
    const a = await person('Quick');
    const toEmail = uniqueEmail('race');
    const results = await Promise.all([invite(a, toEmail), invite(a, toEmail)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await invitesFrom(idOf(a))).toHaveLength(1);
  });

  it('keeps the invite and answers emailSent false when delivery fails', async () => {
    const a = await person('Unlucky');
    const toEmail = uniqueEmail('bounce');
    t.mail.failNext();
    const res = await invite(a, toEmail);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      emailSent: false,
      emailStatus: 'failed',
      userExists: false,
      message: `Invitation created for ${toEmail}, but the e-mail could not be delivered`,
      invite: { status: 'pending', toEmail },
    });
    expect(t.mail.last(toEmail)).toBeUndefined();
    expect(await invitesFrom(idOf(a))).toHaveLength(1);
  });

  it('allows 50 invitations and requests a day per user, then answers 429 and creates nothing', async () => {
    const a = await person('Busy');
    const values = Array.from({ length: 50 }, (_, i) => ({ fromUserId: idOf(a), toEmail: `bulk${i}@example.com`, tokenHash: `h-${idOf(a)}-${i}`, expiresAt: new Date(Date.now() + 86_400_000) }));
    await t.db.insert(friendInvites).values(values);
    const res = await invite(a, uniqueEmail('one-more'));
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'RATE_LIMITED', message: 'You can send at most 50 invitations a day. Please try again tomorrow.' });
    expect(await invitesFrom(idOf(a))).toHaveLength(50);
    // Yesterday's do not count.
    await t.db.update(friendInvites).set({ createdAt: sql`now() - interval '25 hours'` }).where(eq(friendInvites.fromUserId, idOf(a)));
    expect((await invite(a, uniqueEmail('next-day'))).statusCode).toBe(201);
  });
});

describe('POST /api/friends/invite to an address with an account', () => {
  it('makes a friend request, notifies the addressee with the request id, and mails them', async () => {
    const a = await person('Ann');
    const b = await person('Ben');
    const res = await invite(a, b.email);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      message: 'Friend request sent to Ben Tester',
      emailSent: true,
      emailStatus: 'sent',
      userExists: true,
      invite: null,
      friendRequest: { id: expect.any(Number), status: 'pending' },
    });
    expect(await requestRow(body.friendRequest.id)).toMatchObject({ requesterId: idOf(a), addresseeId: idOf(b), status: 'pending', decidedAt: null });
    expect(await invitesFrom(idOf(a))).toHaveLength(0);
    const [note] = await notificationsOf(idOf(b));
    expect(note).toMatchObject({ type: 'friend_request', title: 'New friend request', message: 'Ann Tester wants to connect with you', isRead: false, data: { requestId: body.friendRequest.id, fromUserId: idOf(a) } });
    const mail = t.mail.last(b.email);
    expect(mail?.subject).toBe('Ann Tester sent you a friend request on Learnstack');
    expect(mail?.text).toContain('http://localhost:3000/library?tab=friends');

    const bRequests = (await b.get('/api/friends/requests')).json();
    expect(bRequests).toEqual([
      {
        id: body.friendRequest.id,
        createdAt: expect.any(String),
        requester: { id: idOf(a), name: 'Ann Tester', firstName: 'Ann', lastName: 'Tester', email: a.email, profileImageUrl: null },
      },
    ]);
    expect((await a.get('/api/friends/requests')).json()).toEqual([]);
  });

  it('refuses a second request while one is pending (409) and keeps one', async () => {
    const a = await person('Ann');
    const b = await person('Ben');
    await sendRequest(a, b);
    const again = await invite(a, b.email);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'REQUEST_PENDING', message: 'You have already sent a friend request to Ben Tester' });
    expect(await t.db.select().from(friendRequests).where(eq(friendRequests.requesterId, idOf(a)))).toHaveLength(1);
    expect(await notificationsOf(idOf(b))).toHaveLength(1);
  });

  it('accepts their pending request instead when they had already asked you', async () => {
    const a = await person('Ann');
    const b = await person('Ben');
    const theirs = await sendRequest(b, a);
    const mailsBefore = t.mail.sent.length;
    const res = await invite(a, b.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Ben Tester had already asked to connect: you are now friends',
      emailSent: false,
      emailStatus: 'none',
      userExists: true,
      invite: null,
      friendRequest: { id: theirs, status: 'accepted' },
    });
    expect(t.mail.sent.length).toBe(mailsBefore);
    expect(await friendshipRows(idOf(a), idOf(b))).toHaveLength(1);
    expect(await requestRow(theirs)).toMatchObject({ status: 'accepted' });
    expect(await t.db.select().from(friendRequests).where(eq(friendRequests.requesterId, idOf(a)))).toHaveLength(0);
    const [aNote] = await notificationsOf(idOf(a));
    expect(aNote).toMatchObject({ type: 'friend_request', isRead: true });
    expect((await notificationsOf(idOf(b))).at(-1)).toMatchObject({ type: 'friend_accepted', data: { friendId: idOf(a), requestId: theirs } });
  });

  it('two people inviting each other (here at the same time) end up friends with no pending request left', async () => {
    const a = await person('Ann');
    const b = await person('Ben');
    const results = await Promise.all([invite(a, b.email), invite(b, a.email)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(await friendshipRows(idOf(a), idOf(b))).toHaveLength(1);
    const between = await t.db.select().from(friendRequests).where(or(eq(friendRequests.requesterId, idOf(a)), eq(friendRequests.requesterId, idOf(b))));
    expect(between.map((r) => r.status)).toEqual(['accepted']);
  });

  it('answers 409 with a clear message when you are already friends', async () => {
    const a = await person('Ann');
    const b = await person('Ben');
    const requestId = await sendRequest(a, b);
    await b.post(`/api/friends/accept/${requestId}`);
    const res = await invite(a, b.email);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ALREADY_FRIENDS', message: 'You are already friends with Ben Tester' });
    expect((await invite(b, a.email)).statusCode).toBe(409);
    expect(await t.db.select().from(friendRequests).where(or(eq(friendRequests.requesterId, idOf(a)), eq(friendRequests.requesterId, idOf(b))))).toHaveLength(1);
  });

  it('sends no mail when the addressee turned friend-invite mail off, but still makes the request', async () => {
    const a = await person('Ann');
    const b = await person('Quiet');
    await b.post('/api/user/email-preferences', { friendInvites: false });
    const res = await invite(a, b.email);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ emailSent: false, emailStatus: 'skipped', userExists: true, friendRequest: { status: 'pending' } });
    expect(t.mail.last(b.email)).toBeUndefined();
    expect(await notificationsOf(idOf(b))).toHaveLength(1);
  });

  it('keeps the request and answers emailSent false when delivery fails', async () => {
    const a = await person('Ann');
    const b = await person('Ben');
    t.mail.failNext();
    const res = await invite(a, b.email);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ emailSent: false, emailStatus: 'failed', friendRequest: { status: 'pending' } });
    expect(await t.db.select().from(friendRequests).where(eq(friendRequests.requesterId, idOf(a)))).toHaveLength(1);
  });
});

describe('POST /api/friends/accept/{requestId}', () => {
  it('only the addressee may accept; the friendship is made once and the requester is notified', async () => {
    const a = await person('Ann');
    const b = await person('Ben');
    const c = await person('Cid');
    const requestId = await sendRequest(a, b);

    for (const outsider of [a, c]) {
      const res = await outsider.post(`/api/friends/accept/${requestId}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Friend request not found' });
    }
    expect((await c.post('/api/friends/accept/999999999')).statusCode).toBe(404);
    expect(await requestRow(requestId)).toMatchObject({ status: 'pending' });

    const res = await b.post(`/api/friends/accept/${requestId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'You are now friends with Ann Tester',
      friend: { id: idOf(a), name: 'Ann Tester', firstName: 'Ann', lastName: 'Tester', email: a.email, profileImageUrl: null },
    });
    const [row] = await friendshipRows(idOf(a), idOf(b));
    expect(row?.userA).toBe(Math.min(idOf(a), idOf(b)));
    expect(row?.userB).toBe(Math.max(idOf(a), idOf(b)));
    expect(await requestRow(requestId)).toMatchObject({ status: 'accepted', decidedAt: expect.any(Date) });
    expect((await notificationsOf(idOf(a))).at(-1)).toMatchObject({ type: 'friend_accepted', message: 'Ben Tester accepted your friend request', data: { friendId: idOf(b), requestId } });
    expect((await notificationsOf(idOf(b)))[0]).toMatchObject({ type: 'friend_request', isRead: true });

    expect((await a.get('/api/friends')).json()).toEqual([{ id: idOf(b), name: 'Ben Tester', firstName: 'Ben', lastName: 'Tester', email: b.email, profileImageUrl: null }]);
    expect((await b.get('/api/friends')).json().map((f: { id: number }) => f.id)).toEqual([idOf(a)]);
    expect((await c.get('/api/friends')).json()).toEqual([]);
    expect((await b.get('/api/friends/requests')).json()).toEqual([]);

    const again = await b.post(`/api/friends/accept/${requestId}`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'REQUEST_ALREADY_ANSWERED', message: 'This friend request has already been answered' });
  });

  it('makes exactly one friendship when the same request is accepted twice at once', async () => {
    const a = await person('Ann');
    const b = await person('Ben');
    const requestId = await sendRequest(a, b);
    const results = await Promise.all([b.post(`/api/friends/accept/${requestId}`), b.post(`/api/friends/accept/${requestId}`)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await friendshipRows(idOf(a), idOf(b))).toHaveLength(1);
    expect((await notificationsOf(idOf(a))).filter((n) => n.type === 'friend_accepted')).toHaveLength(1);
  });

  it('makes exactly one friendship when two crossing requests are accepted at once', async () => {
    const a = await person('Ann');
    const b = await person('Ben');
    // Two requests crossing each other (the invite call would have accepted the first instead).
    const [ab, ba] = await t.db
      .insert(friendRequests)
      .values([
        { requesterId: idOf(a), addresseeId: idOf(b) },
        { requesterId: idOf(b), addresseeId: idOf(a) },
      ])
      .returning();
    const results = await Promise.all([b.post(`/api/friends/accept/${ab?.id}`), a.post(`/api/friends/accept/${ba?.id}`)]);
    expect(results.some((r) => r.statusCode === 200)).toBe(true);
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect(await friendshipRows(idOf(a), idOf(b))).toHaveLength(1);
    expect((await requestRow(ab?.id ?? 0))?.status).toBe('accepted');
    expect((await requestRow(ba?.id ?? 0))?.status).toBe('accepted');
  });

  it('refuses a malformed id with 400', async () => {
    const b = await person('Ben');
    expect((await b.post('/api/friends/accept/abc')).statusCode).toBe(400);
    expect((await b.post('/api/friends/accept/0')).statusCode).toBe(400);
  });
});

describe('DELETE /api/friends/reject/{requestId}', () => {
  it('only the addressee may reject; a rejected request makes no friendship and cannot be answered again', async () => {
    const a = await person('Ann');
    const b = await person('Ben');
    const c = await person('Cid');
    const requestId = await sendRequest(a, b);

    for (const outsider of [a, c]) expect((await outsider.delete(`/api/friends/reject/${requestId}`)).statusCode).toBe(404);
    expect(await requestRow(requestId)).toMatchObject({ status: 'pending' });

    const res = await b.delete(`/api/friends/reject/${requestId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Friend request rejected' });
    expect(await requestRow(requestId)).toMatchObject({ status: 'rejected', decidedAt: expect.any(Date) });
    expect(await friendshipRows(idOf(a), idOf(b))).toHaveLength(0);
    expect((await notificationsOf(idOf(b)))[0]).toMatchObject({ type: 'friend_request', isRead: true });
    expect((await notificationsOf(idOf(a))).filter((n) => n.type === 'friend_accepted')).toHaveLength(0);
    expect((await b.get('/api/friends/requests')).json()).toEqual([]);

    expect((await b.delete(`/api/friends/reject/${requestId}`)).json()).toMatchObject({ code: 'REQUEST_ALREADY_ANSWERED' });
    expect((await b.post(`/api/friends/accept/${requestId}`)).statusCode).toBe(409);
    expect(await friendshipRows(idOf(a), idOf(b))).toHaveLength(0);

    // The requester may ask again later.
    expect((await invite(a, b.email)).statusCode).toBe(201);
  });
});

describe('GET /api/friends/invite/{inviteToken} (public)', () => {
  it('shows the inviter, the expiry and the status to anyone, without the inviter e-mail', async () => {
    const a = await person('Ada', 'Lovelace');
    const { token, id } = await sendInvite(a);
    const res = await t.client().get(`/api/friends/invite/${token}`);
    expect(res.statusCode).toBe(200);
    const row = await inviteRow(id);
    expect(res.json()).toEqual({
      fromUser: { firstName: 'Ada', lastName: 'Lovelace', name: 'Ada Lovelace', profileImageUrl: null },
      expiresAt: row?.expiresAt.toISOString(),
      status: 'pending',
    });
    expect(res.body).not.toContain(a.email);
  });

  it('answers 404 Invalid Invitation for an unknown token', async () => {
    const res = await t.client().get('/api/friends/invite/not-a-real-token');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Invalid Invitation' });
  });

  it('shows expired, canceled and accepted invites with their status', async () => {
    const a = await person('Ann');
    const c = await person('Cid');
    const expired = await sendInvite(a);
    await t.db.update(friendInvites).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(friendInvites.id, expired.id));
    const canceled = await sendInvite(a);
    await a.delete(`/api/friends/invite/${canceled.id}`);
    const accepted = await sendInvite(a);
    await c.post('/api/friends/invite/accept', { inviteToken: accepted.token });
    const visitor = t.client();
    expect((await visitor.get(`/api/friends/invite/${expired.token}`)).json().status).toBe('expired');
    expect((await visitor.get(`/api/friends/invite/${canceled.token}`)).json().status).toBe('canceled');
    expect((await visitor.get(`/api/friends/invite/${accepted.token}`)).json().status).toBe('accepted');
  });
});

describe('POST /api/friends/invite/accept', () => {
  it('makes the friendship with the inviter, marks the invite accepted and notifies the inviter', async () => {
    const a = await person('Ann');
    const c = await person('Cid');
    const { id, token } = await sendInvite(a);
    const res = await c.post('/api/friends/invite/accept', { inviteToken: token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'You are now friends with Ann Tester',
      friend: { id: idOf(a), name: 'Ann Tester', firstName: 'Ann', lastName: 'Tester', email: a.email, profileImageUrl: null },
    });
    expect(await inviteRow(id)).toMatchObject({ status: 'accepted', acceptedBy: idOf(c), decidedAt: expect.any(Date) });
    expect(await friendshipRows(idOf(a), idOf(c))).toHaveLength(1);
    expect((await notificationsOf(idOf(a))).at(-1)).toMatchObject({
      type: 'friend_accepted',
      title: 'Invitation accepted',
      message: 'Cid Tester accepted your invitation and is now your friend',
      data: { friendId: idOf(c), inviteId: id },
    });
    expect((await a.get('/api/friends/invites')).json()[0]).toMatchObject({ id, status: 'accepted' });
  });

  it('accepts an invite once: a second accept answers 410 Invitation Already Used', async () => {
    const a = await person('Ann');
    const c = await person('Cid');
    const d = await person('Dee');
    const { token } = await sendInvite(a);
    await c.post('/api/friends/invite/accept', { inviteToken: token });
    for (const who of [c, d]) {
      const res = await who.post('/api/friends/invite/accept', { inviteToken: token });
      expect(res.statusCode).toBe(410);
      expect(res.json()).toMatchObject({ code: 'INVITE_USED', message: 'Invitation Already Used' });
    }
    expect(await friendshipRows(idOf(a), idOf(d))).toHaveLength(0);
  });

  it('lets exactly one of two simultaneous accepts win', async () => {
    const a = await person('Ann');
    const c = await person('Cid');
    const d = await person('Dee');
    const { id, token } = await sendInvite(a);
    const results = await Promise.all([c.post('/api/friends/invite/accept', { inviteToken: token }), d.post('/api/friends/invite/accept', { inviteToken: token })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 410]);
    const winner = results[0]?.statusCode === 200 ? c : d;
    expect(await inviteRow(id)).toMatchObject({ status: 'accepted', acceptedBy: idOf(winner) });
    const friendsOfA = (await a.get('/api/friends')).json();
    expect(friendsOfA.map((f: { id: number }) => f.id)).toEqual([idOf(winner)]);
  });

  it('refuses accepting your own invite with 400 and leaves it pending', async () => {
    const a = await person('Ann');
    const { id, token } = await sendInvite(a);
    const res = await a.post('/api/friends/invite/accept', { inviteToken: token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'You cannot accept your own invitation' });
    expect(await inviteRow(id)).toMatchObject({ status: 'pending' });
  });

  it('answers 404 Invalid Invitation for an unknown token, and 401 when signed out', async () => {
    const c = await person('Cid');
    const res = await c.post('/api/friends/invite/accept', { inviteToken: 'x'.repeat(43) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Invalid Invitation' });
    const a = await person('Ann');
    const { id, token } = await sendInvite(a);
    expect((await t.client().post('/api/friends/invite/accept', { inviteToken: token })).statusCode).toBe(401);
    expect(await inviteRow(id)).toMatchObject({ status: 'pending' });
  });

  it('answers 410 Invitation Expired for an expired invite and changes nothing', async () => {
    const a = await person('Ann');
    const c = await person('Cid');
    const { id, token } = await sendInvite(a);
    await t.db.update(friendInvites).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(friendInvites.id, id));
    const res = await c.post('/api/friends/invite/accept', { inviteToken: token });
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ code: 'INVITE_EXPIRED', message: 'Invitation Expired' });
    expect(await inviteRow(id)).toMatchObject({ status: 'pending', acceptedBy: null });
    expect(await friendshipRows(idOf(a), idOf(c))).toHaveLength(0);
  });

  it('answers 410 Invalid Invitation for a canceled invite', async () => {
    const a = await person('Ann');
    const c = await person('Cid');
    const { id, token } = await sendInvite(a);
    await a.delete(`/api/friends/invite/${id}`);
    const res = await c.post('/api/friends/invite/accept', { inviteToken: token });
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ code: 'INVITE_CANCELED', message: 'Invalid Invitation' });
    expect(await inviteRow(id)).toMatchObject({ status: 'canceled' });
  });

  it('lets the addressee accept by id; anyone else gets the same answer as for an unknown token', async () => {
    const a = await person('Ann');
    const toEmail = uniqueEmail('addressee');
    const { id } = await sendInvite(a, toEmail);
    const stranger = await person('Eve');
    const foreign = await stranger.post('/api/friends/invite/accept', { inviteId: id });
    const unknown = await stranger.post('/api/friends/invite/accept', { inviteToken: 'y'.repeat(43) });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
    expect(await inviteRow(id)).toMatchObject({ status: 'pending' });

    const addressee = await t.user({ email: toEmail, firstName: 'Nia' });
    const res = await addressee.post('/api/friends/invite/accept', { inviteId: id });
    expect(res.statusCode).toBe(200);
    expect(await inviteRow(id)).toMatchObject({ status: 'accepted', acceptedBy: idOf(addressee) });
    expect(await friendshipRows(idOf(a), idOf(addressee))).toHaveLength(1);
  });

  it('settles a pending request between the two, and says so when they were already friends', async () => {
    const a = await person('Ann');
    const c = await person('Cid');
    const requestId = await sendRequest(c, a);
    const { token } = await sendInvite(a);
    const res = await c.post('/api/friends/invite/accept', { inviteToken: token });
    expect(res.json().message).toBe('You are now friends with Ann Tester');
    expect(await requestRow(requestId)).toMatchObject({ status: 'accepted' });
    expect((await a.get('/api/friends/requests')).json()).toEqual([]);

    const second = await sendInvite(a);
    const again = await c.post('/api/friends/invite/accept', { inviteToken: second.token });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('You are already friends with Ann Tester');
    expect(await friendshipRows(idOf(a), idOf(c))).toHaveLength(1);
    expect((await notificationsOf(idOf(a))).filter((n) => n.type === 'friend_accepted')).toHaveLength(1);
  });

  it('refuses a body with neither or both of inviteToken and inviteId', async () => {
    const c = await person('Cid');
    expect((await c.post('/api/friends/invite/accept', {})).statusCode).toBe(400);
    expect((await c.post('/api/friends/invite/accept', { inviteToken: 'abc', inviteId: 1 })).statusCode).toBe(400);
    expect((await c.post('/api/friends/invite/accept', { inviteToken: '' })).statusCode).toBe(400);
  });
});

describe('GET /api/friends/invites and DELETE /api/friends/invite/{id}', () => {
  it('lists only my sent invites, newest first, with the derived expired status', async () => {
    const a = await person('Ann');
    const b = await person('Ben');
    const first = await sendInvite(a);
    const second = await sendInvite(a);
    await sendInvite(b);
    await t.db.update(friendInvites).set({ expiresAt: sql`now() - interval '1 day'` }).where(eq(friendInvites.id, first.id));
    const list = (await a.get('/api/friends/invites')).json();
    expect(list).toEqual([
      { id: second.id, toEmail: second.toEmail, status: 'pending', createdAt: expect.any(String), expiresAt: expect.any(String) },
      { id: first.id, toEmail: first.toEmail, status: 'expired', createdAt: expect.any(String), expiresAt: expect.any(String) },
    ]);
  });

  it('cancels a pending invite, then deletes the canceled one; others get 404 and change nothing', async () => {
    const a = await person('Ann');
    const b = await person('Ben');
    const { id } = await sendInvite(a);

    const foreign = await b.delete(`/api/friends/invite/${id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Invitation not found' });
    expect(await inviteRow(id)).toMatchObject({ status: 'pending' });

    const cancel = await a.delete(`/api/friends/invite/${id}`);
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toEqual({ message: 'Invitation canceled', result: 'canceled' });
    expect(await inviteRow(id)).toMatchObject({ status: 'canceled', decidedAt: expect.any(Date) });
    expect((await a.get('/api/friends/invites')).json()[0]).toMatchObject({ id, status: 'canceled' });

    expect((await b.delete(`/api/friends/invite/${id}`)).statusCode).toBe(404);
    const del = await a.delete(`/api/friends/invite/${id}`);
    expect(del.json()).toEqual({ message: 'Invitation deleted', result: 'deleted' });
    expect(await inviteRow(id)).toBeUndefined();
    expect((await a.delete(`/api/friends/invite/${id}`)).statusCode).toBe(404);
  });

  it('deletes an expired invite at once', async () => {
    const a = await person('Ann');
    const { id } = await sendInvite(a);
    await t.db.update(friendInvites).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(friendInvites.id, id));
    expect((await a.delete(`/api/friends/invite/${id}`)).json()).toEqual({ message: 'Invitation deleted', result: 'deleted' });
    expect(await inviteRow(id)).toBeUndefined();
  });

  it('refuses to cancel or delete an accepted invite', async () => {
    const a = await person('Ann');
    const c = await person('Cid');
    const { id, token } = await sendInvite(a);
    await c.post('/api/friends/invite/accept', { inviteToken: token });
    const res = await a.delete(`/api/friends/invite/${id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVITE_ACCEPTED', message: 'An accepted invitation cannot be canceled or deleted' });
    expect(await inviteRow(id)).toMatchObject({ status: 'accepted' });
  });
});

describe('invites for me and the sign-up hook', () => {
  it('a new account sees the pending invites to its address in the list and in the bell', async () => {
    const a = await person('Ann');
    const b = await person('Ben');
    const d = await person('Dee');
    const toEmail = uniqueEmail('newcomer');
    const fromA = await sendInvite(a, toEmail);
    const fromB = await sendInvite(b, toEmail);
    const canceled = await sendInvite(d, toEmail);
    await d.delete(`/api/friends/invite/${canceled.id}`);
    const expired = await sendInvite(await person('Old'), toEmail);
    await t.db.update(friendInvites).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(friendInvites.id, expired.id));

    const newcomer = await t.user({ email: toEmail, firstName: 'Nia' });
    const list = (await newcomer.get('/api/friends/invites-for-me')).json();
    expect(list).toEqual([
      { id: fromB.id, fromUserName: 'Ben Tester', fromUserEmail: b.email, fromUserProfileImageUrl: null, createdAt: expect.any(String), expiresAt: expect.any(String) },
      { id: fromA.id, fromUserName: 'Ann Tester', fromUserEmail: a.email, fromUserProfileImageUrl: null, createdAt: expect.any(String), expiresAt: expect.any(String) },
    ]);
    const bell = (await newcomer.get('/api/notifications')).json();
    expect(bell.unreadCount).toBe(2);
    expect(bell.notifications.map((n: { type: string; data: { inviteId: number } }) => [n.type, n.data.inviteId]).sort()).toEqual(
      [
        ['friend_invite', fromA.id],
        ['friend_invite', fromB.id],
      ].sort(),
    );
    const fromANote = bell.notifications.find((n: { data: { inviteId: number } }) => n.data.inviteId === fromA.id);
    expect(fromANote).toMatchObject({ title: 'Friend invitation', message: 'Ann Tester invited you to connect', data: { fromUserId: idOf(a) } });

    // The bell accepts with the id from the notification; the item is then read.
    expect((await newcomer.post('/api/friends/invite/accept', { inviteId: fromANote.data.inviteId })).statusCode).toBe(200);
    expect((await newcomer.get('/api/friends/invites-for-me')).json().map((i: { id: number }) => i.id)).toEqual([fromB.id]);
    expect((await newcomer.get('/api/notifications')).json().unreadCount).toBe(1);
    // Other people see nothing of it.
    expect((await b.get('/api/friends/invites-for-me')).json()).toEqual([]);
  });

  it('notifies once per invite even when the hook runs again', async () => {
    const a = await person('Ann');
    const toEmail = uniqueEmail('twice');
    await sendInvite(a, toEmail);
    const newcomer = await t.user({ email: toEmail });
    await t.services.friends.onUserSignedUp(idOf(newcomer), toEmail);
    expect((await notificationsOf(idOf(newcomer))).filter((n) => n.type === 'friend_invite')).toHaveLength(1);
  });

  it('when the account appeared after the look-up, the invite call puts the invite in their bell', async () => {
    const a = await person('Ann');
    const late = await person('Late');
    // The address's look-up runs before the account exists (the sign-up commits a moment later).
    const lookUp = vi.spyOn(friendsQueries, 'findPersonByEmail').mockResolvedValueOnce(undefined);
    try {
      const res = await invite(a, late.email);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ userExists: false, invite: { toEmail: late.email } });
      const [note] = await notificationsOf(idOf(late));
      expect(note).toMatchObject({ type: 'friend_invite', data: { inviteId: res.json().invite.id, fromUserId: idOf(a) } });
      expect((await late.post('/api/friends/invite/accept', { inviteId: res.json().invite.id })).statusCode).toBe(200);
    } finally {
      lookUp.mockRestore();
    }
  });

  it('a sign-up without invites gets no notification', async () => {
    const newcomer = await t.user();
    expect(await notificationsOf(idOf(newcomer))).toHaveLength(0);
  });
});

describe('every friends, notifications and preferences route', () => {
  it('answers 401 to signed-out callers (except the public invite page) and needs the CSRF header on writes', async () => {
    const ours = t.routes.filter((r) => /^\/api\/(friends|notifications|user\/email-preferences)/.test(r.url));
    expect(ours.length).toBe(15);
    const fill = (url: string) => url.replace(':requestId', '1').replace(':id', '1').replace(':inviteToken', 'token');
    const visitor = t.client();
    const signedIn = await person('Csrf');
    for (const route of ours) {
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
      const res = await visitor.request(method, fill(route.url), method === 'GET' || method === 'DELETE' ? undefined : {});
      if (route.auth === 'public') expect(res.statusCode, route.url).toBe(404);
      else expect(res.statusCode, `${method} ${route.url}`).toBe(401);
      if (method !== 'GET') {
        const noCsrf = await signedIn.request(method, fill(route.url), method === 'DELETE' ? undefined : {}, { csrf: false });
        expect(noCsrf.statusCode, `${method} ${route.url}`).toBe(403);
      }
    }
  });
});

describe('per-address rate limit of the invite route', () => {
  it('answers 429 once a client address used up its invite calls', async () => {
    const a = await strict.user();
    expect((await a.post('/api/friends/invite', { toEmail: uniqueEmail('first') })).statusCode).toBe(201);
    const res = await a.post('/api/friends/invite', { toEmail: uniqueEmail('second') });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(await strict.db.select().from(friendInvites)).toHaveLength(1);
  });
});
