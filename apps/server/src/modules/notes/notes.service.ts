import {
  NOTE_AT_OUT_OF_RANGE,
  NOTE_AT_SECONDS_UNKNOWN_MAX,
  NOTES_LIMIT_REACHED,
  NOTES_PAGE_SIZE,
  NOTES_PER_VIDEO_MAX,
  type Note,
  type NotesListReply,
  type VideoNotesReply,
  type createNoteBody,
  type notesQuery,
  type updateNoteBody,
} from '@learnstack/contracts';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { lockUser } from '../../db/locks.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { Clock } from '../../providers/clock.ts';
import type { VideosService } from '../videos/videos.service.ts';
import { notesQueries } from './notes.queries.ts';
import { type NoteRow, notesRepository as repo } from './notes.repository.ts';
import { newCardState } from './scheduler.ts';

export type CreateNoteInput = z.output<typeof createNoteBody>;
export type UpdateNoteInput = z.output<typeof updateNoteBody>;
export type NotesQuery = z.output<typeof notesQuery>;

const NOTE_NOT_FOUND = 'Note not found';

export function toNoteView(row: NoteRow, card: { cardId: number | null; cardDueAt: Date | null }): Note {
  return {
    id: row.id,
    videoId: row.videoId,
    atSeconds: row.atSeconds,
    text: row.text,
    question: row.question,
    isCard: card.cardId !== null,
    dueAt: card.cardDueAt ? card.cardDueAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Timestamped notes, private to their author: another user's note answers like a missing one. A note
 * marked 'Review this' is a review card (review.service.ts schedules it); unmarking it deletes the
 * card and its review history.
 */
export class NotesService {
  constructor(
    private readonly db: Db,
    private readonly videos: VideosService,
    private readonly clock: Clock,
  ) {}

  async listForVideo(userId: number, videoId: number): Promise<VideoNotesReply> {
    await this.videos.requireRow(videoId);
    const rows = await repo.listForVideo(this.db, userId, videoId, NOTES_PER_VIDEO_MAX);
    return { notes: rows.map((r) => toNoteView(r, r)) };
  }

  async list(userId: number, query: NotesQuery): Promise<NotesListReply> {
    const offset = (query.page - 1) * NOTES_PAGE_SIZE;
    const rows = await notesQueries.list(this.db, userId, query.q || undefined, offset, NOTES_PAGE_SIZE + 1);
    return {
      notes: rows.slice(0, NOTES_PAGE_SIZE).map((r) => ({ ...toNoteView(r.note, r), video: r.video })),
      page: query.page,
      hasMore: rows.length > NOTES_PAGE_SIZE,
    };
  }

  async create(userId: number, videoId: number, input: CreateNoteInput): Promise<Note> {
    const video = await this.videos.requireRow(videoId);
    checkAt(input.atSeconds, video.durationSeconds);
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      // The cap holds under concurrent posts: one user's note writes run one after the other.
      await lockUser(tx, 'notes', userId);
      if ((await repo.countForVideo(tx, userId, videoId)) >= NOTES_PER_VIDEO_MAX) throw badRequest(NOTES_LIMIT_REACHED);
      const row = await repo.insert(tx, { userId, videoId, atSeconds: input.atSeconds, text: input.text, question: input.question ?? '', at: now });
      const card = input.makeCard ? await makeCard(tx, row, now) : null;
      return toNoteView(row, { cardId: card?.id ?? null, cardDueAt: card?.dueAt ?? null });
    });
  }

  async update(userId: number, noteId: number, input: UpdateNoteInput): Promise<Note> {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const found = await repo.findOwned(tx, userId, noteId, true);
      if (!found) throw notFound(NOTE_NOT_FOUND);
      if (input.atSeconds !== undefined) {
        const video = await this.videos.requireRow(found.videoId, tx);
        checkAt(input.atSeconds, video.durationSeconds);
      }
      await repo.update(tx, noteId, { ...defined({ text: input.text, atSeconds: input.atSeconds, question: input.question }), at: now });
      let card = { cardId: found.cardId, cardDueAt: found.cardDueAt };
      if (input.makeCard === true && found.cardId === null) {
        const made = await makeCard(tx, found, now);
        card = { cardId: made?.id ?? null, cardDueAt: made?.dueAt ?? null };
      } else if (input.makeCard === false && found.cardId !== null) {
        await repo.deleteCardOfNote(tx, noteId);
        card = { cardId: null, cardDueAt: null };
      }
      const row: NoteRow = { ...found, ...defined({ text: input.text, atSeconds: input.atSeconds, question: input.question }), updatedAt: now };
      return toNoteView(row, card);
    });
  }

  async delete(userId: number, noteId: number): Promise<{ message: string }> {
    if (!(await repo.delete(this.db, userId, noteId))) throw notFound(NOTE_NOT_FOUND);
    return { message: 'Note deleted' };
  }
}

function checkAt(atSeconds: number, durationSeconds: number | null): void {
  const max = durationSeconds && durationSeconds > 0 ? durationSeconds : NOTE_AT_SECONDS_UNKNOWN_MAX;
  if (atSeconds > max) throw badRequest(NOTE_AT_OUT_OF_RANGE, { field: 'atSeconds' });
}

function makeCard(tx: DbOrTx, note: Pick<NoteRow, 'id' | 'userId'>, now: Date) {
  return repo.insertCard(tx, { noteId: note.id, userId: note.userId, createdAt: now, ...newCardState(now) });
}

/** The fields that were given (an absent field stays as it is). */
function defined<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<T>;
}
