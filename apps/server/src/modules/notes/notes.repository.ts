import { and, asc, count, eq, getTableColumns, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { notes, reviewCards, reviewLogs, reviewReminders } from '../../db/schema/index.ts';
import type { StoredCard } from './scheduler.ts';

export type NoteRow = typeof notes.$inferSelect;
export type CardRow = typeof reviewCards.$inferSelect;
export type NoteWithCard = NoteRow & { cardId: number | null; cardDueAt: Date | null };

const withCard = { ...getTableColumns(notes), cardId: reviewCards.id, cardDueAt: reviewCards.dueAt };

type LogRow = Pick<typeof reviewLogs.$inferSelect, 'cardId' | 'rating' | 'reviewedAt' | 'nextDueAt'>;
type GradeLog = Omit<typeof reviewLogs.$inferInsert, 'cardId' | 'userId' | 'reviewId' | 'id'>;
const p = (name: string) => sql.placeholder(name);

/**
 * A grade runs on every card the learner answers: its statements are built once and prepared
 * (decision 0015): the card's lock with the lookup of the answer, then the card's update with the
 * log's insert.
 */
const logColumns = { cardId: reviewLogs.cardId, rating: reviewLogs.rating, reviewedAt: reviewLogs.reviewedAt, nextDueAt: reviewLogs.nextDueAt };

const lockCardQuery = prepared((db) =>
  db
    .select({ card: reviewCards, log: logColumns })
    .from(reviewCards)
    .leftJoin(reviewLogs, and(eq(reviewLogs.userId, p('userId')), eq(reviewLogs.reviewId, p('reviewId'))))
    .where(and(eq(reviewCards.id, p('cardId')), eq(reviewCards.userId, p('userId'))))
    .limit(1)
    .for('update', { of: reviewCards })
    .prepare('review_lock_card'),
);

const findLogQuery = prepared((db) =>
  db
    .select(logColumns)
    .from(reviewLogs)
    .where(and(eq(reviewLogs.userId, p('userId')), eq(reviewLogs.reviewId, p('reviewId'))))
    .limit(1)
    .prepare('review_find_log'),
);

const saveGradeQuery = prepared((db) => {
  const updated = db.$with('updated').as(
    db
      .update(reviewCards)
      // An update's values are SQL here: PostgreSQL takes each parameter's type from its column.
      .set({
        dueAt: sql`${p('dueAt')}`,
        stability: sql`${p('stability')}`,
        difficulty: sql`${p('difficulty')}`,
        elapsedDays: sql`${p('elapsedDays')}`,
        scheduledDays: sql`${p('scheduledDays')}`,
        learningSteps: sql`${p('learningSteps')}`,
        reps: sql`${p('reps')}`,
        lapses: sql`${p('lapses')}`,
        state: sql`${p('state')}`,
        lastReviewAt: sql`${p('lastReviewAt')}`,
      })
      .where(eq(reviewCards.id, p('cardId')))
      .returning({ id: reviewCards.id }),
  );
  return db
    .with(updated)
    .insert(reviewLogs)
    .values({
      cardId: p('cardId'),
      userId: p('userId'),
      reviewId: p('reviewId'),
      rating: p('rating'),
      state: p('logState'),
      dueAt: p('logDueAt'),
      stability: p('logStability'),
      difficulty: p('logDifficulty'),
      elapsedDays: p('logElapsedDays'),
      lastElapsedDays: p('lastElapsedDays'),
      scheduledDays: p('logScheduledDays'),
      learningSteps: p('logLearningSteps'),
      reviewedAt: p('reviewedAt'),
      nextDueAt: p('nextDueAt'),
    })
    .onConflictDoNothing({ target: [reviewLogs.userId, reviewLogs.reviewId] })
    .returning({ id: reviewLogs.id })
    .prepare('review_save_grade');
});

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
  /**
   * Locks the user's card and looks up the answer already given under `reviewId`, in one statement.
   * The lookup reads as of the statement's start: a log that a concurrent duplicate committed while
   * this waited for the lock is not in it (the card then is not due any more; `findLog` sees it).
   */
  async lockCard(db: DbOrTx, userId: number, cardId: number, reviewId: string): Promise<{ card: CardRow; log: LogRow | null } | undefined> {
    const [row] = await lockCardQuery(db).execute({ userId, cardId, reviewId });
    return row;
  },

  async findLog(db: DbOrTx, userId: number, reviewId: string): Promise<LogRow | undefined> {
    const [row] = await findLogQuery(db).execute({ userId, reviewId });
    return row;
  },

  /**
   * The card's next state and the grade's log, in one statement. False when the user's reviewId is
   * taken (by another card: this card is locked), and then the caller rolls the card back.
   */
  async saveGrade(db: DbOrTx, card: { id: number; userId: number }, reviewId: string, next: Omit<StoredCard, 'id'>, log: GradeLog): Promise<boolean> {
    const saved = await saveGradeQuery(db).execute({
      ...next,
      cardId: card.id,
      userId: card.userId,
      reviewId,
      rating: log.rating,
      logState: log.state,
      logDueAt: log.dueAt,
      logStability: log.stability,
      logDifficulty: log.difficulty,
      logElapsedDays: log.elapsedDays,
      lastElapsedDays: log.lastElapsedDays,
      logScheduledDays: log.scheduledDays,
      logLearningSteps: log.learningSteps,
      reviewedAt: log.reviewedAt,
      nextDueAt: log.nextDueAt,
    });
    return saved.length > 0;
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
