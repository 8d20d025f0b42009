import { learningInterestsBody, learningInterestsReply, supporterBody, timeZoneBody, timeZoneReply, user, weeklyGoal, weeklyGoalBody, weeklyGoalReply } from '@learnstack/contracts';
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

  app.post('/api/user/supporter', { schema: { summary: 'Mark the signed-in user a supporter (the donation flow)', body: supporterBody, response: { 200: z.object({ user, message: z.string() }) } } }, async (req) => ({
    user: await users.markSupporter(requireUser(req).id),
    message: 'Thank you for supporting Learnstack!',
  }));

  app.get('/api/user/weekly-goal', { schema: { summary: "Get the signed-in user's weekly goal in hours", response: { 200: weeklyGoal } } }, (req) => users.weeklyGoal(requireUser(req).id));

  app.post('/api/user/weekly-goal', { schema: { summary: "Set the signed-in user's weekly goal (1 to 50 hours)", body: weeklyGoalBody, response: { 200: weeklyGoalReply } } }, async (req) => ({
    ...(await users.setWeeklyGoal(requireUser(req).id, req.body.weeklyGoalHours)),
    message: 'Weekly goal saved',
  }));

  app.put('/api/user/time-zone', { schema: { summary: "Set the time zone whose days count the user's progress", body: timeZoneBody, response: { 200: timeZoneReply } } }, (req) =>
    users.setTimeZone(requireUser(req).id, req.body.timeZone),
  );
}
