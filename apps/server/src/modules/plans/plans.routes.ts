import {
  addPlanVideoBody,
  createPlanBody,
  messageReply,
  moveVideoBody,
  planDetail,
  planGroupBody,
  planIdParams,
  planSummary,
  planVideoEntry,
  planVideoParams,
  moveVideoReply,
  reorderBody,
  slugParams,
  updatePlanBody,
  visibilityBody,
} from '@learnstack/contracts';
import { z } from 'zod';
import type { App, Services } from '../../http/app-types.ts';
import { requireUser } from '../../http/app-types.ts';
import { JsonCache, sendJson } from '../../http/json-cache.ts';
import { compileSerializer } from '../../http/serializer.ts';
import { planHeadWithSession } from './plans.queries.ts';

export function plansRoutes(app: App, { plans, config, learnerAnswers }: Services): void {
  const checkWithZod = config.env !== 'production';
  // The two busiest reads answer from serialized answers while their version holds; the plan list's
  // are shared with GET /api/dashboard (http/learner-answers.ts).
  const { planLists } = learnerAnswers;
  const planVideos = new JsonCache(compileSerializer(z.array(planVideoEntry), { checkWithZod }));
  const planDetails = new JsonCache(compileSerializer(planDetail, { checkWithZod }));

  app.get('/api/learning-plans', { schema: { summary: "List the signed-in user's learning plans", response: { 200: z.array(planSummary) } } }, async (req, reply) =>
    sendJson(req, reply, await planLists.get(plans.ownList(requireUser(req)))),
  );

  // The plan's head rides in the session's statement; its detail (with the counts) is kept while its versions hold.
  app.get(
    '/api/learning-plans/slug/:slug',
    { config: { sessionWith: planHeadWithSession }, schema: { summary: 'Get a learning plan by its slug', errors: [404], params: slugParams, response: { 200: planDetail } } },
    async (req, reply) => sendJson(req, reply, await planDetails.get((await plans.detailBySlug(requireUser(req), req.params.slug, req.sessionCompanion)).detail)),
  );

  app.post('/api/learning-plans', { schema: { summary: 'Create a learning plan', errors: [404], body: createPlanBody, response: { 201: planSummary } } }, async (req, reply) =>
    reply.status(201).send(await plans.createPlan(requireUser(req).id, req.body)),
  );

  app.put('/api/learning-plans/:id', { schema: { summary: "Change a learning plan's title or description", errors: [403, 404], params: planIdParams, body: updatePlanBody, response: { 200: planSummary } } }, (req) =>
    plans.update(requireUser(req).id, req.params.id, req.body),
  );

  app.delete('/api/learning-plans/:id', { schema: { summary: 'Delete a learning plan', errors: [403, 404], params: planIdParams, response: { 200: messageReply } } }, async (req) => {
    await plans.delete(requireUser(req).id, req.params.id);
    return { message: 'Learning plan deleted' };
  });

  app.put('/api/learning-plans/:id/visibility', { schema: { summary: 'Make a learning plan public or private', errors: [403, 404, 409], params: planIdParams, body: visibilityBody, response: { 200: planSummary } } }, (req) =>
    plans.setVisibility(requireUser(req).id, req.params.id, req.body.isPublic),
  );

  app.put('/api/learning-plans/:id/group', { schema: { summary: 'Put a learning plan in a group or take it out', errors: [403, 404], params: planIdParams, body: planGroupBody, response: { 200: planSummary } } }, (req) =>
    plans.setGroup(requireUser(req).id, req.params.id, req.body.groupId),
  );

  app.get(
    '/api/learning-plans/:id/videos',
    { config: { planParam: 'id' }, schema: { summary: 'List the videos of a learning plan', errors: [404], params: planIdParams, response: { 200: z.array(planVideoEntry) } } },
    async (req, reply) => sendJson(req, reply, await planVideos.get(await plans.readableVideos(requireUser(req).id, req.params.id, req.planAccess))),
  );

  app.post(
    '/api/learning-plans/:id/videos',
    { schema: { summary: 'Add a saved video to a learning plan', errors: [403, 404, 409], params: planIdParams, body: addPlanVideoBody, response: { 201: planVideoEntry.extend({ message: z.string() }) } } },
    async (req, reply) => {
      const entry = await plans.addVideo(requireUser(req).id, req.params.id, req.body.videoId, req.body.orderIndex);
      return reply.status(201).send({ ...entry, message: 'Video added to learning plan' });
    },
  );

  app.delete('/api/learning-plans/:id/videos/:videoId', { schema: { summary: 'Remove a video from a learning plan', errors: [403, 404], params: planVideoParams, response: { 200: messageReply } } }, async (req) => {
    await plans.removeVideo(requireUser(req).id, req.params.id, req.params.videoId);
    return { message: 'Video removed from learning plan' };
  });

  app.post(
    '/api/learning-plans/:id/videos/:videoId/move',
    { schema: { summary: 'Move a video to another learning plan', errors: [403, 404, 409], params: planVideoParams, body: moveVideoBody, response: { 200: moveVideoReply } } },
    (req) => plans.moveVideo(requireUser(req).id, req.params.id, req.params.videoId, req.body.toPlanId),
  );

  app.put('/api/learning-plans/:id/reorder', { schema: { summary: 'Reorder the videos of a learning plan', errors: [403, 404], params: planIdParams, body: reorderBody, response: { 200: messageReply } } }, async (req) => {
    await plans.reorder(requireUser(req).id, req.params.id, req.body.videos);
    return { message: 'Video order updated' };
  });
}
