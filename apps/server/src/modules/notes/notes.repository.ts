import { and, asc, count, eq, getTableColumns, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notes, reviewCards, reviewLogs, reviewReminders } from '../../db/schema/index.ts';
import type { StoredCard } from './scheduler.ts';

export type NoteRow = typeof notes.$inferSelect;
export type CardRow = typeof reviewCards.$inferSelect;
export type NoteWithCard = NoteRow & { cardId: number | null; cardDueAt: Date | null };

const withCard = { ...getTableColumns(notes), cardId: reviewCards.id, cardDueAt: reviewCards.dueAt };

/** Notes, their review cards, the review log and the daily reminders: the notes module's own tables. */
export const notesRepository = {
  async countForVideo(db: DbOrTx, userId: number, videoId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(notes)
      .where(and(eq(notes.userId, userId), eq(notes.videoId, videoId)));
    return row?.n ?? 0;
  },

  async insert(db: DbOrTx, row: { userId: number; videoId: number; atSeconds: number; text: string; question: string; at: Date }): Promise<NoteRow> {
    const [inserted] = await db
      .insert(notes)
      .values({ userId: row.userId, videoId: row.videoId, atSeconds: row.atSeconds, text: row.text, question: row.question, createdAt: row.at, updatedAt: row.at })
      .returning();
    if (!inserted) throw new Error('note insert returned nothing');
    return inserted;
  },

  /** The user's note with its card; another user's note is not found. */
  async findOwned(db: DbOrTx, userId: number, noteId: number, lock = false): Promise<NoteWithCard | undefined> {
    const query = db
      .select(withCard)
      .from(notes)
      .leftJoin(reviewCards, eq(reviewCards.noteId, notes.id))
      .where(and(eq(notes.id, noteId), eq(notes.userId, userId)))
      .limit(1);
    const [row] = lock ? await query.for('update', { of: notes }) : await query;
    return row;
  },

  async update(db: DbOrTx, noteId: number, patch: { text?: string; atSeconds?: number; question?: string; at: Date }): Promise<void> {
    const { at, ...fields } = patch;
    await db
      .update(notes)
      .set({ ...fields, updatedAt: at })
      .where(eq(notes.id, noteId));
  },

  /** Deletes the user's note (its card and review log go with it); false when there was none. */
  async delete(db: DbOrTx, userId: number, noteId: number): Promise<boolean> {
    const rows = await db
      .delete(notes)
      .where(and(eq(notes.id, noteId), eq(notes.userId, userId)))
      .returning({ id: notes.id });
    return rows.length > 0;
  },

  /** The user's notes on a video, by time. */
  async listForVideo(db: DbOrTx, userId: number, videoId: number, limit: number): Promise<NoteWithCard[]> {
    return db
      .select(withCard)
      .from(notes)
      .leftJoin(reviewCards, eq(reviewCards.noteId, notes.id))
      .where(and(eq(notes.userId, userId), eq(notes.videoId, videoId)))
      .orderBy(asc(notes.atSeconds), asc(notes.id))
      .limit(limit);
  },

  /** Makes the note a card, unless it is one already. */
  async insertCard(db: DbOrTx, row: Omit<StoredCard, 'id'> & { noteId: number; userId: number; createdAt: Date }): Promise<CardRow | undefined> {
    const [inserted] = await db.insert(reviewCards).values(row).onConflictDoNothing({ target: reviewCards.noteId }).returning();
    return inserted;
  },

  /** 'Review this' unticked: the card and its review history go. */
  async deleteCardOfNote(db: DbOrTx, noteId: number): Promise<void> {
    await db.delete(reviewCards).where(eq(reviewCards.noteId, noteId));
  },

  /** The user's card, locked until the transaction ends, so concurrent grades of it run one after the other. */
  async lockCard(db: DbOrTx, userId: number, cardId: number): Promise<CardRow | undefined> {
    const [row] = await db
      .select()
      .from(reviewCards)
      .where(and(eq(reviewCards.id, cardId), eq(reviewCards.userId, userId)))
      .limit(1)
      .for('update');
    return row;
  },

  async findLog(db: DbOrTx, userId: number, reviewId: string) {
    const [row] = await db
      .select({ cardId: reviewLogs.cardId, rating: reviewLogs.rating, reviewedAt: reviewLogs.reviewedAt, nextDueAt: reviewLogs.nextDueAt })
      .from(reviewLogs)
      .where(and(eq(reviewLogs.userId, userId), eq(reviewLogs.reviewId, reviewId)))
      .limit(1);
    return row;
  },

  async saveGrade(db: DbOrTx, card: { id: number; userId: number }, reviewId: string, next: Omit<StoredCard, 'id'>, log: Omit<typeof reviewLogs.$inferInsert, 'cardId' | 'userId' | 'reviewId'>): Promise<void> {
    await db.update(reviewCards).set(next).where(eq(reviewCards.id, card.id));
    await db.insert(reviewLogs).values({ ...log, cardId: card.id, userId: card.userId, reviewId });
  },

  /**
   * Claims each (user, local day) for the daily reminder; the primary key makes a second claim of
   * the same day do nothing, however many run at once. Returns the users claimed now.
   */
  async claimReminders(db: DbOrTx, rows: Array<{ userId: number; localDate: string; dueCount: number }>, at: Date): Promise<Array<{ userId: number; dueCount: number }>> {
    if (rows.length === 0) return [];
    return db
      .insert(reviewReminders)
      .values(rows.map((r) => ({ ...r, createdAt: at })))
      .onConflictDoNothing()
      .returning({ userId: reviewReminders.userId, dueCount: reviewReminders.dueCount });
  },

  /** Reminders older than a week are no longer needed to keep a day's reminder single. */
  async pruneReminders(db: DbOrTx, before: Date): Promise<void> {
    await db.delete(reviewReminders).where(sql`${reviewReminders.createdAt} < ${before}`);
  },
};
