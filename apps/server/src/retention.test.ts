import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
import { ADMIN_AUDIT_KEPT_DAYS, pruneRetained, REVIEW_LOGS_KEPT_DAYS, WATCH_EVENTS_KEPT_DAYS } from './retention.ts';

const DAY_MS = 86_400_000;

describe('retention', async () => {
  const t = await createTestApp();

  it('prunes raw watch events past the retention and keeps their seconds in the rollups', async () => {
    const now = t.clock.now();
    const q = (text: string, params: unknown[] = []) => t.pool.query(text, params);
    const user = (await q(`insert into users (email) values ('keeper@example.com') returning id`)).rows[0].id as number;
    const video = (await q(`insert into videos (youtube_id, title) values ('keepvideo01', 'Kept') returning id`)).rows[0].id as number;
    const old = new Date(now.getTime() - (WATCH_EVENTS_KEPT_DAYS + 10) * DAY_MS);
    const recent = new Date(now.getTime() - 5 * DAY_MS);
    for (const at of [old, new Date(old.getTime() + DAY_MS), recent]) {
      await q(`insert into watch_events (user_id, video_id, seconds_credited, local_date, created_at) values ($1, $2, 300, $3, $4)`, [user, video, at.toISOString().slice(0, 10), at]);
    }
    const days = async () => (await q(`select local_date, seconds, events, streak from watch_days where user_id = $1 order by local_date`, [user])).rows;
    const before = await days();
    expect(before).toHaveLength(3);

    const pruned = await pruneRetained(t.db, now);
    expect(pruned.watchEvents).toBe(2);
    expect((await q(`select created_at from watch_events where user_id = $1`, [user])).rows).toHaveLength(1);
    expect(await days()).toEqual(before);

    // Any other delete still keeps the rollups true.
    await q(`delete from watch_events where user_id = $1`, [user]);
    expect((await days()).map((d) => d.local_date)).toEqual(before.slice(0, 2).map((d) => d.local_date));
  });

  it('prunes review logs past the retention, and the review figures of the last 400 days stay', async () => {
    const now = t.clock.now();
    const q = (text: string, params: unknown[] = []) => t.pool.query(text, params);
    const learner = await t.user({ email: 'reviewer.keeper@example.com' });
    const video = (await q(`insert into videos (youtube_id, title, facts_source) values ('keepreview1', 'Reviewed', 'catalog') returning id`)).rows[0].id as number;
    const note = await learner.request('POST', `/api/videos/${video}/notes`, { atSeconds: 5, text: 'Kept card', makeCard: true });
    expect(note.statusCode).toBe(201);
    const card = (await q(`select id, user_id from review_cards where user_id = (select id from users where email = 'reviewer.keeper@example.com')`)).rows[0] as { id: number; user_id: number };
    const log = (reviewId: string, at: Date) =>
      q(
        `insert into review_logs (card_id, user_id, review_id, rating, state, due_at, stability, difficulty, elapsed_days, last_elapsed_days, scheduled_days, learning_steps, reviewed_at, next_due_at)
         values ($1, $2, $3, 3, 2, $4, 1, 5, 0, 0, 1, 0, $4, $4)`,
        [card.id, card.user_id, reviewId, at],
      );
    await log('old-review', new Date(now.getTime() - (REVIEW_LOGS_KEPT_DAYS + 1) * DAY_MS));
    await log('recent-review', new Date(now.getTime() - 2 * DAY_MS));
    const stats = async () => (await learner.request('GET', '/api/review/stats')).json();
    const statsBefore = await stats();

    const pruned = await pruneRetained(t.db, now);
    expect(pruned.reviewLogs).toBe(1);
    expect((await q(`select review_id from review_logs where user_id = $1`, [card.user_id])).rows.map((r) => r.review_id)).toEqual(['recent-review']);
    expect(await stats()).toEqual(statsBefore);
  });

  it('prunes the admin audit trail past its retention', async () => {
    const now = t.clock.now();
    await t.pool.query(`insert into admin_audit (action, outcome, created_at) values ('old', 'ok', $1), ('new', 'ok', $2)`, [new Date(now.getTime() - (ADMIN_AUDIT_KEPT_DAYS + 1) * DAY_MS), now]);
    const pruned = await pruneRetained(t.db, now);
    expect(pruned.adminAudit).toBe(1);
    expect((await t.pool.query(`select action from admin_audit`)).rows.map((r) => r.action)).toEqual(['new']);
  });
});
