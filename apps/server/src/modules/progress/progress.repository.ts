import { and, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { progressClientSaves, videoProgress, watchEvents } from '../../db/schema/index.ts';

export type ProgressRow = typeof videoProgress.$inferSelect;

/** The user's progress rows and the watch-time ledger. */
export const progressRepository = {
  async find(db: DbOrTx, userId: number, videoId: number): Promise<ProgressRow | undefined> {
    const [row] = await db
      .select()
      .from(videoProgress)
      .where(and(eq(videoProgress.userId, userId), eq(videoProgress.videoId, videoId)))
      .limit(1);
    return row;
  },

  /** The saved row, locked until this save's transaction ends. */
  async lockForSave(db: DbOrTx, userId: number, videoId: number): Promise<ProgressRow | undefined> {
    const [row] = await db
      .select()
      .from(videoProgress)
      .where(and(eq(videoProgress.userId, userId), eq(videoProgress.videoId, videoId)))
      .limit(1)
      .for('update');
    return row;
  },

  /** `at`: the save's time by the app's clock. */
  async upsert(db: DbOrTx, values: { userId: number; videoId: number; currentTime: number; isCompleted: boolean; completedAt: Date | null; at: Date }): Promise<ProgressRow> {
    const { at, ...fields } = values;
    const [row] = await db
      .insert(videoProgress)
      .values({ ...fields, updatedAt: at })
      .onConflictDoUpdate({
        target: [videoProgress.userId, videoProgress.videoId],
        set: { currentTime: fields.currentTime, isCompleted: fields.isCompleted, completedAt: fields.completedAt, updatedAt: at },
      })
      .returning();
    if (!row) throw new Error('upsert returned no row');
    return row;
  },

  /** Undoes a completion; the position and the watch time credited stay. Undefined when there is no row. */
  async reopen(db: DbOrTx, userId: number, videoId: number, at: Date): Promise<ProgressRow | undefined> {
    const [row] = await db
      .update(videoProgress)
      .set({ isCompleted: false, completedAt: null, updatedAt: at })
      .where(and(eq(videoProgress.userId, userId), eq(videoProgress.videoId, videoId)))
      .returning();
    return row;
  },

  async creditWatchTime(db: DbOrTx, values: { userId: number; videoId: number; secondsCredited: number; localDate: string; at: Date }): Promise<void> {
    const { at, ...fields } = values;
    await db.insert(watchEvents).values({ ...fields, createdAt: at });
  },

  /** Records a save's client id; false when it was recorded before (the save is a replay). */
  async recordClientSave(db: DbOrTx, userId: number, clientId: string, at: Date): Promise<boolean> {
    const inserted = await db.insert(progressClientSaves).values({ userId, clientId, appliedAt: at }).onConflictDoNothing().returning({ clientId: progressClientSaves.clientId });
    return inserted.length > 0;
  },

  async deleteClientSavesBefore(db: DbOrTx, before: Date): Promise<number> {
    const deleted = await db.delete(progressClientSaves).where(lt(progressClientSaves.appliedAt, before)).returning({ clientId: progressClientSaves.clientId });
    return deleted.length;
  },
};
