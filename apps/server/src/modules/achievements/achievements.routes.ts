import { achievement, achievementsOverview } from '@learnstack/contracts';
import { z } from 'zod';
import type { App, Services } from '../../http/app-types.ts';
import { requireUser } from '../../http/app-types.ts';
import { JsonCache, sendJson } from '../../http/json-cache.ts';
import { compileSerializer } from '../../http/serializer.ts';

export function achievementsRoutes(app: App, { achievements, config }: Services): void {
  // The board, kept while the learner's record and local day stay the same (decision 0062): up to 500 earned, so 8 MB.
  const boards = new JsonCache(compileSerializer(achievementsOverview, { checkWithZod: config.env !== 'production' }), 8 * 1024 * 1024);

  app.get('/api/achievements', { schema: { summary: "List the signed-in user's achievements, newest first", response: { 200: z.array(achievement) } } }, (req) =>
    achievements.list(requireUser(req).id),
  );
  app.get('/api/achievements/overview', { schema: { summary: 'Achievements earned and those still locked, with how far the user is from each', response: { 200: achievementsOverview } } }, async (req, reply) =>
    sendJson(req, reply, await boards.get(achievements.overviewVersioned(requireUser(req)))),
  );
}
