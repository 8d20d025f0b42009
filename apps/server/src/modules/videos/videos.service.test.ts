import { LIBRARY_LIST_LIMIT } from '@learnstack/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countStatements } from '../../../test/count-statements.ts';
import { libraryVideos, videos } from '../../db/schema/index.ts';
import { must, planInput } from '../../../test/fixtures/plans.ts';
import { createTestApp } from '../../../test/test-app.ts';

const t = await createTestApp();

describe('VideosService.upsertVideos', () => {
  it('sanitises, dedupes and returns rows in input order in one statement', async () => {
    let rows: Awaited<ReturnType<typeof t.services.videos.upsertVideos>> = [];
    const statements = await countStatements(t.pool, async () => {
      rows = await t.services.videos.upsertVideos(null, [
        // Tags place them (no fallback needed, which would cost a read and a write more).
        { youtubeId: 'abc<>DEF_-1!', tags: ['python'], title: 'x'.repeat(300), description: 'd'.repeat(2000), channelTitle: 'c'.repeat(150), thumbnailUrl: 'javascript:alert(1)', viewCount: null, factsSource: 'data_api' },
        { youtubeId: 'second00001', tags: ['yoga'], title: '  Second  ', durationSeconds: 125, viewCount: 7, publishedAt: '2020-01-02T03:04:05Z', factsSource: 'data_api' },
        { youtubeId: 'abcDEF_-1', title: 'duplicate is ignored', factsSource: 'data_api' },
        { youtubeId: '!!!', title: 'nothing left of the id', factsSource: 'data_api' },
      ]);
    });
    expect(statements).toBe(1);
    expect(rows.map((r) => r.youtubeId)).toEqual(['abcDEF_-1', 'second00001']);
    const [first, second] = rows;
    expect(first?.title).toHaveLength(200);
    expect(first?.description).toHaveLength(1000);
    expect(first?.channelTitle).toHaveLength(100);
    expect(first?.thumbnailUrl).toBe('');
    expect(first?.viewCount).toBe(0);
    expect(second?.title).toBe('Second');
    expect(second?.durationSeconds).toBe(125);
    expect(second?.publishedAt?.toISOString()).toBe('2020-01-02T03:04:05.000Z');
    expect(second?.factsSource).toBe('data_api');
    expect([first?.category, second?.category]).toEqual(['technology', 'health']);
  });

  it('updates by youtubeId: fresh trusted data wins where it says something', async () => {
    const [a] = await t.services.videos.upsertVideos(null, [{ youtubeId: 'refresh0001', title: 'Old', durationSeconds: null, factsSource: 'catalog' }]);
    const [b] = await t.services.videos.upsertVideos(null, [{ youtubeId: 'refresh0001', title: 'New', durationSeconds: 60, viewCount: 10, factsSource: 'data_api' }]);
    expect(b?.id).toBe(a?.id);
    expect(b?.title).toBe('New');
    expect(b?.durationSeconds).toBe(60);
    // Key-less data (no duration, no views) keeps what we knew.
    const [c] = await t.services.videos.upsertVideos(null, [{ youtubeId: 'refresh0001', title: 'Newer', durationSeconds: null, viewCount: 0, factsSource: 'oembed' }]);
    expect(c).toMatchObject({ title: 'Newer', durationSeconds: 60, viewCount: 10, factsSource: 'oembed' });
  });
});

