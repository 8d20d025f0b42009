import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { learningPlans, planVideos, playlistImports, videos } from '../../db/schema/index.ts';
import { FAKE_PLAYLISTS, startFakeYouTube } from '../../../test/fake-youtube.ts';
import { createTestApp } from '../../../test/test-app.ts';
import type { TestClient } from '../../../test/test-client.ts';
import { IMPORT_MESSAGES } from './playlist-import.service.ts';

/** The value, or a failed test when it is missing (instead of a non-null assertion). */
const must = <T>(value: T | null | undefined): T => {
  if (value === null || value === undefined) throw new Error('expected a value');
  return value;
};

const fake = await startFakeYouTube();
afterAll(() => fake.close());
const t = await createTestApp({
  config: { youtube: { apiKey: 'test-key', apiBaseUrl: fake.apiBaseUrl, publicBaseUrl: fake.publicBaseUrl, dailyQuota: 10000 } },
});

const url = (id: string) => `https://www.youtube.com/playlist?list=${id}`;

interface ImportStatus {
  id: number;
  status: 'running' | 'completed' | 'failed';
  total: number;
  imported: number;
  skipped: number;
  planId: number | null;
  planSlug: string | null;
  error: string | null;
}

/** Polls the status route as the page does, until the import is no longer running. */
async function waitForImport(c: TestClient, importId: number, seen: ImportStatus[] = []): Promise<ImportStatus> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const res = await c.get(`/api/youtube/imports/${importId}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<ImportStatus>();
    seen.push(body);
    if (body.status !== 'running') return body;
    if (Date.now() > deadline) throw new Error(`import ${importId} still running: ${JSON.stringify(body)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function planVideoIds(planId: number): Promise<string[]> {
  const rows = await t.db
    .select({ youtubeId: videos.youtubeId, orderIndex: planVideos.orderIndex })
    .from(planVideos)
    .innerJoin(videos, eq(videos.id, planVideos.videoId))
    .where(eq(planVideos.planId, planId))
    .orderBy(planVideos.orderIndex);
  return rows.map((r) => r.youtubeId);
}

const importCount = async () => (await t.db.select().from(playlistImports)).length;
const planCount = async () => (await t.db.select().from(learningPlans)).length;

describe('importing a 120-video playlist', () => {
  it('answers 202 at once, shows progress, and ends with every video in playlist order for 7 quota calls', async () => {
    const c = await t.user();
    fake.resetCalls();
    const started = performance.now();
    const res = await c.post('/api/youtube/import-playlist', { playlistUrl: url(FAKE_PLAYLISTS.long) });
    expect(res.statusCode).toBe(202);
    const body = res.json();
    expect(body).toMatchObject({
      isNewImport: true,
      duplicateFound: false,
      title: 'Full Stack Web Development Course',
      videoCount: 120,
      partial: false,
      importId: expect.any(Number),
      planId: expect.any(Number),
      planSlug: expect.stringMatching(/^full-stack-web-development-course-/),
    });

    const seen: ImportStatus[] = [];
    const done = await waitForImport(c, body.importId, seen);
    const ms = Math.round(performance.now() - started);
    console.info(`[measure] import of 120 videos against the fake: ${ms} ms`);
    expect(done).toEqual({
      id: body.importId,
      status: 'completed',
      title: 'Full Stack Web Development Course',
      total: 120,
      imported: 120,
      skipped: 0,
      planId: body.planId,
      planSlug: body.planSlug,
      error: null,
    });
    // Counters only grow while it runs.
    for (let i = 1; i < seen.length; i++) expect(must(seen[i]).imported).toBeGreaterThanOrEqual(must(seen[i - 1]).imported);

    const expected = must(fake.getPlaylist(FAKE_PLAYLISTS.long)).items.map((i) => i.videoId);
    expect(await planVideoIds(body.planId)).toEqual(expected);
    const [plan] = await t.db.select().from(learningPlans).where(eq(learningPlans.id, body.planId));
    expect(plan).toMatchObject({ ownerId: must(c.user).id, isPublic: false, youtubePlaylistId: FAKE_PLAYLISTS.long });
    expect(must(plan).description).toContain('120 lessons');
    // Durations came from videos.list.
    const [first] = await t.db.select().from(videos).where(eq(videos.youtubeId, must(expected[0])));
    expect(must(first).durationSeconds).toBeGreaterThan(0);

    // 2 * ceil(120 / 50) + 1: playlists.list, 3 pages of playlistItems, 3 batches of videos.list.
    const apiCalls = fake.calls.filter((call) => call.path.startsWith('/youtube/v3/'));
    expect(apiCalls.map((call) => call.path).sort()).toEqual([
      '/youtube/v3/playlistItems',
      '/youtube/v3/playlistItems',
      '/youtube/v3/playlistItems',
      '/youtube/v3/playlists',
      '/youtube/v3/videos',
      '/youtube/v3/videos',
      '/youtube/v3/videos',
    ]);
  });

  it('skips and counts deleted and private entries', async () => {
    const c = await t.user();
    const res = await c.post('/api/youtube/import-playlist', { playlistUrl: url(FAKE_PLAYLISTS.mixed) });
    expect(res.statusCode).toBe(202);
    const done = await waitForImport(c, res.json().importId);
    // 12 entries: 2 deleted and 1 private are skipped; the unlisted one is importable.
    expect(done).toMatchObject({ status: 'completed', total: 12, imported: 9, skipped: 3 });
    const playlist = must(fake.getPlaylist(FAKE_PLAYLISTS.mixed));
    const visible = playlist.items.filter((i) => i.state === 'public' || i.state === 'unlisted').map((i) => i.videoId);
    expect(await planVideoIds(res.json().planId)).toEqual(visible);
  });

  it('fails with the quota message when YouTube runs out of quota mid-way, keeping the plan', async () => {
    const c = await t.user();
    const playlist = fake.addPlaylist({ title: 'Quota Trouble Course', generate: 60 });
    // The playlist's summary is known (cached) before the quota runs out, so the import starts and then stops.
    await t.services.youtubeProvider.getPlaylist(playlist.id);
    fake.setQuotaExceeded(true);
    const res = await c.post('/api/youtube/import-playlist', { playlistUrl: url(playlist.id) });
    expect(res.statusCode).toBe(202);
    const done = await waitForImport(c, res.json().importId);
    fake.setQuotaExceeded(false);
    expect(done).toMatchObject({
      status: 'failed',
      error: 'YouTube search temporarily unavailable due to high usage. Please try again later or tomorrow.',
    });
  });
});

describe('duplicates', () => {
  it('answers 409 USER_ALREADY_IMPORTED with the existing plan, and forceCreate makes a second copy', async () => {
    const c = await t.user();
    const first = await c.post('/api/youtube/import-playlist', { playlistUrl: url(FAKE_PLAYLISTS.short) });
    expect(first.statusCode).toBe(202);
    await waitForImport(c, first.json().importId);

    const [imports, plans] = [await importCount(), await planCount()];
    const again = await c.post('/api/youtube/import-playlist', { playlistUrl: `https://youtube.com/watch?v=abc&list=${FAKE_PLAYLISTS.short}` });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'USER_ALREADY_IMPORTED',
      code: 'USER_ALREADY_IMPORTED',
      message: 'You have already imported this playlist.',
      existingPlanId: first.json().planId,
      existingPlanSlug: first.json().planSlug,
    });
    expect([await importCount(), await planCount()]).toEqual([imports, plans]);

    const forced = await c.post('/api/youtube/import-playlist', { playlistUrl: url(FAKE_PLAYLISTS.short), forceCreate: true });
    expect(forced.statusCode).toBe(202);
    expect(forced.json().planId).not.toBe(first.json().planId);
    expect(await waitForImport(c, forced.json().importId)).toMatchObject({ status: 'completed', imported: 5 });
  });

  it("offers other people's public imports, copies one on request, and knows the user's own", async () => {
    const owner = await t.user({ firstName: 'Ada', lastName: 'Lovelace' });
    const playlist = fake.addPlaylist({ title: 'Linear Algebra Essentials', generate: 6 });
    const imported = await owner.post('/api/youtube/import-playlist', { playlistUrl: url(playlist.id) });
    await waitForImport(owner, imported.json().importId);
    const planId: number = imported.json().planId;

    // Private imports are nobody else's business.
    const other = await t.user();
    const whilePrivate = await other.post('/api/youtube/import-playlist', { playlistUrl: url(playlist.id) });
    expect(whilePrivate.statusCode).toBe(202);
    expect(whilePrivate.json().duplicateFound).toBe(false);
    await waitForImport(other, whilePrivate.json().importId);
    expect((await other.post('/api/youtube/add-existing-playlist', { existingPlanId: planId })).statusCode).toBe(404);

    await t.db.update(learningPlans).set({ isPublic: true }).where(eq(learningPlans.id, planId));
    const third = await t.user();
    const [imports, plans] = [await importCount(), await planCount()];
    const res = await third.post('/api/youtube/import-playlist', { playlistUrl: url(playlist.id) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      duplicateFound: true,
      isNewImport: false,
      title: 'Linear Algebra Essentials',
      videoCount: 6,
      existingImports: [
        {
          id: planId,
          learningPlanId: planId,
          planSlug: imported.json().planSlug,
          planTitle: 'Linear Algebra Essentials',
          isOwnedByUser: false,
          creatorName: 'Ada Lovelace',
          createdAt: expect.any(String),
          videoCount: 6,
          totalDuration: expect.any(Number),
        },
      ],
    });
    expect(res.json().existingImports[0].totalDuration).toBeGreaterThan(0);
    expect([await importCount(), await planCount()]).toEqual([imports, plans]);

    const copy = await third.post('/api/youtube/add-existing-playlist', { existingPlanId: planId });
    expect(copy.statusCode).toBe(200);
    expect(copy.json()).toMatchObject({ isOwn: false, title: 'Linear Algebra Essentials', videoCount: 6, message: IMPORT_MESSAGES.addedExisting });
    const [copied] = await t.db.select().from(learningPlans).where(eq(learningPlans.id, copy.json().planId));
    expect(copied).toMatchObject({ ownerId: must(third.user).id, sourcePlanId: planId, isPublic: false, youtubePlaylistId: playlist.id });
    expect(await planVideoIds(copy.json().planId)).toEqual(await planVideoIds(planId));

    // Asking again gives the same copy; importing again is now "already imported".
    const twice = await third.post('/api/youtube/add-existing-playlist', { existingPlanId: planId });
    expect(twice.json()).toMatchObject({ isOwn: false, planId: copy.json().planId, message: IMPORT_MESSAGES.alreadyCopied });
    const reimport = await third.post('/api/youtube/import-playlist', { playlistUrl: url(playlist.id) });
    expect(reimport.statusCode).toBe(409);
    expect(reimport.json().existingPlanId).toBe(copy.json().planId);

    const own = await owner.post('/api/youtube/add-existing-playlist', { existingPlanId: planId });
    expect(own.json()).toEqual({
      isOwn: true,
      title: 'Linear Algebra Essentials',
      videoCount: 6,
      planId,
      planSlug: imported.json().planSlug,
      message: IMPORT_MESSAGES.own,
    });

    // forceCreate skips the offer and imports afresh.
    const fourth = await t.user();
    const forced = await fourth.post('/api/youtube/import-playlist', { playlistUrl: url(playlist.id), forceCreate: true });
    expect(forced.statusCode).toBe(202);
    expect(await waitForImport(fourth, forced.json().importId)).toMatchObject({ status: 'completed', imported: 6 });
  });
});

