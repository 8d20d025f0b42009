/**
 * The review benchmark's data: one signed-in learner with `cards` notes on 50 videos, each a review
 * card, half of them due (spread over the past 30 days) and half due over the next 60 days, with a
 * few reviews each in the log; then ANALYZE. Written with plain inserts in batches (the
 * benchmark measures the reads and the grade, not the writing of 100,000 notes).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';
import { notes, reviewCards, reviewLogs, users, videos } from '../apps/server/src/db/schema/index.ts';
import { benchSession } from './seed.ts';

export interface ReviewBenchData {
  userId: number;
  cookie: string;
  csrfToken: string;
  /** Ids of due cards, oldest due first, for the grades. */
  dueCardIds: number[];
}

const BATCH = 2000;
const DAY_MS = 86_400_000;

export async function seedReviewBench(db: Db, cards: number, now = new Date()): Promise<ReviewBenchData> {
  const [user] = await db.insert(users).values({ email: `reviewer${Date.now()}@bench.learnstack.test`, firstName: 'Reviewer', lastName: 'Bench', hasCompletedOnboarding: true }).returning({ id: users.id });
  if (!user) throw new Error('user insert failed');
  const { cookie, csrfToken } = await benchSession(db, user.id, now);

  const vids = await db
    .insert(videos)
    .values(Array.from({ length: 50 }, (_, i) => ({ youtubeId: `review${String(i).padStart(5, '0')}`, title: `Review bench video ${i}`, durationSeconds: 3600, factsSource: 'catalog' as const })))
    .returning({ id: videos.id });

  for (let start = 0; start < cards; start += BATCH) {
    const size = Math.min(BATCH, cards - start);
    const made = await db
      .insert(notes)
      .values(
        Array.from({ length: size }, (_, k) => {
          const i = start + k;
          return { userId: user.id, videoId: vids[i % vids.length]?.id as number, atSeconds: (i * 7) % 3600, text: `Note ${i}: what the lesson said at this moment, in a sentence or two.`, question: i % 4 === 0 ? `Question ${i}?` : '', createdAt: new Date(now.getTime() - 90 * DAY_MS), updatedAt: new Date(now.getTime() - 90 * DAY_MS) };
        }),
      )
      .returning({ id: notes.id });
    await db
      .insert(reviewCards)
      .values(
        made.map((n, k) => {
          const i = start + k;
          // Even: due over the past 30 days; odd: due over the next 60 days.
          const dueAt = i % 2 === 0 ? new Date(now.getTime() - ((i * 7919) % (30 * DAY_MS))) : new Date(now.getTime() + 60_000 + ((i * 7919) % (60 * DAY_MS)));
          return { noteId: n.id, userId: user.id, dueAt, stability: 3 + (i % 20), difficulty: 4 + (i % 5), elapsedDays: 3, scheduledDays: 5, learningSteps: 0, reps: 3, lapses: i % 3 === 0 ? 1 : 0, state: 2, lastReviewAt: new Date(now.getTime() - 10 * DAY_MS), createdAt: new Date(now.getTime() - 90 * DAY_MS) };
        }),
      );
  }
  // Three past reviews per card, written by the database in one statement.
  await db.execute(sql`
    insert into ${reviewLogs} (card_id, user_id, review_id, rating, state, due_at, stability, difficulty, elapsed_days, last_elapsed_days, scheduled_days, learning_steps, reviewed_at, next_due_at)
    select c.id, c.user_id, 'seed-' || c.id || '-' || r, 1 + ((c.id + r) % 4), case when r = 0 then 0 else 2 end,
      ${now}::timestamptz - make_interval(days => 40 - r * 10), 1 + r, 5, r * 5, r * 4, r * 5, 0,
      ${now}::timestamptz - make_interval(days => 40 - r * 10), ${now}::timestamptz - make_interval(days => 30 - r * 10)
    from ${reviewCards} c cross join generate_series(0, 2) r
    where c.user_id = ${user.id}`);
  // As autovacuum would have by now: statistics and the visibility map (index-only scans).
  await db.execute(sql`vacuum analyze notes, review_cards, review_logs`);
  const due = await db.execute<{ id: number }>(sql`select id from review_cards where user_id = ${user.id} and due_at <= ${now} order by due_at, id limit 5000`);
  return { userId: user.id, cookie, csrfToken, dueCardIds: due.rows.map((r) => Number(r.id)) };
}
