import { EMAIL_MISMATCH } from '@learnstack/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makePlan, makeVideos, must } from '../../../test/fixtures/plans.ts';
import { createTestApp } from '../../../test/test-app.ts';
import type { TestClient } from '../../../test/test-client.ts';
import { rowsNaming, userColumnsOfDatabase } from '../../../test/user-columns.ts';
import { seedCommonPlaylist } from '../../seed/common-playlist.ts';

const t = await createTestApp();
await seedCommonPlaylist(t.db);

const idOf = (c: TestClient) => must(c.user).id;
const deleteAccount = (c: TestClient, body: unknown) => c.request('DELETE', '/api/user/account', body);

/** `n` watch events of the user, over nine days from 2026-01-01 or on one day, written as saves write them (the rollup triggers run). */
async function watched(userId: number, n: number, day?: string) {
  const [video] = await makeVideos(t, 1, { durationSeconds: 100 });
  const date = day ? sql`${day}::text` : sql`to_char(date '2026-01-01' + i % 9, 'YYYY-MM-DD')`;
  await t.db.execute(sql`
    insert into watch_events (user_id, video_id, seconds_credited, local_date)
    select ${userId}, ${must(video).id}, 10, ${date} from generate_series(1, ${n}) i`);
}

async function watchDays(userId: number) {
  return (await t.db.execute(sql`select local_date, seconds, events, streak from watch_days where user_id = ${userId} order by local_date`)).rows;
}

async function befriend(a: TestClient, b: TestClient) {
  expect((await a.post('/api/friends/invite', { toEmail: b.email })).statusCode).toBe(201);
  const [request] = (await b.get('/api/friends/requests')).json();
  expect((await b.post(`/api/friends/accept/${request.id}`)).statusCode).toBe(200);
}

/** A user with something in every corner of the product, a friend, and another user holding a copy of their public plan. */
async function busyUser() {
  const me = await t.user({ firstName: 'Gone', lastName: 'Soon' });
  const friend = await t.user({ firstName: 'Fay', lastName: 'Friend' });
  const copier = await t.user({ firstName: 'Cora', lastName: 'Copier' });
  const [v1, v2] = await makeVideos(t, 2, { durationSeconds: 100 });
  const group = (await me.post('/api/plan-groups', { name: 'Mine', isPublic: true })).json();
  const publicPlan = await makePlan(me, { title: `Public of gone ${Date.now()}`, isPublic: true, groupId: group.id });
  const privatePlan = await makePlan(me, { title: 'Private of gone' });
  await t.services.plans.addVideos(idOf(me), publicPlan.id, [must(v1).id, must(v2).id]);
  await t.services.plans.addVideos(idOf(me), privatePlan.id, [must(v1).id]);
  await me.post('/api/user/learning-interests', { interests: ['design'] });
  await me.post('/api/user/email-preferences', { serviceUpdates: false });
  await me.put('/api/video-progress', { videoId: must(v1).id, currentTime: 30 });
  await me.post(`/api/favorites/videos/${must(v2).id}`);
  await me.post('/api/videos', { youtubeId: 'gonesaved01', title: 'Saved by gone' });
  const theirs = await makePlan(friend, { title: 'Friend public', isPublic: true });
  await me.post(`/api/plans/${theirs.id}/like`);
  await me.post(`/api/favorites/playlists/${theirs.id}`);
  await me.post(`/api/learning-plans/${publicPlan.id}/share`, { email: 'someone.else@example.com' });
  await me.post('/api/friends/invite', { toEmail: 'not.yet@example.com' });
  await befriend(me, friend);
  const [item] = (await me.get('/api/common-playlist')).json();
  await me.post('/api/user-playlist-selections', { playlistItemId: item.id, isBookmarked: true });
  await me.post('/api/contact', { name: 'Gone', email: me.email, subject: 'Hi', message: 'Hello support' });
  const copy = await copier.post(`/api/shared-plan/public/${publicPlan.id}/accept`);
  expect(copy.statusCode).toBeLessThan(300);
  return { me, friend, copier, publicPlan, privatePlan, theirs };
}