describe('bad input and permissions', () => {
  it('refuses empty and non-playlist URLs with their messages, changing nothing', async () => {
    const c = await t.user();
    const [imports, plans] = [await importCount(), await planCount()];
    const empty = await c.post('/api/youtube/import-playlist', { playlistUrl: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please enter a YouTube playlist URL');
    for (const bad of ['https://example.com/playlist?list=PL1234567890abc', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'not a url', 'PL']) {
      const res = await c.post('/api/youtube/import-playlist', { playlistUrl: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ error: 'Invalid URL', message: 'Please enter a valid YouTube playlist URL' });
    }
    const unknown = await c.post('/api/youtube/import-playlist', { playlistUrl: url('PLdoesnotexist000000000000000000') });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Playlist not found');
    const emptyList = await c.post('/api/youtube/import-playlist', { playlistUrl: url(FAKE_PLAYLISTS.empty) });
    expect(emptyList.statusCode).toBe(400);
    expect(emptyList.json().message).toBe('This playlist has no videos that can be imported.');
    for (const body of [{}, { playlistUrl: 42 }, { playlistUrl: 'x'.repeat(600) }, { playlistUrl: url(FAKE_PLAYLISTS.short), forceCreate: 'yes' }]) {
      expect((await c.post('/api/youtube/import-playlist', body)).statusCode).toBe(400);
    }
    expect([await importCount(), await planCount()]).toEqual([imports, plans]);
  });

  it('answers 503 or 502 when YouTube cannot tell us about the playlist, creating nothing', async () => {
    const c = await t.user();
    const [imports, plans] = [await importCount(), await planCount()];
    const first = fake.addPlaylist({ title: 'Never Fetched One', generate: 2 });
    fake.setQuotaExceeded(true);
    const quota = await c.post('/api/youtube/import-playlist', { playlistUrl: url(first.id) });
    fake.setQuotaExceeded(false);
    expect(quota.statusCode).toBe(503);
    expect(quota.json()).toMatchObject({ code: 'QUOTA_EXCEEDED', message: 'YouTube search temporarily unavailable due to high usage. Please try again later or tomorrow.' });
    const second = fake.addPlaylist({ title: 'Never Fetched Two', generate: 2 });
    fake.failNext(10, 500);
    const down = await c.post('/api/youtube/import-playlist', { playlistUrl: url(second.id) });
    fake.failNext(0);
    expect(down.statusCode).toBe(502);
    expect(down.json()).toMatchObject({ code: 'UPSTREAM_ERROR', message: 'Failed to import the playlist. Please try again.' });
    expect([await importCount(), await planCount()]).toEqual([imports, plans]);
  });

  it("answers 404 for someone else's import and for unknown ids", async () => {
    const owner = await t.user();
    const res = await owner.post('/api/youtube/import-playlist', { playlistUrl: url(FAKE_PLAYLISTS.short) });
    await waitForImport(owner, res.json().importId);
    const stranger = await t.user();
    const peek = await stranger.get(`/api/youtube/imports/${res.json().importId}`);
    expect(peek.statusCode).toBe(404);
    expect(peek.json().message).toBe('Import not found');
    expect((await stranger.get('/api/youtube/imports/999999')).statusCode).toBe(404);
    expect((await stranger.get('/api/youtube/imports/abc')).statusCode).toBe(400);
    expect((await t.client().get(`/api/youtube/imports/${res.json().importId}`)).statusCode).toBe(401);
    expect((await stranger.post('/api/youtube/add-existing-playlist', { existingPlanId: 999999 })).statusCode).toBe(404);
    expect((await stranger.post('/api/youtube/add-existing-playlist', { existingPlanId: 'x' })).statusCode).toBe(400);
  });

  it('an import whose plan was deleted stops with a message', async () => {
    const c = await t.user();
    const [orphan] = await t.db
      .insert(playlistImports)
      .values({ userId: must(c.user).id, youtubePlaylistId: FAKE_PLAYLISTS.short, planId: null, status: 'running', total: 5, updatedAt: new Date(Date.now() - 5 * 60_000) })
      .returning();
    expect(await t.services.playlistImport.sweep()).toEqual({ resumed: 1, failed: 0 });
    expect(await waitForImport(c, must(orphan).id)).toMatchObject({ status: 'failed', error: IMPORT_MESSAGES.planDeleted, planId: null });
  });
});

describe('restart rule', () => {
  it('resumes a recent orphaned import without duplicating videos, and fails an old one', async () => {
    const c = await t.user();
    const first = await c.post('/api/youtube/import-playlist', { playlistUrl: url(FAKE_PLAYLISTS.mixed) });
    await waitForImport(c, first.json().importId);
    // Pretend the process died mid-way: the row is running again, counters stale, not touched for 10 minutes.
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000);
    await t.db
      .update(playlistImports)
      .set({ status: 'running', imported: 2, skipped: 0, updatedAt: tenMinutesAgo })
      .where(eq(playlistImports.id, first.json().importId));
    // And an old one whose person has long gone.
    const [old] = await t.db
      .insert(playlistImports)
      .values({
        userId: must(c.user).id,
        youtubePlaylistId: FAKE_PLAYLISTS.short,
        planId: first.json().planId,
        status: 'running',
        total: 5,
        createdAt: new Date(Date.now() - 3 * 86_400_000),
        updatedAt: new Date(Date.now() - 3 * 86_400_000),
      })
      .returning();

    const swept = await t.services.playlistImport.sweep();
    expect(swept).toEqual({ resumed: 1, failed: 1 });
    expect(await t.services.playlistImport.sweep()).toEqual({ resumed: 0, failed: 0 }); // claimed once
    const resumed = await waitForImport(c, first.json().importId);
    expect(resumed).toMatchObject({ status: 'completed', total: 12, imported: 9, skipped: 3 });
    expect((await planVideoIds(first.json().planId)).length).toBe(9);
    const failed = await c.get(`/api/youtube/imports/${must(old).id}`);
    expect(failed.json()).toMatchObject({ status: 'failed', error: IMPORT_MESSAGES.interrupted });
  });
});
