import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { userInterests, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

/** A learner's interests (the dashboard reads them on every visit): a named prepared statement. */
const listInterests = prepared((db) =>
  db.select({ category: userInterests.category }).from(userInterests).where(eq(userInterests.userId, sql.placeholder('userId'))).orderBy(userInterests.category).prepare('users_list_interests'),
);

export const usersRepository = {
  async findById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  },
  async findByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    return row;
  },
  /** Inserts unless the e-mail is taken (then undefined): the unique index decides, not a prior read. */
  async insert(db: DbOrTx, values: typeof users.$inferInsert): Promise<UserRow | undefined> {
    const [row] = await db.insert(users).values(values).onConflictDoNothing({ target: users.email }).returning();
    return row;
  },
  async update(db: DbOrTx, id: number, values: Partial<typeof users.$inferInsert>): Promise<UserRow | undefined> {
    const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
    return row;
  },
  /** The row, locked against concurrent writes for the rest of the transaction. */
  async lock(db: DbOrTx, id: number): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id)).for('update').limit(1);
    return row;
  },
  async delete(db: DbOrTx, id: number): Promise<boolean> {
    const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
    return rows.length > 0;
  },
  async listInterests(db: DbOrTx, userId: number): Promise<string[]> {
    const rows = await listInterests(db).execute({ userId });
    return rows.map((r) => r.category);
  },
  async replaceInterests(db: DbOrTx, userId: number, categories: string[]): Promise<void> {
    await db.delete(userInterests).where(eq(userInterests.userId, userId));
    if (categories.length > 0) await db.insert(userInterests).values(categories.map((category) => ({ userId, category })));
    await db.update(users).set({ lastActiveAt: sql`now()` }).where(eq(users.id, userId));
  },
};
