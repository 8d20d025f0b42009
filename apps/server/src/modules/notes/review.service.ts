import {
  CARD_NOT_DUE,
  type DueReply,
  ErrorCode,
  formatNoteTime,
  REVIEW_ID_REUSED,
  type ReviewBody,
  type ReviewReply,
  type ReviewStats,
} from '@learnstack/contracts';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { Versioned } from '../../http/json-cache.ts';
import type { Clock } from '../../providers/clock.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { notesQueries } from './notes.queries.ts';
import { notesRepository as repo } from './notes.repository.ts';
import { grade, previewIntervals } from './scheduler.ts';

const DAY_MS = 86_400_000;
const REMINDER_BATCH = 500;

/**
 * A cached due list's interval previews are as of its load (their due times move on with the clock,
 * their labels at day boundaries): it is served this long at most (decision 0058).
 */
export const DUE_PREVIEW_MAX_AGE_MS = 60_000;

/**
 * When a due list loaded at `now` stops being right with no write: the next card falls due then (it
 * would join the list), or the previews have reached their age. nextDueAt has milliseconds where the
 * database has microseconds: rounded down, the answer ends a little early, never late.
 */
export function dueListUntil(answer: DueReply, now: number): number {
  const nextDue = answer.nextDueAt === null ? Number.POSITIVE_INFINITY : Date.parse(answer.nextDueAt);
  return Math.min(nextDue, now + DUE_PREVIEW_MAX_AGE_MS);
}

/**
 * Review cards on an FSRS schedule (ts-fsrs, decision 0039). All dates come from the server's
 * Clock; the client sends a grade and its own id for the answer, never a date.
 */
export class ReviewService {
  constructor(
    private readonly db: Db,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
  ) {}

  /** The due cards, oldest due first, with the interval each grade would give. One statement, cards due or not. */
  async due(userId: number, limit: number): Promise<DueReply> {
    return this.dueAt(userId, limit, this.clock.now());
  }

  /**
   * For the answer cache: kept while the learner's review version holds (migration 0030's triggers:
   * cards, their notes, the videos' shown facts, labels, transcripts) and until dueListUntil.
   */
  dueVersioned(user: { id: number; reviewVersion: number }, limit: number): Versioned<DueReply> {
    const now = this.clock.now();
    return { key: `${user.id}:${limit}`, version: user.reviewVersion, now: now.getTime(), load: () => this.dueAt(user.id, limit, now) };
  }

  private async dueAt(userId: number, limit: number, now: Date): Promise<DueReply> {
    const { rows, ...summary } = await notesQueries.dueCards(this.db, userId, now, limit);
    return {
      cards: rows.map(({ card, note, video, context }) => ({
        id: card.id,
        front: note.question || `${video.title} at ${formatNoteTime(note.atSeconds)}`,
        back: note.text,
        note: { id: note.id, atSeconds: note.atSeconds, text: note.text },
        video,
        dueAt: card.dueAt.toISOString(),
        intervals: previewIntervals(card, now),
        context,
      })),
      dueCount: summary.dueCount,
      nextDueAt: summary.nextDueAt?.toISOString() ?? null,
    };
  }

  /**
   * Grades a due card once per reviewId: the card's row is locked first, so a repeated or
   * concurrent request with the same reviewId waits, then finds the log and gets the same answer.
   * The lock comes with the log as it was when the statement began; a duplicate that committed
   * while this one waited has moved the card's due time on, so a card not due is checked again.
   */
  async review(userId: number, cardId: number, body: ReviewBody): Promise<ReviewReply> {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const locked = await repo.lockCard(tx, userId, cardId, body.reviewId);
      if (!locked) throw notFound('Card not found');
      const { card } = locked;
      const done = locked.log ?? (card.dueAt.getTime() > now.getTime() ? await repo.findLog(tx, userId, body.reviewId) : undefined);
      if (done) {
        if (done.cardId !== cardId) throw conflict(ErrorCode.CONFLICT, REVIEW_ID_REUSED);
        return { cardId, rating: done.rating, dueAt: done.nextDueAt.toISOString(), reviewedAt: done.reviewedAt.toISOString() };
      }
      if (card.dueAt.getTime() > now.getTime()) throw conflict(ErrorCode.CONFLICT, CARD_NOT_DUE, { dueAt: card.dueAt.toISOString() });
      const { next, log } = grade(card, body.rating, now);
      // Taken meanwhile by another card's grade (the insert met the unique key): nothing is saved.
      if (!(await repo.saveGrade(tx, card, body.reviewId, next, log))) throw conflict(ErrorCode.CONFLICT, REVIEW_ID_REUSED);
      return { cardId, rating: body.rating, dueAt: next.dueAt.toISOString(), reviewedAt: now.toISOString() };
    });
  }

  async stats(userId: number): Promise<ReviewStats> {
    const now = this.clock.now();
    const s = await notesQueries.stats(this.db, userId, now);
    const forecast7d = Array.from({ length: 7 }, (_, i) => {
      const date = addDays(s.today, i);
      return { date, count: s.forecast.get(date) ?? 0 };
    });
    return {
      dueToday: s.dueToday,
      reviewedToday: s.reviewedToday,
      retention30d: s.learned > 0 ? Math.round((s.remembered / s.learned) * 1000) / 1000 : null,
      streakDays: streak(s.reviewDays, s.today),
      forecast7d,
    };
  }

  /**
   * The daily 'review' notification: each user with due cards gets one per local day. The
   * reminders table's key (user, day) claims the day, and the notification commits with the claim,
   * so concurrent runs (two app instances, an overlapping sweep) send it once.
   */
  async sendDailyReminders(): Promise<number> {
    const now = this.clock.now();
    let sent = 0;
    for (let round = 0; round < 100; round++) {
      const candidates = await notesQueries.reminderCandidates(this.db, now, REMINDER_BATCH);
      if (candidates.length === 0) break;
      sent += await this.db.transaction(async (tx) => {
        const claimed = await repo.claimReminders(tx, candidates, now);
        await this.notifications.notifyMany(
          claimed.map(({ userId, dueCount }) => ({
            userId,
            type: 'review' as const,
            title: 'Time to review',
            message: `${dueCount === 1 ? '1 card' : `${dueCount} cards`} to review`,
            data: { dueCount, link: '/review' },
          })),
          tx,
        );
        return claimed.length;
      });
      if (candidates.length < REMINDER_BATCH) break;
    }
    await repo.pruneReminders(this.db, new Date(now.getTime() - 7 * DAY_MS));
    return sent;
  }
}

/** 'YYYY-MM-DD' plus n days. */
function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Days in a row with a review, ending today, or yesterday when today has none yet. `days` newest first. */
export function streak(days: string[], today: string): number {
  const set = new Set(days);
  let day = set.has(today) ? today : addDays(today, -1);
  let n = 0;
  while (set.has(day)) {
    n++;
    day = addDays(day, -1);
  }
  return n;
}
