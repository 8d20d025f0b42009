import { formatInterval, NOTE_TEXT_MAX } from '@learnstack/contracts';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notes, notifications, reviewCards, reviewLogs } from '../../db/schema/index.ts';
import { countAllStatements } from '../../../test/count-statements.ts';
import { makeVideos, must } from '../../../test/fixtures/plans.ts';
import { createTestApp } from '../../../test/test-app.ts';
import type { TestClient } from '../../../test/test-client.ts';

const t = await createTestApp();

/** Every statement `run` sends: through the pool and through the clients its transactions check out. */
const countAll = (run: () => Promise<unknown>) => countAllStatements(t.pool, run);

const patch = (c: TestClient, url: string, body: unknown) => c.request('PATCH', url, body);
const uid = (c: TestClient) => must(c.user).id;
const noteRows = (c: TestClient) => t.db.select().from(notes).where(eq(notes.userId, uid(c)));

async function video(durationSeconds = 600) {
  return must((await makeVideos(t, 1, { durationSeconds }))[0]);
}

describe('notes on a video', () => {
  it('adds notes at moments, lists them by time, edits and deletes them', async () => {
    const c = await t.user();
    const v = await video();
    const late = await c.post(`/api/videos/${v.id}/notes`, { atSeconds: 300.5, text: '  Closures keep their scope  ' });
    expect(late.statusCode).toBe(201);
    expect(late.json()).toMatchObject({ videoId: v.id, atSeconds: 300.5, text: 'Closures keep their scope', question: '', isCard: false, dueAt: null });
    const early = (await c.post(`/api/videos/${v.id}/notes`, { atSeconds: 12, text: '<b>not html</b>' })).json();
    expect(early.text).toBe('<b>not html</b>');

    const listed = (await c.get(`/api/videos/${v.id}/notes`)).json().notes;
    expect(listed.map((n: { atSeconds: number }) => n.atSeconds)).toEqual([12, 300.5]);

    const edited = await patch(c, `/api/notes/${early.id}`, { text: 'Hoisting', atSeconds: 20 });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: early.id, text: 'Hoisting', atSeconds: 20 });
    expect((await c.get(`/api/videos/${v.id}/notes`)).json().notes[0]).toMatchObject({ text: 'Hoisting', atSeconds: 20 });

    expect((await c.delete(`/api/notes/${early.id}`)).json()).toEqual({ message: 'Note deleted' });
    expect((await c.delete(`/api/notes/${early.id}`)).statusCode).toBe(404);
    expect(await noteRows(c)).toHaveLength(1);
  });

  it('refuses bad input with a 400 that changes nothing', async () => {
    const c = await t.user();
    const v = await video(600);
    const good = (await c.post(`/api/videos/${v.id}/notes`, { atSeconds: 10, text: 'ok' })).json();
    const bad = [
      { atSeconds: 10, text: '   ' },
      { atSeconds: 10 },
      { atSeconds: 10, text: 'x'.repeat(NOTE_TEXT_MAX + 1) },
      { atSeconds: -1, text: 'a' },
      { atSeconds: 601, text: 'a' },
      { atSeconds: '10', text: 'a' },
      { atSeconds: 10, text: 'a', makeCard: 'yes' },
      { atSeconds: 10, text: 'a', extra: 1 },
    ];
    for (const body of bad) {
      const res = await c.post(`/api/videos/${v.id}/notes`, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect((await c.post(`/api/videos/${v.id}/notes`, { atSeconds: 601, text: 'a' })).json().message).toBe('The note’s time must be within the video');
    for (const body of [{}, { text: '' }, { atSeconds: 700 }, { atSeconds: -3 }, { text: 'x'.repeat(NOTE_TEXT_MAX + 1) }]) {
      expect((await patch(c, `/api/notes/${good.id}`, body)).statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect((await noteRows(c)).map((n) => [n.text, n.atSeconds])).toEqual([['ok', 10]]);
    // Exactly the video's length is allowed; a video of unknown length takes up to 24 hours.
    expect((await c.post(`/api/videos/${v.id}/notes`, { atSeconds: 600, text: 'end' })).statusCode).toBe(201);
    const unknown = must((await makeVideos(t, 1, { durationSeconds: null }))[0]);
    expect((await c.post(`/api/videos/${unknown.id}/notes`, { atSeconds: 7200, text: 'long' })).statusCode).toBe(201);
    expect((await c.post(`/api/videos/${unknown.id}/notes`, { atSeconds: 86_401, text: 'too long' })).statusCode).toBe(400);
  });

  it('an unknown video is a 404; signed out is a 401', async () => {
    const c = await t.user();
    expect((await c.get('/api/videos/999999/notes')).statusCode).toBe(404);
    expect((await c.post('/api/videos/999999/notes', { atSeconds: 1, text: 'a' })).json()).toMatchObject({ message: 'Video not found' });
    expect((await t.client().get('/api/notes')).statusCode).toBe(401);
  });

  it('notes are private: another user’s note is a 404 and never listed', async () => {
    const me = await t.user();
    const other = await t.user();
    const v = await video();
    const mine = (await me.post(`/api/videos/${v.id}/notes`, { atSeconds: 5, text: 'mine', makeCard: true })).json();
    expect((await other.get(`/api/videos/${v.id}/notes`)).json()).toEqual({ notes: [] });
    expect((await other.get('/api/notes')).json().notes).toEqual([]);
    expect((await patch(other, `/api/notes/${mine.id}`, { text: 'theirs' })).statusCode).toBe(404);
    expect((await other.delete(`/api/notes/${mine.id}`)).json()).toMatchObject({ message: 'Note not found' });
    expect((await other.get('/api/review/due')).json()).toMatchObject({ cards: [], dueCount: 0 });
    const card = must((await t.db.select().from(reviewCards).where(eq(reviewCards.noteId, mine.id)))[0]);
    expect((await other.post(`/api/review/${card.id}`, { rating: 3, reviewId: 'other-user-1' })).statusCode).toBe(404);
    expect((await noteRows(me)).map((n) => n.text)).toEqual(['mine']);
  });

  it('GET /api/notes lists across videos, newest first, paged and searchable', async () => {
    const c = await t.user();
    const [a, b] = await makeVideos(t, 2);
    for (let i = 0; i < 23; i++) {
      t.clock.advance(1000);
      await c.post(`/api/videos/${must(i % 2 ? a : b).id}/notes`, { atSeconds: i, text: i === 5 ? 'The 100% rule_of thumb' : `note ${i}` });
    }
    const first = (await c.get('/api/notes')).json();
    expect(first.notes).toHaveLength(20);
    expect(first.hasMore).toBe(true);
    expect(first.notes[0]).toMatchObject({ text: 'note 22', video: { id: must(b).id, title: must(b).title } });
    const second = (await c.get('/api/notes?page=2')).json();
    expect(second.notes.map((n: { text: string }) => n.text)).toEqual(['note 2', 'note 1', 'note 0']);
    expect(second.hasMore).toBe(false);
    // The search is literal: % and _ are not wildcards.
    expect((await c.get('/api/notes?q=100%25%20rule_of')).json().notes.map((n: { text: string }) => n.text)).toEqual(['The 100% rule_of thumb']);
    expect((await c.get('/api/notes?q=1%25')).json().notes).toEqual([]);
    expect((await c.get('/api/notes?page=0')).statusCode).toBe(400);
  });

  it('holds at most 500 notes per user and video, also under concurrent posts', async () => {
    const c = await t.user();
    const v = await video();
    const now = new Date();
    await t.db.insert(notes).values(Array.from({ length: 497 }, (_, i) => ({ userId: uid(c), videoId: v.id, atSeconds: i, text: `n${i}`, createdAt: now, updatedAt: now })));
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => c.post(`/api/videos/${v.id}/notes`, { atSeconds: 1, text: `race ${i}` })));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    const refused = results.filter((r) => r.statusCode === 400);
    expect(refused).toHaveLength(5);
    expect(refused[0]?.json().message).toBe('You can keep at most 500 notes on one video');
    expect(await noteRows(c)).toHaveLength(500);
    // Another video is counted on its own.
    const w = await video();
    expect((await c.post(`/api/videos/${w.id}/notes`, { atSeconds: 1, text: 'fine' })).statusCode).toBe(201);
  });
});

