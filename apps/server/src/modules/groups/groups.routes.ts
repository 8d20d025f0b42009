import { createGroupBody, groupIdParams, messageReply, planGroup, visibilityBody } from '@learnstack/contracts';
import { z } from 'zod';
import type { App, Services } from '../../http/app-types.ts';
import { requireUser } from '../../http/app-types.ts';

export function groupsRoutes(app: App, { groups }: Services): void {
  app.get('/api/plan-groups', { schema: { summary: "List the signed-in user's plan groups", response: { 200: z.array(planGroup) } } }, (req) => groups.list(requireUser(req).id));

  app.post('/api/plan-groups', { schema: { summary: 'Create a plan group', body: createGroupBody, response: { 201: planGroup } } }, async (req, reply) =>
    reply.status(201).send(await groups.create(requireUser(req).id, req.body)),
  );

  app.delete('/api/plan-groups/:id', { schema: { summary: 'Delete a plan group (its plans stay)', errors: [404], params: groupIdParams, response: { 200: messageReply } } }, async (req) => {
    await groups.delete(requireUser(req).id, req.params.id);
    return { message: 'Plan group deleted' };
  });

  app.put('/api/plan-groups/:id/visibility', { schema: { summary: 'Make a plan group public or private', errors: [404], params: groupIdParams, body: visibilityBody, response: { 200: planGroup } } }, (req) =>
    groups.setVisibility(requireUser(req).id, req.params.id, req.body.isPublic),
  );
}
