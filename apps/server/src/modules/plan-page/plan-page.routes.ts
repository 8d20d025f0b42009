import { planDetail, planPage, planProgressEntry, planVideoEntry, slugParams } from '@learnstack/contracts';
import { z } from 'zod';
import type { App, Services } from '../../http/app-types.ts';
import { requireUser } from '../../http/app-types.ts';
import { JsonCache, jsonObject, sendJson } from '../../http/json-cache.ts';
import { compileSerializer } from '../../http/serializer.ts';
import { planHeadWithSession } from '../plans/plans.service.ts';

export function planPageRoutes(app: App, { planPage: pages, config }: Services): void {
  const checkWithZod = config.env !== 'production';
  const writePlan = compileSerializer(planDetail, { checkWithZod });
  // The whole answer, serialized and compressed once per viewer and plan while the versions of
  // its three parts hold. Its parts that grow with the plan are also kept apart, so a change of
  // one part (the viewer's progress) reads and writes only that part again.
  const answers = new JsonCache((json: string) => json);
  const entries = new JsonCache(compileSerializer(z.array(planVideoEntry), { checkWithZod }));
  const progress = new JsonCache(compileSerializer(z.array(planProgressEntry), { checkWithZod }));

  app.get(
    '/api/learning-plans/slug/:slug/page',
    {
      config: { sessionWith: planHeadWithSession },
      schema: { summary: "Get a learning plan with its videos and the user's progress on each (the plan page)", errors: [404], params: slugParams, response: { 200: planPage } },
    },
    async (req, reply) => {
      const user = requireUser(req);
      const page = await pages.bySlug(user, req.params.slug, req.sessionCompanion);
      const answer = await answers.get({
        key: page.plan.key,
        version: `${page.plan.version}|${page.videos.version}|${page.progress.version}`,
        load: async () => {
          const [plan, videos, watched] = await Promise.all([page.plan.load(), entries.get(page.videos), progress.get(page.progress)]);
          return jsonObject({ plan: writePlan(plan), videos, progress: watched });
        },
      });
      return sendJson(req, reply, answer);
    },
  );
}
