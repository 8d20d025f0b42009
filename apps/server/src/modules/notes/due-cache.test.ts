import type { DueReply } from '@learnstack/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users, videos } from '../../db/schema/index.ts';
import { countStatements } from '../../../test/count-statements.ts';
import { makeVideos, must } from '../../../test/fixtures/plans.ts';
import { createTestApp, secondInstance } from '../../../test/test-app.ts';
import type { TestClient } from '../../../test/test-client.ts';
import { transcriptsRepository } from '../transcripts/transcripts.repository.ts';
import { DUE_PREVIEW_MAX_AGE_MS } from './review.service.ts';

/**
 * GET /api/review/due answers from a cached answer kept while users.review_version holds and the
 * clock allows (decision 0058). The writes go through one app instance and the reads through
 * another on the same database and clock: only the version can tell the second one anything changed.
 */
const t = await createTestApp();
const second = await secondInstance(t);

async function due(c: TestClient): Promise<DueReply> {
  const res = await c.get('/api/review/due');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DueReply>();
}

/** A learner with one due card on a 600 s video, its due list cached on the reading instance. */
async function learner() {
  const one = await t.user();
  const two = one.on(second.app);
  const video = must((await makeVideos(t, 1, { durationSeconds: 600 }))[0]);
  const note = (await one.post(`/api/videos/${video.id}/notes`, { atSeconds: 60, text: 'A closure keeps its scope', makeCard: true })).json<{ id: number; cardId: number }>();
  const first = await due(two);
  expect(first.cards.map((c) => c.note.id)).toEqual([note.id]);
  // Cached: the same answer again without a statement beyond the session's.
  expect(await countStatements(t.pool, () => due(two))).toBe(1);
  const card = must(first.cards[0]);
  return { one, two, video, note, card };
}

