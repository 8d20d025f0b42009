import { type Column, getTableColumns, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { afterAll, describe, expect, it } from 'vitest';
import { makePlan, makeVideos, must } from '../test/fixtures/plans.ts';
import { createTestApp } from '../test/test-app.ts';
import type { DbOrTx } from './db/client.ts';
import { type AccountTable, exportRows, exportShape, type FieldShape, tableName } from './db/account-data.ts';
import { ACCOUNT_DATA } from './account-data.ts';

const t = await createTestApp();

/** Names a column gets when it holds a user's id without a foreign key saying so. */
const USER_COLUMN_NAME = '(^|_)user(_id|_a|_b)?$|^(owner|requester|addressee|author|sender|recipient|creator|reviewer|follower)_id$|_by$';
/** Columns whose name says user but which hold no id of ours. */
const NOT_OUR_USER_IDS = new Set(['oauth_accounts.provider_user_id']);
const DELETE_RULE: Record<string, OnDeleteInDatabase> = { c: 'cascade', n: 'set null', r: 'restrict', a: 'no action', d: 'set default' };
type OnDeleteInDatabase = 'cascade' | 'set null' | 'restrict' | 'no action' | 'set default' | 'no key';

/**
 * Every column of the database that holds a user's id, read from the catalog: the foreign keys to
 * users(id) with their ON DELETE rule, the columns named like a user id (with or without a key),
 * and users.id itself.
 */
async function userColumnsInDatabase(db: DbOrTx): Promise<Map<string, OnDeleteInDatabase | 'is the user'>> {
  const keys = await db.execute<{ table_name: string; column_name: string; rule: string }>(sql`
    select c.relname as table_name, a.attname as column_name, con.confdeltype as rule
    from pg_constraint con
    join pg_class c on c.oid = con.conrelid
    join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
    join pg_attribute a on a.attrelid = c.oid and a.attnum = any (con.conkey)
    where con.contype = 'f' and con.confrelid = 'public.users'::regclass`);
  const named = await db.execute<{ table_name: string; column_name: string }>(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and column_name ~ ${USER_COLUMN_NAME}`);
  const found = new Map<string, OnDeleteInDatabase | 'is the user'>([['users.id', 'is the user']]);
  for (const row of named.rows) if (!NOT_OUR_USER_IDS.has(`${row.table_name}.${row.column_name}`)) found.set(`${row.table_name}.${row.column_name}`, 'no key');
  for (const row of keys.rows) found.set(`${row.table_name}.${row.column_name}`, DELETE_RULE[row.rule] ?? 'no action');
  return found;
}

/** `table.column` of every claimed user column, with the claim. */
function claimedColumns(): Map<string, AccountTable['userColumns'][string] & {}> {
  const claimed = new Map<string, AccountTable['userColumns'][string] & {}>();
  for (const claim of ACCOUNT_DATA) {
    const columns = getTableColumns(claim.table) as Record<string, Column>;
    for (const [property, onDeleted] of Object.entries(claim.userColumns)) {
      const column = columns[property];
      if (!column || !onDeleted) throw new Error(`${tableName(claim)} claims ${property}, which it does not have`);
      // The schema names columns in camelCase; the database in snake_case (drizzle's casing option).
      claimed.set(`${tableName(claim)}.${toSnakeCase(column.name)}`, onDeleted);
    }
  }
  return claimed;
}

const unclaimed = (found: Map<string, unknown>) => [...found.keys()].filter((key) => !claimedColumns().has(key)).sort();

describe('the account-data registry', () => {
  it('claims every column of the database that holds a user id', async () => {
    expect(unclaimed(await userColumnsInDatabase(t.db))).toEqual([]);
  });

  it('says what the database does: each claim’s ON DELETE is the foreign key’s, each clean-up it names is subscribed to UserDeleted, each purge it names runs before the deletion', async () => {
    const found = await userColumnsInDatabase(t.db);
    const subscribed = t.services.events.subscribers('UserDeleted').inTransaction;
    for (const [column, claim] of claimedColumns()) {
      expect({ column, onDelete: found.get(column) }).toEqual({ column, onDelete: claim.onDelete });
      if (claim.alsoRuns) expect(subscribed).toContain(claim.alsoRuns);
      if (claim.purgedFirst) expect(t.services.account.purgeLabels()).toContain(claim.purgedFirst);
    }
    const named = [...claimedColumns().values()].map((claim) => claim.purgedFirst).filter(Boolean);
    expect(t.services.account.purgeLabels().filter((label) => !named.includes(label))).toEqual([]);
    expect(ACCOUNT_DATA.map(tableName).length).toBe(new Set(ACCOUNT_DATA.map(tableName)).size);
  });

  it('exports each table’s rows of the user in the documented shape, and nobody else’s rows, and no secret', async () => {
    const me = await t.user({ firstName: 'Ex', lastName: 'Porter' });
    const other = await t.user({ firstName: 'Other' });
    const myId = must(me.user).id;
    const [v] = await makeVideos(t, 1, { durationSeconds: 100 });
    const videoId = must(v).id;
    const group = (await me.post('/api/plan-groups', { name: 'Mine' })).json();
    const plan = await makePlan(me, { title: 'Exported', isPublic: true, groupId: group.id });
    await makePlan(other, { title: 'Not mine' });
    const theirs = await makePlan(other, { title: 'Theirs', isPublic: true });
    await t.services.plans.addVideos(myId, plan.id, [videoId]);
    expect((await me.post('/api/user/learning-interests', { interests: ['technology'] })).statusCode).toBe(200);
    await me.put('/api/video-progress', { videoId, currentTime: 20 });
    await me.post(`/api/favorites/videos/${videoId}`);
    await me.post(`/api/favorites/playlists/${theirs.id}`);
    await me.post(`/api/plans/${theirs.id}/like`);
    await me.post(`/api/learning-plans/${plan.id}/share`, { email: 'friend.of.ex@example.com' });
    await me.post('/api/friends/invite', { toEmail: other.email });
    await me.post('/api/videos', { youtubeId: 'exportme001', title: 'My own label' });

    const exported = new Map<string, Record<string, unknown>[]>();
    for (const claim of ACCOUNT_DATA) {
      const rows = await exportRows(t.db, claim, myId);
      const shape = exportShape(claim);
      expect(JSON.parse(JSON.stringify(rows))).toEqual(rows);
      for (const row of rows) {
        expect(Object.keys(row)).toEqual(Object.keys(shape));
        for (const [field, { type, nullable }] of Object.entries(shape)) expect({ field, fits: fits(row[field], type, nullable) }).toEqual({ field, fits: true });
      }
      expect(Object.keys(shape).filter((field) => /hash|token|password|csrf|version/i.test(field))).toEqual([]);
      exported.set(tableName(claim), rows);
    }
    const nonEmpty = [...exported].filter(([, rows]) => rows.length > 0).map(([table]) => table);
    expect(nonEmpty).toEqual(
      expect.arrayContaining(['users', 'sessions', 'user_interests', 'email_preferences', 'plan_groups', 'learning_plans', 'video_progress', 'watch_events']),
    );
    expect(nonEmpty).toEqual(expect.arrayContaining(['favorite_videos', 'favorite_plans', 'plan_likes', 'share_events', 'friend_requests', 'library_videos', 'video_labels']));
    expect(exported.get('users')).toEqual([expect.objectContaining({ id: myId, email: me.email, firstName: 'Ex' })]);
    expect(exported.get('learning_plans')?.map((p) => p.title)).toEqual(['Exported']);
    expect(exported.get('friend_requests')).toEqual([expect.objectContaining({ requesterId: myId, addresseeId: must(other.user).id, status: 'pending' })]);
  });
});

describe('a table added later', () => {
  afterAll(async () => {
    await t.db.execute(sql`drop table if exists later_cards, later_reviews`);
  });

  it('fails the registry test until its module claims it', async () => {
    await t.db.execute(sql`create table later_cards (id integer primary key, user_id integer references users(id) on delete cascade)`);
    await t.db.execute(sql`create table later_reviews (id integer primary key, reviewer_id integer)`);
    expect(unclaimed(await userColumnsInDatabase(t.db))).toEqual(['later_cards.user_id', 'later_reviews.reviewer_id']);
  });
});

function fits(value: unknown, type: FieldShape['type'], nullable: boolean): boolean {
  if (value === null) return nullable;
  switch (type) {
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number';
    case 'boolean':
      return typeof value === 'boolean';
    case 'date-time':
      return typeof value === 'string' && !Number.isNaN(Date.parse(value)) && new Date(value).toISOString() === value;
    case 'json':
      return value !== undefined;
    case 'string':
      return typeof value === 'string';
  }
}
