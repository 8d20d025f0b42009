import {
  cardIdParams,
  createNoteBody,
  dueQuery,
  dueReply,
  messageReply,
  note,
  noteIdParams,
  notesListReply,
  notesQuery,
  reviewBody,
  reviewReply,
  reviewStats,
  updateNoteBody,
  videoIdParams,
  videoNotesReply,
} from '@learnstack/contracts';
import type { App, Services } from '../../http/app-types.ts';
import { requireUser } from '../../http/app-types.ts';
import { JsonCache, sendJson } from '../../http/json-cache.ts';
import { compileSerializer } from '../../http/serializer.ts';
import { dueListUntil } from './review.service.ts';

/** Timestamped notes on videos (private to their author). */
export function notesRoutes(app: App, { notes }: Services): void {
  app.get('/api/videos/:id/notes', { schema: { summary: "List the caller's notes on a video, by time", errors: [404], params: videoIdParams, response: { 200: videoNotesReply } } }, (req) =>
    notes.listForVideo(requireUser(req).id, req.params.id),
  );
  app.post('/api/videos/:id/notes', { schema: { summary: 'Add a note at a moment of a video', errors: [404], params: videoIdParams, body: createNoteBody, response: { 201: note } } }, async (req, reply) =>
    reply.status(201).send(await notes.create(requireUser(req).id, req.params.id, req.body)),
  );
  app.patch('/api/notes/:noteId', { schema: { summary: 'Change a note, or make it a review card or not', errors: [404], params: noteIdParams, body: updateNoteBody, response: { 200: note } } }, (req) =>
    notes.update(requireUser(req).id, req.params.noteId, req.body),
  );
  app.delete('/api/notes/:noteId', { schema: { summary: 'Delete a note with its review card and review history', errors: [404], params: noteIdParams, response: { 200: messageReply } } }, (req) =>
    notes.delete(requireUser(req).id, req.params.noteId),
  );
  app.get('/api/notes', { schema: { summary: "List the caller's notes across videos, newest first", querystring: notesQuery, response: { 200: notesListReply } } }, (req) =>
    notes.list(requireUser(req).id, req.query),
  );
}

/** Review cards on a spaced-repetition schedule (FSRS). */
export function reviewRoutes(app: App, { review, config }: Services): void {
  // Read on every card the learner turns: kept per learner and limit while the review version and the clock allow (decision 0058).
  const dueLists = new JsonCache(compileSerializer(dueReply, { checkWithZod: config.env !== 'production' }), 8 * 1024 * 1024, { until: dueListUntil });

  app.get('/api/review/due', { schema: { summary: 'List the due review cards, oldest due first', querystring: dueQuery, response: { 200: dueReply } } }, async (req, reply) =>
    sendJson(req, reply, await dueLists.get(review.dueVersioned(requireUser(req), req.query.limit))),
  );
  app.post('/api/review/:cardId', { schema: { summary: 'Grade a due review card once per reviewId', errors: [404, 409], params: cardIdParams, body: reviewBody, response: { 200: reviewReply } } }, (req) =>
    review.review(requireUser(req).id, req.params.cardId, req.body),
  );
  app.get('/api/review/stats', { schema: { summary: 'Review figures: due today, reviewed today, retention, streak and the week ahead', response: { 200: reviewStats } } }, (req) =>
    review.stats(requireUser(req).id),
  );
}