describe('the cached due list', () => {
  it('shows a card made, on a new note and on an existing one', async () => {
    const { one, two, video } = await learner();
    const added = (await one.post(`/api/videos/${video.id}/notes`, { atSeconds: 90, text: 'Second', makeCard: true })).json<{ id: number }>();
    expect((await due(two)).cards.map((c) => c.note.id)).toContain(added.id);
    const plain = (await one.post(`/api/videos/${video.id}/notes`, { atSeconds: 120, text: 'Third' })).json<{ id: number }>();
    expect((await one.request('PATCH', `/api/notes/${plain.id}`, { makeCard: true })).statusCode).toBe(200);
    expect((await due(two)).dueCount).toBe(3);
  });

  it('shows a note edited: its text, question and time', async () => {
    const { one, two, note } = await learner();
    expect((await one.request('PATCH', `/api/notes/${note.id}`, { text: 'Edited', question: 'What does a closure keep?', atSeconds: 30 })).statusCode).toBe(200);
    expect(must((await due(two)).cards[0])).toMatchObject({ front: 'What does a closure keep?', back: 'Edited', note: { atSeconds: 30, text: 'Edited' } });
  });

  it('drops a card whose note is deleted or which is made a plain note again', async () => {
    const { one, two, video, note } = await learner();
    const other = (await one.post(`/api/videos/${video.id}/notes`, { atSeconds: 90, text: 'Second', makeCard: true })).json<{ id: number }>();
    expect((await due(two)).dueCount).toBe(2);
    expect((await one.delete(`/api/notes/${note.id}`)).statusCode).toBe(200);
    expect((await due(two)).cards.map((c) => c.note.id)).toEqual([other.id]);
    expect((await one.request('PATCH', `/api/notes/${other.id}`, { makeCard: false })).statusCode).toBe(200);
    expect(await due(two)).toMatchObject({ cards: [], dueCount: 0 });
  });

  it('drops a graded card, and shows it again when it falls due as the clock moves on', async () => {
    const { one, two, card } = await learner();
    const graded = (await one.post(`/api/review/${card.id}`, { rating: 3, reviewId: 'due-cache-grade-1' })).json<{ dueAt: string }>();
    const after = await due(two);
    expect(after).toMatchObject({ cards: [], dueCount: 0, nextDueAt: graded.dueAt });
    // Just before the card falls due (minutes on: the previews' age has run out, so one load first),
    // the cached answer, with no statement beyond the session's.
    t.clock.set(new Date(Date.parse(graded.dueAt) - 1000));
    expect((await due(two)).dueCount).toBe(0);
    expect(await countStatements(t.pool, async () => expect((await due(two)).dueCount).toBe(0))).toBe(1);
    // Due now: no write moved the version, the answer's time ran out.
    t.clock.set(new Date(Date.parse(graded.dueAt) + 1000));
    expect((await due(two)).cards.map((c) => c.id)).toEqual([card.id]);
  });

  it('keeps its interval previews DUE_PREVIEW_MAX_AGE_MS at most', async () => {
    const { two, card } = await learner();
    t.clock.advance(DUE_PREVIEW_MAX_AGE_MS - 5000);
    expect(must((await due(two)).cards[0]).intervals).toEqual(card.intervals);
    t.clock.advance(10_000);
    expect(must((await due(two)).cards[0]).intervals[1].dueAt).not.toBe(card.intervals[1].dueAt);
  });

  it("shows a change of the video's title, and is not moved by a refresh of its view count", async () => {
    const { two, video } = await learner();
    const version = async () => must((await t.db.select({ v: users.reviewVersion }).from(users).where(eq(users.id, must(two.user).id)))[0]).v;
    const before = await version();
    await t.db.update(videos).set({ viewCount: 12345, fetchedAt: new Date() }).where(eq(videos.id, video.id));
    expect(await version()).toBe(before);
    await t.db.update(videos).set({ title: 'Renamed by YouTube' }).where(eq(videos.id, video.id));
    expect(must((await due(two)).cards[0]).video.title).toBe('Renamed by YouTube');
  });

  it("shows the learner's own label of an unconfirmed video, and its change", async () => {
    const one = await t.user();
    const two = one.on(second.app);
    const saved = (await one.post('/api/videos', { youtubeId: 'duecache001', title: 'My label', duration: 'PT10M' })).json<{ id: number }>();
    await one.post(`/api/videos/${saved.id}/notes`, { atSeconds: 5, text: 'x', makeCard: true });
    expect(must((await due(two)).cards[0]).video.title).toBe('My label');
    await one.post('/api/videos', { youtubeId: 'duecache001', title: 'My new label', duration: 'PT10M' });
    expect(must((await due(two)).cards[0]).video.title).toBe('My new label');
  });

  it("shows the transcript lines around the note: the learner's upload, and YouTube's", async () => {
    const { one, two, video } = await learner();
    const vtt = 'WEBVTT\n\n00:00:55.000 --> 00:00:58.000\nUploaded line\n';
    expect((await one.request('PUT', `/api/videos/${video.youtubeId}/transcript`, { format: 'vtt', content: vtt })).statusCode).toBe(200);
    expect(must((await due(two)).cards[0]).context.map((l) => l.text)).toEqual(['Uploaded line']);
    expect((await one.delete(`/api/videos/${video.youtubeId}/transcript`)).statusCode).toBe(200);
    expect(must((await due(two)).cards[0]).context).toEqual([]);
    // YouTube's, stored by the transcript fetcher for everyone: a write by no learner.
    await t.db.transaction((tx) =>
      transcriptsRepository.store(tx, { videoId: video.id, userId: null, language: 'en', format: null, content: null, segments: [{ start: 61, duration: 2, text: 'From YouTube' }], now: t.clock.now() }),
    );
    expect(must((await due(two)).cards[0]).context.map((l) => l.text)).toEqual(['From YouTube']);
  });

  it('answers other limits apart, and another learner never', async () => {
    const { one, two, video } = await learner();
    await one.post(`/api/videos/${video.id}/notes`, { atSeconds: 90, text: 'Second', makeCard: true });
    expect((await two.get('/api/review/due?limit=1')).json<DueReply>().cards).toHaveLength(1);
    expect((await due(two)).cards).toHaveLength(2);
    const stranger = (await t.user()).on(second.app);
    expect(await due(stranger)).toMatchObject({ cards: [], dueCount: 0 });
  });
});
