import { planIdParams, planNotes, savePlanNotesBody } from '@learnstack/contracts';
import type { App, Services } from '../../http/app-types.ts';
import { requireUser } from '../../http/app-types.ts';

export function planNotesRoutes(app: App, { planNotes: notes }: Services): void {
  app.get('/api/learning-plans/:id/notes', { schema: { summary: "The signed-in user's notes on a plan", errors: [404], params: planIdParams, response: { 200: planNotes } } }, (req) =>
    notes.get(requireUser(req).id, req.params.id),
  );

  app.put('/api/learning-plans/:id/notes', { schema: { summary: "Save the signed-in user's notes on a plan (at most 10,000 characters)", errors: [404], params: planIdParams, body: savePlanNotesBody, response: { 200: planNotes } } }, (req) =>
    notes.save(requireUser(req).id, req.params.id, req.body.notes),
  );
}
