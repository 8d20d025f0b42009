import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.ts';
import type { TestClient } from '../../../test/test-client.ts';
import { notifications } from '../../db/schema/index.ts';
import { startMaintenance } from '../../maintenance.ts';
import { pruneOldNotifications } from './notifications.service.ts';

const t = await createTestApp();
const idOf = (c: TestClient) => c.user?.id ?? 0;
const rowsOf = (userId: number) => t.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.id);

async function seed(userId: number, n: number, type: 'achievement' | 'friend_request' = 'achievement') {
  await t.services.notifications.notifyMany(
    Array.from({ length: n }, (_, i) => ({ userId, type, title: `Title ${i}`, message: `Message ${i}`, data: { n: i } })),
  );
}

describe('GET /api/notifications', () => {
  it('answers the own notifications newest first with every field and the unread count', async () => {
    const a = await t.user();
    const b = await t.user();
    await t.services.notifications.notify(idOf(a), { type: 'friend_request', title: 'New friend request', message: 'Bo wants to connect with you', data: { requestId: 7 } });
    await t.db.update(notifications).set({ createdAt: sql`now() - interval '1 hour'` }).where(eq(notifications.userId, idOf(a)));
    await t.services.notifications.notify(idOf(a), { type: 'achievement', title: 'Streak', message: '3 days in a row' });
    await seed(idOf(b), 2);

    const res = await a.get('/api/notifications');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.unreadCount).toBe(2);
    expect(body.notifications).toHaveLength(2);
    expect(body.notifications[0]).toEqual({
      id: expect.any(Number),
      type: 'achievement',
      title: 'Streak',
      message: '3 days in a row',
      isRead: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      data: {},
    });
    expect(body.notifications[1]).toMatchObject({ type: 'friend_request', data: { requestId: 7 } });
  });

  it('answers at most 50, while the unread count counts them all', async () => {
    const a = await t.user();
    await seed(idOf(a), 55);
    const body = (await a.get('/api/notifications')).json();
    expect(body.notifications).toHaveLength(50);
    expect(body.unreadCount).toBe(55);
    expect(body.notifications[0].title).toBe('Title 54');
  });

  it('answers an empty list for a new user and 401 when signed out', async () => {
    const a = await t.user();
    expect((await a.get('/api/notifications')).json()).toEqual({ notifications: [], unreadCount: 0 });
    expect((await t.client().get('/api/notifications')).statusCode).toBe(401);
  });
});

describe('PUT /api/notifications/{id}/read', () => {
  it('marks an own notification read and answers the new unread count; reading twice is fine', async () => {
    const a = await t.user();
    await seed(idOf(a), 3);
    const [first] = await rowsOf(idOf(a));
    const res = await a.put(`/api/notifications/${first?.id}/read`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Notification marked as read', unreadCount: 2 });
    expect((await rowsOf(idOf(a))).map((r) => r.isRead)).toEqual([true, false, false]);
    expect((await a.put(`/api/notifications/${first?.id}/read`)).json()).toMatchObject({ unreadCount: 2 });
  });

  it("answers 404 for another user's notification and changes nothing", async () => {
    const a = await t.user();
    const b = await t.user();
    await seed(idOf(b), 1);
    const [theirs] = await rowsOf(idOf(b));
    const res = await a.put(`/api/notifications/${theirs?.id}/read`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Notification not found' });
    expect((await rowsOf(idOf(b)))[0]?.isRead).toBe(false);
    expect((await a.put('/api/notifications/999999999/read')).statusCode).toBe(404);
  });

  it('refuses a malformed id with 400 and requires the CSRF header', async () => {
    const a = await t.user();
    expect((await a.put('/api/notifications/abc/read')).statusCode).toBe(400);
    expect((await a.put('/api/notifications/-1/read')).statusCode).toBe(400);
    await seed(idOf(a), 1);
    const [mine] = await rowsOf(idOf(a));
    const noCsrf = await a.request('PUT', `/api/notifications/${mine?.id}/read`, undefined, { csrf: false });
    expect(noCsrf.statusCode).toBe(403);
    expect((await rowsOf(idOf(a)))[0]?.isRead).toBe(false);
  });
});

describe('PUT /api/notifications/mark-all-read', () => {
  it("marks all own notifications read and leaves other users' alone", async () => {
    const a = await t.user();
    const b = await t.user();
    await seed(idOf(a), 4);
    await seed(idOf(b), 2);
    await a.put(`/api/notifications/${(await rowsOf(idOf(a)))[0]?.id}/read`);
    const res = await a.put('/api/notifications/mark-all-read');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'All notifications marked as read', updated: 3, unreadCount: 0 });
    expect((await rowsOf(idOf(a))).every((r) => r.isRead)).toBe(true);
    expect((await rowsOf(idOf(b))).some((r) => r.isRead)).toBe(false);
    expect((await a.get('/api/notifications')).json().unreadCount).toBe(0);
    expect((await b.get('/api/notifications')).json().unreadCount).toBe(2);
  });
});

