import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { achievements } from '../../db/schema/index.ts';

export type AchievementRow = typeof achievements.$inferSelect;
export type NewAchievement = typeof achievements.$inferInsert;

/** At most this many achievements are listed: the rules plus one per completed plan. */
export const ACHIEVEMENTS_LIST_MAX = 500;

/**
 * The earned list (`GET /api/achievements`), prepared (decision 0015). The
 * board (`/overview`) reads its own statement, cached (decision 0062).
 */
const listQuery = prepared((db) =>
  db
    .select()
    .from(achievements)
    .where(eq(achievements.userId, sql.placeholder('userId')))
    .orderBy(desc(achievements.earnedAt), desc(achievements.id))
    .limit(sql.placeholder('limit'))
    .prepare('achievements_list'),
);

export const achievementsRepository = {
  /** Inserts those the user does not hold yet (unique user and key); answers the ones inserted now. */
  async awardOnce(db: DbOrTx, rows: NewAchievement[]): Promise<AchievementRow[]> {
    if (rows.length === 0) return [];
    return db.insert(achievements).values(rows).onConflictDoNothing({ target: [achievements.userId, achievements.key] }).returning();
  },

  async earnedKeys(db: DbOrTx, userId: number): Promise<Set<string>> {
    const rows = await db.select({ key: achievements.key }).from(achievements).where(eq(achievements.userId, userId)).limit(ACHIEVEMENTS_LIST_MAX);
    return new Set(rows.map((r) => r.key));
  },

  list(db: DbOrTx, userId: number, limit = ACHIEVEMENTS_LIST_MAX): Promise<AchievementRow[]> {
    return listQuery(db).execute({ userId, limit });
  },

  async find(db: DbOrTx, userId: number, key: string): Promise<AchievementRow | undefined> {
    const [row] = await db.select().from(achievements).where(and(eq(achievements.userId, userId), eq(achievements.key, key))).limit(1);
    return row;
  },
};
