import { z } from 'zod';
import { reviewContextLine } from './transcripts.ts';
import { NOTE_AT_SECONDS_UNKNOWN_MAX, NOTE_QUESTION_MAX, NOTE_TEXT_MAX, NOTE_TEXT_REQUIRED, NOTE_TEXT_TOO_LONG, NOTE_AT_OUT_OF_RANGE, REVIEW_DUE_LIMIT_MAX } from './notes-rules.ts';

/** Timestamped notes on videos, the review cards made of them (FSRS) and the keyboard player. */

export * from './notes-rules.ts';

const noteText = z
  .string({ error: NOTE_TEXT_REQUIRED })
  .trim()
  .min(1, NOTE_TEXT_REQUIRED)
  .max(NOTE_TEXT_MAX, NOTE_TEXT_TOO_LONG);
/** An empty question means the default front (the video's title and the time). */
const question = z.string().trim().max(NOTE_QUESTION_MAX, `The question must be at most ${NOTE_QUESTION_MAX} characters`);
const atSeconds = z.number({ error: 'atSeconds must be a number of seconds' }).finite().min(0, NOTE_AT_OUT_OF_RANGE).max(NOTE_AT_SECONDS_UNKNOWN_MAX * 10, NOTE_AT_OUT_OF_RANGE);

export const noteIdParams = z.object({ noteId: z.coerce.number().int().positive().max(2_147_483_647) });
export const cardIdParams = z.object({ cardId: z.coerce.number().int().positive().max(2_147_483_647) });

export const createNoteBody = z.strictObject({ atSeconds, text: noteText, makeCard: z.boolean().optional(), question: question.optional() });
export type CreateNoteBody = z.input<typeof createNoteBody>;

export const updateNoteBody = z
  .strictObject({ text: noteText.optional(), atSeconds: atSeconds.optional(), makeCard: z.boolean().optional(), question: question.optional() })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'Nothing to change');
export type UpdateNoteBody = z.input<typeof updateNoteBody>;

export const note = z.object({
  id: z.number(),
  videoId: z.number(),
  /** Seconds into the video, whole or fractional. */
  atSeconds: z.number(),
  text: z.string(),
  /** The card's front the learner wrote; '' for the default. */
  question: z.string(),
  /** Whether the note is a review card ('Review this'). */
  isCard: z.boolean(),
  /** When the card is next due; null when the note is no card. */
  dueAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Note = z.infer<typeof note>;

export const noteVideo = z.object({ id: z.number(), youtubeId: z.string(), title: z.string(), thumbnailUrl: z.string(), durationSeconds: z.number().nullable() });
export type NoteVideo = z.infer<typeof noteVideo>;

export const videoNotesReply = z.object({ notes: z.array(note) });
export type VideoNotesReply = z.infer<typeof videoNotesReply>;

export const notesQuery = z.object({
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const notesListReply = z.object({
  notes: z.array(note.extend({ video: noteVideo })),
  page: z.number(),
  hasMore: z.boolean(),
});
export type NotesListReply = z.infer<typeof notesListReply>;

export const dueQuery = z.object({ limit: z.coerce.number().int().min(0).max(REVIEW_DUE_LIMIT_MAX).default(20) });

/** The interval each grade would give, as a short text ('10m', '3d'), and its due time. */
export const reviewInterval = z.object({ label: z.string(), dueAt: z.string() });
export const reviewCard = z.object({
  id: z.number(),
  front: z.string(),
  back: z.string(),
  note: z.object({ id: z.number(), atSeconds: z.number(), text: z.string() }),
  video: noteVideo,
  dueAt: z.string(),
  intervals: z.object({ 1: reviewInterval, 2: reviewInterval, 3: reviewInterval, 4: reviewInterval }),
  /** The transcript lines within REVIEW_CONTEXT_SECONDS of the note's time, in order; [] without a transcript. */
  context: z.array(reviewContextLine),
});
export type ReviewCard = z.infer<typeof reviewCard>;

export const dueReply = z.object({
  cards: z.array(reviewCard),
  /** Due cards, counted up to REVIEW_DUE_COUNT_MAX. */
  dueCount: z.number(),
  /** When the next card falls due; null when the user has no card that is not due yet. */
  nextDueAt: z.string().nullable(),
});
export type DueReply = z.infer<typeof dueReply>;

export const reviewBody = z.strictObject({
  rating: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { error: 'rating must be 1, 2, 3 or 4' }),
  /** Made by the client once per answer: a retried or doubled request with it grades once. */
  reviewId: z.string().trim().min(8, 'reviewId must be 8 to 64 characters').max(64, 'reviewId must be 8 to 64 characters').regex(/^[A-Za-z0-9_-]+$/, 'reviewId may hold letters, digits, - and _'),
});
export type ReviewBody = z.infer<typeof reviewBody>;

export const reviewReply = z.object({ cardId: z.number(), rating: z.number(), dueAt: z.string(), reviewedAt: z.string() });
export type ReviewReply = z.infer<typeof reviewReply>;

export const reviewStats = z.object({
  dueToday: z.number(),
  reviewedToday: z.number(),
  /** Share of the last 30 days' reviews of learned cards that were not 'Again'; null without any. */
  retention30d: z.number().nullable(),
  /** Days in a row, ending today (or yesterday), with at least one review. */
  streakDays: z.number(),
  /** Cards falling due on each of the next 7 days (today first, overdue included), in the user's time zone. */
  forecast7d: z.array(z.object({ date: z.string(), count: z.number() })),
});
export type ReviewStats = z.infer<typeof reviewStats>;