describe('notifications service', () => {
  it('notifyManyOnce makes one notification per key, however often it is called', async () => {
    const a = await t.user();
    const item = { userId: idOf(a), type: 'friend_invite' as const, title: 'Friend invitation', message: 'x', data: { inviteId: 5, fromUserId: 1 }, key: { inviteId: 5 } };
    expect(await t.services.notifications.notifyManyOnce([item, { ...item, data: { inviteId: 6 }, key: { inviteId: 6 } }])).toBe(2);
    expect(await t.services.notifications.notifyManyOnce([item])).toBe(0);
    expect((await rowsOf(idOf(a))).map((r) => r.data)).toEqual([{ inviteId: 5, fromUserId: 1 }, { inviteId: 6 }]);
  });

  it('resolve marks read only the matching notifications of the given user and type', async () => {
    const a = await t.user();
    const b = await t.user();
    await t.services.notifications.notify(idOf(a), { type: 'friend_request', title: 'r', message: 'm', data: { requestId: 1 } });
    await t.services.notifications.notify(idOf(a), { type: 'friend_request', title: 'r', message: 'm', data: { requestId: 2 } });
    await t.services.notifications.notify(idOf(a), { type: 'friend_invite', title: 'r', message: 'm', data: { requestId: 1 } });
    await t.services.notifications.notify(idOf(b), { type: 'friend_request', title: 'r', message: 'm', data: { requestId: 1 } });
    await t.services.notifications.resolve([{ userId: idOf(a), type: 'friend_request', match: { requestId: 1 } }]);
    expect((await rowsOf(idOf(a))).map((r) => r.isRead)).toEqual([true, false, false]);
    expect((await rowsOf(idOf(b)))[0]?.isRead).toBe(false);
  });

  it('cuts overlong titles and messages instead of failing', async () => {
    const a = await t.user();
    await t.services.notifications.notify(idOf(a), { type: 'milestone', title: 'T'.repeat(500), message: 'M'.repeat(5000) });
    const [row] = await rowsOf(idOf(a));
    expect(row?.title).toHaveLength(200);
    expect(row?.message).toHaveLength(1000);
  });
});

describe('pruning', () => {
  it('deletes notifications older than 90 days and keeps younger ones', async () => {
    const a = await t.user();
    await seed(idOf(a), 3);
    const [old, edge, young] = await rowsOf(idOf(a));
    await t.db.update(notifications).set({ createdAt: sql`now() - interval '91 days'` }).where(eq(notifications.id, old?.id ?? 0));
    await t.db.update(notifications).set({ createdAt: sql`now() - interval '89 days'` }).where(eq(notifications.id, edge?.id ?? 0));
    expect(await pruneOldNotifications(t.db)).toBeGreaterThanOrEqual(1);
    expect((await rowsOf(idOf(a))).map((r) => r.id)).toEqual([edge?.id, young?.id]);
  });

  it('runs as part of the periodic maintenance', async () => {
    const a = await t.user();
    await seed(idOf(a), 1);
    await t.db.update(notifications).set({ createdAt: sql`now() - interval '100 days'` }).where(eq(notifications.userId, idOf(a)));
    const stop = startMaintenance(t.db, pino({ level: 'silent' }));
    try {
      await expect.poll(async () => (await rowsOf(idOf(a))).length, { timeout: 5000 }).toBe(0);
    } finally {
      stop();
    }
  });
});
