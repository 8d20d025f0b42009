import { PLAYLIST_CATEGORY_IDS } from '@learnstack/contracts';
import { describe, expect, it } from 'vitest';
import { makePlan, must } from '../../../test/fixtures/plans.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { COMMON_PLAYLIST, seedCommonPlaylist } from '../../seed/common-playlist.ts';

const t = await createTestApp();
await seedCommonPlaylist(t.db);

interface Item {
  id: number;
  category: string;
  difficulty: string;
  tags: string[];
  estimatedDuration: number;
  isBookmarked: boolean;
  video: { id: number; youtubeId: string };
}

describe('the common playlist seed', () => {
  it('holds at least 6 items in each of the five categories, and a second run changes nothing', async () => {
    const a = await t.user();
    const first = (await a.get('/api/common-playlist')).json<Item[]>();
    for (const category of PLAYLIST_CATEGORY_IDS) expect(first.filter((i) => i.category === category).length).toBeGreaterThanOrEqual(6);
    expect(first).toHaveLength(COMMON_PLAYLIST.length);
    await seedCommonPlaylist(t.db);
    expect((await a.get('/api/common-playlist')).json<Item[]>().map((i) => i.id)).toEqual(first.map((i) => i.id));
  });
});

describe('GET /api/common-playlist', () => {
  it('lists the items in category order with their video, or one category; an unknown category is a 400', async () => {
    const a = await t.user();
    const all = (await a.get('/api/common-playlist')).json<Item[]>();
    expect(all.map((i) => i.category)).toEqual([...all.map((i) => i.category)].sort((x, y) => PLAYLIST_CATEGORY_IDS.indexOf(x as never) - PLAYLIST_CATEGORY_IDS.indexOf(y as never)));
    expect(all[0]).toMatchObject({ title: expect.any(String), description: expect.any(String), difficulty: expect.stringMatching(/^(beginner|intermediate|advanced)$/), isBookmarked: false });
    expect(all[0]?.video.youtubeId).toMatch(/^[A-Za-z0-9_-]{11}$/);
    const career = (await a.get('/api/common-playlist?category=career')).json<Item[]>();
    expect(career.length).toBeGreaterThanOrEqual(6);
    expect(new Set(career.map((i) => i.category))).toEqual(new Set(['career']));
    const bad = await a.get('/api/common-playlist?category=cooking');
    expect(bad.statusCode).toBe(400);
    expect((await t.client().get('/api/common-playlist')).statusCode).toBe(401);
  });
});

describe('POST /api/plans/from-playlist', () => {
  it('makes a private plan with the videos in the order chosen', async () => {
    const a = await t.user();
    const items = (await a.get('/api/common-playlist')).json<Item[]>();
    const chosen = [must(items[7]), must(items[2]), must(items[20])];
    const res = await a.post('/api/plans/from-playlist', { title: '  My mix ', playlistItemIds: chosen.map((i) => i.id) });
    expect(res.statusCode).toBe(201);
    const plan = res.json();
    expect(plan).toMatchObject({ title: 'My mix', isPublic: false, message: 'Plan created from selected courses' });
    const videos = (await a.get(`/api/learning-plans/${plan.id}/videos`)).json();
    expect(videos.map((v: { video: { id: number } }) => v.video.id)).toEqual(chosen.map((i) => i.video.id));
  });

  it('refuses unknown items, a blank title or no items, and creates nothing', async () => {
    const a = await t.user();
    const [item] = (await a.get('/api/common-playlist')).json<Item[]>();
    const unknown = await a.post('/api/plans/from-playlist', { title: 'X', playlistItemIds: [must(item).id, 999999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Some of the selected courses do not exist');
    expect((await a.post('/api/plans/from-playlist', { title: '   ', playlistItemIds: [must(item).id] })).statusCode).toBe(400);
    expect((await a.post('/api/plans/from-playlist', { title: 'X', playlistItemIds: [] })).statusCode).toBe(400);
    expect((await a.post('/api/plans/from-playlist', { title: 'X', playlistItemIds: [must(item).id, must(item).id] })).statusCode).toBe(400);
    expect((await a.get('/api/learning-plans')).json()).toEqual([]);
  });
});

describe('POST /api/plans/{planId}/add-playlist-item', () => {
  it('adds the item’s video to an own plan, once; others’ plans are refused by the rules of adding a video', async () => {
    const a = await t.user();
    const b = await t.user();
    const [item] = (await a.get('/api/common-playlist')).json<Item[]>();
    const plan = await makePlan(a, { title: 'Mine' });
    const res = await a.post(`/api/plans/${plan.id}/add-playlist-item`, { playlistItemId: must(item).id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: 'Course added to plan', video: { id: must(item).video.id } });
    const again = await a.post(`/api/plans/${plan.id}/add-playlist-item`, { playlistItemId: must(item).id });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_EXISTS');

    const hidden = await makePlan(b, { title: 'Private of b' });
    expect((await a.post(`/api/plans/${hidden.id}/add-playlist-item`, { playlistItemId: must(item).id })).statusCode).toBe(404);
    const shown = await makePlan(b, { title: 'Public of b', isPublic: true });
    const readOnly = await a.post(`/api/plans/${shown.id}/add-playlist-item`, { playlistItemId: must(item).id });
    expect(readOnly.statusCode).toBe(403);
    expect(readOnly.json().code).toBe('PUBLIC_PLAN_READ_ONLY');
    expect((await a.post(`/api/plans/${plan.id}/add-playlist-item`, { playlistItemId: 999999 })).statusCode).toBe(404);
    expect((await a.get(`/api/learning-plans/${plan.id}/videos`)).json()).toHaveLength(1);
  });
});

describe('POST /api/user-playlist-selections', () => {
  it('bookmarks and un-bookmarks for the caller only; bookmarks show on the list', async () => {
    const a = await t.user();
    const b = await t.user();
    const [first, second] = (await a.get('/api/common-playlist')).json<Item[]>();
    const res = await a.post('/api/user-playlist-selections', { playlistItemId: must(first).id, isBookmarked: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ playlistItemId: must(first).id, isBookmarked: true, message: 'Course bookmarked' });
    await a.post('/api/user-playlist-selections', { playlistItemId: must(first).id, isBookmarked: true });
    await a.post('/api/user-playlist-selections', { playlistItemId: must(second).id, isBookmarked: true });
    await a.post('/api/user-playlist-selections', { playlistItemId: must(second).id, isBookmarked: false });
    const mine = (await a.get('/api/common-playlist')).json<Item[]>();
    expect(mine.filter((i) => i.isBookmarked).map((i) => i.id)).toEqual([must(first).id]);
    expect((await b.get('/api/common-playlist')).json<Item[]>().filter((i) => i.isBookmarked)).toEqual([]);
    expect((await a.post('/api/user-playlist-selections', { playlistItemId: 999999, isBookmarked: true })).statusCode).toBe(404);
    expect((await a.post('/api/user-playlist-selections', { playlistItemId: must(first).id, isBookmarked: 'yes' })).statusCode).toBe(400);
  });
});
