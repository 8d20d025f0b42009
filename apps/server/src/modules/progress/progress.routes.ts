import { beaconProgressBody, continueLearningItem, planIdParam, planProgressEntry, saveProgressBody, saveProgressReply, videoProgress, videoProgressParams } from '@learnstack/contracts';
import { z } from 'zod';
import type { App, Services } from '../../http/app-types.ts';
import { requireUser } from '../../http/app-types.ts';
import { badRequest } from '../../http/errors.ts';
import { JsonCache, sendJson } from '../../http/json-cache.ts';
import { compileSerializer } from '../../http/serializer.ts';

/** An unload save is a few numbers; anything bigger is not one. */
const BEACON_BODY_LIMIT = 4 * 1024;

export function progressRoutes(app: App, { progress, config, clock, learnerAnswers }: Services): void {
  const checkWithZod = config.env !== 'production';
  const planProgress = new JsonCache(compileSerializer(z.array(planProgressEntry), { checkWithZod }));
  // The dashboard's list, per learner (decision 0056), shared with GET /api/dashboard (http/learner-answers.ts).
  const { continueLearning } = learnerAnswers;

  app.get('/api/video-progress/:videoId', { schema: { summary: 'Get where the user stopped in a video', errors: [404], params: videoProgressParams, response: { 200: videoProgress } } }, (req) =>
    progress.get(requireUser(req).id, req.params.videoId),
  );

  app.put('/api/video-progress', { schema: { summary: 'Save where the user stopped in a video', errors: [404], body: saveProgressBody, response: { 200: saveProgressReply } } }, (req) =>
    progress.save(requireUser(req).id, req.body),
  );

  app.delete('/api/video-progress/:videoId', { schema: { summary: 'Mark a video incomplete (keeps the position and the watch time)', errors: [404], params: videoProgressParams, response: { 200: videoProgress } } }, (req) =>
    progress.reopen(requireUser(req).id, req.params.videoId),
  );

  app.get(
    '/api/progress/plan/:planId',
    { config: { planParam: 'planId' }, schema: { summary: "Get the user's progress on each video of a plan", errors: [404], params: planIdParam, response: { 200: z.array(planProgressEntry) } } },
    async (req, reply) => sendJson(req, reply, await planProgress.get(await progress.readableForPlan(requireUser(req), req.params.planId, req.planAccess))),
  );

  app.get('/api/continue-learning', { schema: { summary: 'List the videos to continue watching', response: { 200: z.array(continueLearningItem) } } }, async (req, reply) =>
    sendJson(req, reply, await continueLearning.get(progress.continueLearningVersioned(requireUser(req), clock.now()))),
  );

  // navigator.sendBeacon cannot set headers: the CSRF token travels in the body, which arrives as
  // text/plain (a string) or application/json. The text parser is scoped to this route's plugin.
  app.register(async (scope: App) => {
    scope.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: BEACON_BODY_LIMIT }, (_req, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(badRequest('The progress beacon must carry JSON'), undefined);
      }
    });
    scope.post(
      '/api/video-progress/beacon',
      { bodyLimit: BEACON_BODY_LIMIT, config: { csrf: 'body' }, schema: { summary: 'Save where the user stopped when the page closes (sendBeacon)', errors: [404], body: beaconProgressBody, response: { 200: saveProgressReply } } },
      (req) => {
        const { csrfToken: _token, ...body } = req.body;
        return progress.save(requireUser(req).id, body);
      },
    );
  });
}
