import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { favoritePlans, favoriteVideos } from '../../db/schema/index.ts';
import { makePlan, makeVideos, must } from '../../../test/fixtures/plans.ts';
import { createTestApp } from '../../../test/test-app.ts';
import type { TestClient } from '../../../test/test-client.ts';

const t = await createTestApp();

const favVideoRows = (c: TestClient) => t.db.select().from(favoriteVideos).where(eq(favoriteVideos.userId, must(c.user).id));
const favPlanRows = (c: TestClient) => t.db.select().from(favoritePlans).where(eq(favoritePlans.userId, must(c.user).id));

describe('favourite videos', () => {
  it('adds and removes idempotently; the list and the status follow', async () => {
    const c = await t.user();
    const [first, second] = await makeVideos(t, 2);
    const a = must(first);
    const b = must(second);
    expect((await c.get(`/api/favorites/videos/${a.id}/status`)).json()).toEqual({ isFavorited: false });
    expect((await c.post(`/api/favorites/videos/${a.id}`)).json()).toEqual({ isFavorited: true, message: 'Added to favorites' });
    expect((await c.post(`/api/favorites/videos/${a.id}`)).statusCode).toBe(200);
    await c.post(`/api/favorites/videos/${b.id}`);
    expect(await favVideoRows(c)).toHaveLength(2);
    expect((await c.get(`/api/favorites/videos/${a.id}/status`)).json()).toEqual({ isFavorited: true });

    const list = (await c.get('/api/favorites/videos')).json();
    expect(list.map((f: { videoId: number }) => f.videoId)).toEqual([b.id, a.id]);
    expect(list[1]).toEqual({ id: expect.any(Number), videoId: a.id, createdAt: expect.any(String), video: expect.objectContaining({ id: a.id, youtubeId: a.youtubeId, title: a.title }) });

    expect((await c.delete(`/api/favorites/videos/${a.id}`)).json()).toEqual({ isFavorited: false, message: 'Removed from favorites' });
    expect((await c.delete(`/api/favorites/videos/${a.id}`)).statusCode).toBe(200);
    expect((await c.get(`/api/favorites/videos/${a.id}/status`)).json()).toEqual({ isFavorited: false });
    expect((await c.get('/api/favorites/videos')).json().map((f: { videoId: number }) => f.videoId)).toEqual([b.id]);

    // Favourites are per user.
    const other = await t.user();
    expect((await other.get('/api/favorites/videos')).json()).toEqual([]);
    expect((await other.get(`/api/favorites/videos/${b.id}/status`)).json()).toEqual({ isFavorited: false });
  });

  it('answers 404 for an unknown video and 401 when signed out', async () => {
    const c = await t.user();
    for (const res of [await c.post('/api/favorites/videos/999999'), await c.delete('/api/favorites/videos/999999'), await c.get('/api/favorites/videos/999999/status')]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Video not found' });
    }
    expect(await favVideoRows(c)).toEqual([]);
    expect((await t.client().get('/api/favorites/videos')).statusCode).toBe(401);
  });

  it('holds one row per user and video under concurrent adds', async () => {
    const c = await t.user();
    const [v] = await makeVideos(t, 1);
    const results = await Promise.all(Array.from({ length: 10 }, () => c.post(`/api/favorites/videos/${must(v).id}`)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(await favVideoRows(c)).toHaveLength(1);
  });
});

describe('favourite plans ("playlists")', () => {
  it('own and public plans can be favourited; the list shows { id, playlist: { id, title, description, slug } }', async () => {
    const me = await t.user();
    const own = await makePlan(me, { title: 'Mine', description: 'private one', isPublic: false });
    const author = await t.user();
    const theirs = await makePlan(author, { title: 'Theirs', isPublic: true });
    expect((await me.post(`/api/favorites/playlists/${own.id}`)).json()).toEqual({ isFavorited: true, message: 'Added to favorites' });
    expect((await me.post(`/api/favorites/playlists/${theirs.id}`)).statusCode).toBe(200);
    expect((await me.post(`/api/favorites/playlists/${theirs.id}`)).statusCode).toBe(200);
    expect(await favPlanRows(me)).toHaveLength(2);
    expect((await me.get(`/api/favorites/playlists/${theirs.id}/status`)).json()).toEqual({ isFavorited: true });

    const list = (await me.get('/api/favorites/playlists')).json();
    expect(list).toEqual([
      { id: expect.any(Number), planId: theirs.id, createdAt: expect.any(String), playlist: { id: theirs.id, title: 'Theirs', description: '', slug: theirs.slug, isPublic: true, isOwn: false } },
      { id: expect.any(Number), planId: own.id, createdAt: expect.any(String), playlist: { id: own.id, title: 'Mine', description: 'private one', slug: own.slug, isPublic: false, isOwn: true } },
    ]);
  });

  it('another user’s private plan cannot be favourited (404), and a favourite drops out when its plan turns private', async () => {
    const me = await t.user();
    const author = await t.user();
    const hidden = await makePlan(author, { isPublic: false });
    for (const res of [await me.post(`/api/favorites/playlists/${hidden.id}`), await me.get(`/api/favorites/playlists/${hidden.id}/status`), await me.delete(`/api/favorites/playlists/${hidden.id}`), await me.post('/api/favorites/playlists/999999')]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Plan not found' });
    }
    expect(await favPlanRows(me)).toEqual([]);

    const plan = await makePlan(author, { isPublic: true });
    await me.post(`/api/favorites/playlists/${plan.id}`);
    await author.post(`/api/favorites/playlists/${plan.id}`);
    await author.put(`/api/learning-plans/${plan.id}/visibility`, { isPublic: false });
    expect((await me.get('/api/favorites/playlists')).json()).toEqual([]);
    expect((await me.get(`/api/favorites/playlists/${plan.id}/status`)).statusCode).toBe(404);
    // The owner still sees it.
    expect((await author.get('/api/favorites/playlists')).json().map((f: { planId: number }) => f.planId)).toEqual([plan.id]);
    // Public again: it is back.
    await author.put(`/api/learning-plans/${plan.id}/visibility`, { isPublic: true });
    expect((await me.get('/api/favorites/playlists')).json().map((f: { planId: number }) => f.planId)).toEqual([plan.id]);
  });

  it('removing is idempotent and a deleted plan leaves the list', async () => {
    const me = await t.user();
    const plan = await makePlan(me);
    await me.post(`/api/favorites/playlists/${plan.id}`);
    expect((await me.delete(`/api/favorites/playlists/${plan.id}`)).json()).toEqual({ isFavorited: false, message: 'Removed from favorites' });
    expect((await me.delete(`/api/favorites/playlists/${plan.id}`)).statusCode).toBe(200);
    expect(await favPlanRows(me)).toEqual([]);
    await me.post(`/api/favorites/playlists/${plan.id}`);
    await me.delete(`/api/learning-plans/${plan.id}`);
    expect((await me.get('/api/favorites/playlists')).json()).toEqual([]);
    expect(await favPlanRows(me)).toEqual([]);
  });

  it('bounds each list at 200, newest first', async () => {
    const me = await t.user();
    const vids = await makeVideos(t, 205);
    await t.db.insert(favoriteVideos).values(vids.map((v, i) => ({ userId: must(me.user).id, videoId: v.id, createdAt: new Date(Date.UTC(2024, 0, 1, 0, 0, i)) })));
    const list = (await me.get('/api/favorites/videos')).json();
    expect(list).toHaveLength(200);
    expect(list[0].videoId).toBe(vids[204]?.id);
  });
});
