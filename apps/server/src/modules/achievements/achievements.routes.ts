import { achievement, achievementsOverview } from '@learnstack/contracts';
import { z } from 'zod';
import type { App, Services } from '../../http/app-types.ts';
import { requireUser } from '../../http/app-types.ts';

export function achievementsRoutes(app: App, { achievements }: Services): void {
  app.get('/api/achievements', { schema: { summary: "List the signed-in user's achievements, newest first", response: { 200: z.array(achievement) } } }, (req) =>
    achievements.list(requireUser(req).id),
  );
  app.get('/api/achievements/overview', { schema: { summary: 'Achievements earned and those still locked, with how far the user is from each', response: { 200: achievementsOverview } } }, (req) =>
    achievements.overview(requireUser(req)),
  );
}
