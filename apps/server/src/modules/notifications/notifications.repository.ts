import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = { userId: number; type: string; title: string; message: string; data: Record<string, unknown> };

export const notificationsRepository = {
  async insertMany(db: DbOrTx, rows: NewNotification[]): Promise<NotificationRow[]> {
    if (rows.length === 0) return [];
    return db.insert(notifications).values(rows).returning();
  },

  /**
   * Inserts each row unless its user already has a notification of the same type whose data contains the row's key
   * (e.g. one notification per invite). One statement for the whole batch.
   */
  async insertManyUnlessExists(db: DbOrTx, rows: Array<NewNotification & { key: Record<string, unknown> }>): Promise<number> {
    if (rows.length === 0) return 0;
    const batch = JSON.stringify(rows.map((r) => ({ user_id: r.userId, type: r.type, title: r.title, message: r.message, data: r.data, key: r.key })));
    const result = await db.execute(sql`
      insert into ${notifications} (user_id, type, title, message, data)
      select (e.item->>'user_id')::integer, e.item->>'type', e.item->>'title', e.item->>'message', e.item->'data'
      from jsonb_array_elements(${batch}::jsonb) with ordinality as e(item, ord)
      where not exists (
        select 1 from ${notifications} n
        where n.user_id = (e.item->>'user_id')::integer and n.type = e.item->>'type' and n.data @> (e.item->'key')
      )
      order by e.ord`);
    return result.rowCount ?? 0;
  },

  async listNewest(db: DbOrTx, userId: number, limit: number): Promise<NotificationRow[]> {
    return db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit);
  },

  async unreadCount(db: DbOrTx, userId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
    return row?.n ?? 0;
  },

  /** True when the notification exists and belongs to the user (read already or not). */
  async markRead(db: DbOrTx, userId: number, id: number): Promise<boolean> {
    const rows = await db
      .update(notifications)
      .set({ isRead: true })
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .returning({ id: notifications.id });
    return rows.length > 0;
  },

  async markAllRead(db: DbOrTx, userId: number): Promise<number> {
    const rows = await db
      .update(notifications)
      .set({ isRead: true })
      .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
      .returning({ id: notifications.id });
    return rows.length;
  },

  /** Marks read each user's unread notifications of a type whose data contains the match. One statement for the batch. */
  async markReadMatching(db: DbOrTx, items: Array<{ userId: number; type: string; match: Record<string, unknown> }>): Promise<number> {
    if (items.length === 0) return 0;
    const batch = JSON.stringify(items.map((i) => ({ user_id: i.userId, type: i.type, match: i.match })));
    const result = await db.execute(sql`
      update ${notifications} n set is_read = true
      from jsonb_to_recordset(${batch}::jsonb) as v(user_id integer, type text, match jsonb)
      where n.user_id = v.user_id and n.type = v.type and n.is_read = false and n.data @> v.match`);
    return result.rowCount ?? 0;
  },

  async deleteOlderThan(db: DbOrTx, days: number): Promise<number> {
    const result = await db.delete(notifications).where(lt(notifications.createdAt, sql`now() - make_interval(days => ${days})`));
    return result.rowCount ?? 0;
  },
};
