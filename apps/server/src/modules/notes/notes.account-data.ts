import { accountTable } from '../../db/account-data.ts';
import { notes, reviewCards, reviewLogs, reviewReminders } from '../../db/schema/index.ts';

/** The notes module's tables (decision 0022): notes and review history are the learner's alone. */
export const notesAccountData = [
  accountTable({
    table: notes,
    userColumns: { userId: { onDelete: 'cascade', because: 'notes are private to their author' } },
    exported: ['id', 'videoId', 'atSeconds', 'text', 'question', 'createdAt', 'updatedAt'],
  }),
  accountTable({
    table: reviewCards,
    userColumns: { userId: { onDelete: 'cascade', because: 'a review card is its author’s note' } },
    exported: ['id', 'noteId', 'dueAt', 'stability', 'difficulty', 'elapsedDays', 'scheduledDays', 'learningSteps', 'reps', 'lapses', 'state', 'lastReviewAt', 'createdAt'],
  }),
  accountTable({
    table: reviewLogs,
    userColumns: { userId: { onDelete: 'cascade', because: 'the review history is its learner’s alone' } },
    exported: ['cardId', 'rating', 'state', 'dueAt', 'stability', 'difficulty', 'elapsedDays', 'lastElapsedDays', 'scheduledDays', 'learningSteps', 'reviewedAt', 'nextDueAt'],
    leftOut: 'reviewId, the client’s id of one answer (it only makes a repeated request grade once)',
  }),
  accountTable({
    table: reviewReminders,
    userColumns: { userId: { onDelete: 'cascade', because: 'which days the user was reminded concerns them alone' } },
    exported: ['localDate', 'dueCount', 'createdAt'],
  }),
];