describe('review cards', () => {
  async function cardFor(c: TestClient, fields: Record<string, unknown> = {}) {
    const v = await video();
    const n = (await c.post(`/api/videos/${v.id}/notes`, { atSeconds: 75, text: 'A closure keeps its scope', makeCard: true, ...fields })).json();
    const card = must((await t.db.select().from(reviewCards).where(eq(reviewCards.noteId, n.id)))[0]);
    return { v, n, card };
  }
  const logCount = async (cardId: number) => must((await t.db.select({ n: count() }).from(reviewLogs).where(eq(reviewLogs.cardId, cardId)))[0]).n;

  it('a note marked "Review this" is due at once, with the front, back and each grade’s interval', async () => {
    const c = await t.user();
    const { v, n, card } = await cardFor(c);
    expect(n).toMatchObject({ isCard: true, dueAt: card.dueAt.toISOString() });
    const due = (await c.get('/api/review/due')).json();
    expect(due.dueCount).toBe(1);
    expect(due.nextDueAt).toBeNull();
    expect(due.cards[0]).toMatchObject({
      id: card.id,
      front: `${v.title} at 1:15`,
      back: 'A closure keeps its scope',
      note: { id: n.id, atSeconds: 75, text: 'A closure keeps its scope' },
      video: { id: v.id, youtubeId: v.youtubeId },
    });
    // A new card: Again 1m, Hard 6m, Good 10m (the learning steps), Easy in days.
    const labels = Object.values(due.cards[0].intervals).map((i) => (i as { label: string }).label);
    expect(labels.slice(0, 3)).toEqual(['1m', '6m', '10m']);
    expect(labels[3]).toMatch(/^\d+d$/);

    // The learner's own question is the front.
    await patch(c, `/api/notes/${n.id}`, { question: 'What does a closure keep?' });
    expect((await c.get('/api/review/due')).json().cards[0].front).toBe('What does a closure keep?');
  });

  it('grades on the server with FSRS: the due date is what ts-fsrs gives from the same state, and the preview matches', async () => {
    const { createEmptyCard, fsrs, GenSeedStrategyWithCardId, Rating, StrategyMode } = await import('ts-fsrs');
    const c = await t.user();
    const { card } = await cardFor(c);
    t.clock.advance(86_400_000);
    const preview = (await c.get('/api/review/due')).json().cards[0].intervals;
    const res = await c.post(`/api/review/${card.id}`, { rating: 3, reviewId: 'first-answer-1' });
    expect(res.statusCode).toBe(200);
    const reply = res.json();
    const f = fsrs({ request_retention: 0.9, enable_fuzz: true }).useStrategy(StrategyMode.SEED, GenSeedStrategyWithCardId('card_id'));
    const start = { ...createEmptyCard(card.createdAt), card_id: card.id };
    const expected = f.next(start, new Date(reply.reviewedAt), Rating.Good).card.due;
    expect(reply).toEqual({ cardId: card.id, rating: 3, dueAt: expected.toISOString(), reviewedAt: expect.any(String) });
    expect(preview[3].label).toBe('10m');
    // Not due yet: a review early is a 409 that changes nothing.
    const early = await c.post(`/api/review/${card.id}`, { rating: 4, reviewId: 'second-answer' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: 'This card is not due yet' });
    expect(await logCount(card.id)).toBe(1);
    // Nothing due now; the list says when the card falls due.
    expect((await c.get('/api/review/due')).json()).toMatchObject({ cards: [], dueCount: 0, nextDueAt: expected.toISOString() });

    // Ten minutes on, Good again: now in the review state, days away (fuzzed by the card id), as previewed.
    t.clock.advance(11 * 60_000);
    const second = (await c.get('/api/review/due')).json().cards[0];
    const graded = (await c.post(`/api/review/${card.id}`, { rating: 3, reviewId: 'third-answer' })).json();
    // The same interval as previewed (the fuzz is seeded by the card, not by the moment of the answer).
    expect(formatInterval(Date.parse(graded.dueAt) - Date.parse(graded.reviewedAt))).toBe(second.intervals[3].label);
    expect(Math.abs(Date.parse(graded.dueAt) - Date.parse(second.intervals[3].dueAt))).toBeLessThan(60_000);
    const stored = must((await t.db.select().from(reviewCards).where(eq(reviewCards.id, card.id)))[0]);
    expect(stored).toMatchObject({ state: 2, reps: 2, dueAt: new Date(graded.dueAt) });
  });

  it('a double-posted review grades once (sequential and concurrent), and a reviewId is not reused for another card', async () => {
    const c = await t.user();
    const { card } = await cardFor(c);
    const { card: other } = await cardFor(c);
    const first = await c.post(`/api/review/${card.id}`, { rating: 1, reviewId: 'double-click-1' });
    const again = await c.post(`/api/review/${card.id}`, { rating: 1, reviewId: 'double-click-1' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await logCount(card.id)).toBe(1);
    expect((await c.post(`/api/review/${other.id}`, { rating: 3, reviewId: 'double-click-1' })).statusCode).toBe(409);
    expect(await logCount(other.id)).toBe(0);

    const results = await Promise.all(Array.from({ length: 6 }, () => c.post(`/api/review/${other.id}`, { rating: 4, reviewId: 'concurrent-xyz' })));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(results.map((r) => r.body)).size).toBe(1);
    expect(await logCount(other.id)).toBe(1);

    // One reviewId posted at once for two cards: one grade, the other a 409 that leaves its card as it was.
    const [x, y] = [(await cardFor(c)).card, (await cardFor(c)).card];
    const both = await Promise.all([x, y, x, y].map((k) => c.post(`/api/review/${k.id}`, { rating: 3, reviewId: 'two-cards-at-once' })));
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 200, 409, 409]);
    const graded = both.find((r) => r.statusCode === 200)?.json().cardId;
    const untouched = graded === x.id ? y : x;
    expect((await logCount(x.id)) + (await logCount(y.id))).toBe(1);
    expect(must((await t.db.select().from(reviewCards).where(eq(reviewCards.id, untouched.id)))[0])).toEqual(untouched);
  });

  it('refuses ratings out of range and bad review ids with a 400; unknown cards are 404', async () => {
    const c = await t.user();
    const { card } = await cardFor(c);
    for (const body of [{ rating: 0, reviewId: 'abcdefgh1' }, { rating: 5, reviewId: 'abcdefgh1' }, { rating: 2.5, reviewId: 'abcdefgh1' }, { rating: '3', reviewId: 'abcdefgh1' }, { rating: 3 }, { rating: 3, reviewId: 'short' }, { rating: 3, reviewId: 'has spaces in it' }, { rating: 3, reviewId: 'abcdefgh1', dueAt: '2030-01-01' }]) {
      expect((await c.post(`/api/review/${card.id}`, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await logCount(card.id)).toBe(0);
    expect((await c.post('/api/review/999999', { rating: 3, reviewId: 'abcdefgh1' })).statusCode).toBe(404);
    expect((await c.get('/api/review/due?limit=51')).statusCode).toBe(400);
  });

  it('unticking "Review this" or deleting the note removes the card and its history', async () => {
    const c = await t.user();
    const { n, card } = await cardFor(c);
    await c.post(`/api/review/${card.id}`, { rating: 3, reviewId: 'review-before-untick' });
    const off = (await patch(c, `/api/notes/${n.id}`, { makeCard: false })).json();
    expect(off).toMatchObject({ isCard: false, dueAt: null });
    expect(await t.db.select().from(reviewCards).where(eq(reviewCards.noteId, n.id))).toEqual([]);
    expect(await logCount(card.id)).toBe(0);
    // Ticking again makes a fresh card, due now.
    const on = (await patch(c, `/api/notes/${n.id}`, { makeCard: true })).json();
    expect(on.isCard).toBe(true);
    const fresh = must((await t.db.select().from(reviewCards).where(eq(reviewCards.noteId, n.id)))[0]);
    await c.post(`/api/review/${fresh.id}`, { rating: 2, reviewId: 'review-before-delete' });
    await c.delete(`/api/notes/${n.id}`);
    expect(await t.db.select().from(reviewCards).where(eq(reviewCards.noteId, n.id))).toEqual([]);
    expect(await logCount(fresh.id)).toBe(0);
  });

  it('stats: due today, reviewed today, retention over 30 days, streak and the week ahead', async () => {
    const c = await t.user();
    t.clock.set(new Date('2031-03-10T12:00:00Z'));
    const { card } = await cardFor(c);
    const { card: second } = await cardFor(c);
    let s = (await c.get('/api/review/stats')).json();
    expect(s).toMatchObject({ dueToday: 2, reviewedToday: 0, retention30d: null, streakDays: 0 });
    expect(s.forecast7d).toHaveLength(7);
    expect(s.forecast7d[0]).toEqual({ date: '2031-03-10', count: 2 });
    await c.post(`/api/review/${card.id}`, { rating: 4, reviewId: 'stats-day-1' });
    t.clock.advance(86_400_000);
    await c.post(`/api/review/${second.id}`, { rating: 3, reviewId: 'stats-day-2' });
    s = (await c.get('/api/review/stats')).json();
    expect(s.reviewedToday).toBe(1);
    expect(s.streakDays).toBe(2);
    expect(s.forecast7d[0].date).toBe('2031-03-11');
    expect(s.forecast7d.reduce((a: number, d: { count: number }) => a + d.count, 0)).toBeGreaterThanOrEqual(1);
    // Once the first card (Easy: days away) comes due and is forgotten, retention counts it.
    t.clock.advance(40 * 86_400_000);
    await c.post(`/api/review/${card.id}`, { rating: 1, reviewId: 'stats-forgot' });
    s = (await c.get('/api/review/stats')).json();
    expect(s.retention30d).toBe(0);
    expect(s.streakDays).toBe(1);
  });
});

describe('the daily review notification', () => {
  const reviewNotes = (c: TestClient) => t.db.select().from(notifications).where(and(eq(notifications.userId, uid(c)), eq(notifications.type, 'review')));

  it('is sent once per user and day when cards are due, even by concurrent runs', async () => {
    t.clock.set(new Date('2032-06-01T08:00:00Z'));
    const c = await t.user();
    const idle = await t.user();
    const v = await video();
    for (let i = 0; i < 5; i++) await c.post(`/api/videos/${v.id}/notes`, { atSeconds: i, text: `card ${i}`, makeCard: true });
    await idle.post(`/api/videos/${v.id}/notes`, { atSeconds: 1, text: 'no card' });
    await Promise.all(Array.from({ length: 5 }, () => t.services.review.sendDailyReminders()));
    await t.services.review.sendDailyReminders();
    const sent = await reviewNotes(c);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ title: 'Time to review', message: '5 cards to review' });
    expect(await reviewNotes(idle)).toEqual([]);
    expect((await c.get('/api/notifications')).json().notifications[0]).toMatchObject({ type: 'review', message: '5 cards to review' });

    // The next day: one more.
    t.clock.advance(86_400_000);
    await Promise.all([t.services.review.sendDailyReminders(), t.services.review.sendDailyReminders()]);
    expect(await reviewNotes(c)).toHaveLength(2);
  });
});

