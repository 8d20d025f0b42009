import { decisionReply, idParams, modificationRequest, modificationRequestBody, modificationRequestQuery, planIdParams } from '@learnstack/contracts';
import { z } from 'zod';
import type { App, Services } from '../../http/app-types.ts';
import { requireUser } from '../../http/app-types.ts';

export function modificationRequestsRoutes(app: App, { modificationRequests }: Services): void {
  app.post(
    '/api/learning-plans/:id/modification-request',
    { schema: { summary: "Propose a change to another user's public plan", errors: [404, 409], params: planIdParams, body: modificationRequestBody, response: { 201: z.object({ request: modificationRequest, message: z.string() }) } } },
    async (req, reply) => {
      const request = await modificationRequests.create(requireUser(req).id, req.params.id, req.body);
      return reply.status(201).send({ request, message: 'Modification request sent to the plan owner' });
    },
  );

  app.get(
    '/api/learning-plans/:id/modification-requests',
    { schema: { summary: 'List the modification requests of a plan (its owner only)', errors: [403, 404], params: planIdParams, querystring: modificationRequestQuery, response: { 200: z.array(modificationRequest) } } },
    (req) => modificationRequests.list(requireUser(req).id, req.params.id, req.query.status),
  );

  app.post('/api/modification-requests/:id/approve', { schema: { summary: 'Approve a modification request and apply it', errors: [404, 409], params: idParams, response: { 200: decisionReply } } }, (req) =>
    modificationRequests.decide(requireUser(req).id, req.params.id, 'approve'),
  );

  app.post('/api/modification-requests/:id/decline', { schema: { summary: 'Decline a modification request', errors: [404, 409], params: idParams, response: { 200: decisionReply } } }, (req) =>
    modificationRequests.decide(requireUser(req).id, req.params.id, 'decline'),
  );
}