describe('videos API', () => {
  it('POST /api/videos saves, adds to the library and GET reads it back by id and youtubeId', async () => {
    const c = await t.user();
    const res = await c.post('/api/videos', { youtubeId: 'libvid00001', title: 'Lib', duration: 'PT1H2M3S', viewCount: 5, thumbnailUrl: 'https://example.com/pixel.gif' });
    expect(res.statusCode).toBe(200);
    const saved = res.json();
    // YouTube is unreachable in this file: the title is the saver's own label; numbers and pictures from a browser are never stored.
    expect(saved).toMatchObject({ youtubeId: 'libvid00001', title: 'Lib', duration: null, durationSeconds: null, viewCount: 0, thumbnailUrl: 'https://i.ytimg.com/vi/libvid00001/mqdefault.jpg' });
    expect((await c.get(`/api/videos/${saved.id}`)).json().youtubeId).toBe('libvid00001');
    expect((await c.get('/api/videos/youtube/libvid00001')).json().id).toBe(saved.id);
    expect((await c.get('/api/videos/youtube/nope')).statusCode).toBe(404);
    expect((await c.get('/api/videos/999999')).json()).toMatchObject({ code: 'NOT_FOUND', message: 'Video not found' });
    const library = (await c.get('/api/videos')).json();
    expect(library.videos.map((v: { id: number }) => v.id)).toEqual([saved.id]);
    expect(library).toMatchObject({ total: 1, nextCursor: null });
    expect(library.videos[0].inLibrary).toBe(true);

    // PT0S (the related-video default) means unknown.
    const zero = (await c.post('/api/videos', { youtubeId: 'zerodur0001', title: 'Z', duration: 'PT0S' })).json();
    expect(zero.duration).toBeNull();
  });

  it('validates the body and never 500s', async () => {
    const c = await t.user();
    expect((await c.post('/api/videos', { title: 'x' })).json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    const bad = await c.post('/api/videos', { youtubeId: '%%%', title: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('A valid YouTube video id is required');
    expect((await t.db.select().from(videos).where(eq(videos.title, 'x'))).length).toBe(0);
  });

  it('library lists the saved videos (not those only in a plan); delete removes only from the library', async () => {
    const c = await t.user();
    const me = must(c.user).id;
    const a = (await c.post('/api/videos', { youtubeId: 'libA0000001', title: 'A' })).json();
    const [b] = await t.services.videos.upsertVideos(null, [{ youtubeId: 'libB0000001', title: 'B', factsSource: 'catalog' }]);
    const plan = await t.services.plans.createPlan(me, planInput({ title: 'P' }));
    await t.services.plans.addVideos(me, plan.id, [must(b).id]);
    await t.services.plans.addVideos(me, plan.id, [a.id]);
    const ids = (await c.get('/api/videos')).json().videos.map((v: { id: number }) => v.id);
    expect(ids).toEqual([a.id]);

    const other = await t.user();
    expect((await other.delete(`/api/videos/${a.id}`)).statusCode).toBe(404);
    expect((await c.delete(`/api/videos/${must(b).id}`)).json()).toMatchObject({ code: 'IN_PLAN' });
    const del = await c.delete(`/api/videos/${a.id}`);
    expect(del.json()).toEqual({ message: 'Video removed from your library' });
    expect(await t.db.select().from(libraryVideos).where(eq(libraryVideos.userId, me))).toHaveLength(0);
    // The video itself stays: other users may hold it.
    expect(await t.db.select().from(videos).where(eq(videos.id, a.id))).toHaveLength(1);
    expect((await c.get('/api/videos')).json()).toEqual({ videos: [], total: 0, nextCursor: null });
  });

  it('library pages: bounded replies, the cursor walks every saved video once, newest first, in one statement a page', async () => {
    const c = await t.user();
    const me = must(c.user).id;
    const rows = await t.services.videos.upsertVideos(
      null,
      Array.from({ length: 7 }, (_, i) => ({ youtubeId: `libPage${String(i).padStart(4, '0')}`, title: i % 2 ? `Odd lesson ${i}` : `Even lesson ${i}`, factsSource: 'catalog' as const })),
    );
    // Three share one instant (microseconds apart from the rest): the video id breaks the tie.
    const base = Date.parse('2026-01-01T00:00:00.123Z');
    await t.db.insert(libraryVideos).values(rows.map((r, i) => ({ userId: me, videoId: r.id, addedAt: new Date(base + (i < 3 ? 0 : i) * 1000) })));
    await t.db.execute(sql`update library_videos set added_at = added_at + interval '7 microseconds' where user_id = ${me} and video_id = ${must(rows[6]).id}`);
    const expected = [...rows].map((r, i) => ({ id: r.id, at: i < 3 ? 0 : i })).sort((x, y) => y.at - x.at || y.id - x.id).map((r) => r.id);

    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const url: string = `/api/videos?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      let reply: { videos: { id: number }[]; total: number; nextCursor: string | null } | undefined;
      const statements = await countStatements(t.pool, async () => {
        reply = (await c.get(url)).json();
      });
      // The session's read and the page's one statement (the total rides along).
      expect(statements).toBeLessThanOrEqual(2);
      const page = must(reply);
      expect(page.videos.length).toBeLessThanOrEqual(2);
      expect(page.total).toBe(7);
      seen.push(...page.videos.map((v) => v.id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(4);
    expect(seen).toEqual(expected);

    // The default page is bounded; a search pages the same way and counts its matches.
    expect((await c.get('/api/videos')).json().videos).toHaveLength(7);
    const odd = (await c.get('/api/videos?search=ODD%20lesson&limit=2')).json();
    expect(odd).toMatchObject({ total: 3, nextCursor: expect.any(String) });
    const rest = (await c.get(`/api/videos?search=odd&limit=2&cursor=${odd.nextCursor}`)).json();
    expect([...odd.videos, ...rest.videos].map((v: { title: string }) => v.title)).toEqual(['Odd lesson 5', 'Odd lesson 3', 'Odd lesson 1']);
    expect(rest.nextCursor).toBeNull();
    expect((await c.get('/api/videos?search=100%25')).json()).toEqual({ videos: [], total: 0, nextCursor: null });
    expect((await c.get(`/api/videos?limit=${LIBRARY_LIST_LIMIT + 1}`)).statusCode).toBe(400);
    expect((await c.get('/api/videos?cursor=nonsense')).statusCode).toBe(400);
    // Another user's library is not reached by any cursor.
    const other = await t.user();
    expect((await other.get(`/api/videos?cursor=${Date.now() * 1000}.2147483647`)).json()).toEqual({ videos: [], total: 0, nextCursor: null });
  });

  it('plans of a video and related videos', async () => {
    const c = await t.user();
    const me = must(c.user).id;
    const rows = await t.services.videos.upsertVideos(null, [
      { youtubeId: 'relMain0001', title: 'Main', category: 'design', factsSource: 'catalog' },
      { youtubeId: 'relMate0001', title: 'Plan mate', factsSource: 'catalog' },
      { youtubeId: 'relCat00001', title: 'Same category', category: 'design', viewCount: 5, factsSource: 'catalog' },
      { youtubeId: 'relNone0001', title: 'Unrelated', category: 'health', factsSource: 'catalog' },
    ]);
    const [main, mate, cat] = rows;
    const plan = await t.services.plans.createPlan(me, planInput({ title: 'Rel' }));
    await t.services.plans.addVideos(me, plan.id, [must(main).id, must(mate).id]);
    const plans = (await c.get(`/api/videos/${must(main).id}/plans`)).json();
    expect(plans).toEqual([{ id: plan.id, slug: plan.slug, title: 'Rel', planVideoId: expect.any(Number), orderIndex: 0 }]);
    const other = await t.user();
    expect((await other.get(`/api/videos/${must(main).id}/plans`)).json()).toEqual([]);

    const related = (await c.get(`/api/videos/${must(main).id}/related`)).json();
    expect(related.map((v: { id: number }) => v.id)).toEqual([must(mate).id, must(cat).id]);
    expect(related.every((v: { isFromYouTube: boolean }) => v.isFromYouTube === false)).toBe(true);
    // Another user does not see the private plan's mates, only the category.
    expect((await other.get(`/api/videos/${must(main).id}/related`)).json().map((v: { id: number }) => v.id)).toEqual([must(cat).id]);
  });

  it('related videos of a video only the fallback placed come from its plans (a default subject relates nothing)', async () => {
    const c = await t.user();
    const me = must(c.user).id;
    const [lone, mate] = await t.services.videos.upsertVideos(null, [
      { youtubeId: 'relLone0001', title: 'No category', factsSource: 'catalog' },
      // Placed by the fallback as well, like the other unplaceable videos of this file.
      { youtubeId: 'relLone0002', title: 'Its plan mate', factsSource: 'catalog' },
    ]);
    const plan = await t.services.plans.createPlan(me, planInput({ title: 'Uncategorised' }));
    await t.services.plans.addVideos(me, plan.id, [must(lone).id, must(mate).id]);
    const res = await c.get(`/api/videos/${must(lone).id}/related`);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((v: { id: number }) => v.id)).toEqual([must(mate).id]);
  });

  it('answers 401 when signed out', async () => {
    const anon = t.client();
    expect((await anon.get('/api/videos')).statusCode).toBe(401);
    expect((await anon.get('/api/videos/1')).statusCode).toBe(401);
  });
});
