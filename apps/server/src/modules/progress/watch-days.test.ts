import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeVideos, must } from '../../../test/fixtures/plans.ts';
import { watch } from '../../../test/fixtures/watching.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { videos, watchDays, watchEvents } from '../../db/schema/index.ts';

const t = await createTestApp();

interface Day {
  localDate: string;
  seconds: number;
  events: number;
  streak: number;
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** watch_days as it should be, computed here from the ledger: sums per day, and each day's run of consecutive days. */
async function expected(userId: number): Promise<Day[]> {
  const rows = await t.db.select().from(watchEvents).where(eq(watchEvents.userId, userId));
  const byDay = new Map<string, Day>();
  for (const r of rows) {
    const day = byDay.get(r.localDate) ?? { localDate: r.localDate, seconds: 0, events: 0, streak: 0 };
    day.seconds += r.secondsCredited;
    day.events += 1;
    byDay.set(r.localDate, day);
  }
  const days = [...byDay.values()].sort((a, b) => a.localDate.localeCompare(b.localDate));
  days.forEach((day, i) => {
    const before = days[i - 1];
    day.streak = before && nextDay(before.localDate) === day.localDate ? before.streak + 1 : 1;
  });
  return days;
}

async function actual(userId: number): Promise<Day[]> {
  const rows = await t.db.select().from(watchDays).where(eq(watchDays.userId, userId)).orderBy(watchDays.localDate);
  return rows.map(({ localDate, seconds, events, streak }) => ({ localDate, seconds, events, streak }));
}

/** A day of November 2026 (or early December): 'YYYY-MM-DD'. */
const day = (n: number) => new Date(Date.UTC(2026, 10, 1 + n)).toISOString().slice(0, 10);

describe('watch_days (the ledger per day, kept by triggers)', () => {
  it('follows every insert, update and delete of watch events, streaks included, in any order', async () => {
    const [a, b] = [await t.user(), await t.user()];
    const [me, other] = [must(a.user).id, must(b.user).id];
    const vids = await makeVideos(t, 4, { durationSeconds: 600 });
    const ids = vids.map((v) => v.id);
    // A fixed pseudo-random walk: single and bulk inserts on days in any order (gaps filled later,
    // runs joined), both users in one statement, deletes and updates of single events and of days.
    let seed = 7;
    const rand = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return Math.floor(seed / 65_536) % n;
    };
    let longest = 0;
    for (let step = 0; step < 80; step++) {
      const op = rand(10);
      if (op < 6) {
        const rows = Array.from({ length: 1 + rand(4) }, () => ({
          userId: rand(4) === 0 ? other : me,
          videoId: ids[rand(ids.length)] as number,
          secondsCredited: 1 + rand(300),
          localDate: day(rand(20)),
        }));
        await t.db.insert(watchEvents).values(rows);
      } else if (op < 8) {
        const [victim] = await t.db.select({ id: watchEvents.id }).from(watchEvents).where(eq(watchEvents.userId, me)).orderBy(watchEvents.id).offset(rand(40)).limit(1);
        if (victim) await t.db.delete(watchEvents).where(eq(watchEvents.id, victim.id));
      } else if (op < 9) {
        await t.db.delete(watchEvents).where(sql`${watchEvents.userId} = ${me} and ${watchEvents.localDate} = ${day(rand(20))}`);
      } else {
        // An event moves to another day (a day may empty, another appear) and changes its seconds.
        const [victim] = await t.db.select({ id: watchEvents.id }).from(watchEvents).where(inArray(watchEvents.userId, [me, other])).orderBy(watchEvents.id).offset(rand(40)).limit(1);
        if (victim) await t.db.update(watchEvents).set({ localDate: day(rand(20)), secondsCredited: 1 + rand(300) }).where(eq(watchEvents.id, victim.id));
      }
      const mine = await actual(me);
      expect(mine, `step ${step}`).toEqual(await expected(me));
      expect(await actual(other), `step ${step}`).toEqual(await expected(other));
      longest = Math.max(longest, ...mine.map((d) => d.streak));
    }
    expect(longest).toBeGreaterThanOrEqual(5); // the walk did join days into runs
    // A deleted video takes its events, and so its seconds, days and streaks, with it (the cascade).
    await t.db.delete(videos).where(eq(videos.id, ids[0] as number));
    expect(await actual(me)).toEqual(await expected(me));
    expect(await actual(other)).toEqual(await expected(other));
  });

  it('the save path credits today and extends the streak from yesterday', async () => {
    t.clock.set(new Date('2026-11-24T10:00:00Z'));
    const c = await t.user();
    const me = must(c.user).id;
    const [v] = await makeVideos(t, 1, { durationSeconds: 3600 });
    await watch(t, c, must(v).id, 120);
    t.clock.set(new Date('2026-11-25T10:00:00Z'));
    await watch(t, c, must(v).id, 60, 120);
    await watch(t, c, must(v).id, 30, 180);
    expect(await actual(me)).toEqual([
      { localDate: '2026-11-24', seconds: 120, events: 1, streak: 1 },
      { localDate: '2026-11-25', seconds: 90, events: 2, streak: 2 },
    ]);
    expect((await c.get('/api/analytics/daily')).json()).toEqual({ videosWatched: 1, timeSpent: 90, streakDays: 2 });
  });
});
