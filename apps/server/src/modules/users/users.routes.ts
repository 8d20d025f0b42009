import { learningInterestsBody, learningInterestsReply, user } from '@learnstack/contracts';
import { z } from 'zod';
import type { App, Services } from '../../http/app-types.ts';
import { requireUser } from '../../http/app-types.ts';

export function usersRoutes(app: App, { users }: Services): void {
  app.get('/api/user/learning-interests', { schema: { summary: "Get the signed-in user's learning interests", response: { 200: learningInterestsReply } } }, async (req) => ({
    interests: (await users.interests(requireUser(req).id)) as z.infer<typeof learningInterestsReply>['interests'],
  }));

  app.post('/api/user/learning-interests', { schema: { summary: "Save the signed-in user's learning interests", body: learningInterestsBody, response: { 200: learningInterestsReply.extend({ message: z.string() }) } } }, async (req) => ({
    interests: (await users.setInterests(requireUser(req).id, req.body.interests)) as z.infer<typeof learningInterestsReply>['interests'],
    message: 'Learning interests saved',
  }));

  app.post('/api/user/complete-onboarding', { schema: { summary: 'Mark onboarding as completed', response: { 200: z.object({ user, message: z.string() }) } } }, async (req) => ({
    user: await users.completeOnboarding(requireUser(req).id),
    message: 'Onboarding completed',
  }));
}