describe('PUT /api/user/profile', () => {
  it('saves trimmed names and answers the user; names past 50 characters are refused and change nothing', async () => {
    const a = await t.user({ firstName: 'Old', lastName: 'Name' });
    const res = await a.put('/api/user/profile', { firstName: '  Ada ', lastName: ' Lovelace  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Profile updated', user: { firstName: 'Ada', lastName: 'Lovelace', name: 'Ada Lovelace' } });
    const long = await a.put('/api/user/profile', { firstName: 'x'.repeat(51), lastName: 'Ok' });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('First name must be at most 50 characters');
    expect((await a.put('/api/user/profile', { firstName: 'Only' })).statusCode).toBe(400);
    expect((await a.get('/api/auth/user')).json()).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
  });
});

describe('GET /api/user/viewing-history', () => {
  it('lists the last 10 videos watched, newest first, with completion and resume time', async () => {
    const a = await t.user();
    const other = await t.user();
    const videos = await makeVideos(t, 12, { durationSeconds: 200 });
    for (const [i, v] of videos.entries()) {
      await a.put('/api/video-progress', { videoId: v.id, currentTime: 10 + i });
      t.clock.advance(1000);
    }
    await a.put('/api/video-progress', { videoId: must(videos[0]).id, currentTime: 200, isCompleted: true });
    await other.put('/api/video-progress', { videoId: must(videos[5]).id, currentTime: 99 });
    const res = await a.get('/api/user/viewing-history');
    expect(res.statusCode).toBe(200);
    const items = res.json();
    expect(items).toHaveLength(10);
    expect(items[0]).toMatchObject({ id: must(videos[0]).id, isCompleted: true, video: { youtubeId: must(videos[0]).youtubeId } });
    expect(items.slice(1).map((i: { id: number }) => i.id)).toEqual(videos.slice(3).reverse().map((v) => v.id));
    expect(items[1]).toMatchObject({ isCompleted: false, currentTime: 21 });
    expect(new Date(items[0].lastWatched).getTime()).toBeGreaterThanOrEqual(new Date(items[1].lastWatched).getTime());
    expect((await t.client().get('/api/user/viewing-history')).statusCode).toBe(401);
  });
});