describe('the due list reads an index and a bounded number of statements', () => {
  it('EXPLAIN of the due query uses review_cards_user_due_idx', async () => {
    const c = await t.user();
    const v = await video();
    const now = t.clock.now();
    const made = await t.db
      .insert(notes)
      .values(Array.from({ length: 3000 }, (_, i) => ({ userId: uid(c), videoId: v.id, atSeconds: i % 600, text: `n${i}`, createdAt: now, updatedAt: now })))
      .returning({ id: notes.id });
    await t.db.insert(reviewCards).values(made.map((n, i) => ({ noteId: n.id, userId: uid(c), dueAt: new Date(now.getTime() + (i - 1500) * 60_000), createdAt: now })));
    await t.pool.query('analyze review_cards');
    const plan = await t.pool.query(
      'explain select id from review_cards where user_id = $1 and due_at <= $2 order by due_at, id limit 20',
      [uid(c), now],
    );
    const text = plan.rows.map((r: Record<string, string>) => Object.values(r)[0]).join('\n');
    expect(text).toContain('review_cards_user_due_idx');
    const due = (await c.get('/api/review/due?limit=20')).json();
    expect(due.cards).toHaveLength(20);
    // 1,501 are due; the count stops at its cap.
    expect(due.dueCount).toBe(1000);
    expect(due.nextDueAt).toBe(new Date(now.getTime() + 60_000).toISOString());
    // Oldest due first.
    expect(due.cards.map((x: { dueAt: string }) => x.dueAt)).toEqual([...due.cards.map((x: { dueAt: string }) => x.dueAt)].sort());

    // The same number of statements for 1 card as for 3000, for the list and for a grade.
    const small = await t.user();
    const { card: one } = await (async () => {
      const w = await video();
      const n = (await small.post(`/api/videos/${w.id}/notes`, { atSeconds: 1, text: 'one', makeCard: true })).json();
      return { card: must((await t.db.select().from(reviewCards).where(eq(reviewCards.noteId, n.id)))[0]) };
    })();
    await small.get('/api/review/due');
    const few = await countAll(() => small.get('/api/review/due?limit=20'));
    const many = await countAll(() => c.get('/api/review/due?limit=20'));
    expect(many).toBe(few);
    const gradeSmall = await countAll(() => small.post(`/api/review/${one.id}`, { rating: 3, reviewId: 'count-small-1' }));
    const gradeLarge = await countAll(() => c.post(`/api/review/${due.cards[0].id}`, { rating: 3, reviewId: 'count-large-1' }));
    expect(gradeLarge).toBe(gradeSmall);
    console.info(`statements: GET /api/review/due ${many}, POST /api/review/{cardId} ${gradeLarge} (session included)`);
    // The session and the due list with its figures, in one statement whether cards are due or not.
    // The session; begin, the card's lock with the log lookup, the grade (card and log), commit.
    expect(many).toBeLessThanOrEqual(2);
    let empty: { cards: unknown[]; dueCount: number; nextDueAt: string | null } | undefined;
    expect(
      await countAll(async () => {
        empty = (await small.get('/api/review/due')).json();
      }),
    ).toBeLessThanOrEqual(2); // its one card graded: none due
    expect(empty).toMatchObject({ cards: [], dueCount: 0, nextDueAt: expect.any(String) });
    expect(gradeLarge).toBeLessThanOrEqual(5);
  });
});
