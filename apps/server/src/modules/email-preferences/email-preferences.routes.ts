import { emailPreferences, emailPreferencesBody, emailPreferencesReply } from '@learnstack/contracts';
import type { App, Services } from '../../http/app-types.ts';
import { requireUser } from '../../http/app-types.ts';

export function emailPreferencesRoutes(app: App, { emailPreferences: preferences }: Services): void {
  app.get('/api/user/email-preferences', { schema: { summary: "Get the signed-in user's e-mail preferences", response: { 200: emailPreferences } } }, (req) => preferences.get(requireUser(req).id));

  app.post('/api/user/email-preferences', { schema: { summary: "Save the signed-in user's e-mail preferences", body: emailPreferencesBody, response: { 200: emailPreferencesReply } } }, async (req) => ({
    message: 'Email preferences saved',
    preferences: await preferences.update(requireUser(req).id, req.body),
  }));
}