describe('GET /api/user/export', () => {
  it('is a JSON attachment with every table of the user from the registry, plans with videos in order, friends by name, and no secret or other e-mail', async () => {
    const { me, friend, privatePlan } = await busyUser();
    const res = await me.get('/api/user/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="learnstack-export-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = res.json();
    expect(data.tables.users).toEqual([expect.objectContaining({ id: idOf(me), email: me.email, firstName: 'Gone' })]);
    for (const table of ['user_interests', 'email_preferences', 'learning_plans', 'plan_groups', 'video_progress', 'library_videos', 'favorite_videos', 'favorite_plans', 'friendships', 'user_playlist_selections', 'contact_messages']) {
      expect({ table, rows: data.tables[table]?.length ?? 0 }).not.toEqual({ table, rows: 0 });
    }
    expect(data.plans.find((p: { id: number }) => p.id === privatePlan.id).videos).toHaveLength(1);
    expect(data.plans.map((p: { videos: { orderIndex: number }[] }) => p.videos.map((v) => v.orderIndex))).toContainEqual([0, 1]);
    expect(data.friends).toEqual([expect.objectContaining({ firstName: 'Fay', lastName: 'Friend' })]);
    expect(res.body).not.toContain(friend.email);
    expect(res.body).not.toContain('someone.else@example.com');
    expect(res.body).not.toContain('not.yet@example.com');
    expect(res.body).not.toMatch(/"(passwordHash|password_hash|tokenHash|token_hash|idHash|id_hash|csrfToken|csrf_token)"/);
  });
});

describe('DELETE /api/user/account', () => {

  it("locks no one else's plan or user row: the videos it saved first are not written at all", async () => {
    const saver = await t.user();
    const other = await t.user();
    const saved = (await saver.post('/api/videos', { youtubeId: 'firstsaver1', title: 'Saved first by the leaver' })).json();
    const plan = await makePlan(other, { title: 'Holds a video the leaver saved first' });
    await t.services.plans.addVideos(idOf(other), plan.id, [saved.id]);
    // xmin: the transaction that last wrote the video's row (any update, even to null, changes it).
    const versions = async () =>
      (
        await t.db.execute<{ content_version: number; plan_list_version: number; video_written_by: string }>(sql`
          select lp.content_version, u.plan_list_version, (select xmin::text from videos where id = ${saved.id}) as video_written_by
          from learning_plans lp join users u on u.id = lp.owner_id where lp.id = ${plan.id}`)
      ).rows[0];
    const before = await versions();
    expect((await deleteAccount(saver, { email: saver.email })).statusCode).toBe(200);
    expect(await versions()).toEqual(before);
  });
  it('refuses a wrong or missing e-mail and deletes nothing, not even a watch event', async () => {
    const a = await t.user();
    await watched(idOf(a), 12);
    const before = await rowsNaming(t.db, idOf(a));
    const missing = await deleteAccount(a, {});
    expect(missing.statusCode).toBe(400);
    const wrong = await deleteAccount(a, { email: 'someone@example.com' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(EMAIL_MISMATCH);
    expect((await a.get('/api/auth/user')).statusCode).toBe(200);
    expect(await rowsNaming(t.db, idOf(a))).toEqual(before);
    expect(before['watch_events.user_id']).toBe(12);
  });

  it('deletes the watch events in batches of at most the batch size, each its own transaction, before the account; the cascade takes what is written meanwhile', async () => {
    const me = await t.user();
    const id = idOf(me);
    await watched(id, 23);
    await watched(id, 8, '2026-01-05');
    // Each delete statement on the user's watch events, in order: its rows, whether the account was
    // still there, and its transaction. On the second batch, a save commits an event of a day the
    // purge has passed (what a save between the last batch and the account's transaction leaves).
    await t.db.execute(sql`create table deletes_seen (seq serial primary key, n int, account_there boolean, xact bigint)`);
    await t.db.execute(
      sql.raw(`create function deletes_seen_record() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from old_rows where user_id = ${id}) then
          insert into deletes_seen (n, account_there, xact) values
            ((select count(*) from old_rows), exists (select 1 from users where id = ${id}), txid_current());
          if (select count(*) from deletes_seen) = 2 then
            insert into watch_events (user_id, video_id, seconds_credited, local_date) select ${id}, video_id, 7, '2000-01-01' from old_rows limit 1;
          end if;
        end if;
        return null;
      end $$`),
    );
    await t.db.execute(sql`create trigger deletes_seen after delete on watch_events referencing old table as old_rows for each statement execute function deletes_seen_record()`);
    try {
      const days = await watchDays(id);
      await t.services.account.deleteAccount(id, me.email, 5);
      const seen = (await t.db.execute<{ n: number; account_there: boolean; xact: string }>(sql`select n, account_there, xact::text from deletes_seen order by seq`)).rows;
      // Nine days of 2, 3, 3, 3, 11, 3, 2, 2 and 2 events: runs of whole days of at most 5 events,
      // the day of 11 in three batches; then the cascade takes the one written meanwhile.
      expect(seen.map((s) => [s.n, s.account_there])).toEqual([
        [5, true],
        [3, true],
        [3, true],
        [5, true],
        [5, true],
        [1, true],
        [5, true],
        [4, true],
        [1, false],
      ]);
      expect(new Set(seen.map((s) => s.xact)).size).toBe(seen.length);
      expect(days.length).toBeGreaterThan(1);
      expect(await rowsNaming(t.db, id)).toEqual({});
    } finally {
      await t.db.execute(sql`drop trigger if exists deletes_seen on watch_events`);
      await t.db.execute(sql`drop function if exists deletes_seen_record()`);
      await t.db.execute(sql`drop table if exists deletes_seen`);
    }
  });

  it('stopped after its purge, leaves the account usable with its watch days as they were, and asked again deletes everything', async () => {
    const me = await t.user();
    const id = idOf(me);
    await watched(id, 17);
    const days = await watchDays(id);
    // What the deletion does before its transaction; then the process ends.
    expect(await t.services.progress.purgeWatchEvents(id, 4)).toBe(17);
    expect(await watchDays(id)).toEqual(days);
    expect((await me.get('/api/auth/user')).statusCode).toBe(200);
    expect((await me.get('/api/analytics/weekly')).statusCode).toBe(200);
    expect((await deleteAccount(me, { email: me.email })).statusCode).toBe(200);
    expect(await rowsNaming(t.db, id)).toEqual({});
  });

  it('deletes every row of the user in every table that holds a user id (read from the live catalog), keeps the copy another user made, and frees the e-mail', async () => {
    const { me, friend, copier, publicPlan } = await busyUser();
    const id = idOf(me);
    const before = await rowsNaming(t.db, id);
    // The busy user really has rows in most corners, so "none left" below proves something.
    expect(Object.keys(before).length).toBeGreaterThanOrEqual(15);

    const otherBrowser = t.client();
    expect((await otherBrowser.login(me.email, me.password)).statusCode).toBe(200);

    const res = await deleteAccount(me, { email: me.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your account has been deleted' });

    expect(await rowsNaming(t.db, id)).toEqual({});
    // Every session ended: this browser and the other one.
    expect((await me.get('/api/auth/user')).statusCode).toBe(401);
    expect((await otherBrowser.get('/api/auth/user')).statusCode).toBe(401);
    // The login fails like an unknown e-mail.
    const login = await t.client().login(me.email, me.password);
    const unknown = await t.client().login('never.here@example.com', me.password);
    expect({ status: login.statusCode, message: login.json().message }).toEqual({ status: unknown.statusCode, message: unknown.json().message });
    // Gone from explore and from their friend's list; the copier keeps their copy.
    const explore = (await t.client().get(`/api/public-plans?search=${encodeURIComponent(publicPlan.title)}`)).json();
    expect(explore.plans.map((p: { id: number }) => p.id)).not.toContain(publicPlan.id);
    expect((await friend.get('/api/friends')).json()).toEqual([]);
    const copies = (await copier.get('/api/learning-plans')).json();
    expect(copies).toContainEqual(expect.objectContaining({ title: publicPlan.title }));
    // The same e-mail can sign up again, as a new account.
    const again = t.client();
    await again.signup({ email: me.email });
    expect(idOf(again)).not.toBe(id);
  });

  it('the catalog lists the tables this test covers, so a table added later is covered without a change here', async () => {
    const tables = new Set((await userColumnsOfDatabase(t.db)).map((c) => c.table));
    for (const table of ['sessions', 'learning_plans', 'plan_groups', 'video_progress', 'user_playlist_selections', 'contact_messages', 'friendships', 'friend_invites']) expect(tables).toContain(table);
    await t.db.execute(sql`create table later_user_table (id integer primary key, user_id integer references users(id) on delete cascade)`);
    try {
      expect((await userColumnsOfDatabase(t.db)).map((c) => `${c.table}.${c.column}`)).toContain('later_user_table.user_id');
    } finally {
      await t.db.execute(sql`drop table later_user_table`);
    }
  });

  it('is for signed-in users only, and needs the CSRF token', async () => {
    expect((await t.client().request('DELETE', '/api/user/account', { email: 'a@example.com' })).statusCode).toBe(401);
    const a = await t.user();
    expect((await a.request('DELETE', '/api/user/account', { email: a.email }, { csrf: false })).statusCode).toBe(403);
    expect((await a.get('/api/auth/user')).statusCode).toBe(200);
  });
});
